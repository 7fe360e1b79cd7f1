/**
 * The documented generic resource `/api/{module}/{entities}` for every catalogue entity, mapped onto the
 * same tRPC procedures through the caller. The table below is also what the OpenAPI document describes.
 */
import { entities, type Entity, type ListInput } from '@symbol/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENTITY_PROCEDURES } from '../entities/router.ts';
import type { Context } from '../trpc/context.ts';
import { addRoutesByBody, readBody } from './body.ts';
import { authorizeBeforeBody, callProcedure, contextFor } from './context.ts';
import { countInputFromQuery, listInputFromQuery } from './query.ts';

type Procedure = (typeof ENTITY_PROCEDURES)[number];

export interface EntityRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  suffix: string;
  procedure: Procedure;
  status: number;
  summary: string;
  /** What the route does, for the OpenAPI document (who may call is added there). */
  description: string;
  /** Left out of the OpenAPI document (it always answers 400). */
  hidden?: true;
}

export const ENTITY_ROUTES: EntityRoute[] = [
  {
    method: 'GET',
    suffix: '',
    procedure: 'list',
    status: 200,
    summary: 'List (filters, orderBy, offset, limit)',
    description:
      'The records matching every `filters.and` condition and, when given, any `filters.or` one, in `orderBy` order (by default `orderIndex` where the entity has it), `limit` of them (default 100, at most 1000) from `offset`. `withTotal=true` adds the count of all matching records in `X-Total-Count`.',
  },
  {
    method: 'GET',
    suffix: '/count',
    procedure: 'count',
    status: 200,
    summary: 'Count (filters)',
    description: 'The number of records matching the filters.',
  },
  {
    method: 'POST',
    suffix: '/find-or-create',
    procedure: 'findOrCreate',
    status: 200,
    summary: 'Find the first equal record or create it',
    description: 'The first record equal to `data` in every field it gives, else a new record made of it.',
  },
  {
    method: 'POST',
    suffix: '/bulk',
    procedure: 'bulkCreate',
    status: 201,
    summary: 'Create several ([{ data }]) in one transaction',
    description: 'Creates every item or none: one failing item fails the batch (its index in the cause).',
  },
  {
    method: 'PATCH',
    suffix: '/bulk',
    procedure: 'bulkUpdate',
    status: 200,
    summary: 'Update several ([{ id, data }]) in one transaction',
    description: 'Updates every item or none: one failing item fails the batch (its index in the cause).',
  },
  {
    method: 'DELETE',
    suffix: '/bulk',
    procedure: 'bulkDelete',
    status: 200,
    summary: 'Delete several ([id] or [{ id }]) in one transaction',
    description: 'Deletes every record or none, and answers them as they were.',
  },
  {
    method: 'GET',
    suffix: '/:id',
    procedure: 'get',
    status: 200,
    summary: 'Get by id',
    description: 'One record; 404 when none has this id.',
  },
  {
    method: 'POST',
    suffix: '',
    procedure: 'create',
    status: 201,
    summary: 'Create',
    description:
      'A new record. `id` may be chosen by the caller (else generated); fields with a default or generated from others may be left out.',
  },
  {
    method: 'PATCH',
    suffix: '/:id',
    procedure: 'update',
    status: 200,
    summary: 'Update',
    description: 'Changes the fields `data` gives, and only those; answers the record after it.',
  },
  {
    method: 'DELETE',
    suffix: '/:id',
    procedure: 'delete',
    status: 200,
    summary: 'Delete',
    description: 'Deletes the record and answers it as it was.',
  },
  {
    method: 'GET',
    suffix: '/:id/versions',
    procedure: 'versions',
    status: 200,
    summary: 'History: the versions of a record (offset, limit)',
    description:
      'Every write of the record, live or staged in a release, newest first: who (a subject, the server key, an anonymous visitor or the server itself), when, which release, the record before and after and the fields that changed. `limit` at most 100 (default 20). Needs the rights of updating the record.',
  },
  {
    method: 'POST',
    suffix: '/:id/versions/:versionId/restore',
    procedure: 'restore',
    status: 200,
    summary: 'Restore a version of a record',
    description:
      "Writes the record back as the version holds it (a deletion's version: as it was deleted), as a new version; with `X-Release-Id` the restore is staged in that release. 404 for a version of another record. Needs the rights of updating the record.",
  },
  // Without an id the spec answers 'id is required'.
  {
    method: 'PATCH',
    suffix: '',
    procedure: 'update',
    status: 200,
    summary: 'Update (id missing)',
    description: "Answers 400 'id is required'.",
    hidden: true,
  },
  {
    method: 'DELETE',
    suffix: '',
    procedure: 'delete',
    status: 200,
    summary: 'Delete (id missing)',
    description: "Answers 400 'id is required'.",
    hidden: true,
  },
];

