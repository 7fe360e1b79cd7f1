/**
 * /api/mcp with the SDK's own client over real HTTP against a started server on a fresh database: the catalogue
 * tools, staged agent writes (live record and page unchanged, the release holds the change, its preview shows
 * it), publishing by scope, refused tokens, a user's reach, and bad JSON-RPC answered as JSON-RPC.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { entities, PREVIEW_PARAM, PREVIEW_TOKEN_HEADER } from '@symbol/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET, type Answer } from '../../../test/helper.ts';
import { as, loginAdmin, register, setupRbacApp } from '../../modules/rbac/test/support.ts';

const t = await setupRbacApp();
const server = { 'x-rbac-secret-key': SECRET };
let base = '';
const clients: Client[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'symbol-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function newToken(jwt: string, scopes: string[], name = `agent-${Math.random().toString(36).slice(2, 7)}`) {
  const res = await as(t, jwt).post('/api/rbac/api-tokens', { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; token: string; name: string };
}

interface ToolResult {
  content: { type: string; text: string }[];
  isError?: boolean;
}
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as ToolResult;
  const text = result.content[0]?.text ?? '';
  return { error: result.isError ? text : undefined, value: (result.isError ? {} : JSON.parse(text)) as Answer };
}

async function serverPost(path: string, data: unknown) {
  const res = await t.http.post(path).set(server).send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

/** A page at `url` showing a website-builder widget titled `title`. */
async function pageWithWidget(url: string, title: string) {
  const page = await serverPost('/api/host/pages', { url, title: 'MCP page' });
  const hostWidget = await serverPost('/api/host/widgets', { adminTitle: 'block' });
  await serverPost('/api/host/pages-to-widgets', { pageId: page.id, widgetId: hostWidget.id });
  const widget = await serverPost('/api/website-builder/widgets', { title: { en: title }, variant: 'default' });
  await serverPost('/api/host/widgets-to-external-widgets', {
    widgetId: hostWidget.id,
    externalModule: 'website-builder',
    externalWidgetId: widget.id,
  });
  return { page, widget };
}

describe('MCP: the catalogue toolset', () => {
  it('lists its tools; describe lists every entity for an admin token and fewer for a user’s', async () => {
    const admin = await loginAdmin(t);
    const client = await connect(bearer((await newToken(admin.jwt, ['read', 'write'])).token));
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).toEqual(
      expect.arrayContaining(['describe', 'list', 'get', 'create', 'update', 'delete', 'link', 'unlink']),
    );
    expect(tools).toEqual(expect.arrayContaining(['find_page', 'page_text', 'preview_release', 'publish_release']));
    const all = (await call(client, 'describe', {})).value.entities as { entity: string; write: boolean }[];
    expect(all.map((e) => e.entity).sort()).toEqual(entities.map((e) => e.key).sort());
    expect(all.find((e) => e.entity === 'blog/articles')?.write).toBe(true);

    const user = await register(t);
    const userClient = await connect(bearer((await newToken(user.jwt, ['read', 'write'])).token));
    const some = (await call(userClient, 'describe', {})).value.entities as { entity: string; write: boolean }[];
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.map((e) => e.entity)).not.toContain('rbac/identities');
    expect(some.every((e) => !e.write)).toBe(true);

    const one = (await call(client, 'describe', { entity: 'blog/categories' })).value;
    expect(one.fields.properties).toHaveProperty('title');
    expect((await call(client, 'describe', { entity: 'no/such' })).error).toMatch(/^404 No entity no\/such/);
  });

  it('lists with filters and a total, and gets one record', async () => {
    const admin = await loginAdmin(t);
    const client = await connect(bearer((await newToken(admin.jwt, ['read'])).token));
    const slug = `mcp-${Date.now()}`;
    const created = await serverPost('/api/blog/categories', { slug, title: { en: 'From MCP' } });
    const listed = await call(client, 'list', {
      entity: 'blog/categories',
      filters: { and: [{ column: 'slug', method: 'eq', value: slug }] },
    });
    expect(listed.value.total).toBe(1);
    expect(listed.value.records[0]).toMatchObject({ id: created.id, slug });
    const got = await call(client, 'get', { entity: 'blog/categories', id: created.id });
    expect(got.value).toMatchObject({ id: created.id, title: { en: 'From MCP' } });
    const bad = await call(client, 'list', {
      entity: 'blog/categories',
      filters: { and: [{ column: 'nope', method: 'eq', value: 1 }] },
    });
    expect(bad.error).toMatch(/^400 /);
  });
});

