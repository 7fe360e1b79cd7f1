/**
 * Modules with behaviour beyond the generic CRUD. Adding one is a folder plus a line here; every
 * module of MODULES gets its catalogue entities' generic procedures and REST routes either way.
 */
import type { ModuleName } from '@symbol/contracts';
import type { TRPCRouterRecord } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import { hostModule } from './host/index.ts';
import { rbacModule } from './rbac/index.ts';

export interface ModuleDefinition {
  name: ModuleName;
  /** Extra tRPC procedures merged into the module's router beside the generic entity routers. */
  procedures?: TRPCRouterRecord;
  /** Extra documented REST paths; each maps onto the module's procedures. */
  rest?: FastifyPluginAsync;
}

export const moduleDefinitions: ModuleDefinition[] = [hostModule, rbacModule];