/** `GET {base}?withTotal=true` answers the count of all matching records in this header. */
export const TOTAL_HEADER = 'x-total-count';
const wantsTotal = (request: FastifyRequest) => (request.query as { withTotal?: unknown }).withTotal === 'true';

export const entityBasePath = (entity: Entity) => `/api/${entity.module}/${entity.collection}`;

const READS_BODY: ReadonlySet<Procedure> = new Set([
  'create',
  'update',
  'findOrCreate',
  'bulkCreate',
  'bulkUpdate',
  'bulkDelete',
]);

/**
 * The procedure's input and the temporary files to remove once it ran. A write is authorized before its
 * body is read; only the routes in `uploads` (`POST /api/file-storage/files`) take files.
 */
async function inputFor(
  route: EntityRoute,
  request: FastifyRequest,
  ctx: Context,
  call: { procedure: string; takesFiles: boolean },
): Promise<{ input: unknown; dispose?: () => Promise<void> }> {
  const id = (request.params as { id?: string }).id;
  const query = request.query as Record<string, unknown>;
  switch (route.procedure) {
    case 'list':
      return { input: listInputFromQuery(query) };
    case 'count':
      return { input: countInputFromQuery(query) };
    case 'get':
    case 'delete':
      return { input: { id } };
    case 'versions':
      return { input: { ...query, id } };
    case 'restore':
      return { input: { id, versionId: (request.params as { versionId?: string }).versionId } };
  }
  if (!READS_BODY.has(route.procedure)) return { input: undefined };
  await authorizeBeforeBody(request, ctx, call.procedure, { id });
  const { data, files, dispose } = await readBody(request, {
    takesFiles: call.takesFiles,
    refusal: 'This resource takes no file fields',
  });
  const withFiles = files.length ? { data, files } : { data };
  return { input: route.procedure === 'update' ? { id, ...withFiles } : withFiles, dispose };
}

/** `uploads`: the `METHOD /path` of the routes whose procedure takes files (module rows with `files`). */
export async function entityRoutes(app: FastifyInstance, options: { uploads: ReadonlySet<string> }) {
  const rows = entities.flatMap((entity) => ENTITY_ROUTES.map((route) => ({ entity, route, method: route.method })));
  await addRoutesByBody(app, rows, (scope, { entity, route }) => {
    const base = entityBasePath(entity);
    const procedure = `${entity.router.module}.${entity.router.collection}.${route.procedure}`;
    const url = base + route.suffix;
    const takesFiles = options.uploads.has(`${route.method} ${url}`);
    const countProcedure = `${entity.router.module}.${entity.router.collection}.count`;
    scope.route({
      method: route.method,
      url,
      handler: async (request, reply) => {
        const ctx = contextFor(request);
        const { input, dispose } = await inputFor(route, request, ctx, { procedure, takesFiles });
        try {
          if (route.procedure === 'list' && wantsTotal(request)) {
            // The page and its total in one round trip (admin lists): the body stays the documented one.
            const [data, total] = await Promise.all([
              callProcedure(request, ctx, procedure, input),
              callProcedure(request, ctx, countProcedure, { filters: (input as ListInput).filters }),
            ]);
            return reply.status(route.status).header(TOTAL_HEADER, String(total)).send({ data });
          }
          const data = await callProcedure(request, ctx, procedure, input);
          return reply.status(route.status).send({ data });
        } finally {
          await dispose?.();
        }
      },
    });
  });
}
