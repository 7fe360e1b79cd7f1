/** The documented rows of OAuth's /api paths (served by oauth/plugin.ts); the .well-known documents are outside /api. */
import { z } from 'zod';
import type { ModuleRoute } from '../rest/module-routes.ts';

const oauthError = z.object({ error: z.string(), error_description: z.string() });
const HTML = {
  type: 'text/html',
  description:
    'the sign-in form (no session), the consent page, or the reason the request cannot go back to the client; ' +
    'a decision or an error for the client is a redirect (302/303) to its redirect_uri with `code` or `error`, `state` and `iss`',
};

export const oauthRoutes: readonly ModuleRoute[] = [
  {
    method: 'POST',
    path: '/api/oauth/register',
    operationId: 'oauthRegister',
    access: 'public',
    status: 201,
    summary: 'OAuth dynamic client registration (RFC 7591) for MCP clients',
    description:
      'A JSON body of client metadata: `redirect_uris` (https, http on localhost, or an app scheme), `client_name`, ' +
      '`token_endpoint_auth_method` (`none`, the default, or a secret). Answers the metadata with `client_id` ' +
      '(and `client_secret`); 400 `invalid_redirect_uri` or `invalid_client_metadata`. 20 registrations an hour per address.',
    produces: {
      type: 'application/json',
      description: 'the registered client, or an OAuth error',
      schema: z.union([
        z.object({ client_id: z.string(), client_name: z.string(), redirect_uris: z.array(z.string()) }).loose(),
        oauthError,
      ]),
    },
  },
  {
    method: 'GET',
    path: '/api/oauth/authorize',
    operationId: 'oauthAuthorize',
    access: 'public',
    summary: 'OAuth authorization endpoint: PKCE (S256) only; a signed-in person consents',
    description:
      'Query: `response_type=code`, `client_id`, `redirect_uri`, `code_challenge`, `code_challenge_method=S256`, ' +
      '`state`, `scope` (any of `read write publish`; default `read write`), `resource` (this server’s /api/mcp). ' +
      'The person is the site’s session (cookie or bearer JWT); without one the page signs them in.',
    produces: HTML,
  },
  {
    method: 'POST',
    path: '/api/oauth/authorize',
    operationId: 'oauthAuthorizeForm',
    access: 'public',
    summary: 'The authorization page’s forms: sign in, then allow or deny (signed, for this person, for ten minutes)',
    produces: HTML,
  },
  {
    method: 'POST',
    path: '/api/oauth/token',
    operationId: 'oauthToken',
    access: 'public',
    summary: 'OAuth token endpoint: a code with its PKCE verifier, or a refresh token, for an access token',
    description:
      'Form-encoded: `grant_type=authorization_code` with `code`, `code_verifier`, `redirect_uri`, `client_id` ' +
      '(and the secret, if registered with one), or `grant_type=refresh_token` with `refresh_token`. The access ' +
      'token is an API token (`sym_...`) of the person who consented, good for an hour; refreshing rotates both ' +
      'tokens. A code is spent once (presented again, its token is revoked); a replaced refresh token presented ' +
      'again ends the grant. 400 `invalid_grant`, 401 `invalid_client`.',
    produces: {
      type: 'application/json',
      description: 'the tokens, or an OAuth error',
      schema: z.union([
        z.object({
          access_token: z.string(),
          token_type: z.literal('Bearer'),
          expires_in: z.number(),
          refresh_token: z.string(),
          scope: z.string(),
        }),
        oauthError,
      ]),
    },
  },
];
