/** Health, request ids, CORS, OpenAPI and docs, the demo seed, and the embedded start of the README. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { entities } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/index.ts';
import { entityBasePath } from '../src/rest/entity-routes.ts';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp({ CORS_ORIGINS: 'http://site.test' });

describe('operability', () => {
  it('answers health with the database reachable', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const fresh = await t.http.get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http.get('/api/health').set('x-request-id', 'trace-42');
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await t.http.get('/api/health').set('x-request-id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('allows only the configured CORS origins', async () => {
    const allowed = await t.http
      .options('/api/host/pages')
      .set('origin', 'http://site.test')
      .set('access-control-request-method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://site.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await t.http.get('/api/host/pages').set('origin', 'http://evil.test');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document with every generic path, and a docs page', async () => {
    const res = await t.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    // A read-only entity (the audit trail) is documented for reading only (contract.test.ts).
    for (const entity of entities.filter((e) => !e.readOnly)) {
      const base = entityBasePath(entity);
      expect(Object.keys(res.body.paths[base] ?? {}).sort(), base).toEqual(['get', 'post']);
      expect(Object.keys(res.body.paths[`${base}/{id}`] ?? {}).sort(), base).toEqual(['delete', 'get', 'patch']);
      expect(res.body.paths[`${base}/bulk`], base).toHaveProperty('post');
      expect(res.body.components.schemas[`${entity.model}Create`], base).toBeDefined();
    }
    const docs = await t.http.get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('/api/openapi.json');
  });
});

describe('demo content', () => {
  it('seeds once, validated by the catalogue, and changes nothing when run again', async () => {
    const created = await seedDemoContent(t.db);
    expect(created).toBeGreaterThan(200);
    expect(await seedDemoContent(t.db)).toBe(0); // pages exist: skipped
    expect(await seedDemoContent(t.db, { force: true })).toBe(0); // every id exists: nothing new
    const home = await t.http
      .get('/api/host/pages')
      .query({ 'filters[and][0][column]': 'url', 'filters[and][0][method]': 'eq', 'filters[and][0][value]': '/' });
    expect(home.body.data).toHaveLength(1);
    const links = await t.http.get('/api/host/pages-to-widgets/count').query({
      'filters[and][0][column]': 'pageId',
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': home.body.data[0].id,
    });
    expect(links.body.data).toBeGreaterThanOrEqual(6);
    const prices = await t.http.get('/api/ecommerce/attributes-to-billing-module-currencies/count');
    expect(prices.body.data).toBeGreaterThanOrEqual(8);
    const products = (await t.http.get('/api/ecommerce/products')).body.data as { title: Record<string, string> }[];
    for (const product of products) expect(Object.keys(product.title).sort()).toEqual(['en', 'ru']);
  });
});

describe('the embedded start (pnpm start)', () => {
  it('starts on PGlite with no DATABASE_URL, migrates, seeds, generates a secret and serves', async () => {
    const { start } = await import('../src/main.ts');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-embedded-'));
    const server = await start({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    try {
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const pages = (await (await fetch(`http://127.0.0.1:${port}/api/host/pages/count`)).json()) as { data: number };
      expect(pages.data).toBeGreaterThan(5);
      expect(server.config.RBAC_SECRET_KEY).toMatch(/^[\w-]{32}$/);
      const write = await fetch(`http://127.0.0.1:${port}/api/host/layouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-rbac-secret-key': server.config.RBAC_SECRET_KEY! },
        body: JSON.stringify({ data: { slug: 'embedded-write' } }),
      });
      expect(write.status).toBe(201);
      // Pages, urls and the sitemap at once: every pooled connection shares PGlite's one session, where a
      // statement prepared by one connection under a name already exists for the next (it was a 500).
      const reads = ['/', '/about', '/projects', '/blog', '/contacts', '/showcase'].flatMap((url) => [
        `/api/host/page?url=${encodeURIComponent(url)}&language=en`,
        `/api/host/find-by-url?url=${encodeURIComponent(url)}`,
      ]);
      const statuses = await Promise.all(
        [...reads, '/api/host/urls', '/sitemap.xml'].map(
          async (route) => `${route} ${(await fetch(`http://127.0.0.1:${port}${route}`)).status}`,
        ),
      );
      expect(statuses).toEqual([...reads, '/api/host/urls', '/sitemap.xml'].map((route) => `${route} 200`));
      // The cart's statements are prepared too, and run on a connection of their own (pool.connect): adds at once.
      const admin = { 'content-type': 'application/json', 'x-rbac-secret-key': server.config.RBAC_SECRET_KEY! };
      const api = async (route: string, init?: RequestInit) => {
        const res = await fetch(`http://127.0.0.1:${port}/api${route}`, { headers: admin, ...init });
        return { status: res.status, body: (await res.json()) as { data: { id: string } & Record<string, unknown> } };
      };
      const subject = await api('/rbac/subjects', { method: 'POST', body: JSON.stringify({ data: {} }) });
      const product = (await api('/ecommerce/products?limit=1')).body.data as unknown as { id: string }[];
      const cart = `/rbac/subjects/${subject.body.data.id}/ecommerce-module/orders`;
      const adds = await Promise.all(
        [1, 2, 3, 4].map(() =>
          api(cart, { method: 'POST', body: JSON.stringify({ data: { productId: product[0]!.id } }) }),
        ),
      );
      expect(adds.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      const orders = (await api(cart)).body.data as unknown as { ordersToProducts: { quantity: number }[] }[];
      expect(orders.map((o) => o.ordersToProducts.map((l) => l.quantity))).toEqual([[4]]);
    } finally {
      await server.shutdown('test');
      await rm(dataDir, { recursive: true, force: true });
    }
    // Migrating and seeding the whole demo site into PGlite passes a minute on a loaded 2-core machine.
  }, 180_000);
});
