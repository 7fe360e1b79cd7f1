/**
 * Modules' own documented REST paths as data. One table per module (`ModuleDefinition.routes`) both serves
 * the paths (a row naming a procedure is mapped onto it here, through the caller) and feeds the OpenAPI
 * document (openapi.ts), so a path cannot be served without being documented, or the other way round.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import { readBody } from './body.ts';
import { authorizeBeforeBody, callerIn, callProcedure, contextFor } from './context.ts';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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

/** One documented path of a module. */
export interface ModuleRoute {
  method: RouteMethod;
  /** Fastify syntax: `/api/rbac/subjects/:id/identities`, `*` for the rest of a path. */
  path: string;
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
  input?: RouteInput;
  /** Documents the body's `data` where the procedure takes it as `z.unknown()` and its service validates it. */
  data?: z.ZodType;
  /** Documents file fields beside `data` (multipart) for a path that takes uploads. */
  files?: string;
  /** A non-JSON answer: its media type and what it holds. */
  produces?: { type: string; description: string };
  /** Headers set on every answer of the route, errors included (`cache-control: no-store`). */
  headers?: Record<string, string>;
  /** Sends the procedure's result itself instead of `{ data }` (a cached, pre-serialised answer). */
  send?: (request: FastifyRequest, reply: FastifyReply, result: unknown) => unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The procedure's input, built from the request as the row's `input` says (a body is authorized first). */
export async function inputOf(route: ModuleRoute, request: FastifyRequest, ctx: Context): Promise<unknown> {
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
  const input: Record<string, unknown> = {};
  for (const [target, value] of sources) {
    if (target !== true) input[target] = value;
    else if (isRecord(value)) Object.assign(input, value);
  }
  return Object.assign(input, fromParams);
}

/** Serves every row that names a procedure. */
export async function moduleRoutes(app: FastifyInstance, options: { routes: readonly ModuleRoute[] }) {
  for (const route of options.routes) {
    const procedure = route.procedure;
    if (!procedure) continue;
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        if (route.headers) reply.headers(route.headers);
        const ctx = contextFor(request, reply);
        const input = await inputOf(route, request, ctx);
        const result = await callProcedure(callerIn(request, ctx), procedure, input);
        if (route.send) return route.send(request, reply, result);
        return reply.status(route.status ?? 200).send({ data: result ?? null });
      },
    });
  }
}
