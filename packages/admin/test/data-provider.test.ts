/**
 * The data and auth providers against the real server (real HTTP, a fresh PostgreSQL database), on several
 * entity kinds: content (widgets), a link (pages-to-layouts), one with a file (files) and one with rich text
 * (features). Every request the providers make is counted, so "one round trip" is checked, not assumed.
 */
import type { HttpError } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/src/modules/rbac/defaults.ts';
import { setupTestApp, type TestApp } from '../../server/test/helper.ts';
import { createHttp, type Http } from '../src/api/http.ts';
import { memoryTokenStore } from '../src/api/tokens.ts';
import { createAuthProvider } from '../src/auth-provider.ts';
import { createDataProvider, type AdminDataProvider } from '../src/data-provider.ts';
import { entityOf } from '../src/catalogue.ts';
import { entities } from '@symbol/contracts';

const ADMIN = { username: 'admin@example.org', password: 'admin-password-123' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let http: Http;
let provider: AdminDataProvider;
const requests: string[] = [];

function clientFor(base: string) {
  const counting: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input).replace(base, '')}`);
    return fetch(input, init);
  };
  return createHttp(base, memoryTokenStore(), counting);
}

async function requestsOf<T>(work: () => Promise<T>): Promise<{ result: T; made: string[] }> {
  const before = requests.length;
  const result = await work();
  return { result, made: requests.slice(before) };
}

beforeAll(async () => {
  t = await setupTestApp();
  await ensureAdmin(t.db, ADMIN.username, ADMIN.password);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  http = clientFor(address);
  provider = createDataProvider(http);
  await createAuthProvider(http).login(ADMIN);
});

const widgets = 'website-builder/widgets';

describe('auth provider', () => {
  it('lets the admin in and names them', async () => {
    const identity = await createAuthProvider(http).getIdentity!();
    expect(identity.fullName).toBe(ADMIN.username);
  });

  it('refuses a subject without the admin role with the server message, and the API refuses its writes', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const userHttp = clientFor(base);
    await userHttp.request('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
      data: { login: 'user@example.org', password: 'user-password-123' },
    });
    await expect(
      createAuthProvider(userHttp).login({ username: 'user@example.org', password: 'user-password-123' }),
    ).rejects.toThrow(/may not use the admin area/);
    expect(userHttp.tokens.get()).toBeNull();
    const { data } = await userHttp.request<{ jwt: string; refresh: string }>(
      'POST',
      '/api/rbac/subjects/authentication/email-and-password/authentication',
      { data: { login: 'user@example.org', password: 'user-password-123' } },
    );
    userHttp.tokens.set(data);
    const userProvider = createDataProvider(userHttp);
    await expect(userProvider.create(widgets, { data: { adminTitle: 'Not mine' } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('refreshes an expired access token once and retries', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const own = clientFor(base);
    await createAuthProvider(own).login(ADMIN);
    const refresh = own.tokens.get()!.refresh;
    own.tokens.set({ jwt: 'not-a-token', refresh });
    const { made } = await requestsOf(() =>
      createDataProvider(own).getList('ecommerce/orders', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    );
    expect(made.map((r) => r.split('?')[0])).toEqual([
      'GET /api/ecommerce/orders',
      'POST /api/rbac/subjects/authentication/refresh',
      'GET /api/ecommerce/orders',
    ]);
    expect(own.tokens.get()!.refresh).not.toBe(refresh);
  });

  it('logs out: the refresh token stops working', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const own = clientFor(base);
    const auth = createAuthProvider(own);
    await auth.login(ADMIN);
    const tokens = own.tokens.get()!;
    await auth.logout({});
    expect(own.tokens.get()).toBeNull();
    own.tokens.set(tokens);
    expect(await own.refresh()).toBe(false);
  });
});

describe('data provider', () => {
  it('counts the records of every entity in one request, for the admin only', async () => {
    await provider.create(widgets, { data: { adminTitle: 'dp counted' } });
    const expected = Number((await t.db.pool.query(`SELECT count(*) FROM "${entityOf(widgets).table}"`)).rows[0].count);
    const { result, made } = await requestsOf(() => provider.entityCounts());
    expect(made).toEqual(['GET /api/system/counts']);
    expect(result.map((c) => c.entity).sort()).toEqual(entities.map((e) => e.key).sort());
    expect(result.find((c) => c.entity === widgets)).toEqual({
      entity: widgets,
      module: 'website-builder',
      count: expected,
      capped: false,
    });
    expect(expected).toBeGreaterThan(0);
    // Anonymous callers and subjects without the admin role are refused by the server.
    expect((await t.http.get('/api/system/counts')).status).toBe(403);
    const user = await t.http
      .post('/api/rbac/subjects/authentication/email-and-password/registration')
      .send({ data: { login: 'counter@example.org', password: 'counter-password-1' } });
    const refused = await t.http.get('/api/system/counts').set('authorization', `Bearer ${user.body.data.jwt}`);
    expect(refused.status).toBe(403);
  });

  it('creates, lists a page with its total in one request, sorts and filters', async () => {
    for (const n of [3, 1, 2]) {
      await provider.create(widgets, {
        data: { adminTitle: `dp list ${n}`, title: { en: `List ${n}`, ru: `Список ${n}` } },
      });
    }
    const { result, made } = await requestsOf(() =>
      provider.getList(widgets, {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'adminTitle', order: 'DESC' },
        filter: { q: 'dp list' },
      }),
    );
    expect(made).toHaveLength(1);
    expect(result.total).toBe(3);
    expect(result.data.map((w) => w.adminTitle)).toEqual(['dp list 3', 'dp list 2']);
    const second = await provider.getList(widgets, {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'adminTitle', order: 'DESC' },
      filter: { q: 'dp list' },
    });
    expect(second.data.map((w) => w.adminTitle)).toEqual(['dp list 1']);
    const byVariant = await provider.getList(widgets, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { variant: 'no-such-variant' },
    });
    expect(byVariant).toEqual({ data: [], total: 0 });
  });

  it('gets one, and many in one inArray request', async () => {
    const { data: all } = await provider.getList(widgets, {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'adminTitle', order: 'ASC' },
      filter: { q: 'dp list' },
    });
    const { data: one } = await provider.getOne(widgets, { id: all[0]!.id });
    expect(one.title).toEqual({ en: 'List 1', ru: 'Список 1' });
    const { result, made } = await requestsOf(() => provider.getMany(widgets, { ids: all.map((w) => w.id) }));
    expect(made).toHaveLength(1);
    expect(decodeURIComponent(made[0]!)).toContain('"method":"inArray"');
    expect(result.data.map((w) => w.id).sort()).toEqual(all.map((w) => w.id).sort());
  });

  it('creates links and reads them by their end (getManyReference)', async () => {
    const { data: page } = await provider.create('host/pages', { data: { url: '/dp-page', title: 'DP page' } });
    const layouts = await Promise.all(
      ['dp A', 'dp B'].map(
        async (adminTitle) => (await provider.create('host/layouts', { data: { adminTitle } })).data,
      ),
    );
    for (const [orderIndex, layout] of layouts.entries()) {
      await provider.create('host/pages-to-layouts', { data: { pageId: page.id, layoutId: layout.id, orderIndex } });
    }
    const links = await provider.getManyReference('host/pages-to-layouts', {
      target: 'pageId',
      id: page.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'orderIndex', order: 'ASC' },
      filter: {},
    });
    expect(links.total).toBe(2);
    expect(links.data.map((l) => l.layoutId)).toEqual(layouts.map((l) => l.id));
    // Reordered in one bulk request, each link its own orderIndex.
    const { made } = await requestsOf(() =>
      provider.updateEach('host/pages-to-layouts', [
        { id: links.data[0]!.id, data: { orderIndex: 1 } },
        { id: links.data[1]!.id, data: { orderIndex: 0 } },
      ]),
    );
    expect(made).toEqual(['PATCH /api/host/pages-to-layouts/bulk']);
    const again = await provider.getManyReference('host/pages-to-layouts', {
      target: 'pageId',
      id: page.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'orderIndex', order: 'ASC' },
      filter: {},
    });
    expect(again.data.map((l) => l.layoutId)).toEqual([layouts[1]!.id, layouts[0]!.id]);
  });

  it('answers a page with the records its reference columns name, one request per target, all at once', async () => {
    const { result, made } = await requestsOf(() =>
      provider.getList('host/pages-to-layouts', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'orderIndex', order: 'ASC' },
        filter: {},
        meta: { prefetch: ['pageId', 'layoutId'] },
      }),
    );
    expect(made.map((request) => request.split('?')[0])).toEqual([
      'GET /api/host/pages-to-layouts',
      'GET /api/host/pages',
      'GET /api/host/layouts',
    ]);
    const prefetched = (result.meta as { prefetched: Record<string, { id: string }[]> }).prefetched;
    const ids = (records: { id: string }[]) => records.map((record) => record.id).sort();
    expect(ids(prefetched['host/layouts']!)).toEqual([...new Set(result.data.map((l) => l.layoutId))].sort());
    expect(ids(prefetched['host/pages']!)).toEqual([...new Set(result.data.map((l) => l.pageId))].sort());
    // Without meta.prefetch the page is one request, as before.
    const plain = await requestsOf(() =>
      provider.getList('host/pages-to-layouts', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'orderIndex', order: 'ASC' },
        filter: {},
      }),
    );
    expect(plain.made).toHaveLength(1);
    expect(plain.result.meta).toBeUndefined();
  });

  it('saves rich text as slate JSON and sends only what changed on update', async () => {
    const doc = JSON.stringify([{ type: 'heading-two', children: [{ text: 'Hello' }] }]);
    const { data: feature } = await provider.create('website-builder/features', {
      data: { adminTitle: 'dp feature', description: { en: doc } },
    });
    expect(feature.description).toEqual({ en: doc });
    const edited = JSON.stringify([
      { type: 'paragraph', children: [{ type: 'link', url: 'https://example.org', children: [{ text: 'x' }] }] },
    ]);
    const before = requests.length;
    const { data: updated } = await provider.update('website-builder/features', {
      id: feature.id,
      data: { ...feature, description: { en: edited } },
      previousData: feature,
    });
    expect(updated.description).toEqual({ en: edited });
    expect(updated.adminTitle).toBe('dp feature');
    expect(requests.slice(before)).toEqual([`PATCH /api/website-builder/features/${feature.id}`]);
  });

  it('uploads a chosen file as multipart and replaces it on update', async () => {
    const file = new File([PNG], 'dot.png', { type: 'image/png' });
    const { data: created } = await provider.create('file-storage/files', {
      data: { adminTitle: 'dp file', file: { rawFile: file, title: 'dot.png' }, alt: { en: 'A dot' } },
    });
    expect(created.mimeType).toBe('image/png');
    expect(created.file).toMatch(/^\/files\/.+\.png$/);
    const served = await fetch(
      `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/public${String(created.file)}`,
    );
    expect(served.status).toBe(200);
    const { data: replaced } = await provider.update('file-storage/files', {
      id: created.id,
      data: { ...created, file: { rawFile: new File([PNG], 'again.png', { type: 'image/png' }) } },
      previousData: created,
    });
    expect(replaced.file).not.toBe(created.file);
  });

  it('maps a server error naming a field to that field, and others to a message', async () => {
    const error = (await provider
      .create('host/pages', { data: { url: 'no-slash', title: 'Bad' } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect((error.body as { errors: Record<string, unknown> }).errors.url).toBeTruthy();
    expect(error.message).toContain(' | 400');
    const missing = (await provider
      .getOne(widgets, { id: '00000000-0000-4000-8000-000000000000' })
      .catch((e: unknown) => e)) as HttpError;
    expect(missing.status).toBe(404);
    expect((missing.body as { errors?: unknown }).errors).toBeUndefined();
  });

  it('updates many in one transaction, and a bulk update that fails changes nothing', async () => {
    const { data } = await provider.getList(widgets, {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'adminTitle', order: 'ASC' },
      filter: { q: 'dp list' },
    });
    const ids = data.map((w) => w.id);
    const { result, made } = await requestsOf(() =>
      provider.updateMany(widgets, { ids, data: { variant: 'bulk-set' } }),
    );
    expect(made).toEqual(['PATCH /api/website-builder/widgets/bulk']);
    expect(result.data?.sort()).toEqual([...ids].sort());
    const failing = (await provider
      .updateMany('host/pages', {
        ids: [
          (
            await provider.getList('host/pages', {
              pagination: { page: 1, perPage: 1 },
              sort: { field: 'id', order: 'ASC' },
              filter: { q: 'DP page' },
            })
          ).data[0]!.id,
          '00000000-0000-4000-8000-000000000000',
        ],
        data: { title: 'Renamed' },
      })
      .catch((e: unknown) => e)) as HttpError;
    expect(failing.status).toBe(404);
    const { data: pages } = await provider.getList('host/pages', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { url: '/dp-page' },
    });
    expect(pages[0]!.title).toBe('DP page');
  });

  it('deletes one, and many in one request and one transaction', async () => {
    const created = await Promise.all(
      [1, 2, 3].map(async (n) => (await provider.create(widgets, { data: { adminTitle: `dp delete ${n}` } })).data),
    );
    await provider.delete(widgets, { id: created[0]!.id, previousData: created[0] });
    await expect(provider.getOne(widgets, { id: created[0]!.id })).rejects.toMatchObject({ status: 404 });
    // An unknown id among them deletes none.
    await expect(
      provider.deleteMany(widgets, { ids: [created[1]!.id, '00000000-0000-4000-8000-000000000000'] }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await provider.getOne(widgets, { id: created[1]!.id })).data.id).toBe(created[1]!.id);
    const { result, made } = await requestsOf(() =>
      provider.deleteMany(widgets, { ids: [created[1]!.id, created[2]!.id] }),
    );
    expect(made).toEqual(['DELETE /api/website-builder/widgets/bulk']);
    expect(result.data).toHaveLength(2);
    const left = await provider.getList(widgets, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'dp delete' },
    });
    expect(left.total).toBe(0);
  });

  it('moves an order only along the allowed transitions, in bulk too', async () => {
    const { data: order } = await provider.create('ecommerce/orders', { data: {} });
    const moved = await provider.update('ecommerce/orders', {
      id: order.id,
      data: { ...order, status: 'paying' },
      previousData: order,
    });
    expect(moved.data.status).toBe('paying');
    const refused = (await provider
      .update('ecommerce/orders', {
        id: order.id,
        data: { ...moved.data, status: 'delivered' },
        previousData: moved.data,
      })
      .catch((e: unknown) => e)) as HttpError;
    expect(refused.status).toBe(409);
    const bulk = (await provider
      .updateMany('ecommerce/orders', { ids: [order.id], data: { status: 'delivered' } })
      .catch((e: unknown) => e)) as HttpError;
    expect(bulk.status).toBe(409);
    expect((await provider.getOne('ecommerce/orders', { id: order.id })).data.status).toBe('paying');
  });
});

describe('a release scope (the page builder)', () => {
  it('stages writes in the release and reads them from it, while reads without it see the live record', async () => {
    const { data: release } = await http.request<{ id: string }>('POST', '/api/system/releases', {
      data: { title: 'Provider scope' },
    });
    const { data: live } = await provider.create(widgets, { data: { adminTitle: 'Scoped live' } });
    provider.setRelease(release.id);
    try {
      expect(provider.release()).toBe(release.id);
      const { data: staged } = await provider.update(widgets, {
        id: live.id,
        data: { adminTitle: 'Scoped staged' },
        previousData: live,
      });
      expect(staged.adminTitle).toBe('Scoped staged');
      expect((await provider.getOne(widgets, { id: live.id })).data.adminTitle).toBe('Scoped staged');
    } finally {
      provider.setRelease(null);
    }
    expect((await provider.getOne(widgets, { id: live.id })).data.adminTitle).toBe('Scoped live');
  });
});
