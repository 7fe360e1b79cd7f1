/** Every error row of the contract, with its exact status and message; no input reaches SQL or a 500. */
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from './helper.ts';
import { rawRequest } from './raw-http.ts';

const t = await setupTestApp({ BODY_LIMIT_BYTES: '4096', FILE_LIMIT_BYTES: '2048' });
const PAGES = '/api/host/pages';
const WIDGETS = '/api/website-builder/widgets';
const auth = { 'x-rbac-secret-key': SECRET };

async function count(path: string) {
  return (await t.http.get(`${path}/count`)).body.data as number;
}

function expectError(res: { status: number; body: unknown }, status: number, message: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { message: string; status: number; cause: unknown };
  expect(body.status).toBe(status);
  expect(body.message).toMatch(
    typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
  );
  expect(Array.isArray(body.cause)).toBe(true);
}

describe('error rows', () => {
  it("update and delete without id: 'id is required'", async () => {
    expectError(
      await t.http
        .patch(PAGES)
        .set(auth)
        .send({ data: { title: 'x' } }),
      400,
      'id is required',
    );
    expectError(await t.http.delete(PAGES).set(auth), 400, 'id is required');
    await expect(t.procedures('host/pages').update({ id: undefined, data: {} })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'id is required',
    });
  });

  it('unknown id: 404', async () => {
    const id = crypto.randomUUID();
    expectError(await t.http.get(`${PAGES}/${id}`), 404, `host/pages ${id} not found`);
    expectError(
      await t.http
        .patch(`${PAGES}/${id}`)
        .set(auth)
        .send({ data: { title: 'x' } }),
      404,
      'host/pages record not found',
    );
    expectError(await t.http.delete(`${PAGES}/${id}`).set(auth), 404, 'host/pages record not found');
  });

  it('non-uuid id: 400', async () => {
    expectError(await t.http.get(`${PAGES}/not-a-uuid`), 400, 'id must be a uuid');
    expectError(await t.http.patch(`${PAGES}/123`).set(auth).send({ data: {} }), 400, 'id must be a uuid');
  });

  it('malformed multipart data: 400 and nothing written', async () => {
    const before = await count(WIDGETS);
    expectError(
      await t.http.post(WIDGETS).set(auth).field('data', '{"slug": "broken"'),
      400,
      'data must be a JSON string',
    );
    expectError(await t.http.post(WIDGETS).set(auth).type('json').send('{"data": {'), 400, /JSON/);
    expect(await count(WIDGETS)).toBe(before);
  });

  it('missing data: 400', async () => {
    expectError(await t.http.post(WIDGETS).set(auth).send({}), 400, 'data is required');
  });

  it('unknown filter column or method: 400', async () => {
    expectError(
      await t.http.get(`${PAGES}?filters[and][0][column]=nope&filters[and][0][method]=eq&filters[and][0][value]=1`),
      400,
      'Unknown filter column "nope"',
    );
    expectError(
      await t.http.get(`${PAGES}?filters[and][0][column]=url&filters[and][0][method]=regex&filters[and][0][value]=1`),
      400,
      'Invalid query',
    );
    expectError(await t.http.get(`${PAGES}?orderBy[and][0][column]=nope`), 400, 'Unknown order column "nope"');
    expectError(await t.http.get(`${PAGES}?filters[and]=[not json`), 400, 'filters[and] is not valid JSON');
  });

  it('a value of the wrong type: 400', async () => {
    expectError(
      await t.http.get(
        `${WIDGETS}?filters[and][0][column]=orderIndex&filters[and][0][method]=eq&filters[and][0][value]=ten`,
      ),
      400,
      'Invalid value for orderIndex',
    );
    expectError(
      await t.http.get(`${WIDGETS}?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=1`),
      400,
      'Invalid value for id',
    );
    expectError(
      await t.http
        .post(WIDGETS)
        .set(auth)
        .send({ data: { orderIndex: 'ten' } }),
      400,
      'Invalid data',
    );
    expectError(
      await t.http
        .post(WIDGETS)
        .set(auth)
        .send({ data: { orderIndex: 2 ** 40 } }),
      400,
      'Invalid data',
    );
  });

  it('a body that breaks the schema: 400 naming the field', async () => {
    const res = await t.http
      .post(WIDGETS)
      .set(auth)
      .send({ data: { slug: 'Bad Slug!', unknownField: 1 } });
    expectError(res, 400, 'Invalid data');
    expect(res.body.cause).toEqual(
      expect.arrayContaining([expect.stringMatching(/^slug: /), 'unknown field "unknownField"']),
    );
    expectError(
      await t.http
        .post('/api/host/pages')
        .set(auth)
        .send({ data: { url: 'no-leading-slash' } }),
      400,
      'Invalid data',
    );
    expectError(await t.http.post('/api/host/pages-to-layouts').set(auth).send({ data: {} }), 400, 'Invalid data');
  });

  it('a missing required foreign id: 400 saying it is required', async () => {
    const missing = await t.http
      .post('/api/host/pages-to-layouts')
      .set(auth)
      .send({ data: { pageId: crypto.randomUUID() } });
    expectError(missing, 400, 'Invalid data');
    expect(missing.body.cause).toEqual(['layoutId: is required']);
    const malformed = await t.http
      .post('/api/host/pages-to-layouts')
      .set(auth)
      .send({ data: { pageId: crypto.randomUUID(), layoutId: 'x' } });
    expectError(malformed, 400, 'Invalid data');
    expect(malformed.body.cause).toEqual(['layoutId: must be a uuid']);
  });

  it('a foreign id that points nowhere: 400 naming the field', async () => {
    const res = await t.http
      .post('/api/host/pages-to-layouts')
      .set(auth)
      .send({ data: { pageId: crypto.randomUUID(), layoutId: crypto.randomUUID() } });
    expectError(res, 400, /Id references a record that does not exist$/);
  });

  it('unique conflict: 409 with the field named', async () => {
    const first = await t.http
      .post(PAGES)
      .set(auth)
      .send({ data: { url: '/unique' } });
    expect(first.status).toBe(201);
    const res = await t.http
      .post(PAGES)
      .set(auth)
      .send({ data: { url: '/unique' } });
    expectError(res, 409, 'url already exists');
    expect(res.body.cause).toEqual(['url: must be unique']);
    const other = await t.http
      .post(PAGES)
      .set(auth)
      .send({ data: { url: '/unique-2' } });
    expectError(
      await t.http
        .patch(`${PAGES}/${other.body.data.id}`)
        .set(auth)
        .send({ data: { url: '/unique' } }),
      409,
      'url already exists',
    );
  });

  it('too-large bodies: 413', async () => {
    const big = 'x'.repeat(8000);
    expectError(
      await t.http
        .post(WIDGETS)
        .set(auth)
        .send({ data: { adminTitle: big } }),
      413,
      /too large/i,
    );
    const FILES = '/api/file-storage/files';
    const before = await count(FILES);
    const res = await t.http.post(FILES).set(auth).field('data', '{}').attach('file', Buffer.alloc(5000), 'big.bin');
    expectError(res, 413, 'File too large: the limit is 2048 bytes');
    expect(await count(FILES)).toBe(before);
  });

  it('a multipart data field past the body limit: 413, not malformed JSON', async () => {
    const before = await count(WIDGETS);
    const res = await t.http
      .post(WIDGETS)
      .set(auth)
      .field('data', JSON.stringify({ adminTitle: 'x'.repeat(8000) }));
    expectError(res, 413, 'Body too large: the limit is 4096 bytes');
    expect(res.body.cause).toEqual(['data: at most 4096 bytes of fields']);
    expect(await count(WIDGETS)).toBe(before);
  });

  it("Fastify's and Node's own refusals come in the same shape", async () => {
    expectError(await t.http.get(`${PAGES}/${'a'.repeat(300)}`), 414, 'URI too long');
    const headers = await rawRequest(t, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}`);
    expectError(headers, 431, 'Request header fields too large');
    const url = await rawRequest(t, `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x`);
    expectError(url, 431, 'Request header fields too large');
    expectError(await rawRequest(t, 'BROKEN\r\nHost: x'), 400, 'Bad request');
  });

  it('file fields on a resource that takes none: 400', async () => {
    expectError(
      await t.http.post(WIDGETS).set(auth).field('data', '{}').attach('file', Buffer.from('hi'), 'a.txt'),
      400,
      'This resource takes no file fields',
    );
  });

  it('unknown route: 404 in the same shape', async () => {
    expectError(await t.http.get('/api/nope/things'), 404, 'Route GET /api/nope/things not found');
  });
});

describe('authorization', () => {
  it('anonymous writes are refused; reads are public', async () => {
    expectError(
      await t.http.post(WIDGETS).send({ data: {} }),
      403,
      'Writes need an authorized subject or the X-RBAC-SECRET-KEY header',
    );
    expectError(
      await t.http.post(WIDGETS).set('x-rbac-secret-key', 'wrong-secret-key-000000').send({ data: {} }),
      403,
      /X-RBAC-SECRET-KEY/,
    );
    await expect(
      t.procedures('website-builder/widgets', { isServer: false }).create({ data: {} }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await t.http.get(WIDGETS)).status).toBe(200);
  });
});

describe('SQL injection', () => {
  const attempts = [`url"; DROP TABLE "host_pages"; --`, `url = url OR 1=1 --`, `"url"`, `url) OR (1=1`];
  it.each(attempts)('column %s is refused as unknown', async (column) => {
    const res = await t.http
      .get(PAGES)
      .query({ 'filters[and][0][column]': column, 'filters[and][0][method]': 'eq', 'filters[and][0][value]': 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Unknown filter column/);
  });

  it.each([`' OR '1'='1`, `x'; DROP TABLE "host_pages"; --`, `%' OR 1=1 --`])(
    'value %s is only ever a value',
    async (value) => {
      await t.http
        .post(PAGES)
        .set(auth)
        .send({ data: { url: '/injection-probe' } });
      for (const method of ['eq', 'like', 'ilike', 'inArray']) {
        const res = await t.http.get(PAGES).query({
          'filters[and][0][column]': 'url',
          'filters[and][0][method]': method,
          'filters[and][0][value]': value,
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([]);
      }
      const orderInjection = await t.http
        .get(PAGES)
        .query({ 'orderBy[and][0][column]': 'url', 'orderBy[and][0][method]': 'asc; DROP TABLE x' });
      expect(orderInjection.status).toBe(400);
      expect((await t.http.get(`${PAGES}/count`)).body.data).toBeGreaterThan(0);
    },
  );
});
