/**
 * OAuth 2.1 for /api/mcp, as the MCP authorization spec describes: this server is both the protected resource
 * and its authorization server.
 *
 * - `/.well-known/oauth-protected-resource[/api/mcp]` (RFC 9728) names the resource and its authorization server;
 *   a 401 from /api/mcp points at it (`WWW-Authenticate: Bearer resource_metadata=...`).
 * - `/.well-known/oauth-authorization-server` (RFC 8414) lists the endpoints below.
 * - `POST /api/oauth/register` (RFC 7591): dynamic client registration (public clients, or a secret).
 * - `GET|POST /api/oauth/authorize`: PKCE with S256 only; a signed-in person (the site's session cookie, or the
 *   sign-in form it shows) consents, and is sent back with a one-use code.
 * - `POST /api/oauth/token`: the code (with its verifier) for an access token, which is an API token of the
 *   person (so the same authorization, staging and audit apply), and a refresh token; refresh rotates both.
 *
 * Every refusal before the client's redirect is known is a page (400); after it, the error goes back to the client
 * (`error=` on the redirect) as RFC 6749 says; the token endpoint answers RFC 6749's JSON errors.
 */
import { createHash } from 'node:crypto';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@symbol/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createAuth } from '../auth/subject.ts';
import { transactionOn } from '../db/index.ts';
import { toAppError } from '../errors.ts';
import { callProcedure } from '../mcp/call.ts';
import { consume } from '../rate-limit.ts';
import { contextFor } from '../rest/context.ts';
import type { Context } from '../trpc/context.ts';
import { consentPage, errorPage, signInPage, type PageLanguage } from './page.ts';
import {
  findClient,
  insertClient,
  insertCode,
  issueGrant,
  lockCode,
  lockGrant,
  randomToken,
  revokeToken,
  rotateGrant,
  sameHash,
  sha256,
  ACCESS_TTL_SECONDS,
  type Client,
} from './store.ts';

export const OAUTH_PATHS = {
  resourceMetadata: '/.well-known/oauth-protected-resource',
  serverMetadata: '/.well-known/oauth-authorization-server',
  register: '/api/oauth/register',
  authorize: '/api/oauth/authorize',
  token: '/api/oauth/token',
} as const;
const MCP_PATH = '/api/mcp';
/** What a client gets when it asks for no scope: reads and staged writes, never publishing. */
const DEFAULT_SCOPES: ApiTokenScope[] = ['read', 'write'];
/** A consent form is good for this long. */
const CONSENT_TTL_MS = 10 * 60 * 1000;
const REGISTER_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };
const TOKEN_LIMIT = { max: 60, windowMs: 60 * 1000 };

/**
 * The public origin: PUBLIC_API_URL when it is set, else the request's own (what the client reached), so the
 * metadata names the address a client used.
 */
export function publicOrigin(request: FastifyRequest): string {
  const config = request.server.deps.config;
  if (config.PUBLIC_API_URL_SET) return new URL(config.PUBLIC_API_URL).origin;
  return `${request.protocol}://${request.host}`;
}
export const resourceOf = (request: FastifyRequest) => `${publicOrigin(request)}${MCP_PATH}`;
export const resourceMetadataUrl = (request: FastifyRequest) =>
  `${publicOrigin(request)}${OAUTH_PATHS.resourceMetadata}${MCP_PATH}`;

const languageOf = (request: FastifyRequest): PageLanguage =>
  /^\s*ru\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'ru' : 'en';

/** A redirect URI a client may register: https, http on this machine (native apps), or an app's own scheme. */
function allowedRedirect(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  if (url.hash) return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return !['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:'].includes(url.protocol);
}

