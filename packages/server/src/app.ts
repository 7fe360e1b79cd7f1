/**
 * The app is a Fastify instance built from its dependencies; only main.ts listens.
 * Tiers: external plugins → error shape and context → tRPC endpoint → REST adapter.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { errorBody, notFound, toAppError } from './errors.ts';
import { moduleDefinitions } from './modules/registry.ts';
import { openApiRoutes } from './openapi.ts';
import { contextFor } from './rest/context.ts';
import { entityRoutes } from './rest/entity-routes.ts';
import { appRouter } from './trpc/app-router.ts';

export interface AppDeps {
  config: Config;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 6, arrayLimit: 1000, parameterLimit: 3000 }),
      maxParamLength: 200,
    },
  });
  app.decorate('deps', deps);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cors, { origin: config.CORS_ORIGINS, credentials: true });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.FILE_LIMIT_BYTES, fieldSize: config.BODY_LIMIT_BYTES, files: 20, fields: 50 },
    throwFileSizeLimit: true,
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: appError.status, message: appError.message }, 'request refused');
    return reply.status(appError.status).send(errorBody(appError));
  });
  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
    return reply.status(404).send(errorBody(error));
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: Parameters<typeof contextFor>[0] }) => contextFor(req),
    },
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.db.pool.query('SELECT 1');
      return { data: { status: 'ok', database: 'ok' } };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable', status: 503, cause: ['database: unreachable'] });
    }
  });
  await app.register(openApiRoutes);
  await app.register(entityRoutes);
  for (const module of moduleDefinitions) if (module.rest) await app.register(module.rest);

  return app;
}
