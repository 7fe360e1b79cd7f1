import type { FastifyRequest } from 'fastify';
import { SECRET_KEY_HEADER } from '@symbol/contracts';
import { isSecretKey } from '../auth/authorize.ts';
import { createCaller, type Caller } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';

/** The request's tRPC context: the same one the tRPC HTTP endpoint builds. */
export function contextFor(request: FastifyRequest): Context {
  const { db, config } = request.server.deps;
  const header = request.headers[SECRET_KEY_HEADER];
  return {
    db,
    config,
    log: request.log as Context['log'],
    isServer: isSecretKey(typeof header === 'string' ? header : undefined, config.RBAC_SECRET_KEY),
  };
}

export const callerFor = (request: FastifyRequest): Caller => createCaller(contextFor(request));