describe('MCP: search', () => {
  it('searches the full-text index, live and as a release will make it', async () => {
    const admin = await loginAdmin(t);
    const client = await connect(bearer((await newToken(admin.jwt, ['read', 'write'])).token));
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('search');
    const word = `zorbletown${Date.now().toString(36).replace(/[0-9]/g, '')}`;
    const category = await serverPost('/api/blog/categories', {
      slug: `mcp-search-${Date.now()}`,
      title: { en: `The ${word} chronicles` },
    });
    const found = await call(client, 'search', { q: word, language: 'en' });
    expect(found.error).toBeUndefined();
    expect(found.value.data[0]).toMatchObject({ entity: 'blog/categories', id: category.id });
    expect(found.value.meta.total).toBe(1);
    // Only the entity asked; an unknown one is the procedure's 400.
    expect((await call(client, 'search', { q: word, language: 'en', type: 'blog/articles' })).value.data).toEqual([]);
    expect((await call(client, 'search', { q: word, type: 'rbac/subjects' })).error).toMatch(/^400 type must be/);

    // A staged title is not found live, and is found in its release.
    const other = `quimbleshire${Date.now().toString(36).replace(/[0-9]/g, '')}`;
    const staged = await call(client, 'update', {
      entity: 'blog/categories',
      id: category.id,
      data: { title: { en: `The ${other} chronicles` } },
    });
    const releaseId = (staged.value.release as { id: string }).id;
    expect((await call(client, 'search', { q: other, language: 'en' })).value.data).toEqual([]);
    const inRelease = await call(client, 'search', { q: other, language: 'en', releaseId });
    expect(inRelease.value.data[0]).toMatchObject({ entity: 'blog/categories', id: category.id });
  });
});

