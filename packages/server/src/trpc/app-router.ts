/**
 * The root router: one sub-router per module, made of its entities' generic routers plus its own procedures.
 * It is assembled from the catalogue and the module list at run time, and its type is assembled from the
 * same two at compile time (below), so a client built from `AppRouter` sees every procedure with its input
 * and output types.
 */
import {
  camel,
  DEFAULT_LANGUAGE,
  entities,
  LANGUAGES,
  MODULES,
  searchAnswerSchema,
  type Camel,
  type Entity,
  type NoOptions,
  type ModuleEntity,
  type ModuleName,
} from '@symbol/contracts';
import { z } from 'zod';
import { countEntities } from '../entities/counts.ts';
import { findRecords, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../entities/search.ts';
import { entityRouter } from '../entities/router.ts';
import { mcpRoutes } from '../mcp/routes.ts';
import { oauthRoutes } from '../oauth/routes.ts';
import type { ModuleRoute } from '../rest/module-routes.ts';
import { moduleDefinitions } from '../modules/registry.ts';
import { searchProcedure } from '../search/procedure.ts';
import { createCallerFactory, procedure, router, run } from './init.ts';

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

const SYSTEM_COUNTS_PATH = '/api/system/counts';
const SYSTEM_SEARCH_PATH = '/api/system/search';
const searchInput = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH)
    .max(SEARCH_MAX_LENGTH)
    .describe('an id, or a part of a slug, admin title, title or email; or words of a searchable text'),
  language: z
    .enum(LANGUAGES)
    .default(DEFAULT_LANGUAGE)
    .describe("the language of the full-text words (word forms, typos): the operator's"),
});

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
  /** The full-text search (search/procedure.ts). */
  search: searchProcedure,
  system: router({
    ...moduleRouters.system,
    health: procedure.meta({ access: 'read' }).query(async ({ ctx }) => {
      await ctx.db.pool.query('SELECT 1');
      return { status: 'ok' as const };
    }),
    /**
     * Records per catalogue entity in one statement (the back office's dashboard): a restricted read, so only
     * the server key or a subject permitted `GET /api/system/counts` (the admin role) gets it.
     */
    counts: procedure
      .meta({ access: 'restricted', action: { method: 'GET', path: SYSTEM_COUNTS_PATH } })
      .query(({ ctx }) => run(() => countEntities(ctx.db.prisma, entities))),
    /**
     * The back office's global search: the full-text index's records (word forms, typos, staff-only entities
     * too), then records of any entity whose id, slug, admin title, title or email (its own or a linked
     * record's) matches, bounded. Restricted like the counts: it reads every table, personal ones included.
     */
    search: procedure
      .meta({ access: 'restricted', action: { method: 'GET', path: SYSTEM_SEARCH_PATH } })
      .input(searchInput)
      .query(({ ctx, input }) => run(() => findRecords(ctx.db.prisma, entities, input.q, input.language))),
  }),
});

/** The system procedures' REST paths, served and documented like a module's table (and MCP's, documented). */
export const systemRoutes: readonly ModuleRoute[] = [
  ...mcpRoutes,
  ...oauthRoutes,
  {
    procedure: 'search',
    input: { query: true },
    whole: true,
    answer: searchAnswerSchema,
    summary:
      'Full-text search of pages, projects, articles and categories in one language (staff: staff-only records too)',
    description:
      'Words in either language with their word forms (stemming) and typos (trigram similarity), the title weighing ' +
      'more than the text. `q` shorter than 2 characters finds nothing, longer than 200 is cut; operators and quotes ' +
      'are read as words. When nothing matched, `meta.closest` names the closest titles.',
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'system.counts',
    answer: z.array(
      z.object({
        entity: z.string().describe('the catalogue key, `blog/posts`'),
        module: z.enum(MODULES),
        count: z.int(),
        capped: z.boolean().describe('the table holds more than `count` rows: counting stopped there'),
      }),
    ),
    summary: 'Records per catalogue entity (`[{ entity, module, count, capped }]`), each count bounded',
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'system.search',
    input: { query: true },
    answer: z.array(
      z.object({
        entity: z.string().describe('the catalogue key, `blog/articles`'),
        id: z.string(),
        adminTitle: z.string().nullable(),
        slug: z.string().nullable(),
        title: z.record(z.string(), z.string()).nullable(),
        email: z.string().nullable(),
        snippet: z
          .string()
          .optional()
          .describe('found by the full-text index: its text around the words, HTML-escaped, the words in <mark>'),
      }),
    ),
    summary:
      'Records of any entity found by words (word forms, typos), id, slug, admin title, title or email (`?q=&language=`, at most 30)',
    headers: { 'cache-control': 'no-store' },
  },
];

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
