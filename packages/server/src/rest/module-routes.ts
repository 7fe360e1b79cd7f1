/**
 * Modules' own documented REST paths as data. One table per module (`ModuleDefinition.routes`) both serves
 * the paths (a row naming a procedure is mapped onto it here, through the caller) and feeds the OpenAPI
 * document (openapi.ts), so a path cannot be served without being documented, or the other way round.
 * A path is written once: a row whose procedure's permission (`meta.action`) names it takes its method and
 * path from there.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, HttpMethod } from '../auth/authorize.ts';
import type { Context } from '../trpc/context.ts';
import { procedureDefinition } from '../trpc/definition.ts';
import { addRoutesByBody, readBody } from './body.ts';
import { authorizeBeforeBody, callProcedure, contextFor } from './context.ts';

export type RouteMethod = HttpMethod;

/**
 * Where a procedure's input comes from. `true` makes the source the input itself (its keys spread when
 * other sources add keys); a name puts the source under that key of the input.
 */
export interface RouteInput {
  /** Path parameters → input keys: `{ id: 'subjectId' }`. Applied last, so the body cannot override them. */
  params?: Record<string, string>;
  /** The query string (qs-parsed). Under a name, an empty query is left out. */
  query?: true | string;
  /** The body's `data`: JSON `{ data }` or a multipart field `data` holding JSON. File fields are refused (400). */
  body?: true | string;
}

interface RouteRow {
  summary: string;
  description?: string;
  /** The success status; default 200. */
  status?: number;
  /**
   * The tRPC procedure the route calls (`rbac.subject.identities.list`): the row is then served here and its
   * request documented from the procedure's zod input; the access level from its meta. Without one, the
   * module's `rest` plugin serves the path (streams, files, raw bodies) and the row only documents it.
   */
  procedure?: string;
  /** Where the input comes from; `params` keys are the path's parameter names (`{orderId}` → `orderId`). */
  input?: RouteInput;
  /**
   * Documents the answer's `data` (JSON): what the procedure returns, as JSON carries it (dates as ISO text).
   * Built from the catalogue's row schemas (`rowSchema`) wherever it holds records. Documentation only, never
   * run on a request: the tests hold real answers to the document.
   */
  answer?: z.ZodType;
  /** Documents the body's `data` of a row without a procedure (the `rest` plugin parses it). */
  data?: z.ZodType;
  /** Documents file fields beside `data` (multipart) for a path that takes uploads. */
  files?: string;
  /** An answer not in `{ data }`: its media type, what it holds and, for JSON, its schema. */
  produces?: { type: string; description: string; schema?: z.ZodType };
  /** Headers set on every answer of the route, errors included (`cache-control: no-store`). */
  headers?: Record<string, string>;
  /** The procedure's result is the whole answer, `{ data, meta }`, not wrapped in `{ data }` (`answer` documents it). */
  whole?: boolean;
  /** Sends the procedure's result itself instead of `{ data }` (a cached, pre-serialised answer). */
  send?: (request: FastifyRequest, reply: FastifyReply, result: unknown) => unknown;
}

/** A path of its own: served by the `rest` plugin, or one its procedure's permission does not name. */
export interface PathRoute extends RouteRow {
  method: RouteMethod;
  /** Fastify syntax: `/api/rbac/subjects/:id/identities`, `*` for the rest of a path. */
  path: string;
  /** For a row the `rest` plugin serves: its name in the document (a procedure's row is named by it). */
  operationId?: string;
  /** For a row the `rest` plugin serves: who may call it (a procedure's row says it in its meta). */
  access?: Access;
}

/** A path its procedure's permission names (`meta.action`, `{name}` placeholders): written there only. */
export interface ActionRoute extends RouteRow {
  procedure: string;
  method?: never;
  path?: never;
}

/** One documented path of a module. */
export type ModuleRoute = PathRoute | ActionRoute;

/** The rows with their method and path: an action row's from its procedure's `meta.action`. */
export function servedRoutes(router: AnyTRPCRouter, rows: readonly ModuleRoute[]): PathRoute[] {
  return rows.map((row) => {
    if (row.path !== undefined) return row;
    const action = procedureDefinition(router, row.procedure)?.meta?.action;
    if (!action) throw new Error(`${row.procedure} names no action in its meta: its row must give method and path`);
    return { ...row, method: action.method, path: action.path.replace(/\{(\w+)\}/g, ':$1') };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The procedure's input, built from the request as the row's `input` says (a body is authorized first). */
export async function inputOf(route: PathRoute, request: FastifyRequest, ctx: Context): Promise<unknown> {
  const map = route.input;
  if (!map) return undefined;
  const values = request.params as Record<string, string | undefined>;
  const params = Object.entries(map.params ?? {});
  const fromParams = Object.fromEntries(params.map(([param, key]) => [key, values[param]]));
  const sources: [true | string, unknown][] = [];
  if (map.query !== undefined) {
    const query = request.query as Record<string, unknown>;
    if (map.query === true || Object.keys(query).length) sources.push([map.query, query]);
  }
  if (map.body !== undefined) {
    if (route.procedure) await authorizeBeforeBody(request, ctx, route.procedure, fromParams);
    // Files are refused while reading: no row of a module table takes them (uploads use the generic path).
    sources.push([map.body, (await readBody(request, { takesFiles: false })).data]);
  }
  const only = sources.length === 1 && !params.length ? sources[0]! : undefined;
  if (only?.[0] === true) return only[1];
  // Spread, not `Object.assign`: a body's parsed `"__proto__"` key stays a key instead of replacing the prototype.
  let input: Record<string, unknown> = {};
  for (const [target, value] of sources) {
    if (target !== true) input[target] = value;
    else if (isRecord(value)) input = { ...input, ...value };
  }
  return { ...input, ...fromParams };
}

/** Serves every row that names a procedure. */
export async function moduleRoutes(app: FastifyInstance, options: { routes: readonly PathRoute[] }) {
  const served = options.routes.filter((route) => route.procedure);
  await addRoutesByBody(app, served, (scope, route) => {
    const procedure = route.procedure!;
    scope.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        if (route.headers) reply.headers(route.headers);
        const ctx = contextFor(request, reply);
        const input = await inputOf(route, request, ctx);
        const result = await callProcedure(request, ctx, procedure, input);
        if (route.send) return route.send(request, reply, result);
        if (route.whole) return reply.status(route.status ?? 200).send(result);
        return reply.status(route.status ?? 200).send({ data: result ?? null });
      },
    });
  });
}
