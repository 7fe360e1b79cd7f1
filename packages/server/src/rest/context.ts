import { callTRPCProcedure } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_TOKEN_HEADER, RELEASE_HEADER, SECRET_KEY_HEADER, SUBJECT_JWT_COOKIE } from '@symbol/contracts';
import { verifyPreview } from '../releases/preview.ts';
import { isSecretKey } from '../auth/authorize.ts';
import { accessTokenOf, createAuth } from '../auth/subject.ts';
import { procedureAt, procedureDefinition } from '../trpc/definition.ts';
import { checkAccess, directCall } from '../trpc/init.ts';
import {
  createContext,
  noCookies,
  type Context,
  type ReleaseScope,
  type ResponseCookies,
  type Services,
} from '../trpc/context.ts';

const cookiesOf = (reply: FastifyReply): ResponseCookies => ({
  set: (name, value, options) => void reply.setCookie(name, value, options),
  clear: (name, options) => void reply.clearCookie(name, options),
});

/** The release a request reads or stages in: its `X-Release-Id`, else its preview link's token (none for most). */
export function releaseOf(request: FastifyRequest, services: Services): ReleaseScope | undefined {
  const id = request.headers[RELEASE_HEADER];
  if (typeof id === 'string' && id) return { id, preview: false };
  const token = request.headers[PREVIEW_TOKEN_HEADER];
  if (typeof token === 'string' && token) return verifyPreview(services.tokens, token, services.clock.now());
  return undefined;
}

/** The request's tRPC context: the same one the tRPC HTTP endpoint builds. */
export function contextFor(request: FastifyRequest, reply?: FastifyReply): Context {
  const services = request.server.deps;
  const header = request.headers[SECRET_KEY_HEADER];
  const token = accessTokenOf(request.headers.authorization, request.cookies ?? {}, SUBJECT_JWT_COOKIE);
  return createContext(services, {
    log: request.log as Context['log'],
    isServer: isSecretKey(typeof header === 'string' ? header : undefined, services.config.RBAC_SECRET_KEY),
    auth: createAuth(token, services),
    // The address is read from the socket only when a procedure asks (rate limits, CRM requests).
    request: {
      get ip() {
        return request.ip;
      },
      userAgent: request.headers['user-agent'],
    },
    cookies: reply ? cookiesOf(reply) : noCookies,
    release: releaseOf(request, services),
  });
}

/**
 * Calls a procedure by its dotted path (`websiteBuilder.widgets.list`) in a context: how route tables reach
 * procedures. A procedure of the common build goes by `directCall` (the same steps without tRPC's runner),
 * any other straight through tRPC's procedure call, as a caller does, without a caller's proxy per request.
 */
export function callProcedure(request: FastifyRequest, ctx: Context, path: string, input: unknown): Promise<unknown> {
  const router = request.server.api.router;
  const found = procedureAt(router, path);
  const direct = found && directCall(found, path);
  if (direct) return direct(ctx, input);
  return callTRPCProcedure({
    router,
    path,
    ctx,
    type: found?._def.type ?? 'query',
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });
}

/**
 * The procedure's access check on what the path already says, before the body is read: an anonymous
 * upload is refused before a byte of it is stored. The procedure checks again with the whole input.
 */
export async function authorizeBeforeBody(
  request: FastifyRequest,
  ctx: Context,
  procedure: string,
  input: unknown,
): Promise<void> {
  const definition = procedureDefinition(request.server.api.router, procedure);
  if (!definition?.meta) return;
  await checkAccess(ctx, definition.meta, { path: procedure, type: definition.type, input, partial: true });
}
