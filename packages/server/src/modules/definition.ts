/**
 * What a module with behaviour declares. Its own file, below both the modules and the registry: each module
 * imports this type, and only registry.ts imports the modules, so no import leads back from a module to the list
 * of every module.
 */
import type { ModuleName } from '@symbol/contracts';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppEvents } from '../events/app-events.ts';
import type { ModuleRoute } from '../rest/module-routes.ts';

/** Procedures, routers and nested records of them, as tRPC's `router({...})` takes them. */
export interface ProcedureTree {
  [key: string]: AnyTRPCProcedure | AnyTRPCRouter | ProcedureTree;
}

export interface ModuleDefinition {
  name: ModuleName;
  /** Extra tRPC procedures merged into the module's router beside the generic entity routers. */
  procedures?: ProcedureTree;
  /**
   * The module's documented REST paths, one row each (rest/module-routes.ts): a row naming a `procedure`
   * is served by the generic adapter (`input` says where the procedure's input comes from) and documented
   * in /api/openapi.json from the procedure's zod input and access level; a row without one documents a
   * path the `rest` plugin serves. A test fails when an /api route is served but not documented, or the
   * other way round. Ecommerce, billing and social plug in the same way: a `routes` table in their
   * rest.ts, e.g.
   *   { procedure: 'ecommerce.cart.list', summary: "The subject's cart",
   *     input: { params: { id: 'subjectId' }, query: 'data' } } // method and path from its meta.action
   *   { method: 'POST', path: '/api/billing/webhooks/:provider', summary: "A payment provider's event",
   *     description: 'Raw body, signed by the provider' } // served by billing's `rest` plugin
   */
  routes?: readonly ModuleRoute[];
  /**
   * A Fastify plugin for what a row cannot say: streams, static files, raw or urlencoded bodies, hooks,
   * background work tied to the app's life. Registered before the rows are served.
   */
  rest?: FastifyPluginAsync;
  /**
   * Runs once the app is ready (after migrations, before listening), on every start: idempotent set-up
   * such as rows the module cannot work without.
   */
  onReady?: (app: FastifyInstance) => Promise<void>;
  /** The module's reactions to events (its own or other modules'), registered on each app as it is built. */
  subscribe?: (events: AppEvents) => void;
}