const registrationSchema = z.object({
  redirect_uris: z
    .array(z.string().max(2000).refine(allowedRedirect, 'must be https, http on localhost, or an app scheme'))
    .min(1, 'at least one redirect URI')
    .max(10),
  client_name: z.string().trim().min(1).max(100).optional(),
  token_endpoint_auth_method: z.enum(['none', 'client_secret_post', 'client_secret_basic']).default('none'),
  grant_types: z
    .array(z.string())
    .default(['authorization_code', 'refresh_token'])
    .refine((grants) => grants.every((grant) => grant === 'authorization_code' || grant === 'refresh_token'), {
      message: 'only authorization_code and refresh_token',
    }),
  response_types: z
    .array(z.string())
    .default(['code'])
    .refine((types) => types.every((type) => type === 'code'), { message: 'only code' }),
  scope: z.string().max(200).optional(),
  client_uri: z.string().url().max(2000).optional(),
  logo_uri: z.string().url().max(2000).optional(),
  software_id: z.string().max(200).optional(),
  software_version: z.string().max(100).optional(),
});

/** RFC 6749's JSON error of the token and registration endpoints. */
function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .send({ error, error_description: description });
}

function parseScopes(scope: string | undefined): ApiTokenScope[] | null {
  if (!scope?.trim()) return DEFAULT_SCOPES;
  const asked = [...new Set(scope.trim().split(/\s+/))];
  if (!asked.every((item) => (API_TOKEN_SCOPES as readonly string[]).includes(item))) return null;
  return API_TOKEN_SCOPES.filter((item) => asked.includes(item));
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The authorization request's parameters, from the query (GET) or the form (POST). */
interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
  scope?: string;
  resource?: string;
}
const PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'state',
  'scope',
  'resource',
] as const;

function paramsOf(source: unknown): AuthorizeParams {
  const params: AuthorizeParams = {};
  const values = (source ?? {}) as Record<string, unknown>;
  for (const name of PARAM_NAMES) if (typeof values[name] === 'string') params[name] = values[name];
  return params;
}

type Checked =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'ok'; client: Client; redirectUri: string; scopes: ApiTokenScope[]; params: AuthorizeParams };

function withQuery(uri: string, values: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** Checks an authorization request: the client and its redirect first (a page when wrong), then the rest. */
async function checkAuthorize(request: FastifyRequest, params: AuthorizeParams): Promise<Checked> {
  const db = request.server.deps.db;
  if (!params.client_id) return { kind: 'page', message: 'client_id is missing' };
  const client = await findClient(db, params.client_id);
  if (!client) return { kind: 'page', message: 'Unknown client: register it first (dynamic client registration)' };
  const redirectUri = params.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !client.redirectUris.includes(redirectUri))
    return { kind: 'page', message: 'redirect_uri is not one the client registered' };
  const fail = (error: string, description: string): Checked => ({
    kind: 'redirect',
    to: withQuery(redirectUri, {
      error,
      error_description: description,
      state: params.state,
      iss: publicOrigin(request),
    }),
  });
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code');
  if (!params.code_challenge || !PKCE_VALUE.test(params.code_challenge))
    return fail('invalid_request', 'code_challenge is required (PKCE)');
  if (params.code_challenge_method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
  if (params.resource && params.resource !== resourceOf(request))
    return fail('invalid_target', `resource must be ${resourceOf(request)}`);
  const scopes = parseScopes(params.scope);
  if (!scopes) return fail('invalid_scope', `scope: any of ${API_TOKEN_SCOPES.join(' ')}`);
  return { kind: 'ok', client, redirectUri, scopes, params: { ...params, redirect_uri: redirectUri } };
}

/** The consent form's signature: binds the person, the request and a time limit. */
function consentMac(ctx: Context, subjectId: string, params: AuthorizeParams, expires: string): string {
  const data = JSON.stringify([subjectId, expires, ...PARAM_NAMES.map((name) => params[name] ?? '')]);
  return ctx.tokens.mac('oauth-consent', data).toString('base64url');
}

function sendPage(reply: FastifyReply, status: number, html: string, formTargets: string[] = []) {
  // The form posts here and its answer redirects to the client: the policy's form-action names both.
  const csp =
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; " +
    `form-action 'self' ${formTargets.join(' ')}`.trim();
  return reply
    .status(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': csp,
    })
    .send(html);
}

