/**
 * OAuth 2.1 for /api/mcp over real HTTP, driven by the SDK's own client auth functions (discovery, registration,
 * the authorization URL with PKCE, the code exchange, refresh): a person consents (a session, or the sign-in form),
 * the token is an API token of theirs that the MCP server takes; a wrong verifier and a reused code are refused
 * (the reused code's token revoked), refresh rotates and a replayed refresh token ends the grant.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  exchangeAuthorization,
  extractResourceMetadataUrl,
  refreshAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AuthorizationServerMetadata, OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loginAdmin, register, setupRbacApp } from '../../modules/rbac/test/support.ts';

const t = await setupRbacApp();
let base = '';
let mcpUrl: URL;
let issuer = '';
let metadata: AuthorizationServerMetadata;
const REDIRECT = 'http://127.0.0.1:33418/callback';
const clients: Client[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  mcpUrl = new URL(`${base}/api/mcp`);
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

/** The hidden fields of the page's form (the browser would post them back). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
  return fields;
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

async function registered(name = 'Test agent'): Promise<OAuthClientInformationFull> {
  return registerClient(issuer, {
    metadata,
    clientMetadata: { client_name: name, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
  });
}

/** Authorization with PKCE as a signed-in person (their session) who allows it: the code and its verifier. */
async function authorized(client: OAuthClientInformationFull, jwt: string, scope = 'read write') {
  const { authorizationUrl, codeVerifier } = await startAuthorization(issuer, {
    metadata,
    clientInformation: client,
    redirectUrl: REDIRECT,
    scope,
    state: 'state-1',
    resource: mcpUrl,
  });
  const session = { authorization: `Bearer ${jwt}` };
  const consent = await fetch(authorizationUrl, { headers: session, redirect: 'manual' });
  expect(consent.status).toBe(200);
  const html = await consent.text();
  expect(html).toContain('Allow Test agent?');
  const allowed = await post('/api/oauth/authorize', { ...formFields(html), decision: 'allow' }, session);
  expect(allowed.status).toBe(303);
  const back = new URL(allowed.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('state-1');
  return { code: back.searchParams.get('code')!, codeVerifier };
}

const exchange = (client: OAuthClientInformationFull, code: string, codeVerifier: string) =>
  exchangeAuthorization(issuer, {
    metadata,
    clientInformation: client,
    authorizationCode: code,
    codeVerifier,
    redirectUri: REDIRECT,
    resource: mcpUrl,
  });

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
  );
  clients.push(client);
  return client;
}

const mcpStatus = async (token: string) =>
  (
    await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
  ).status;

describe('OAuth discovery', () => {
  it('a 401 from /api/mcp points at the resource metadata, which names this server as its authorization server', async () => {
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    const pointed = extractResourceMetadataUrl(res);
    expect(pointed?.href).toBe(`${base}/.well-known/oauth-protected-resource/api/mcp`);
    const resource = await discoverOAuthProtectedResourceMetadata(mcpUrl, { resourceMetadataUrl: pointed });
    expect(resource).toMatchObject({ resource: mcpUrl.href, authorization_servers: [base] });
    issuer = resource.authorization_servers![0]!;
    metadata = (await discoverAuthorizationServerMetadata(issuer))!;
    expect(metadata).toMatchObject({
      issuer: base,
      code_challenge_methods_supported: ['S256'],
      registration_endpoint: `${base}/api/oauth/register`,
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    expect((await fetch(`${base}/.well-known/oauth-protected-resource`)).status).toBe(200);
  });

  it('registration refuses a redirect to another host over http, and a grant it does not offer', async () => {
    const bad = await fetch(`${base}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://evil.example/cb'] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    const grant = await fetch(`${base}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT], grant_types: ['client_credentials'] }),
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });
});

