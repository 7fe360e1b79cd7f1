/**
 * Hostile input on every public route never gets a 5xx. The routes are the OpenAPI document's (every documented
 * path and method) plus the site's HTML pages; each gets a deterministic sample of the inputs that found 500s
 * before: NUL and other C0 controls, raw and percent-encoded twice (a NUL that appears only after the last
 * decoding), prototype keys (`__proto__`, `constructor`, ...) as path ids, query keys and values and JSON keys
 * and values, odd urls and languages, and malformed bodies. Requests are written by hand on a socket, so the
 * bytes arrive as written (no client normalizes `%00` or `..`).
 */
import { describe, expect, it } from 'vitest';
import { member, post, startChat } from '../src/modules/social/test/support.ts';
import { rawRequest } from './raw-http.ts';
import { builtSite, SECRET, setupTestApp } from './helper.ts';

const dist = builtSite();
const t = await setupTestApp({ TRUST_PROXY: 'true' }, { web: { site: dist } });

// Pages for the site's routes to resolve: static ones and patterns whose segments are looked up in the database.
const created = async (path: string, data: unknown) =>
  (await t.http.post(path).set('x-rbac-secret-key', SECRET).send({ data }).expect(201)).body.data.id as string;
for (const url of [
  '/',
  '/404',
  '/about',
  '/blog/articles/[blog.articles.slug]',
  '/ecommerce/products/[ecommerce.products.id]',
])
  await created('/api/host/pages', { url });

