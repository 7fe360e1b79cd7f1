/** The root router: one sub-router per module, made of its entities' generic routers plus its own procedures. */
import { camel, entities, MODULES } from '@symbol/contracts';
import { entityRouter } from '../entities/router.ts';
import { moduleDefinitions } from '../modules/registry.ts';
import { createCallerFactory, procedure, router, type Meta } from './init.ts';

function moduleRouter(module: (typeof MODULES)[number]) {
  const generic = Object.fromEntries(
    entities.filter((e) => e.module === module).map((e) => [e.router.collection, entityRouter(e)]),
  );
  const own = moduleDefinitions.find((m) => m.name === module)?.procedures ?? {};
  return router({ ...generic, ...own });
}

const buildAppRouter = () =>
  router({
    ...Object.fromEntries(MODULES.map((m) => [camel(m), moduleRouter(m)])),
    system: router({
      health: procedure.meta({ access: 'read' }).query(async ({ ctx }) => {
        await ctx.db.pool.query('SELECT 1');
        return { status: 'ok' as const };
      }),
    }),
  });

export type AppRouter = ReturnType<typeof buildAppRouter>;

let built: AppRouter | undefined;

/**
 * The root router, built on first use rather than on import: modules' REST plugins import this file (to
 * call procedures) while the module list imports those plugins, so at import time the list may not exist yet.
 */
export const getAppRouter = (): AppRouter => (built ??= buildAppRouter());

const callerFactory = () => createCallerFactory(getAppRouter());
let factory: ReturnType<typeof callerFactory> | undefined;
export const createCaller: ReturnType<typeof callerFactory> = (ctx, options) =>
  (factory ??= callerFactory())(ctx, options);
export type Caller = ReturnType<typeof createCaller>;

/** Calls a procedure by its dotted path (`websiteBuilder.widgets.list`): the REST adapter's only way in. */
export function callProcedure(caller: Caller, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  return (target as (input: unknown) => Promise<unknown>)(input);
}

/** What the OpenAPI document reads of a procedure: its input parsers (zod) and its meta (access level). */
export interface ProcedureDefinition {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  meta?: Meta;
}

/** A procedure's definition by its dotted path; undefined when there is none. */
export function procedureDefinition(path: string): ProcedureDefinition | undefined {
  const procedures = getAppRouter()._def.procedures as unknown as Record<
    string,
    { _def: ProcedureDefinition } | undefined
  >;
  return procedures[path]?._def;
}
