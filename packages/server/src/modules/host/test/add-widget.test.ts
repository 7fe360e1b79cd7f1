/**
 * `POST /api/host/pages/{id}/widgets`: a widget made and placed on a page in one call, live or staged in a
 * release, all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp, dataOf, type Answer } from '../../../../test/helper.ts';

const t = await setupTestApp();
const server = { 'x-rbac-secret-key': SECRET };
const inRelease = (id: string) => ({ ...server, 'x-release-id': id });

const newPage = async (url: string) =>
  dataOf(
    await t.http
      .post('/api/host/pages')
      .set(server)
      .send({ data: { url, title: url } }),
    201,
  );
const widgetInput = (title: string, extra: Record<string, unknown> = {}) => ({
  data: {
    module: 'website-builder',
    widget: { variant: 'content-default', title: { en: title, ru: title } },
    ...extra,
  },
});
const pageTitles = async (url: string, headers: Record<string, string> = {}) =>
  (
    (await dataOf(await t.http.get('/api/host/page').query({ url, language: 'en' }).set(headers))).widgets as Answer[]
  ).map((widget) => widget.externalWidgets?.[0]?.title);

/** How many records each of the four entities the call writes has (what a failure must leave as it was). */
const COUNTED = [
  'website-builder/widgets',
  'host/widgets',
  'host/widgets-to-external-widgets',
  'host/pages-to-widgets',
];
const counts = async (headers: Record<string, string> = {}) =>
  Promise.all(
    COUNTED.map(async (key) => (await dataOf(await t.http.get(`/api/${key}/count`).set(headers))) as unknown),
  );

describe('adding a widget to a page', () => {
  it('live: the four records in one call, placed last, shown on the page', async () => {
    const page = await newPage('/add-widget-live');
    const first = await dataOf(
      await t.http.post(`/api/host/pages/${page.id}/widgets`).set(server).send(widgetInput('First')),
      201,
    );
    expect(first.link).toMatchObject({ pageId: page.id, widgetId: first.widget.id, orderIndex: 0 });
    expect(first.embedded).toMatchObject({ entity: 'website-builder/widgets', record: { variant: 'content-default' } });
    const second = await dataOf(
      await t.http.post(`/api/host/pages/${page.id}/widgets`).set(server).send(widgetInput('Second')),
      201,
    );
    expect(second.link.orderIndex).toBe(1);
    const external = await dataOf(
      await t.http.get('/api/host/widgets-to-external-widgets').query({
        'filters[and][0][column]': 'widgetId',
        'filters[and][0][method]': 'eq',
        'filters[and][0][value]': second.widget.id,
      }),
    );
    expect(external).toMatchObject([
      { externalModule: 'website-builder', externalWidgetId: second.embedded.record.id },
    ]);
    expect(await pageTitles('/add-widget-live')).toEqual(['First', 'Second']);
    // Each write left its version.
    const versions = await dataOf(
      await t.http.get(`/api/host/pages-to-widgets/${second.link.id}/versions`).set(server),
    );
    expect(versions).toHaveLength(1);
  });

  it('in a release: four staged operations, invisible live until the publish', async () => {
    const page = await newPage('/add-widget-release');
    const release = await dataOf(
      await t.http
        .post('/api/system/releases')
        .set(server)
        .send({ data: { title: 'w' } }),
      201,
    );
    const before = await counts();
    await dataOf(
      await t.http.post(`/api/host/pages/${page.id}/widgets`).set(inRelease(release.id)).send(widgetInput('Staged')),
      201,
    );
    expect(await counts()).toEqual(before);
    expect(await pageTitles('/add-widget-release')).toEqual([]);
    expect(await pageTitles('/add-widget-release', inRelease(release.id))).toEqual(['Staged']);
    await dataOf(await t.http.post(`/api/system/releases/${release.id}/publish`).set(server));
    expect(await pageTitles('/add-widget-release')).toEqual(['Staged']);
  });

  it('all or nothing: a failure at the last write (a page that does not exist) leaves no record, live or staged', async () => {
    const before = await counts();
    const missing = randomUUID();
    const res = await t.http.post(`/api/host/pages/${missing}/widgets`).set(server).send(widgetInput('Orphan'));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(/pageId/);
    expect(await counts()).toEqual(before);

    const release = await dataOf(
      await t.http
        .post('/api/system/releases')
        .set(server)
        .send({ data: { title: 'x' } }),
      201,
    );
    const staged = await t.http
      .post(`/api/host/pages/${missing}/widgets`)
      .set(inRelease(release.id))
      .send(widgetInput('Orphan'));
    expect(staged.status).toBe(400);
    expect(await counts(inRelease(release.id))).toEqual(before);
  });

  it('bad input is a 400 naming the field; no rights, a 403; nothing written either way', async () => {
    const page = await newPage('/add-widget-bad');
    const before = await counts();
    const unknownModule = await t.http
      .post(`/api/host/pages/${page.id}/widgets`)
      .set(server)
      .send({ data: { module: 'nowhere', widget: {} } });
    expect(unknownModule.status).toBe(400);
    expect(JSON.stringify(unknownModule.body)).toMatch(/module/);
    const badField = await t.http
      .post(`/api/host/pages/${page.id}/widgets`)
      .set(server)
      .send(widgetInput('x', { orderIndex: -1 }));
    expect(badField.status).toBe(400);
    const badWidget = await t.http
      .post(`/api/host/pages/${page.id}/widgets`)
      .set(server)
      .send({ data: { module: 'website-builder', widget: { title: 42 } } });
    expect(badWidget.status).toBe(400);
    expect(JSON.stringify(badWidget.body)).toMatch(/title/);
    const anonymous = await t.http.post(`/api/host/pages/${page.id}/widgets`).send(widgetInput('x'));
    expect(anonymous.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