/** Where a redirect URI sends a browser, for the page's form-action. */
function formTarget(uri: string): string {
  const url = new URL(uri);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
}

async function whoIs(ctx: Context): Promise<{ id: string; email: string } | null> {
  const subject = await ctx.auth.optionalSubject();
  // A browser's session, never an API token: a token cannot mint tokens.
  if (!subject || subject.apiToken) return null;
  const { rows } = await ctx.db.pool.query<{ email: string | null }>(
    `SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
     WHERE si."subjectId" = $1::uuid AND i."email" IS NOT NULL ORDER BY i."createdAt" LIMIT 1`,
    [subject.id],
  );
  return { id: subject.id, email: rows[0]?.email ?? subject.id };
}

async function showConsent(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: Context,
  checked: Extract<Checked, { kind: 'ok' }>,
  person: { id: string; email: string },
) {
  const expires = String(ctx.clock.now().getTime() + CONSENT_TTL_MS);
  const fields: Record<string, string> = {};
  for (const name of PARAM_NAMES) if (checked.params[name] !== undefined) fields[name] = checked.params[name]!;
  fields.expires = expires;
  fields.consent = consentMac(ctx, person.id, checked.params, expires);
  return sendPage(
    reply,
    200,
    consentPage({
      language: languageOf(request),
      action: OAUTH_PATHS.authorize,
      fields,
      client: checked.client.name,
      redirectUri: checked.redirectUri,
      who: person.email,
      scopes: checked.scopes,
    }),
    [formTarget(checked.redirectUri)],
  );
}

function authorizeFields(params: AuthorizeParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of PARAM_NAMES) if (params[name] !== undefined) fields[name] = params[name]!;
  return fields;
}

async function authorize(request: FastifyRequest, reply: FastifyReply, source: unknown) {
  const language = languageOf(request);
  const params = paramsOf(source);
  const checked = await checkAuthorize(request, params);
  if (checked.kind === 'page') return sendPage(reply, 400, errorPage(language, checked.message));
  if (checked.kind === 'redirect') return reply.redirect(checked.to, 302);
  const ctx = contextFor(request, reply);
  const form = (request.method === 'POST' ? source : {}) as Record<string, unknown>;
  const step = typeof form.step === 'string' ? form.step : undefined;

  if (step === 'sign-in') {
    try {
      await consume(ctx.rateLimits, `oauth-sign-in ${request.ip}`, { max: 10, windowMs: 15 * 60 * 1000 }, request.log);
      const tokens = (await callProcedure(ctx, 'rbac.subject.authentication.emailAndPassword.authentication', {
        login: form.login,
        password: form.password,
      })) as { jwt: string };
      // The new session's cookie is set on this answer; the consent below is this person's.
      const signedIn: Context = { ...ctx, auth: createAuth(tokens.jwt, request.server.deps) };
      const person = await whoIs(signedIn);
      if (person) return showConsent(request, reply, signedIn, checked, person);
    } catch (error) {
      const app = toAppError(error);
      return sendPage(
        reply,
        app.status >= 500 ? 500 : 401,
        signInPage({
          language,
          action: OAUTH_PATHS.authorize,
          fields: authorizeFields(checked.params),
          client: checked.client.name,
          error: app.message,
        }),
      );
    }
  }

  const person = await whoIs(ctx);
  if (!person)
    return sendPage(
      reply,
      200,
      signInPage({
        language,
        action: OAUTH_PATHS.authorize,
        fields: authorizeFields(checked.params),
        client: checked.client.name,
      }),
    );

  if (step !== 'consent') return showConsent(request, reply, ctx, checked, person);

  // The consent form: its signature binds this person, this request and its time limit.
  const expires = typeof form.expires === 'string' ? form.expires : '';
  const mac = typeof form.consent === 'string' ? form.consent : '';
  if (
    !/^\d+$/.test(expires) ||
    Number(expires) < ctx.clock.now().getTime() ||
    !sameHash(mac, consentMac(ctx, person.id, checked.params, expires))
  )
    return showConsent(request, reply, ctx, checked, person);
  const back = (values: Record<string, string | undefined>) =>
    reply.redirect(
      withQuery(checked.redirectUri, { ...values, state: checked.params.state, iss: publicOrigin(request) }),
      303,
    );
  if (form.decision !== 'allow') return back({ error: 'access_denied', error_description: 'The person declined' });
  const code = randomToken('symc_');
  await insertCode(
    ctx.db,
    code,
    {
      clientId: checked.client.clientId,
      subjectId: person.id,
      redirectUri: checked.redirectUri,
      codeChallenge: checked.params.code_challenge!,
      scopes: checked.scopes,
      resource: checked.params.resource ?? null,
    },
    ctx.clock.now(),
  );
  return back({ code });
}

