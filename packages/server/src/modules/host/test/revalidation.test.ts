/**
 * Revalidation: the call drops cached pages and reaches every connected event-stream client, on this
 * instance and, through Redis, on another; entity writes do the same; public callers are rate limited.
 */
import { getEntity } from '@symbol/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createProviders } from '../../billing/providers/index.ts';
import { createDb } from '../../../db/index.ts';
import { countQueries } from '../../../db/query-counter.ts';
import * as service from '../../../entities/service.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { connectSse, type SseClient } from '../../../../test/sse.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const t = await setupTestApp();
await seedDemoContent(t.db);
// The seed's writes raised a write revalidation of `/`: a `/` revalidation within the next second is coalesced.
await new Promise((resolve) => setTimeout(resolve, 1000));
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
const clients: SseClient[] = [];
afterAll(() => clients.forEach((c) => c.close()));
const connect = async (url: string) => {
  const client = await connectSse(url);
  clients.push(client);
  return client;
};
const unique = (name: string) => `/${name}-${Math.random().toString(36).slice(2, 10)}`;

/** Queries the page call runs now (0 when it came from the cache). */
async function pageQueries(http: typeof t.http, pool: typeof t.db.pool, url: string) {
  const counter = countQueries(pool);
  const res = await http.get('/api/host/page').query({ url });
  counter.stop();
  expect(res.status).toBe(200);
  return counter.count;
}

describe('revalidation on one instance', () => {
  it('streams server-sent events', async () => {
    const client = await connect(`${base}/api/revalidation/events`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-store');
  });

  it('reaches a second connected client and drops the cached page', async () => {
    const first = await connect(`${base}/api/revalidation/events`);
    const second = await connect(`${base}/api/revalidation/events`);
    expect(await pageQueries(t.http, t.db.pool, '/about')).toBeGreaterThan(0);
    expect(await pageQueries(t.http, t.db.pool, '/en/about')).toBeGreaterThan(0);
    expect(await pageQueries(t.http, t.db.pool, '/about')).toBe(0);

    const res = await t.http.get('/api/revalidation/revalidate').query({ path: '/ru/about', type: 'page' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      path: '/about',
      type: 'page',
      coalesced: false,
      eventId: expect.any(String),
    });
    for (const client of [first, second]) {
      const event = (await client.next((e) => e.data.id === res.body.data.eventId)).data;
      expect(event).toMatchObject({ path: '/about', type: 'page', reason: 'request', at: expect.any(String) });
    }
    expect(await pageQueries(t.http, t.db.pool, '/about')).toBeGreaterThan(0);
    expect(await pageQueries(t.http, t.db.pool, '/en/about')).toBeGreaterThan(0);
  });

  it('with type=layout drops every page below the path (path=/ drops them all)', async () => {
    await pageQueries(t.http, t.db.pool, '/contacts');
    expect(await pageQueries(t.http, t.db.pool, '/contacts')).toBe(0);
    const res = await t.http.get('/api/revalidation/revalidate').query({ path: '/', type: 'layout' });
    expect(res.status).toBe(200);
    expect(await pageQueries(t.http, t.db.pool, '/contacts')).toBeGreaterThan(0);
  });

  it('coalesces the same path and type within a second', async () => {
    const path = unique('coalesce');
    const first = await t.http.get('/api/revalidation/revalidate').query({ path });
    const second = await t.http.get('/api/revalidation/revalidate').query({ path });
    expect(first.body.data.coalesced).toBe(false);
    expect(second.body.data).toMatchObject({ coalesced: true, eventId: first.body.data.eventId });
  });

  it('limits public callers per address, not the server key', async () => {
    let status = 200;
    let calls = 0;
    while (status === 200 && calls < 50) {
      calls++;
      status = (await t.http.get('/api/revalidation/revalidate').query({ path: unique('limit') })).status;
    }
    expect(status).toBe(429);
    expect(calls).toBeLessThanOrEqual(11);
    const privileged = await t.http
      .get('/api/revalidation/revalidate')
      .set('x-rbac-secret-key', SECRET)
      .query({ path: unique('server') });
    expect(privileged.status).toBe(200);
  });

  it('refuses a bad type', async () => {
    const res = await t.http.get('/api/revalidation/revalidate').query({ path: '/', type: 'everything' });
    expect(res.status).toBe(400);
  });

  it('follows entity writes: cached pages dropped at once, clients told', async () => {
    const client = await connect(`${base}/api/revalidation/events`);
    await pageQueries(t.http, t.db.pool, '/projects');
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);
    const widgets = await t.http.get('/api/website-builder/widgets').query({
      'filters[and][0][column]': 'slug',
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': 'projects-intro',
    });
    const [widget] = widgets.body.data;
    const update = await t.http
      .patch(`/api/website-builder/widgets/${widget.id}`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { title: { en: 'Our projects', ru: 'Наши проекты' } } });
    expect(update.status).toBe(200);
    const page = await t.http.get('/api/host/page').query({ url: '/projects' });
    expect(page.body.data.widgets[0].externalWidgets[0].title).toBe('Наши проекты');
    await client.next(({ data: e }) => e.reason === 'write' && e.path === '/' && e.type === 'layout');

    // The same through a tRPC mutation.
    await pageQueries(t.http, t.db.pool, '/projects');
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);
    const mutation = await t.http
      .post('/api/trpc/websiteBuilder.widgets.update')
      .set('x-rbac-secret-key', SECRET)
      .send({ id: widget.id, data: { title: { en: 'Projects', ru: 'Проекты' } } });
    expect(mutation.status, JSON.stringify(mutation.body)).toBe(200);
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBeGreaterThan(0);
  });

  it('follows writes made without HTTP: a service call, a tRPC caller, a committed transaction', async () => {
    const widgets = getEntity('website-builder/widgets');
    const [widget] = await service.list(t.db.prisma, widgets, {
      filters: { and: [{ column: 'slug', method: 'eq', value: 'projects-intro' }] },
    });
    const titleOnPage = async () =>
      (await t.http.get('/api/host/page').query({ url: '/projects' })).body.data.widgets[0].externalWidgets[0].title;

    await pageQueries(t.http, t.db.pool, '/projects');
    await service.update(t.db.prisma, widgets, widget!.id, { title: { en: 'Service', ru: 'Сервис' } });
    expect(await titleOnPage()).toBe('Сервис');

    await pageQueries(t.http, t.db.pool, '/projects');
    await t.caller().websiteBuilder.widgets.update({ id: widget!.id, data: { title: { en: 'Caller', ru: 'Вызов' } } });
    expect(await titleOnPage()).toBe('Вызов');

    // Inside a transaction: the pages go once it commits, not while it runs, and not at all when it rolls back.
    await pageQueries(t.http, t.db.pool, '/projects');
    await t.db.transaction(async (tx) => {
      await service.update(tx, widgets, widget!.id, { title: { en: 'Committed', ru: 'Сохранено' } });
      expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);
    });
    expect(await titleOnPage()).toBe('Сохранено');
    const rolledBack = t.db.transaction(async (tx) => {
      await service.update(tx, widgets, widget!.id, { title: { en: 'Never', ru: 'Никогда' } });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);

    // A record no page shows (an order) leaves the pages alone.
    await service.create(t.db.prisma, getEntity('ecommerce/orders'), {});
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);
  });

  it("keeps the pages built after a write when the write's delayed notice to the others goes out", async () => {
    const widgets = getEntity('website-builder/widgets');
    const [widget] = await service.list(t.db.prisma, widgets, {
      filters: { and: [{ column: 'slug', method: 'eq', value: 'projects-intro' }] },
    });
    // Two writes within a second: the second is told to the other instances a second later.
    await service.update(t.db.prisma, widgets, widget!.id, { adminTitle: 'Delayed 1' });
    await service.update(t.db.prisma, widgets, widget!.id, { adminTitle: 'Delayed 2' });
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await pageQueries(t.http, t.db.pool, '/projects')).toBe(0);
  });

  it("keeps cached pages when a visitor's init makes an anonymous subject", async () => {
    await pageQueries(t.http, t.db.pool, '/about');
    const init = await t.app.inject({ method: 'GET', url: '/api/rbac/subjects/authentication/init' });
    expect(init.statusCode).toBe(200);
    expect(await pageQueries(t.http, t.db.pool, '/about')).toBe(0);
  });

  it('leaves the cache alone for reads and refused writes', async () => {
    await pageQueries(t.http, t.db.pool, '/about');
    await t.http.get('/api/website-builder/widgets');
    const refused = await t.http.post('/api/website-builder/widgets').send({ data: { adminTitle: 'x' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await pageQueries(t.http, t.db.pool, '/about')).toBe(0);
  });
});

