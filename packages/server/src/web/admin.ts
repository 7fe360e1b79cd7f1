/** The admin back office (packages/admin) at `/admin`, from the API's own port. */
import type { FastifyInstance } from 'fastify';
import { serveSpa } from './spa.ts';

export const ADMIN_PREFIX = '/admin';

export const adminWeb = (app: FastifyInstance, options: { dist: string }) =>
  serveSpa(app, { prefix: ADMIN_PREFIX, dist: options.dist });