/** The client a token request authenticates as: its id, and its secret when it registered one. */
async function tokenClient(request: FastifyRequest, body: Record<string, unknown>): Promise<Client | string> {
  let clientId = typeof body.client_id === 'string' ? body.client_id : undefined;
  let secret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
  const basic = request.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const [id, pass] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    clientId = decodeURIComponent(id ?? '');
    secret = decodeURIComponent(pass ?? '');
  }
  if (!clientId) return 'client_id is required';
  const client = await findClient(request.server.deps.db, clientId);
  if (!client) return 'unknown client';
  if (client.secretHash && !(secret && sameHash(sha256(secret), client.secretHash))) return 'wrong client secret';
  return client;
}

export async function oauthPlugin(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const resourceMetadata = (request: FastifyRequest) => ({
    resource: resourceOf(request),
    authorization_servers: [publicOrigin(request)],
    scopes_supported: [...API_TOKEN_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: request.server.deps.config.SITE_TITLE,
  });
  app.get(OAUTH_PATHS.resourceMetadata, async (request) => resourceMetadata(request));
  app.get(`${OAUTH_PATHS.resourceMetadata}${MCP_PATH}`, async (request) => resourceMetadata(request));

  app.get(OAUTH_PATHS.serverMetadata, async (request) => {
    const origin = publicOrigin(request);
    return {
      issuer: origin,
      authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
      token_endpoint: `${origin}${OAUTH_PATHS.token}`,
      registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
      scopes_supported: [...API_TOKEN_SCOPES],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    };
  });

  app.post(OAUTH_PATHS.register, async (request, reply) => {
    const ctx = contextFor(request, reply);
    try {
      await consume(ctx.rateLimits, `oauth-register ${request.ip}`, REGISTER_LIMIT, request.log);
    } catch (error) {
      const failure = toAppError(error);
      return reply
        .headers(failure.headers ?? {})
        .status(failure.status)
        .send({
          error: 'invalid_request',
          error_description: failure.message,
        });
    }
    const parsed = registrationSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.');
      return oauthError(
        reply,
        400,
        field.startsWith('redirect_uris') ? 'invalid_redirect_uri' : 'invalid_client_metadata',
        `${field}: ${issue.message}`,
      );
    }
    const metadata = parsed.data;
    if (metadata.scope && !parseScopes(metadata.scope))
      return oauthError(reply, 400, 'invalid_client_metadata', `scope: any of ${API_TOKEN_SCOPES.join(' ')}`);
    const clientId = randomToken('mcp_');
    const secret = metadata.token_endpoint_auth_method === 'none' ? undefined : randomToken('symcs_');
    const name = metadata.client_name ?? 'An MCP client';
    await insertClient(ctx.db, {
      clientId,
      secretHash: secret ? sha256(secret) : null,
      name,
      redirectUris: metadata.redirect_uris,
      metadata,
    });
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send({
        ...metadata,
        client_name: name,
        client_id: clientId,
        client_id_issued_at: Math.floor(ctx.clock.now().getTime() / 1000),
        ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
      });
  });

  app.get(OAUTH_PATHS.authorize, (request, reply) => authorize(request, reply, request.query));
  app.post(OAUTH_PATHS.authorize, (request, reply) => authorize(request, reply, request.body));

  app.post(OAUTH_PATHS.token, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const ctx = contextFor(request, reply);
    try {
      await consume(ctx.rateLimits, `oauth-token ${request.ip}`, TOKEN_LIMIT, request.log);
    } catch (error) {
      const failure = toAppError(error);
      return reply
        .headers(failure.headers ?? {})
        .status(failure.status)
        .send({
          error: 'invalid_request',
          error_description: failure.message,
        });
    }
    const client = await tokenClient(request, body);
    if (typeof client === 'string') return oauthError(reply, 401, 'invalid_client', client);
    const now = ctx.clock.now();
    const answer = (issued: { accessToken: string; refreshToken: string }, scopes: ApiTokenScope[]) =>
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send({
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: ACCESS_TTL_SECONDS,
        refresh_token: issued.refreshToken,
        scope: scopes.join(' '),
      });

    if (body.grant_type === 'authorization_code') {
      const { code, code_verifier: verifier, redirect_uri: redirectUri, resource } = body;
      if (typeof code !== 'string' || typeof verifier !== 'string')
        return oauthError(reply, 400, 'invalid_request', 'code and code_verifier are required');
      const outcome = await transactionOn(ctx.db.prisma, async (tx) => {
        const row = await lockCode(tx, code);
        if (!row || row.clientId !== client.clientId) return 'unknown code';
        if (row.usedAt) {
          // A code presented twice: the token it gave is revoked too (it may have been stolen).
          if (row.tokenId) await revokeToken(tx, row.tokenId, now);
          return 'code already used';
        }
        if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'code expired';
        if (typeof redirectUri === 'string' ? redirectUri !== row.redirectUri : false)
          return 'redirect_uri differs from the authorization request';
        if (!PKCE_VALUE.test(verifier) || s256(verifier) !== row.codeChallenge) return 'code_verifier does not match';
        if (typeof resource === 'string' && row.resource && resource !== row.resource)
          return 'resource differs from the authorization request';
        const issued = await issueGrant(tx, {
          clientId: client.clientId,
          clientName: client.name,
          subjectId: row.subjectId,
          scopes: row.scopes,
          now,
          ip: request.ip,
        });
        await tx.$executeRawUnsafe(
          `UPDATE oauth.codes SET used_at = $2::timestamptz, token_id = $3::uuid WHERE code_hash = $1`,
          sha256(code),
          now,
          issued.tokenId,
        );
        return { issued, scopes: row.scopes };
      });
      if (typeof outcome === 'string') return oauthError(reply, 400, 'invalid_grant', outcome);
      return answer(outcome.issued, outcome.scopes);
    }

    if (body.grant_type === 'refresh_token') {
      const refreshToken = body.refresh_token;
      if (typeof refreshToken !== 'string')
        return oauthError(reply, 400, 'invalid_request', 'refresh_token is required');
      const outcome = await transactionOn(ctx.db.prisma, async (tx) => {
        const grant = await lockGrant(tx, refreshToken);
        if (!grant || grant.clientId !== client.clientId) return 'unknown refresh token';
        if (grant.replayed) {
          // A replaced refresh token presented again: one copy was stolen; the grant ends.
          await revokeToken(tx, grant.tokenId, now);
          return 'refresh token already used: the grant is revoked';
        }
        if (grant.revokedAt) return 'the grant was revoked';
        if (new Date(grant.refreshExpiresAt).getTime() <= now.getTime()) return 'refresh token expired';
        if (typeof body.scope === 'string' && body.scope.trim()) {
          const asked = parseScopes(body.scope);
          if (!asked || !asked.every((scope) => grant.scopes.includes(scope))) return 'scope: only the scopes granted';
        }
        return { issued: await rotateGrant(tx, grant, now), scopes: grant.scopes };
      });
      if (typeof outcome === 'string') return oauthError(reply, 400, 'invalid_grant', outcome);
      return answer(outcome.issued, outcome.scopes);
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type: authorization_code or refresh_token');
  });
}
