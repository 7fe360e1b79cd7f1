/**
 * `GET /api/host/pages/{id}/blocks`: the page builder's whole page in one call (layouts, widgets in order, each
 * with its module widget), live and as a release will make it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp, dataOf, type Answer } from '../../../../test/helper.ts';

const t = await setupTestApp();
const server = { 'x-rbac-secret-key': SECRET };
const inRelease = (id: string) => ({ ...server, 'x-release-id': id });

const post = async (path: string, data: unknown, headers: Record<string, string> = server) =>
  dataOf(await t.http.post(path).set(headers).send({ data }), 201);
const addWidget = (pageId: string, title: string, headers: Record<string, string> = server) =>
  post(
    `/api/host/pages/${pageId}/widgets`,
    { module: 'website-builder', widget: { variant: 'content-default', title: { en: title, ru: title } } },
    headers,
  );
const blocks = async (pageId: string, headers: Record<string, string> = {}) =>
  dataOf(await t.http.get(`/api/host/pages/${pageId}/blocks`).set(headers));

describe('the page builder reads a page in one call', () => {
  it('its layouts and its widgets in page order, each with the module widget it shows', async () => {
    const page = await post('/api/host/pages', { url: '/builder-blocks', title: 'Blocks' });
    const layout = await post('/api/host/layouts', { adminTitle: 'Blocks layout' });
    await post('/api/host/pages-to-layouts', { pageId: page.id, layoutId: layout.id });
    const first = await addWidget(page.id, 'First');
    const second = await addWidget(page.id, 'Second');
    // A host widget showing no module widget is listed too, with none.
    const bare = await post('/api/host/widgets', { adminTitle: 'Bare' });
    await post('/api/host/pages-to-widgets', { pageId: page.id, widgetId: bare.id, orderIndex: 2 });
    // Moved: the second first.
    await dataOf(
      await t.http
        .patch(`/api/host/pages-to-widgets/${second.link.id}`)
        .set(server)
        .send({ data: { orderIndex: -1 } }),
    );

    const read = await blocks(page.id);
    expect(read.page).toMatchObject({ id: page.id, url: '/builder-blocks' });
    expect(read.layouts.map((row: Answer) => row.id)).toEqual([layout.id]);
    expect(read.blocks.map((block: Answer) => block.widget?.id)).toEqual([second.widget.id, first.widget.id, bare.id]);
    expect(read.blocks[0].embedded).toMatchObject({
      entity: 'website-builder/widgets',
      record: { id: second.embedded.record.id, title: { en: 'Second' } },
    });
    expect(read.blocks[2]).toMatchObject({ link: { widgetId: bare.id }, embedded: null });
  });

  it('in a release: as the release will make the page; live, as it is', async () => {
    const page = await post('/api/host/pages', { url: '/builder-blocks-release', title: 'Blocks' });
    await addWidget(page.id, 'Live');
    const release = await post('/api/system/releases', { title: 'blocks' });
    await addWidget(page.id, 'Staged', inRelease(release.id));
    const titles = (read: Answer) => read.blocks.map((block: Answer) => block.embedded?.record.title.en);
    expect(titles(await blocks(page.id))).toEqual(['Live']);
    expect(titles(await blocks(page.id, inRelease(release.id)))).toEqual(['Live', 'Staged']);
  });

  it('an unknown page is a 404; a bad id a 400; a release read without rights a 403', async () => {
    expect((await t.http.get(`/api/host/pages/${randomUUID()}/blocks`)).status).toBe(404);
    expect((await t.http.get('/api/host/pages/not-an-id/blocks')).status).toBe(400);
    const page = await post('/api/host/pages', { url: '/builder-blocks-rights', title: 'Blocks' });
    const release = await post('/api/system/releases', { title: 'rights' });
    const res = await t.http.get(`/api/host/pages/${page.id}/blocks`).set({ 'x-release-id': release.id });
    expect([401, 403]).toContain(res.status);
  });
});