describe('OAuth authorization code with PKCE', () => {
  it('registration → authorize with PKCE → code → token → an MCP call as the person, staged like any token', async () => {
    const admin = await loginAdmin(t);
    const client = await registered();
    expect(client.client_id).toMatch(/^mcp_/);
    const { code, codeVerifier } = await authorized(client, admin.jwt);
    const tokens = await exchange(client, code, codeVerifier);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
    expect(tokens.access_token).toMatch(/^sym_/);

    const mcp = await connect(tokens.access_token);
    const described = (await mcp.callTool({ name: 'describe', arguments: {} })) as { content: { text: string }[] };
    expect(JSON.parse(described.content[0]!.text).entities.length).toBeGreaterThan(50);
    // It is an API token of the person, named for the client; without publish its writes are staged.
    const listed = await t.http.get('/api/rbac/api-tokens').set('authorization', `Bearer ${admin.jwt}`);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Test agent (OAuth)', scopes: ['read', 'write'] })]),
    );
    const publish = (await mcp.callTool({ name: 'publish_release', arguments: {} })) as { isError?: boolean };
    expect(publish.isError).toBe(true);
  });

  it('refuses a wrong verifier (the code stays good), then a reused code, revoking what it gave', async () => {
    const admin = await loginAdmin(t);
    const client = await registered();
    const { code, codeVerifier } = await authorized(client, admin.jwt);
    // Its last character changed (a verifier that already ended in "x" made this "wrong" one the right one: CI 13:56).
    const wrong = `${codeVerifier.slice(0, -1)}${codeVerifier.endsWith('x') ? 'y' : 'x'}`;
    await expect(exchange(client, code, wrong)).rejects.toThrow(/code_verifier/);
    const tokens = await exchange(client, code, codeVerifier);
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    await expect(exchange(client, code, codeVerifier)).rejects.toThrow(/already used/);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
    // Another client cannot spend a code either.
    const other = await registered('Other');
    const second = await authorized(client, admin.jwt);
    await expect(exchange(other, second.code, second.codeVerifier)).rejects.toThrow(/unknown code/);
  });

  it('refuses requests without S256 PKCE, an unknown scope, and a denial goes back as access_denied', async () => {
    const admin = await loginAdmin(t);
    const client = await registered();
    const authorize = (params: Record<string, string>) =>
      fetch(`${base}/api/oauth/authorize?${new URLSearchParams(params)}`, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${admin.jwt}` },
      });
    const common = { response_type: 'code', client_id: client.client_id, redirect_uri: REDIRECT, state: 's' };
    const challenge = 'a'.repeat(43);
    for (const [params, error] of [
      [{ ...common }, 'invalid_request'],
      [{ ...common, code_challenge: challenge, code_challenge_method: 'plain' }, 'invalid_request'],
      [{ ...common, code_challenge: challenge, code_challenge_method: 'S256', scope: 'admin' }, 'invalid_scope'],
      [
        { ...common, code_challenge: challenge, code_challenge_method: 'S256', resource: 'https://x.example/mcp' },
        'invalid_target',
      ],
    ] as const) {
      const res = await authorize(params);
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe(error);
    }
    // A redirect the client did not register is never followed.
    const foreign = await authorize({ ...common, redirect_uri: 'https://evil.example/cb' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();

    const page = await authorize({ ...common, code_challenge: challenge, code_challenge_method: 'S256' });
    const fields = formFields(await page.text());
    const denied = await post(
      '/api/oauth/authorize',
      { ...fields, decision: 'deny' },
      {
        authorization: `Bearer ${admin.jwt}`,
      },
    );
    expect(new URL(denied.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    // A forged consent (another person's form, or a changed scope) is not accepted: the consent page again.
    const user = await register(t);
    const forged = await post(
      '/api/oauth/authorize',
      { ...fields, decision: 'allow' },
      {
        authorization: `Bearer ${user.jwt}`,
      },
    );
    expect(forged.status).toBe(200);
    expect(forged.headers.get('location')).toBeNull();
    const widened = await post(
      '/api/oauth/authorize',
      { ...fields, scope: 'read write publish', decision: 'allow' },
      {
        authorization: `Bearer ${admin.jwt}`,
      },
    );
    expect(widened.status).toBe(200);
  });

  it('signs a person in on its own page when there is no session, then asks for consent', async () => {
    const client = await registered();
    const { authorizationUrl, codeVerifier } = await startAuthorization(issuer, {
      metadata,
      clientInformation: client,
      redirectUrl: REDIRECT,
      scope: 'read',
    });
    const signIn = await fetch(authorizationUrl, { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    const html = await signIn.text();
    expect(html).toContain('Войдите, чтобы подключить');
    const fields = formFields(html);
    expect(fields.step).toBe('sign-in');
    const wrong = await post('/api/oauth/authorize', { ...fields, login: ADMIN.email, password: 'not-it-at-all' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('role="alert"');
    const consent = await post('/api/oauth/authorize', { ...fields, login: ADMIN.email, password: ADMIN.password });
    expect(consent.status).toBe(200);
    const cookie = consent.headers.get('set-cookie')!.split(';')[0]!;
    const consentFields = formFields(await consent.text());
    expect(consentFields.step).toBe('consent');
    // The browser posts the consent with its new session cookie, from this site's origin.
    const origin = new URL(t.app.deps.config.PUBLIC_API_URL).origin;
    const allowed = await post('/api/oauth/authorize', { ...consentFields, decision: 'allow' }, { cookie, origin });
    expect(allowed.status).toBe(303);
    const code = new URL(allowed.headers.get('location')!).searchParams.get('code')!;
    const tokens = await exchange(client, code, codeVerifier);
    expect(tokens.scope).toBe('read');
  });
});

describe('OAuth refresh', () => {
  it('rotates both tokens on the same API token; a replayed refresh token ends the grant', async () => {
    const admin = await loginAdmin(t);
    const client = await registered();
    const { code, codeVerifier } = await authorized(client, admin.jwt);
    const first = await exchange(client, code, codeVerifier);
    const refresh = () =>
      refreshAuthorization(issuer, { metadata, clientInformation: client, refreshToken: first.refresh_token! });
    const second = await refresh();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await mcpStatus(first.access_token)).toBe(401);
    expect(await mcpStatus(second.access_token)).toBe(200);
    await expect(refresh()).rejects.toThrow(/already used/);
    expect(await mcpStatus(second.access_token)).toBe(401);
    await expect(
      refreshAuthorization(issuer, { metadata, clientInformation: client, refreshToken: second.refresh_token! }),
    ).rejects.toThrow(/revoked/);
  });
});
