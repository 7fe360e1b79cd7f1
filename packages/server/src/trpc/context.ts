import type { Logger } from 'pino';
import type { AccessTokens } from '../auth/tokens.ts';
import { anonymous, type Auth } from '../auth/subject.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { AppEvents } from '../events/app-events.ts';
import type { Providers } from '../modules/billing/providers/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimitStore } from '../rate-limit.ts';

/** Cookie options as @fastify/cookie takes them. */
export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  maxAge?: number;
}

/** Response cookies: the HTTP layers write them; a direct caller (tests, scripts) has none. */
export interface ResponseCookies {
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

export const noCookies: ResponseCookies = { set() {}, clear() {} };

export interface RequestInfo {
  /** Client address (X-Forwarded-For only when TRUST_PROXY says so). */
  ip: string;
  userAgent?: string;
}

/** What the app is built from, as every procedure sees it. */
export interface Services {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  tokens: AccessTokens;
  payments: Providers;
  /** The app's events and the subscribers its modules registered (ModuleDefinition.subscribe). */
  events: AppEvents;
}

/** What every procedure sees. Built per request by the HTTP layers, or directly in tests. */
export interface Context extends Services {
  log: Logger;
  /** True when the request carried the server-to-server secret. */
  isServer: boolean;
  /** Who is calling (resolved when first needed). */
  auth: Auth;
  request: RequestInfo;
  cookies: ResponseCookies;
  /**
   * The release the call reads or stages in (`X-Release-Id`, or a preview link's signed token): see
   * releases/call.ts. Undefined for the live site. `refusal`: a preview token that did not verify.
   */
  release?: ReleaseScope;
}

export interface ReleaseScope {
  id: string;
  /** Granted by a signed preview link: reads only, no account needed. */
  preview: boolean;
  refusal?: string;
}

/**
 * A context with the request-specific parts defaulted: anonymous, no cookies, local address. Built once per
 * request, so written out field by field: on Node 20's V8 an object spread followed by more properties
 * (`{ ...services, auth }`) takes microseconds, as each such object gets a fresh hidden class.
 */
export function createContext(
  services: Services,
  parts: Pick<Context, 'log' | 'isServer'> & Partial<Pick<Context, 'auth' | 'request' | 'cookies' | 'release'>>,
): Context {
  return {
    db: services.db,
    config: services.config,
    clock: services.clock,
    mailer: services.mailer,
    rateLimits: services.rateLimits,
    tokens: services.tokens,
    payments: services.payments,
    events: services.events,
    log: parts.log,
    isServer: parts.isServer,
    auth: parts.auth ?? anonymous,
    request: parts.request ?? { ip: '127.0.0.1' },
    cookies: parts.cookies ?? noCookies,
    release: parts.release,
  };
}

/** `ctx` on another Db (a call's own: entities/history.ts), written out field by field as createContext is. */
export function withDb(ctx: Context, db: Db): Context {
  return {
    db,
    config: ctx.config,
    clock: ctx.clock,
    mailer: ctx.mailer,
    rateLimits: ctx.rateLimits,
    tokens: ctx.tokens,
    payments: ctx.payments,
    events: ctx.events,
    log: ctx.log,
    isServer: ctx.isServer,
    auth: ctx.auth,
    request: ctx.request,
    cookies: ctx.cookies,
    release: ctx.release,
  };
}
