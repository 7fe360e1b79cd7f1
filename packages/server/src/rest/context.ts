import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECRET_KEY_HEADER, SUBJECT_JWT_COOKIE } from '@symbol/contracts';
import { isSecretKey } from '../auth/authorize.ts';
import { accessTokenOf, createAuth } from '../auth/subject.ts';
import { createCaller, type Caller } from '../trpc/app-router.ts';
import { createContext, noCookies, type Context, type ResponseCookies } from '../trpc/context.ts';

const cookiesOf = (reply: FastifyReply): ResponseCookies => ({
  set: (name, value, options) => void reply.setCookie(name, value, options),
  clear: (name, options) => void reply.clearCookie(name, options),
});

/** The request's tRPC context: the same one the tRPC HTTP endpoint builds. */
export function contextFor(request: FastifyRequest, reply?: FastifyReply): Context {
  const services = request.server.deps;
  const header = request.headers[SECRET_KEY_HEADER];
  const token = accessTokenOf(request.headers.authorization, request.cookies ?? {}, SUBJECT_JWT_COOKIE);
  return createContext(services, {
    log: request.log as Context['log'],
    isServer: isSecretKey(typeof header === 'string' ? header : undefined, services.config.RBAC_SECRET_KEY),
    auth: createAuth(token, services),
    request: { ip: request.ip, userAgent: request.headers['user-agent'], host: request.host },
    cookies: reply ? cookiesOf(reply) : noCookies,
  });
}

export const callerFor = (request: FastifyRequest, reply?: FastifyReply): Caller =>
  createCaller(contextFor(request, reply));