describe('revalidation across instances through Redis', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const dbs: ReturnType<typeof createDb>[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const db = createDb(t.databaseUrl, { poolSize: 3 });
      const app = await buildApp(
        { config: { ...t.config, REDIS_URL }, db, payments: createProviders() },
        { logger: false },
      );
      bases.push(await app.listen({ host: '127.0.0.1', port: 0 }));
      apps.push(app);
      dbs.push(db);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
  });

  it('a revalidation on one instance reaches the clients and the cache of the other', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const onB = await connect(`${bases[1]}/api/revalidation/events`);
    const onA = await connect(`${bases[0]}/api/revalidation/events`);
    const httpB = (await import('supertest')).default(b.server);
    expect(await pageQueries(httpB, dbs[1]!.pool, '/blog')).toBeGreaterThan(0);
    expect(await pageQueries(httpB, dbs[1]!.pool, '/blog')).toBe(0);

    const res = await (await import('supertest')).default(a.server).get('/api/revalidation/revalidate').query({
      path: '/blog',
      type: 'layout',
    });
    expect(res.status).toBe(200);
    const [fromB, fromA] = await Promise.all([
      onB.next((e) => e.data.id === res.body.data.eventId).then((e) => e.data),
      onA.next((e) => e.data.id === res.body.data.eventId).then((e) => e.data),
    ]);
    expect(fromB).toEqual(fromA);
    expect(fromB).toMatchObject({ path: '/blog', type: 'layout', reason: 'request' });
    expect(await pageQueries(httpB, dbs[1]!.pool, '/blog')).toBeGreaterThan(0);
  });
});

describe('with Redis unreachable', () => {
  it('starts anyway and still serves this instance', async () => {
    const db = createDb(t.databaseUrl, { poolSize: 2 });
    const app = await buildApp(
      { config: { ...t.config, REDIS_URL: 'redis://127.0.0.1:1' }, db, payments: createProviders() },
      { logger: false },
    );
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const client = await connect(`${address}/api/revalidation/events`);
      const res = await fetch(`${address}/api/revalidation/revalidate?path=/down&type=page`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { eventId: string } };
      await client.next((e) => e.data.id === data.eventId);
      client.close();
    } finally {
      await app.close();
      await db.close();
    }
  });
});
