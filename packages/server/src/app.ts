/**
 * The app is a Fastify instance built from its dependencies; only main.ts listens.
 * Tiers: external plugins → error shape and context → tRPC endpoint → REST adapter.
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import qs from 'qs';
import { csrfGuard } from './auth/csrf.ts';
import { AccessTokens } from './auth/tokens.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { answerClientError, frameworkError } from './client-errors.ts';
import { errorBody, notFound, serviceUnavailable, toAppError, type AppError } from './errors.ts';
import { AppEvents } from './events/app-events.ts';
import { FailureLog } from './failure-log.ts';
import { loggerOptions } from './logger.ts';
import { OutboxMailer, type Mailer } from './mail/mailer.ts';
import type { FileStorage } from './modules/file-storage/storage.ts';
import type { ModuleDefinition } from './modules/definition.ts';
import { moduleDefinitions as definitions } from './modules/registry.ts';
import { openApiRoutes } from './openapi.ts';
import { mcpPlugin } from './mcp/plugin.ts';
import { oauthPlugin } from './oauth/plugin.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { Readiness, type DependencyCheck } from './readiness.ts';
import { contextFor } from './rest/context.ts';
import { entityRoutes, TOTAL_HEADER } from './rest/entity-routes.ts';
import { moduleRoutes, servedRoutes } from './rest/module-routes.ts';
import { appRouter, createCaller, systemRoutes } from './trpc/app-router.ts';
import type { Services } from './trpc/context.ts';
import { adminWeb } from './web/admin.ts';
import type { Providers } from './modules/billing/providers/index.ts';
import { createMetrics, metricsRoute, observePool } from './telemetry/metrics.ts';
import { RequestLog } from './telemetry/requests.ts';
import type { Tracing } from './telemetry/trace-hooks.ts';
import { securityHeaders } from './web/security-headers.ts';
import { siteWeb } from './web/site.ts';
import fastifyCompress from '@fastify/compress';
import { requestDeadlines } from './request-deadline.ts';
import { TIMEOUTS } from './timeouts.ts';
import { defaultMailFrom } from './modules/notification/sender.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: an in-memory outbox. */
  mailer?: Mailer;
  /** Counters of the abuse limits. Default: in memory (one instance). */
  rateLimits?: RateLimitStore;
  /** Where uploaded files go. Default: built from the config (FILE_STORAGE_PROVIDER). */
  storage?: FileStorage;
  /**
   * Payment providers (`createProviders(env)`: checkout refuses an unconfigured one with a 400). Given like
   * every dependency: the app reads no environment itself.
   */
  payments: Providers;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts loads it then only). */
  tracing?: Tracing;
  /** Built browser apps to serve beside the API (their `dist/` directories); none in API-only tests. */
  web?: { site?: string; admin?: string };
  /** What readiness checks besides the database (`redis` when REDIS_URL is set). */
  readinessChecks?: Record<string, DependencyCheck>;
}

/** The router the app serves, for the REST adapter and the modules' plugins (rest/context.ts `callProcedure`). */
export interface Api {
  router: typeof appRouter;
  createCaller: typeof createCaller;
}

declare module 'fastify' {
  interface FastifyInstance {
    api: Api;
    deps: AppDeps & Services;
    /** `/api/ready`'s state: `stop()` on shutdown turns the instance not ready at once. */
    readiness: Readiness;
    /** Identical failures (of requests and background workers alike), logged once per interval with a count. */
    failures: FailureLog;
  }
}