// Real records behind the path ids, so that hostile values reach past the lookups of their route.
const alice = await member(t, 'Alice');
const bob = await member(t, 'Bob');
const chatId = await startChat(alice, [bob]);
const messageId = (await post(alice, chatId, 'hello')).id;
const formId = await created('/api/crm/forms', { title: { en: 'Contact' } });
const inputId = await created('/api/crm/inputs', { slug: 'name', type: 'text', title: { en: 'Name' } });
await created('/api/crm/forms-to-inputs', { formId, inputId });
const REAL_IDS = new Map([
  ['profileId', alice.profileId],
  ['chatId', chatId],
  ['messageId', messageId],
  ['provider', 'dummy'],
]);
const realId = (route: string, name: string) =>
  name === 'id' && route.startsWith('/api/rbac/subjects/{id}')
    ? alice.subjectId
    : name === 'id' && route.startsWith('/api/crm/forms/{id}')
      ? formId
      : (REAL_IDS.get(name) ?? crypto.randomUUID());

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
}
const document = (await t.http.get('/api/openapi.json').expect(200)).body as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Strings that found 500s, as they go into a url (percent-encoded where a raw byte could not be sent). */
const URL_VALUES = [
  '%00', // NUL after the server's decoding
  '%2500', // NUL only after a second decoding (a url or a slug decoded again)
  'a%01b',
  '%1F',
  '%7F',
  '%250A',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '*',
  '%',
  '%ED%A0%80', // a lone surrogate in UTF-8
  '%FF',
  '%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80', // пример
  'x'.repeat(3000),
];
/** The same kinds of value inside a JSON body. */
const JSON_VALUES: unknown[] = [
  '\u0000',
  '%00',
  '%2500',
  'a\u0001b',
  '\u001f',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '../..',
  '*',
  '\ud800',
  'x'.repeat(70_000),
  -1,
  1e308,
  true,
  null,
  [],
  {},
  { __proto__: null, constructor: 'x' },
];
interface Case {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

/** The property names a body schema declares (one level, following a `$ref`). */
function bodyKeys(operation: Operation): string[] {
  const schema = operation.requestBody?.content['application/json']?.schema;
  let data = schema?.properties?.data ?? schema;
  if (data?.items) data = data.items.properties?.data ?? data.items;
  if (data?.$ref) data = document.components.schemas[data.$ref.split('/').pop()!];
  return Object.keys(data?.properties ?? {});
}

/** Values that name an inherited property of a plain object: a lookup table keyed by them finds a function. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];
/** In every slot of every module route: the values that found 500s (prototype names, a NUL once decoded). */
const ESSENTIAL_URL_VALUES = ['%00', '%2500', ...PROTOTYPE_KEYS];
const ESSENTIAL_JSON_VALUES = ['\u0000', '%2500', ...PROTOTYPE_KEYS];

/**
 * Every hostile input for one operation, in a fixed order: `essential` puts the values that found 500s in
 * each path parameter, query parameter and body field; `more` has the other values and the malformed bodies.
 */
function casesFor(route: string, method: string, operation: Operation): { essential: Case[]; more: Case[] } {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (name?: string, value?: string) =>
    route.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? value! : realId(route, param)));
  const upper = method.toUpperCase();
  const urlCases = (value: string): Case[] => [
    ...pathParams.map((name) => ({ method: upper, target: fill(name, value) })),
    ...queryParams.map((name) => ({ method: upper, target: `${fill()}?${encodeURI(name)}=${value}` })),
    { method: upper, target: `${fill()}?${value}=1&${value}[x]=1&filters[and][0][column]=${value}` },
  ];
  const essential = ESSENTIAL_URL_VALUES.flatMap(urlCases);
  const more = URL_VALUES.filter((v) => !ESSENTIAL_URL_VALUES.includes(v)).flatMap(urlCases);
  if (method === 'get' || method === 'delete') return { essential, more };

  const target = fill();
  const keys = bodyKeys(operation);
  const bodyCases = (value: unknown): Case[] => [
    ...keys.map((key) => ({ method: upper, target, ...json({ data: { [key]: value } }) })),
    { method: upper, target, ...json({ data: value }) },
  ];
  essential.push(...ESSENTIAL_JSON_VALUES.flatMap(bodyCases));
  for (const key of PROTOTYPE_KEYS) {
    // Written as text: an object literal's `__proto__` would set its prototype instead of a key.
    const text = `{"${key}": {"data": 1}, "data": {"${key}": {"${key}": "${key}"}}}`;
    essential.push({ method: upper, target, headers: { 'content-type': 'application/json' }, body: text });
  }
  more.push(...JSON_VALUES.filter((v) => !ESSENTIAL_JSON_VALUES.includes(v as string)).flatMap(bodyCases));
  const multipart = (body: string) => ({
    method: upper,
    target,
    headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    body,
  });
  const part = (name: string, value: string) =>
    `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--b0undary--\r\n`;
  essential.push(
    { method: upper, target, headers: { 'content-type': 'application/json' }, body: '{"data": {' },
    { method: upper, target, headers: { 'content-type': 'text/plain' }, body: '{"data": {}}' },
    multipart('--b0undary\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"cut'),
    { method: upper, target, ...json([{ data: {} }, { id: '__proto__', data: [] }]) },
  );
  more.push(
    { method: upper, target, headers: { 'content-type': 'application/json' }, body: '[[[' },
    { method: upper, target, headers: { 'content-type': 'application/json' }, body: '"data"' },
    { method: upper, target, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'data=%00&a=1' },
    { method: upper, target, headers: { 'content-type': 'application/xml' }, body: '<data/>' },
    { method: upper, target, headers: { 'content-type': 'multipart/form-data' }, body: 'no boundary' },
    multipart(part('data', '{"__proto__": {"x": 1}}')),
    multipart(part('__proto__', '{"x": 1}')),
    multipart(part('data', '[1, 2]')),
    multipart(part('data', 'not json')),
    multipart(
      '--b0undary\r\nContent-Disposition: form-data; name="constructor"; filename="%00.png"\r\n' +
        'Content-Type: image/png\r\n\r\nPNG\r\n--b0undary--\r\n',
    ),
  );
  return { essential, more };
}

/**
 * A deterministic sample: `take` cases spread evenly over the list, starting at an offset that moves with the
 * route, so that routes sharing code (the generic ones) together cover every case.
 */
function sample<T>(cases: T[], take: number, offset: number): T[] {
  if (cases.length <= take) return cases;
  const step = cases.length / take;
  return Array.from({ length: take }, (_, i) => cases[(offset + Math.floor(i * step)) % cases.length]!);
}

