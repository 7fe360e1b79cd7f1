/**
 * Modules with behaviour beyond the generic CRUD. Adding one is a folder plus a line here; every
 * module of MODULES gets its catalogue entities' generic procedures and REST routes either way.
 */
import type { ModuleName } from '@symbol/contracts';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { billingModule } from './billing/index.ts';
import { crmModule } from './crm/index.ts';
import { ecommerceModule } from './ecommerce/index.ts';
import { fileStorageModule } from './file-storage/index.ts';
import { hostModule } from './host/index.ts';
import { notificationModule } from './notification/index.ts';
import { rbacModule } from './rbac/index.ts';

/** Procedures, routers and nested records of them, as tRPC's `router({...})` takes them. */
export interface ProcedureTree {
  [key: string]: AnyTRPCProcedure | AnyTRPCRouter | ProcedureTree;
}

export interface ModuleDefinition {
  name: ModuleName;
  /** Extra tRPC procedures merged into the module's router beside the generic entity routers. */
  procedures?: ProcedureTree;
  /** Extra documented REST paths; each maps onto the module's procedures. */
  rest?: FastifyPluginAsync;
  /**
   * Runs once the app is ready (after migrations, before listening), on every start: idempotent set-up
   * such as rows the module cannot work without.
   */
  onReady?: (app: FastifyInstance) => Promise<void>;
}

export const moduleDefinitions: ModuleDefinition[] = [
  ecommerceModule,
  billingModule,
  hostModule,
  rbacModule,
  fileStorageModule,
  crmModule,
  notificationModule,
];