describe('MCP: resources, prompts and the money of a period', () => {
  it('reads a page as Markdown, offers the prompts, and sums payments and orders', async () => {
    const url = `/mcp-resource-${Date.now()}`;
    await pageWithWidget(url, 'Readable words');
    const client = await connect(server);
    const read = await client.readResource({ uri: `page://site${url}` });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toContain('Readable words');
    expect(text).toMatch(/^# /);
    const prompts = (await client.listPrompts()).prompts.map((prompt) => prompt.name);
    expect(prompts).toEqual(['edit-page', 'add-record']);
    const summary = await call(client, 'money_summary', { from: '2000-01-01', to: '2100-01-01' });
    expect(summary.value).toMatchObject({ payments: expect.any(Array), orders: expect.any(Object), complete: true });
    expect((await call(client, 'money_summary', { from: '2100-01-01', to: '2000-01-01' })).error).toMatch(/^400 /);
  });
});

describe('MCP: agent writes are reviewable', () => {
  it('stages an update in the token’s release: live record and page unchanged, the preview shows it; publish needs the scope', async () => {
    const admin = await loginAdmin(t);
    const agent = await newToken(admin.jwt, ['read', 'write'], 'editor-bot');
    const client = await connect(bearer(agent.token));
    const url = `/mcp-${Date.now()}`;
    const { widget } = await pageWithWidget(url, 'Old words');

    const updated = await call(client, 'update', {
      entity: 'website-builder/widgets',
      id: widget.id,
      data: { title: { en: 'New words' } },
    });
    expect(updated.error).toBeUndefined();
    expect(updated.value).toMatchObject({ live: false, record: { title: { en: 'New words' } } });
    const release = updated.value.release as { id: string; title: string; admin: string; preview: string };
    expect(release.title).toBe(`editor-bot: update website-builder/widgets ${widget.id.slice(0, 8)}`);
    expect(release.preview).toContain(`${PREVIEW_PARAM}=`);

    // Live: unchanged.
    const live = await t.http.get(`/api/website-builder/widgets/${widget.id}`);
    expect(live.body.data.title).toEqual({ en: 'Old words' });
    const livePage = await call(client, 'page_text', { url });
    expect(livePage.value).toContain('Old words');
    expect(livePage.value).not.toContain('New words');
    // The release holds it, and a second write lands in the same release.
    const ops = await t.http.get('/api/system/release-operations').set(server).query({
      'filters[and][0][column]': 'releaseId',
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': release.id,
    });
    expect(ops.body.data).toEqual([
      expect.objectContaining({ entityKey: 'website-builder/widgets', kind: 'update', recordId: widget.id }),
    ]);
    const second = await call(client, 'update', {
      entity: 'website-builder/widgets',
      id: widget.id,
      data: { subtitle: { en: 'And more' } },
    });
    expect(second.value.release.id).toBe(release.id);
    // Its preview shows it: the signed link's token on the page read, and the page as the release makes it.
    const token = decodeURIComponent(new URL(release.preview, 'http://x').searchParams.get(PREVIEW_PARAM)!);
    const preview = await t.http.get('/api/host/page').query({ url }).set(PREVIEW_TOKEN_HEADER, token);
    expect(JSON.stringify(preview.body.data)).toContain('New words');
    const previewText = await call(client, 'page_text', { url, releaseId: release.id });
    expect(previewText.value).toContain('New words');
    const described = await call(client, 'preview_release', { url });
    expect(described.value.changes).toHaveLength(2);

    // The audit names the token.
    const audit = await t.http.get('/api/system/audit').set(server).query({ releaseId: release.id });
    expect(audit.body.data[0].actor.token).toEqual({ id: agent.id, name: 'editor-bot' });

    // Publishing: refused without the scope, done with it.
    const refused = await call(client, 'publish_release', {});
    expect(refused.error).toMatch(/^403 .*lacks the publish scope/);
    expect((await t.http.get(`/api/website-builder/widgets/${widget.id}`)).body.data.title).toEqual({
      en: 'Old words',
    });
    const publisher = await connect(bearer((await newToken(admin.jwt, ['read', 'write', 'publish'])).token));
    const published = await call(publisher, 'publish_release', { releaseId: release.id });
    expect(published.value).toMatchObject({ id: release.id, status: 'published' });
    expect((await t.http.get(`/api/website-builder/widgets/${widget.id}`)).body.data.title).toEqual({
      en: 'New words',
    });
    // A token with publish writes live; the next staged write opens a new release.
    const liveWrite = await call(publisher, 'update', {
      entity: 'website-builder/widgets',
      id: widget.id,
      data: { title: { en: 'Live words' } },
    });
    expect(liveWrite.value.live).toBe(true);
    const next = await call(client, 'update', {
      entity: 'website-builder/widgets',
      id: widget.id,
      data: { title: { en: 'x' } },
    });
    expect(next.value.release.id).not.toBe(release.id);
  });
});

describe('MCP: who may call', () => {
  it('refuses a revoked or expired token, and no token at all', async () => {
    const admin = await loginAdmin(t);
    const revoked = await newToken(admin.jwt, ['read']);
    await connect(bearer(revoked.token)); // works before
    expect((await as(t, admin.jwt).delete(`/api/rbac/api-tokens/${revoked.id}`)).status).toBe(200);
    await expect(connect(bearer(revoked.token))).rejects.toThrow(/401|revoked/i);
    const expiring = await newToken(admin.jwt, ['read']);
    await t.db.prisma.rbacApiToken.update({
      where: { id: expiring.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    await expect(connect(bearer(expiring.token))).rejects.toThrow(/401|expired/i);
    const raw = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32001 } });
    // The server key is a caller too.
    const key = await connect(server);
    expect((await call(key, 'describe', {})).value.entities).toHaveLength(entities.length);
  });

  it("a user's token cannot touch another user's records", async () => {
    const [alice, bob] = [await register(t), await register(t)];
    const client = await connect(bearer((await newToken(alice.jwt, ['read', 'write', 'publish'])).token));
    const bobIdentity = await t.db.prisma.rbacIdentity.findFirstOrThrow({ where: { email: bob.email } });
    const read = await call(client, 'get', { entity: 'rbac/identities', id: bobIdentity.id });
    expect(read.error).toMatch(/^403 /);
    const write = await call(client, 'update', { entity: 'rbac/subjects', id: bob.subjectId, data: { slug: 'taken' } });
    expect(write.error).toMatch(/^403 /);
    const del = await call(client, 'delete', { entity: 'rbac/subjects', id: bob.subjectId });
    expect(del.error).toMatch(/^403 /);
    expect(await t.db.prisma.rbacSubject.count({ where: { id: bob.subjectId } })).toBe(1);
  });

  it('answers malformed JSON-RPC with a JSON-RPC error, never a 500', async () => {
    const admin = await loginAdmin(t);
    const { token } = await newToken(admin.jwt, ['read']);
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': contentType, accept: 'application/json, text/event-stream' },
        body,
      });
    for (const body of ['{not json', '{"hello": "world"}', '[]', '{"jsonrpc":"2.0","id":1}', '"text"']) {
      const res = await post(body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      const answer = (await res.json()) as { jsonrpc: string; error: { code: number } };
      expect(answer.jsonrpc, body).toBe('2.0');
      expect(answer.error.code, body).toBeLessThan(0);
    }
    const unknownMethod = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'no/such', params: {} }));
    expect(unknownMethod.status).toBeLessThan(500);
    expect(await unknownMethod.json()).toMatchObject({ id: 7, error: { code: -32601 } });
    const unknownTool = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'nope', arguments: {} } }),
    );
    expect(unknownTool.status).toBeLessThan(500);
    const badArgs = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'get', arguments: { id: 5 } } }),
    );
    expect(badArgs.status).toBeLessThan(500);
    expect(JSON.stringify(await badArgs.json())).toMatch(/"isError":true|"error"/);
    expect((await fetch(`${base}/api/mcp`, { headers: bearer(token) })).status).toBe(405);
  });
});