const GENERIC_SUFFIX = /^\/api\/[a-z-]+\/[a-z-]+(\/\{id\}|\/count|\/bulk|\/find-or-create)?$/;
const isGeneric = (route: string, operation: Operation & { operationId?: string }) =>
  GENERIC_SUFFIX.test(route) && operation.operationId?.split('.').length === 3;

const siteCases: Case[] = [
  ...['/en/', '/ru/', '/en/about/', '/ru/blog/articles/', '/en/ecommerce/products/', '/'].flatMap((prefix) =>
    URL_VALUES.map((value) => ({ method: 'GET', target: `${prefix}${value}` })),
  ),
  ...URL_VALUES.map((value) => ({ method: 'GET', target: `/${value}/about` })),
  ...PROTOTYPE_KEYS.map((key) => ({ method: 'GET', target: `/en/about?${key}=${key}&${key}[x]=1` })),
  ...['/sitemap.xml', '/robots.txt', '/index.html', '/favicon.ico'].flatMap((route) =>
    ['%00', '%2500', '__proto__'].map((value) => ({ method: 'GET', target: `${route}?${value}=${value}` })),
  ),
  { method: 'HEAD', target: '/en/%2500' },
];

/** The tRPC endpoint (left out of the document: it speaks its own protocol) with procedure paths that are not. */
const trpcCases: Case[] = [
  ...PROTOTYPE_KEYS.flatMap((key) => [
    `/api/trpc/${key}`,
    `/api/trpc/host.${key}`,
    `/api/trpc/host.pages.${key}`,
  ]).flatMap((target) => [
    { method: 'GET', target },
    { method: 'POST', target, ...json({}) },
  ]),
  { method: 'GET', target: `/api/trpc/host.page?input=${encodeURIComponent(JSON.stringify({ url: '/%00' }))}` },
  { method: 'GET', target: `/api/trpc/host.page?input=${encodeURIComponent(JSON.stringify({ url: '/%2500' }))}` },
  { method: 'GET', target: `/api/trpc/host.page,host.constructor?batch=1&input={}` },
  { method: 'GET', target: '/api/trpc/host.page?input=%00' },
];

/**
 * Issue 41's shapes: share images asked for other hosts, fragments, query variants and climbs, alone and with a
 * forged preview token; preview links asked for the same (only site paths are taken: the rest are 400s).
 */
const releaseId = await created('/api/system/releases', { title: 'Fuzz' });
const NOT_SITE_PATHS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2F%2Fevil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
  'evil.example',
  '/%00',
  '/a b',
];
const SHARE_URLS = [...NOT_SITE_PATHS, '/?v=1', '/?v=2#x', '/#x', '/about?v=%00', '/%2e%2e/%2e%2e/etc/passwd', '/..'];
const shareCases: Case[] = SHARE_URLS.flatMap((url): Case[] => {
  const target = `/api/host/og-image?language=en&v=1&url=${encodeURIComponent(url)}`;
  return [
    { method: 'GET', target },
    { method: 'GET', target, headers: { 'X-Preview-Token': `${releaseId}.9999999999999.forged` } },
    { method: 'GET', target, headers: { 'X-Release-Id': releaseId } },
  ];
});
const previewCases: Case[] = NOT_SITE_PATHS.flatMap((url) =>
  [undefined, 'en'].map((language) => ({
    method: 'GET',
    target: `/api/system/releases/${releaseId}/preview?url=${encodeURIComponent(url)}${language ? `&language=${language}` : ''}`,
  })),
);

/** Module routes get every essential case and a sample of the rest; generic routes share their code, so a few each. */
const MORE_PER_MODULE_ROUTE = 30;
const PER_GENERIC_ROUTE = 4;