/** The access-token secret: JWT_SECRET, required in production; a per-process one elsewhere. */
function accessTokens(config: Config, clock: Clock, log: FastifyBaseLogger): AccessTokens {
  if (config.JWT_SECRET) return new AccessTokens(config.JWT_SECRET, clock);
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  log.warn('JWT_SECRET is not set: access tokens are signed with a per-process secret');
  return new AccessTokens(AccessTokens.ephemeralSecret(), clock);
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * The error as the client sees it; a 5xx is logged with its details, a refusal in one line. A 503 (a dependency
 * away, a time limit reached) fails every request alike while it lasts: logged once per interval with a count.
 */
function logged(error: unknown, log: FastifyBaseLogger, failures: FailureLog): AppError {
  const appError = toAppError(error);
  if (appError.status === 503) failures.record(appError.causes[0] ?? appError.message, appError.message, error);
  else if (appError.status >= 500) log.error({ err: error }, 'request failed');
  else log.info({ status: appError.status, message: appError.message }, 'request refused');
  return appError;
}

const moduleDefinitions: readonly ModuleDefinition[] = definitions;

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const { config } = deps;
  const metrics = createMetrics();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Start-up work (default roles, the admin's password hash, default templates) waits on the database and the
    // CPU: on a busy 2-core machine it passed Fastify's default 10 s and the app refused to start.
    pluginTimeout: 60_000,
    // While closing, a request that still arrives on an open connection is served, not refused: the proxy was
    // told "not ready" first (main.ts), so only a request already on its way can arrive then.
    return503OnClosing: false,
    requestIdHeader: false,
    // One line per request (telemetry/requests.ts).
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Fastify's own refusals (a malformed url, a path parameter past maxParamLength, a header block past
    // Node's limit) in the one error shape too.
    frameworkErrors: (error, request, reply) => {
      const appError = frameworkError(error);
      request.log.info({ status: appError.status, message: appError.message }, 'request refused');
      return (reply as FastifyReply).status(appError.status).send(errorBody(appError));
    },
    clientErrorHandler: answerClientError,
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 6, arrayLimit: 1000, parameterLimit: 3000 }),
      maxParamLength: 200,
    },
  });
  const clock = deps.clock ?? systemClock;
  const events = new AppEvents();
  for (const definition of moduleDefinitions) definition.subscribe?.(events);
  app.decorate('deps', {
    ...deps,
    clock,
    mailer: deps.mailer ?? new OutboxMailer({ from: defaultMailFrom(config), clock }),
    rateLimits: deps.rateLimits ?? new MemoryRateLimitStore(clock),
    tokens: accessTokens(config, clock, app.log),
    events,
  });
  app.decorate('api', { router: appRouter, createCaller } satisfies Api);
  app.decorate('metrics', metrics);
  observePool(deps.db.pool, metrics.registry);
  // First, so that the request's span covers every other hook.
  deps.tracing?.instrument(app);
  deps.tracing?.instrumentPool(deps.db.pool);
  // The request as a whole, past its statements' and calls' own limits; event streams (hijacked) are exempt.
  const deadlines = requestDeadlines(app, TIMEOUTS.requestMs);
  app.addHook('onResponse', (request, reply, done) => {
    deadlines.end(reply);
    metrics.observeRequest(request, reply);
    done();
  });
  const failures = new FailureLog(app.log);
  app.decorate('failures', failures);
  const readiness = new Readiness({ database: () => deps.db.probe(), ...deps.readinessChecks }, app.log);
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.stop());
  app.addHook('onClose', async () => failures.flush());
  // Hooks that run on every request take `done` rather than returning a promise: one allocation and one
  // microtask less per request each (the generic API's overhead over a bare route is measured by `pnpm bench`).
  const refuseForeignWrites = csrfGuard(config);

  await app.register(cors, { origin: config.CORS_ORIGINS, credentials: true, exposedHeaders: [TOTAL_HEADER] });
  await app.register(cookie);
  app.addHook('onRequest', (request, reply, done) => {
    deadlines.start(reply);
    reply.header('x-request-id', request.id);
    try {
      refuseForeignWrites(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  await app.register(securityHeaders);
  // Every answer over 1 kB compressed when the client accepts it (brotli, else gzip); answers already encoded
  // (the cached page data, the site's renderings, pre-compressed files) are sent as they are. An answer made per
  // request is compressed anew each time, so at low levels: the plugin's defaults (brotli 4, gzip 6) cost a large
  // list two to three times the CPU for 5–6 % fewer bytes (docs/decisions.md).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
    zlibOptions: { level: 3 },
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = logged(error, request.log, failures);
    // A body left unread (refused before or while reading it) is not drained: the connection closes instead.
    if (!request.raw.complete) reply.header('connection', 'close');
    return reply.status(appError.status).headers(appError.headers).send(errorBody(appError));
  });
  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
    return reply.status(404).send(errorBody(error));
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => contextFor(req, res),
      onError: ({ error, req }: { error: unknown; req: FastifyRequest }) => void logged(error, req.log, failures),
      // An error's own headers (429's Retry-After) reach tRPC clients too.
      responseMeta: ({ errors }: { errors: unknown[] }) => ({
        headers: Object.assign({}, ...errors.map((error) => toAppError(error).headers)) as Record<string, string>,
      }),
    },
  });

  // Liveness: the process answers (and whether the database does). Both checks query on a connection of
  // their own, never waiting behind the request pool.
  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.db.probe();
      return { data: { status: 'ok', database: 'ok' } };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable', status: 503, cause: ['database: unreachable'] });
    }
  });
  await app.register(metricsRoute);
  // Readiness: whether a proxy may send requests here (not while shutting down or a dependency is away).
  app.get('/api/ready', async (request, reply) => {
    // The url tells a proxy's health checkers apart (one per site: `?proxy=api`, `?proxy=files`).
    const report = await readiness.ask(`${request.socket.remoteAddress} ${request.url}`);
    if (report.ready) return { data: { status: 'ready', checks: report.checks } };
    const causes = Object.entries(report.checks)
      .filter(([, state]) => state !== 'ok')
      .map(([name, state]) => `${name}: ${state}`);
    const error = serviceUnavailable(`Not ready: ${report.reason}`, causes, 5);
    return reply.status(503).headers(error.headers).send(errorBody(error));
  });
  await app.register(openApiRoutes, { router: appRouter, modules: moduleDefinitions });
  const routes = servedRoutes(appRouter, [
    ...moduleDefinitions.flatMap((module) => module.routes ?? []),
    ...systemRoutes,
  ]);
  const uploads = routes.filter((route) => route.files);
  await app.register(entityRoutes, { uploads: new Set(uploads.map((route) => `${route.method} ${route.path}`)) });
  for (const module of moduleDefinitions) if (module.rest) await app.register(module.rest);
  await app.register(moduleRoutes, { routes });
  await app.register(mcpPlugin);
  await app.register(oauthPlugin);
  if (deps.web?.site) await app.register(siteWeb, { dist: deps.web.site, config: deps.config });
  if (deps.web?.admin) await app.register(adminWeb, { dist: deps.web.admin });
  app.addHook('onReady', async () => {
    for (const module of moduleDefinitions) await module.onReady?.(app);
  });

  return app;
}
