/**
 * The root router: one sub-router per module, made of its entities' generic routers plus its own procedures.
 * It is assembled from the catalogue and the module list at run time, and its type is assembled from the
 * same two at compile time (below), so a client built from `AppRouter` sees every procedure with its input
 * and output types.
 */
import {
  camel,
  entities,
  MODULES,
  type Camel,
  type Entity,
  type NoOptions,
  type ModuleEntity,
  type ModuleName,
} from '@symbol/contracts';
import { entityRouter } from '../entities/router.ts';
import { moduleDefinitions } from '../modules/registry.ts';
import { createCallerFactory, procedure, router } from './init.ts';

type Definitions = (typeof moduleDefinitions)[number];
/** A module's own procedures (`{}` for a module with none). */
type OwnProcedures<M extends ModuleName> =
  Extract<Definitions, { name: M }> extends { procedures: infer P } ? P : NoOptions;
type EntityRouter<E extends Entity> = ReturnType<typeof entityRouter<E>>;
type GenericRouters<M extends ModuleName> = {
  [E in ModuleEntity<M> as E['router']['collection']]: EntityRouter<E>;
};
/** The module's own procedures replace a generic router of the same name (ecommerce's `orders`). */
type ModuleRouter<M extends ModuleName> = Omit<GenericRouters<M>, keyof OwnProcedures<M>> & OwnProcedures<M>;
type ModuleRouters = { [M in ModuleName as Camel<M>]: ModuleRouter<M> };

function moduleRouter(module: ModuleName) {
  const generic = Object.fromEntries(
    entities.filter((e) => e.module === module).map((e) => [e.router.collection, entityRouter(e)]),
  );
  const own = moduleDefinitions.find((m) => m.name === module)?.procedures ?? {};
  return { ...generic, ...own };
}

const moduleRouters = Object.fromEntries(MODULES.map((m) => [camel(m), moduleRouter(m)])) as ModuleRouters;

export const appRouter = router({
  ...moduleRouters,
  system: router({
    health: procedure.meta({ access: 'read' }).query(async ({ ctx }) => {
      await ctx.db.pool.query('SELECT 1');
      return { status: 'ok' as const };
    }),
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