const apiCases: { route: string; cases: Case[] }[] = [];
let index = 0;
for (const [route, methods] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    const { essential, more } = casesFor(route, method, operation);
    const offset = index++ * 7;
    apiCases.push({
      route: `${method.toUpperCase()} ${route}`,
      cases: isGeneric(route, operation)
        ? sample([...essential, ...more], PER_GENERIC_ROUTE, offset)
        : [...essential, ...sample(more, MORE_PER_MODULE_ROUTE, offset)],
    });
  }
}

/** 401s of the last `failures` run: a subject whose session ended would test nothing past the access check. */
let unauthorized = 0;
type Caller = 'server' | 'anonymous' | 'subject';
const CREDENTIALS = new Map<Caller, string[]>([
  ['server', [`X-RBAC-SECRET-KEY: ${SECRET}`]],
  ['anonymous', []],
  ['subject', [`Authorization: Bearer ${alice.jwt}`]],
]);

let addresses = 0;
/** Sends one case; a fresh source address each time, so rate limits answer 429s rather than hide routes. */
async function send({ method, target, headers = {}, body = '' }: Case, caller: Caller) {
  const n = ++addresses;
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `X-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...CREDENTIALS.get(caller)!,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body || method !== 'GET' ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  const res = await rawRequest(t, lines.join('\r\n'), body);
  return { status: res.status, body: res.body as unknown };
}

/** Sends every case, a few at a time; returns the ones answered with a 5xx (or not at all), and the 401s. */
async function failures(cases: Case[], caller: Caller): Promise<string[]> {
  const failed: string[] = [];
  unauthorized = 0;
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!;
      const res = await send(item, caller).catch((error: Error) => ({ status: 0, body: error.message }));
      if (res.status === 401) unauthorized++;
      if (res.status >= 500 || res.status === 0)
        failed.push(
          `${res.status} ${item.method} ${item.target.slice(0, 200)} ${item.body?.slice(0, 200) ?? ''} → ${JSON.stringify(res.body).slice(0, 300)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failed;
}

describe('no 5xx on hostile input', () => {
  it('the document lists the routes the fuzzer covers', () => {
    expect(apiCases.length).toBeGreaterThan(1000);
    expect(apiCases.some((c) => c.route === 'POST /api/rbac/subjects/{id}/notify')).toBe(true);
  });

  // First: the server key's calls below may end the subject's sessions (its identities are deleted).
  it("a subject's own routes, with its token", async () => {
    const cases = apiCases.filter((c) => c.route.includes(' /api/rbac/subjects/{id}')).flatMap((c) => c.cases);
    expect(await failures(cases, 'subject')).toEqual([]);
    expect(unauthorized).toBeLessThan(cases.length / 10);
  }, 120_000);

  it.each(['server', 'anonymous'] as const)('the site and the tRPC endpoint, as %s', async (caller) => {
    expect(await failures([...siteCases, ...trpcCases], caller)).toEqual([]);
  });

  it.each(['server', 'anonymous'] as const)(
    'share images and preview links in the shapes of issue 41, as %s',
    async (caller) => {
      expect(await failures([...shareCases, ...previewCases], caller)).toEqual([]);
      // A preview link is for a site path only, whatever else was asked: the server key gets 400s, nobody a link.
      for (const item of previewCases) {
        const res = await send(item, caller);
        if (caller === 'server') expect(res.status, item.target).toBe(400);
        else expect([401, 403], item.target).toContain(res.status);
      }
    },
  );

  // A record's history routes are one piece of code for all 123 entities: every case on one, a sample on the rest.
  const everyCase = (c: { route: string; cases: Case[] }) =>
    !c.route.includes('/versions') || c.route.includes('/api/website-builder/widgets/')
      ? c.cases
      : sample(c.cases, 3, 0);
  it('every documented route, with the server key', async () => {
    expect(await failures(apiCases.flatMap(everyCase), 'server')).toEqual([]);
  }, 120_000);

  it('every documented route, anonymous (most stop at the access check)', async () => {
    expect(
      await failures(
        apiCases.flatMap((c) => sample(c.cases, 3, 0)),
        'anonymous',
      ),
    ).toEqual([]);
  }, 120_000);
});
