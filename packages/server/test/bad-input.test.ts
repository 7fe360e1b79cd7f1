/**
 * Bad input on every route family (generic, host, rbac, ecommerce, social, crm, notification; file
 * downloads): a NUL character in any string, at any depth, and a truncated multipart body are 400s in the one
 * error shape, never a 500, and change nothing. Both are refused once at the edge (procedure inputs, the multipart reader), so each family
 * gets the same rows.
 */
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { member, startChat } from '../src/modules/social/test/support.ts';
import { as, register, SUBJECTS } from '../src/modules/rbac/test/support.ts';
import { builtSite, SECRET, setupTestApp } from './helper.ts';

const dist = builtSite();
const t = await setupTestApp({ TRUST_PROXY: 'true' }, { web: { site: dist } });
const server = { 'x-rbac-secret-key': SECRET };
const NUL = '\u0000';

const alice = await member(t, 'Alice');
const bob = await member(t, 'Bob');
// A verified address: a notification to Alice is written, not refused for want of a recipient.
await t.db.prisma.rbacIdentity.updateMany({
  where: { RbacSubjectsToIdentities_identityId: { some: { subjectId: alice.subjectId } } },
  data: { verifiedAt: new Date() },
});
/** A NUL in a string nested `depth` objects down (`{ a: { a: ... } }`). */
const nested = (depth: number): unknown => {
  let value: unknown = `x${NUL}`;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const chatId = await startChat(alice, [bob]);
const created = async (path: string, data: unknown) => {
  const res = await t.http.post(path).set(server).send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};
const formId = await created('/api/crm/forms', { title: { en: 'Contact' } });
const inputId = await created('/api/crm/inputs', { slug: 'name', type: 'text', title: { en: 'Name' } });
await created('/api/crm/forms-to-inputs', { formId, inputId });
const page = await created('/api/host/pages', { url: '/about' });
await created('/api/host/pages', { url: '/blog/articles/[blog.articles.slug]' });

const messages = `${alice.chats}/${chatId}/messages`;
const cart = `${SUBJECTS}/${alice.subjectId}/ecommerce-module/orders`;

interface Row {
  family: string;
  method: 'get' | 'post' | 'patch';
  path: string;
  /** The body's `data`, holding a NUL somewhere. */
  data?: unknown;
}

/** One or more routes per family, each with a NUL in a string of its query, path or body. */
const nulRows: Row[] = [
  { family: 'generic', method: 'post', path: '/api/host/pages', data: { url: `/a${NUL}b` } },
  { family: 'generic', method: 'patch', path: `/api/host/pages/${page}`, data: { adminTitle: `x${NUL}` } },
  {
    family: 'generic',
    method: 'get',
    path: `/api/host/pages?filters[and][0][column]=url&filters[and][0][method]=eq&filters[and][0][value]=%00`,
  },
  { family: 'generic', method: 'get', path: `/api/host/pages/%00` },
  { family: 'host', method: 'get', path: '/api/host/page?url=/a%00b&language=en' },
  { family: 'host', method: 'get', path: '/api/host/find-by-url?url=/a%00b' },
  { family: 'host', method: 'get', path: '/api/host/url-segment-value?url=/a%00&segment=x' },
  { family: 'host', method: 'get', path: '/api/revalidation/revalidate?path=/a%00' },
  {
    family: 'rbac',
    method: 'post',
    path: '/api/rbac/subjects/authentication/email-and-password/registration',
    data: { login: `a${NUL}@example.org`, password: 'password-123' },
  },
  {
    family: 'rbac',
    method: 'post',
    path: '/api/rbac/subjects/authentication/email-and-password/forgot-password',
    data: { email: `a${NUL}@example.org` },
  },
  { family: 'rbac', method: 'get', path: '/api/rbac/subjects/authentication/is-authorized?method=GET&path=/api/%00' },
  { family: 'ecommerce', method: 'post', path: cart, data: { productId: `${NUL}`, quantity: 1 } },
  {
    family: 'ecommerce',
    method: 'post',
    path: `${cart}/checkout`,
    data: { provider: 'dummy', email: `a${NUL}@example.org` },
  },
  { family: 'social', method: 'post', path: messages, data: { description: `hello${NUL}` } },
  {
    family: 'social',
    method: 'post',
    path: alice.chats,
    data: { profileIds: [bob.profileId], description: `x${NUL}` },
  },
  { family: 'crm', method: 'post', path: `/api/crm/forms/${formId}/requests`, data: { name: `Ann${NUL}` } },
  {
    family: 'crm',
    method: 'post',
    path: `${SUBJECTS}/${alice.subjectId}/crm-module/form/request`,
    data: { formId, name: `Ann${NUL}` },
  },
  {
    family: 'notification',
    method: 'post',
    path: `${SUBJECTS}/${alice.subjectId}/notify`,
    data: { subject: `Hi${NUL}`, body: 'x' },
  },
  // However deep it is: a payload stored as jsonb failed as a 500 past 64 levels.
  {
    family: 'notification',
    method: 'post',
    path: `${SUBJECTS}/${alice.subjectId}/notify`,
    data: { template: 'order-status-changed', payload: nested(100) },
  },
  // A download's path is looked up before the bytes are sent (private files).
  { family: 'file-storage', method: 'get', path: '/public/files/2024/01/a%00.png' },
];

/** One route with a body per family: a truncated multipart body on it. */
const bodyRows: Row[] = [
  { family: 'generic', method: 'post', path: '/api/website-builder/widgets' },
  { family: 'host', method: 'post', path: '/api/host/pages' },
  { family: 'rbac', method: 'post', path: '/api/rbac/subjects/authentication/email-and-password/registration' },
  { family: 'ecommerce', method: 'post', path: cart },
  { family: 'social', method: 'post', path: messages },
  { family: 'crm', method: 'post', path: `/api/crm/forms/${formId}/requests` },
  { family: 'notification', method: 'post', path: `${SUBJECTS}/${alice.subjectId}/notify` },
];

const counts = async () => {
  const { rows } = await t.db.pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM "host_pages") + (SELECT count(*) FROM "social_messages")
      + (SELECT count(*) FROM "crm_requests") + (SELECT count(*) FROM "notification_notifications")
      + (SELECT count(*) FROM "rbac_identities") + (SELECT count(*) FROM "ecommerce_orders") AS n`,
  );
  return Number(rows[0]!.n);
};

const send = (row: Row, body?: (req: Test) => Test): Test => {
  const req = t.http[row.method](row.path).set(server).set('x-forwarded-for', as(t).ip);
  return body ? body(req) : row.data === undefined ? req : req.send({ data: row.data });
};

describe('a NUL character is a 400 naming where it is', () => {
  it.each(nulRows.map((row) => [row.family, row.method.toUpperCase(), row.path.split('?')[0], row] as const))(
    '%s: %s %s',
    async (_family, _method, _path, row) => {
      const before = await counts();
      const res = await send(row);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({
        status: 400,
        message: expect.stringMatching(/must not contain a NUL character$/),
      });
      expect(res.body.cause).toEqual([expect.stringMatching(/: contains a NUL character/)]);
      expect(await counts()).toBe(before);
    },
  );

  it('also in multipart fields and over tRPC', async () => {
    const res = await send(bodyRows[0]!, (req) => req.field('data', JSON.stringify({ adminTitle: `x${NUL}` })));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe('data.adminTitle must not contain a NUL character');
    const form = await send(bodyRows[5]!, (req) => req.field('name', `Ann${NUL}`));
    expect(form.status, JSON.stringify(form.body)).toBe(400);
    const trpc = await t.http.get(
      `/api/trpc/host.page?input=${encodeURIComponent(JSON.stringify({ url: `/a${NUL}` }))}`,
    );
    expect(trpc.status).toBe(400);
    expect(trpc.body.error).toMatchObject({ message: 'url must not contain a NUL character', data: { status: 400 } });
  });
});

describe('a truncated multipart body is a 400', () => {
  it.each(bodyRows.map((row) => [row.family, row.path, row] as const))('%s: POST %s', async (_family, _path, row) => {
    const before = await counts();
    const res = await send(row, (req) =>
      req
        .set('content-type', 'multipart/form-data; boundary=b0undary')
        .send('--b0undary\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"description": "cut'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: 'Malformed multipart body' });
    expect(await counts()).toBe(before);
  });
});

describe('unknown fields are a 400 on every body', () => {
  it('add to cart', async () => {
    const res = await as(t, alice.jwt).post(cart, { productId: crypto.randomUUID(), quantity: 1, price: '0' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.cause).toContain('unknown field "price"');
  });

  it('add an identity', async () => {
    const { jwt, subjectId } = await register(t);
    const data = { email: `extra-${process.pid}@example.org`, password: 'password-123', verified: true };
    const own = await as(t, jwt).post(`${SUBJECTS}/${subjectId}/identities`, data);
    expect(own.status, JSON.stringify(own.body)).toBe(400);
    expect(own.body.cause).toContain('data: unknown field "verified"');
    const caller = await as(t, jwt).post('/api/rbac/identities/email-and-password', data);
    expect(caller.status, JSON.stringify(caller.body)).toBe(400);
    expect(caller.body.cause).toContain('data: unknown field "verified"');
  });
});

describe('a subject id that is not a uuid is a 400 on every subject route', async () => {
  // Every operation the API documents under /api/rbac/subjects/{id}, called by the server key (which passes the
  // access check): the id is refused before any query (the cart's, checkout's, CRM's and notify's were 500s).
  const { paths } = (await t.http.get('/api/openapi.json').expect(200)).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/rbac/subjects/{id}'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const));

  it('covers every module with subject routes', () => {
    const modules = new Set(operations.map(([, path]) => path.split('/')[5] ?? ''));
    expect([...modules].sort()).toEqual(
      // `versions`: a subject record's history, the generic route every entity has.
      [
        '',
        'billing-module',
        'crm-module',
        'ecommerce-module',
        'identities',
        'notify',
        'social-module',
        'telegram-module',
        'versions',
      ].sort(),
    );
  });

  it.each(operations)('%s %s', async (method, path) => {
    const url = path.replace('{id}', 'not-a-uuid').replace(/\{\w+\}/g, () => crypto.randomUUID());
    const before = await counts();
    const req = t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](url).set(server);
    const res = method === 'GET' || method === 'DELETE' ? await req : await req.send({ data: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/must be a uuid/);
    expect(await counts()).toBe(before);
  });
});

describe('a control character that appears only once a url is decoded', () => {
  // `%2500` is `%00` after the query string's decoding and a NUL once the url's segments are decoded: the url
  // is checked after that last step (these were 500s, the NUL reaching PostgreSQL).
  it.each([
    '/api/host/page?url=/%2500&language=en',
    '/api/host/page?url=/a/%2501b',
    '/api/host/find-by-url?url=/%2500',
    '/api/host/find-by-url?url=/blog/articles/%251F',
    '/api/host/url-segment-value?url=/blog/articles/%2500&segment=blog.articles.slug',
    '/api/revalidation/revalidate?path=/%2500',
  ])('is a 400 on %s', async (target) => {
    const res = await t.http.get(target).set('x-forwarded-for', as(t).ip);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: 'url must not contain control characters' });
    expect(res.body.cause).toEqual(['url: contains a control character (U+0000–U+001F)']);
  });

  it("is a 400 in a page's url", async () => {
    const res = await t.http
      .post('/api/host/pages')
      .set(server)
      .send({ data: { url: '/a\u0001b' } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.cause).toEqual([expect.stringMatching(/^url: must match/)]);
  });

  it('is a 400 over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ url: '/%00', language: 'en' }));
    const res = await t.http.get(`/api/trpc/host.page?input=${input}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('url must not contain control characters');
  });

  it.each(['/en/%00', '/ru/blog/articles/%00', '/en/about/%1F', '/ru/%0A'])(
    "names no page of the site: %s is the site's 404 page",
    async (target) => {
      const res = await t.http.get(target);
      expect(res.status, res.text).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<html lang="');
    },
  );
});
