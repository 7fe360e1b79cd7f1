/**
 * The global search against the real server: any record found by slug, admin title, title in either language,
 * email or id, in one request, bounded, for the admin only; a bad query is a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/src/modules/rbac/defaults.ts';
import { SEARCH_LIMIT, SEARCH_PER_ENTITY } from '../../server/src/entities/search.ts';
import { setupTestApp, type TestApp } from '../../server/test/helper.ts';
import { createHttp, type Http } from '../src/api/http.ts';
import { memoryTokenStore } from '../src/api/tokens.ts';
import { createAuthProvider } from '../src/auth-provider.ts';
import { createDataProvider, type AdminDataProvider } from '../src/data-provider.ts';

const ADMIN = { username: 'search-admin@example.org', password: 'admin-password-123' };
let t: TestApp;
let http: Http;
let provider: AdminDataProvider;
const made: string[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  await ensureAdmin(t.db, ADMIN.username, ADMIN.password);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const counting: typeof fetch = (input, init) => {
    made.push(`${init?.method ?? 'GET'} ${String(input).replace(base, '')}`);
    return fetch(input, init);
  };
  http = createHttp(base, memoryTokenStore(), counting);
  provider = createDataProvider(http);
  await createAuthProvider(http).login(ADMIN);
});

const create = async (resource: string, data: Record<string, unknown>) =>
  (await provider.create(resource, { data })).data as { id: string };

describe('global search', () => {
  it('finds a record of any entity by slug, admin title, title in either language, email or id', async () => {
    const article = await create('blog/articles', {
      slug: 'search-needle-article',
      adminTitle: 'Annual needle report',
      title: { en: 'An English headline', ru: 'Заголовок про иголку' },
    });
    const product = await create('ecommerce/products', { slug: 'search-needle-product' });
    made.length = 0;
    const bySlug = await provider.searchRecords('needle-art');
    expect(made).toEqual(['GET /api/system/search?q=needle-art']);
    expect(bySlug).toEqual([
      expect.objectContaining({ entity: 'blog/articles', id: article.id, slug: 'search-needle-article' }),
    ]);
    const both = await provider.searchRecords('search-needle');
    expect(both.map((hit) => hit.entity).sort()).toEqual(['blog/articles', 'ecommerce/products']);
    expect((await provider.searchRecords('annual NEEDLE')).map((hit) => hit.id)).toEqual([article.id]);
    expect((await provider.searchRecords('про иголку')).map((hit) => hit.id)).toEqual([article.id]);
    expect((await provider.searchRecords(product.id)).map((hit) => [hit.entity, hit.id])).toEqual([
      ['ecommerce/products', product.id],
    ]);
    expect((await provider.searchRecords(ADMIN.username)).map((hit) => hit.entity)).toContain('rbac/identities');
  });

  it('takes % and _ as they are written, and stays bounded', async () => {
    for (let n = 0; n < SEARCH_PER_ENTITY + 3; n++) await create('blog/categories', { slug: `bounded-cat-${n}` });
    const hits = await provider.searchRecords('bounded-cat');
    expect(hits).toHaveLength(SEARCH_PER_ENTITY);
    expect(await provider.searchRecords('%%')).toEqual([]);
    expect(await provider.searchRecords('bounded_cat')).toEqual([]);
    expect((await provider.searchRecords('e-')).length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  it('refuses anonymous callers and plain users, and a query too short or too long', async () => {
    expect((await t.http.get('/api/system/search?q=needle')).status).toBe(403);
    const user = await t.http
      .post('/api/rbac/subjects/authentication/email-and-password/registration')
      .send({ data: { login: 'searcher@example.org', password: 'searcher-password-1' } });
    const refused = await t.http
      .get('/api/system/search?q=needle')
      .set('authorization', `Bearer ${user.body.data.jwt}`);
    expect(refused.status).toBe(403);
    const token = http.tokens.get()!.jwt;
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const res = await t.http.get(`/api/system/search?q=${q}`).set('authorization', `Bearer ${token}`);
      expect(res.status, q).toBe(400);
    }
    expect((await t.http.get('/api/system/search').set('authorization', `Bearer ${token}`)).status).toBe(400);
  });
});
