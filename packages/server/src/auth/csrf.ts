/**
 * Cross-site request forgery: a state-changing request that authenticates with the access-token cookie
 * (the only credential a browser attaches by itself) must come from an allowed origin: the API's own
 * (PUBLIC_API_URL: the site and the admin are served from it), the public site's (PUBLIC_SITE_URL) or one of
 * CORS_ORIGINS. `Origin` is read, else `Referer`'s origin; a request naming neither is refused too (browsers
 * send Origin on every POST, PATCH and DELETE). Requests with a bearer token or the server key are not
 * cookie-authenticated: a cross-site page cannot add those headers without passing CORS.
 */
import type { FastifyRequest } from 'fastify';
import { SECRET_KEY_HEADER, SUBJECT_JWT_COOKIE } from '@symbol/contracts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const originOf = (url: string | undefined): string | undefined =>
  url && URL.canParse(url) ? new URL(url).origin : undefined;

/** The allowed origins; a loopback API origin stands for every loopback name on its port. */
export function allowedOrigins(config: Config): Set<string> {
  const origins = [config.PUBLIC_API_URL, config.PUBLIC_SITE_URL, ...config.CORS_ORIGINS].flatMap(
    (url) => originOf(url) ?? [],
  );
  const api = new URL(config.PUBLIC_API_URL);
  if (LOOPBACK.has(api.hostname)) {
    for (const host of LOOPBACK) origins.push(`${api.protocol}//${host}${api.port ? `:${api.port}` : ''}`);
  }
  return new Set(origins);
}

const isCookieAuthenticated = (request: FastifyRequest) =>
  !!request.cookies?.[SUBJECT_JWT_COOKIE] &&
  !/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '') &&
  request.headers[SECRET_KEY_HEADER] === undefined;

/** Throws the 403 for a cookie-authenticated write from a foreign origin. */
export function csrfGuard(config: Config) {
  const allowed = allowedOrigins(config);
  return (request: FastifyRequest): void => {
    if (SAFE_METHODS.has(request.method) || !isCookieAuthenticated(request)) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin && allowed.has(origin)) return;
    throw new AppError(403, 'Cross-origin request refused: a cookie-authenticated write must come from this site', [
      origin ? `origin: ${origin} is not an allowed origin` : 'origin: neither Origin nor Referer was sent',
    ]);
  };
}
