/** The releases contract over real HTTP on a real database: staging, release reads, preview, publish, conflicts. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onEntityWrite } from '../../../entities/writes.ts';
import { runtimeOf } from '../../host/runtime.ts';
import { SECRET, setupTestApp, dataOf } from '../../../../test/helper.ts';

const t = await setupTestApp();
const WIDGETS = '/api/website-builder/widgets';
const PAGES = '/api/host/pages';
const server = <T extends { set(k: string, v: string): T }>(req: T) => req.set('x-rbac-secret-key', SECRET);

const newRelease = async (title = 'Spring') =>
  dataOf(await server(t.http.post('/api/system/releases')).send({ data: { title } }), 201);
const widget = async (title: string) =>
  dataOf(
    await server(t.http.post(WIDGETS)).send({ data: { adminTitle: title, title: { en: title, ru: title } } }),
    201,
  );
const inRelease = (id: string) => ({ 'x-rbac-secret-key': SECRET, 'x-release-id': id });

describe('staging', () => {
  it('a staged update is invisible live and visible with the header; publish applies it', async () => {
    const release = await newRelease();
    const record = await widget('live title');
    const staged = await dataOf(
      await t.http
        .patch(`${WIDGETS}/${record.id}`)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'staged title' } }),
    );
    expect(staged.adminTitle).toBe('staged title');
    expect((await dataOf(await t.http.get(`${WIDGETS}/${record.id}`))).adminTitle).toBe('live title');
    expect((await dataOf(await t.http.get(`${WIDGETS}/${record.id}`).set(inRelease(release.id)))).adminTitle).toBe(
      'staged title',
    );
    const listed = await dataOf(
      await t.http
        .get(WIDGETS)
        .query({
          'filters[and][0][column]': 'id',
          'filters[and][0][method]': 'eq',
          'filters[and][0][value]': record.id,
        })
        .set(inRelease(release.id)),
    );
    expect((listed as unknown as { adminTitle: string }[])[0]!.adminTitle).toBe('staged title');

    // A create and a delete in the same release, then everything at once.
    const created = await dataOf(
      await t.http
        .post(WIDGETS)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'new in release' } }),
      201,
    );
    expect((await t.http.get(`${WIDGETS}/${created.id}`)).status).toBe(404);
    const doomed = await widget('to delete');
    await dataOf(await t.http.delete(`${WIDGETS}/${doomed.id}`).set(inRelease(release.id)));
    expect((await t.http.get(`${WIDGETS}/${doomed.id}`)).status).toBe(200);
    expect((await t.http.get(`${WIDGETS}/${doomed.id}`).set(inRelease(release.id))).status).toBe(404);

    const published = await dataOf(await server(t.http.post(`/api/system/releases/${release.id}/publish`)));
    expect(published.status).toBe('published');
    expect((await dataOf(await t.http.get(`${WIDGETS}/${record.id}`))).adminTitle).toBe('staged title');
    expect((await dataOf(await t.http.get(`${WIDGETS}/${created.id}`))).adminTitle).toBe('new in release');
    expect((await t.http.get(`${WIDGETS}/${doomed.id}`)).status).toBe(404);
    // Published: nothing more is staged in it, and it is not published twice.
    expect(
      (
        await t.http
          .post(WIDGETS)
          .set(inRelease(release.id))
          .send({ data: { adminTitle: 'late' } })
      ).status,
    ).toBe(409);
    expect((await server(t.http.post(`/api/system/releases/${release.id}/publish`))).status).toBe(409);
  });

  it('reading or staging a release needs the rights of writing the records', async () => {
    const release = await newRelease();
    const record = await widget('guarded');
    expect((await t.http.get(`${WIDGETS}/${record.id}`).set('x-release-id', release.id)).status).toBe(403);
    expect(
      (
        await t.http
          .patch(`${WIDGETS}/${record.id}`)
          .set('x-release-id', release.id)
          .send({ data: { adminTitle: 'x' } })
      ).status,
    ).toBe(403);
    expect((await t.http.get(`${WIDGETS}/${record.id}`).set(inRelease(randomUUID()))).status).toBe(404);
    expect((await t.http.get(`${WIDGETS}/${record.id}`).set(inRelease('nope'))).status).toBe(400);
  });

  it('the host page with the header shows the release; without it the live page', async () => {
    const release = await newRelease();
    const page = await dataOf(
      await server(t.http.post(PAGES)).send({ data: { url: '/release-about', title: 'About' } }),
      201,
    );
    await dataOf(
      await t.http
        .patch(`${PAGES}/${page.id}`)
        .set(inRelease(release.id))
        .send({ data: { title: 'About us (new)' } }),
    );
    const live = await dataOf(await t.http.get('/api/host/page').query({ url: '/release-about', language: 'en' }));
    expect(live.page.title).toBe('About');
    const res = await t.http
      .get('/api/host/page')
      .query({ url: '/release-about', language: 'en' })
      .set(inRelease(release.id));
    expect((await dataOf(res)).page.title).toBe('About us (new)');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // The cached live page was not replaced by the release's.
    expect(
      (await dataOf(await t.http.get('/api/host/page').query({ url: '/release-about', language: 'en' }))).page.title,
    ).toBe('About');
  });
});

describe('a read through a release', () => {
  it('sees exactly what publishing makes: updates merged per record, creates and deletes between them', async () => {
    const release = await newRelease();
    const a = await widget('a');
    const b = await widget('b');
    const gone = await widget('gone');
    const stage = async (method: 'post' | 'patch' | 'delete', path: string, data?: object) =>
      dataOf(
        await t.http[method](path)
          .set(inRelease(release.id))
          .send(data ? { data } : undefined),
        method === 'post' ? 201 : 200,
      );
    await stage('patch', `${WIDGETS}/${a.id}`, { title: { en: 'A1', ru: 'А1' } });
    await stage('patch', `${WIDGETS}/${b.id}`, { subtitle: { en: 'B sub' }, anchor: 'b-anchor' });
    await stage('patch', `${WIDGETS}/${a.id}`, { subtitle: { en: 'A sub' }, title: { en: 'A2', ru: 'А2' } });
    const made = await stage('post', WIDGETS, { adminTitle: 'made', title: { en: 'M' } });
    await stage('patch', `${WIDGETS}/${made.id}`, { anchor: 'made-anchor' });
    await stage('delete', `${WIDGETS}/${gone.id}`);
    await stage('patch', `${WIDGETS}/${b.id}`, { anchor: null });
    // A number travels as text and back: a product's price through its attribute.
    const attribute = await dataOf(
      await server(t.http.post('/api/ecommerce/attributes')).send({ data: { number: '10.5' } }),
      201,
    );
    await stage('patch', `/api/ecommerce/attributes/${attribute.id}`, { number: '1500.25' });

    const ids = [a.id, b.id, gone.id, made.id];
    const fields = (row: Record<string, unknown>) => {
      const { createdAt: _c, updatedAt: _u, ...rest } = row;
      return rest;
    };
    const read = async (headers: Record<string, string>) => ({
      widgets: (
        (await dataOf(
          await t.http
            .get(WIDGETS)
            .query({
              'filters[and][0][column]': 'id',
              'filters[and][0][method]': 'inArray',
              ...Object.fromEntries(ids.map((id, n) => [`filters[and][0][value][${n}]`, id])),
            })
            .set(headers),
        )) as unknown as Record<string, unknown>[]
      )
        .map(fields)
        .sort((x, y) => String(x.id).localeCompare(String(y.id))),
      attribute: fields(await dataOf(await t.http.get(`/api/ecommerce/attributes/${attribute.id}`).set(headers))),
    });
    const previewed = await read(inRelease(release.id));
    expect(previewed.widgets.map((w) => w.id)).not.toContain(gone.id);
    expect(previewed.widgets.find((w) => w.id === a.id)).toMatchObject({
      title: { en: 'A2', ru: 'А2' },
      subtitle: { en: 'A sub' },
    });
    expect(previewed.widgets.find((w) => w.id === b.id)).toMatchObject({ subtitle: { en: 'B sub' }, anchor: null });
    expect(previewed.attribute.number).toBe('1500.25');
    await dataOf(await server(t.http.post(`/api/system/releases/${release.id}/publish`)));
    expect(await read({ 'x-rbac-secret-key': SECRET })).toEqual(previewed);
  });
});

describe("a release's page", () => {
  it('is replayed once for its readers, and shows a newly staged write and a live write at once', async () => {
    const cache = runtimeOf({ db: t.db, config: t.config, log: t.app.log as never }).cache;
    const release = await newRelease();
    const page = await dataOf(
      await server(t.http.post(PAGES)).send({ data: { url: '/release-cached', title: 'One' } }),
      201,
    );
    const staged = (title: string) =>
      t.http.patch(`${PAGES}/${page.id}`).set(inRelease(release.id)).send({ data: { title } });
    const read = async () =>
      (
        await dataOf(
          await t.http
            .get('/api/host/page')
            .query({ url: '/release-cached', language: 'en' })
            .set(inRelease(release.id)),
        )
      ).page.title as string;
    await dataOf(await staged('Two'));
    const builds = cache.stats.builds;
    expect(await Promise.all([read(), read(), read()])).toEqual(['Two', 'Two', 'Two']);
    expect(await read()).toBe('Two');
    expect(cache.stats.builds - builds).toBe(1);
    // A write staged since: a new revision of the release, built again.
    await dataOf(await staged('Three'));
    expect(await read()).toBe('Three');
    // A live write drops the release's pages with the live ones: the release is applied on the live site.
    await dataOf(await server(t.http.patch(`${PAGES}/${page.id}`)).send({ data: { url: '/release-cached-2' } }));
    const moved = await t.http
      .get('/api/host/page')
      .query({ url: '/release-cached', language: 'en' })
      .set(inRelease(release.id));
    expect(moved.status).toBe(404);
    expect(cache.stats.builds - builds).toBe(3);
  });
});

describe('preview links', () => {
  it('work without an account, only for reads, and expire', async () => {
    const release = await newRelease('Preview');
    const page = await dataOf(
      await server(t.http.post(PAGES)).send({ data: { url: '/release-preview', title: 'Old' } }),
      201,
    );
    await dataOf(
      await t.http
        .patch(`${PAGES}/${page.id}`)
        .set(inRelease(release.id))
        .send({ data: { title: 'New' } }),
    );
    expect(
      (await t.http.get(`/api/system/releases/${release.id}/preview`).query({ url: '/release-preview' })).status,
    ).toBe(403);
    const link = await dataOf(
      await server(t.http.get(`/api/system/releases/${release.id}/preview`)).query({
        url: '/release-preview',
        language: 'en',
      }),
    );
    expect(link.url).toBe(`${t.config.PUBLIC_SITE_URL}/en/release-preview?preview=${encodeURIComponent(link.token)}`);
    const read = () =>
      t.http
        .get('/api/host/page')
        .query({ url: '/release-preview', language: 'en' })
        .set('x-preview-token', link.token);
    const res = await read();
    expect((await dataOf(res)).page.title).toBe('New');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(
      (
        await t.http
          .get('/api/host/page')
          .query({ url: '/release-preview', language: 'en' })
          .set('x-preview-token', `${link.token}x`)
      ).status,
    ).toBe(403);
    t.clock.advance(37 * 60 * 60 * 1000);
    const expired = await read();
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('The preview link has expired');
  });

  it('are asked for site paths only: another host, a scheme or a backslash is a 400', async () => {
    const release = await newRelease('Paths');
    const config = {
      ...t.config,
      WEB_APPS: true,
      PUBLIC_SITE_URL: 'http://localhost:3000',
      PUBLIC_SITE_URL_SET: false,
    };
    for (const url of [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      'https://evil.example/x',
      '/%2F/evil.example',
      ' /x',
      '/a\nb',
    ]) {
      for (const language of [undefined, 'en'] as const) {
        const answer = t.caller({ config }).system.releases.preview({ id: release.id, url, language });
        await expect(answer, `${url} ${language}`).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      }
      const res = await server(t.http.get(`/api/system/releases/${release.id}/preview`)).query({ url });
      expect(res.status, url).toBe(400);
    }
    const fine = await t.caller({ config }).system.releases.preview({ id: release.id, url: '/about/team?x=1' });
    expect(fine.url).toBe(`/about/team?x=1&preview=${encodeURIComponent(fine.token)}`);
  });

  it('are a path on the same origin when this server serves the site and no PUBLIC_SITE_URL is set', async () => {
    const release = await newRelease('Own origin');
    // As `pnpm start` runs: the admin at http://127.0.0.1:PORT must frame the preview from its own origin.
    const config = {
      ...t.config,
      WEB_APPS: true,
      PUBLIC_SITE_URL: 'http://localhost:3000',
      PUBLIC_SITE_URL_SET: false,
    };
    const link = await t.caller({ config }).system.releases.preview({ id: release.id, url: '/', language: 'ru' });
    expect(link.url).toBe(`/ru?preview=${encodeURIComponent(link.token)}`);
  });
});

describe("a release's own columns", () => {
  it('are refused on update with a 400 naming each (only publishing sets them), and nothing changes', async () => {
    const release = await newRelease('Hands off');
    const res = await server(t.http.patch(`/api/system/releases/${release.id}`)).send({
      data: { title: 'Renamed', status: 'published', publishedAt: new Date().toISOString(), publishError: 'x' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain('data.status');
    expect(JSON.stringify(res.body)).toContain('data.publishedAt');
    expect(JSON.stringify(res.body)).toContain('data.publishError');
    const after = await dataOf(await server(t.http.get(`/api/system/releases/${release.id}`)));
    expect(after).toMatchObject({ title: 'Hands off', status: 'open', publishedAt: null, publishError: null });
    const renamed = await dataOf(
      await server(t.http.patch(`/api/system/releases/${release.id}`)).send({ data: { title: 'Renamed' } }),
    );
    expect(renamed.title).toBe('Renamed');
  });

  it("are refused on restore too: a published release's first version does not reopen it", async () => {
    const release = await newRelease('Published once');
    const record = await widget('restore live');
    await dataOf(
      await t.http
        .patch(`${WIDGETS}/${record.id}`)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'restore staged' } }),
    );
    expect((await dataOf(await server(t.http.post(`/api/system/releases/${release.id}/publish`)))).status).toBe(
      'published',
    );
    const versions = await dataOf<{ id: string; action: string }[]>(
      await server(t.http.get(`/api/system/releases/${release.id}/versions`)),
    );
    const first = versions.at(-1)!;
    expect(first.action).toBe('create');
    const res = await server(t.http.post(`/api/system/releases/${release.id}/versions/${first.id}/restore`));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain('status');
    const after = await dataOf(await server(t.http.get(`/api/system/releases/${release.id}`)));
    expect(after).toMatchObject({ title: 'Published once', status: 'published' });
    // Staging in it stays refused: it was not reopened.
    const staged = await t.http
      .patch(`${WIDGETS}/${record.id}`)
      .set(inRelease(release.id))
      .send({ data: { adminTitle: 'after publish' } });
    expect(staged.status).toBeGreaterThanOrEqual(400);
    expect((await dataOf(await t.http.get(`${WIDGETS}/${record.id}`))).adminTitle).toBe('restore staged');
  });
});

describe('publish', () => {
  it('a record changed live after it was staged is a 409 naming it and its field; nothing changes', async () => {
    const release = await newRelease('Conflicting');
    const a = await widget('a live');
    const b = await widget('b live');
    await dataOf(
      await t.http
        .patch(`${WIDGETS}/${a.id}`)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'a staged' } }),
    );
    await dataOf(
      await t.http
        .patch(`${WIDGETS}/${b.id}`)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'b staged' } }),
    );
    await dataOf(await server(t.http.patch(`${WIDGETS}/${b.id}`)).send({ data: { adminTitle: 'b changed live' } }));
    const res = await server(t.http.post(`/api/system/releases/${release.id}/publish`));
    expect(res.status).toBe(409);
    expect(res.body.cause).toEqual([`website-builder/widgets ${b.id}: adminTitle changed live since it was staged`]);
    expect((await dataOf(await t.http.get(`${WIDGETS}/${a.id}`))).adminTitle).toBe('a live');
    expect((await dataOf(await t.http.get(`${WIDGETS}/${b.id}`))).adminTitle).toBe('b changed live');
    const after = await dataOf(await server(t.http.get(`/api/system/releases/${release.id}`)));
    expect(after.status).toBe('open');
  });

  it('is atomic (a failure midway changes nothing) and invalidates cached pages once', async () => {
    const release = await newRelease('Atomic');
    const a = await widget('atomic live');
    const clash = randomUUID();
    await dataOf(
      await t.http
        .patch(`${WIDGETS}/${a.id}`)
        .set(inRelease(release.id))
        .send({ data: { adminTitle: 'atomic staged' } }),
    );
    await dataOf(
      await t.http
        .post(WIDGETS)
        .set(inRelease(release.id))
        .send({ data: { id: clash, adminTitle: 'clash' } }),
      201,
    );
    // Live, the id the release creates is taken meanwhile: the second operation fails on publish.
    await dataOf(await server(t.http.post(WIDGETS)).send({ data: { id: clash, adminTitle: 'taken live' } }), 201);
    const failed = await server(t.http.post(`/api/system/releases/${release.id}/publish`));
    expect(failed.status).toBe(409);
    expect((await dataOf(await t.http.get(`${WIDGETS}/${a.id}`))).adminTitle).toBe('atomic live');

    const other = await newRelease('Once');
    const page = await dataOf(
      await server(t.http.post(PAGES)).send({ data: { url: '/release-once', title: 'x' } }),
      201,
    );
    await dataOf(
      await t.http
        .patch(`${WIDGETS}/${a.id}`)
        .set(inRelease(other.id))
        .send({ data: { adminTitle: 'once' } }),
    );
    await dataOf(
      await t.http
        .patch(`${PAGES}/${page.id}`)
        .set(inRelease(other.id))
        .send({ data: { title: 'y' } }),
    );
    const told: string[][] = [];
    const stop = onEntityWrite(t.db, (written) => told.push(written.map((e) => e.key)));
    try {
      await dataOf(await server(t.http.post(`/api/system/releases/${other.id}/publish`)));
    } finally {
      stop();
    }
    expect(told).toEqual([['website-builder/widgets', 'host/pages']]);
  });
});
