/**
 * The documented generic resource `/api/{module}/{entities}` for every catalogue entity, mapped onto the
 * same tRPC procedures through the caller. The table below is also what the OpenAPI document describes.
 */
import { entities, type Entity } from '@symbol/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callProcedure } from '../trpc/app-router.ts';
import { readBody } from './body.ts';
import { listInputFromQuery } from './query.ts';
import { callerFor } from './context.ts';

type Procedure =
  'list' | 'count' | 'get' | 'create' | 'update' | 'delete' | 'findOrCreate' | 'bulkCreate' | 'bulkUpdate';

export interface EntityRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  suffix: string;
  procedure: Procedure;
  status: number;
  summary: string;
  /** Left out of the OpenAPI document (it always answers 400). */
  hidden?: true;
}

export const ENTITY_ROUTES: EntityRoute[] = [
  { method: 'GET', suffix: '', procedure: 'list', status: 200, summary: 'List (filters, orderBy, offset, limit)' },
  { method: 'GET', suffix: '/count', procedure: 'count', status: 200, summary: 'Count (filters)' },
  {
    method: 'POST',
    suffix: '/find-or-create',
    procedure: 'findOrCreate',
    status: 200,
    summary: 'Find the first equal record or create it',
  },
  {
    method: 'POST',
    suffix: '/bulk',
    procedure: 'bulkCreate',
    status: 201,
    summary: 'Create several ([{ data }]) in one transaction',
  },
  {
    method: 'PATCH',
    suffix: '/bulk',
    procedure: 'bulkUpdate',
    status: 200,
    summary: 'Update several ([{ id, data }]) in one transaction',
  },
  { method: 'GET', suffix: '/:id', procedure: 'get', status: 200, summary: 'Get by id' },
  { method: 'POST', suffix: '', procedure: 'create', status: 201, summary: 'Create' },
  { method: 'PATCH', suffix: '/:id', procedure: 'update', status: 200, summary: 'Update' },
  { method: 'DELETE', suffix: '/:id', procedure: 'delete', status: 200, summary: 'Delete' },
  // Without an id the spec answers 'id is required'.
  { method: 'PATCH', suffix: '', procedure: 'update', status: 200, summary: 'Update (id missing)', hidden: true },
  { method: 'DELETE', suffix: '', procedure: 'delete', status: 200, summary: 'Delete (id missing)', hidden: true },
];

export const entityBasePath = (entity: Entity) => `/api/${entity.module}/${entity.collection}`;

async function inputFor(route: EntityRoute, request: FastifyRequest): Promise<unknown> {
  const id = (request.params as { id?: string }).id;
  const query = request.query as Record<string, unknown>;
  switch (route.procedure) {
    case 'list':
      return listInputFromQuery(query);
    case 'count':
      return listInputFromQuery(query, ['filters']);
    case 'get':
    case 'delete':
      return { id };
  }
  const { data, files } = await readBody(request);
  // Files travel to the procedure, which refuses them unless its module takes uploads.
  const withFiles = files.length ? { data, files } : { data };
  return route.procedure === 'update' ? { id, ...withFiles } : withFiles;
}

export async function entityRoutes(app: FastifyInstance) {
  for (const entity of entities) {
    const base = entityBasePath(entity);
    for (const route of ENTITY_ROUTES) {
      const path = `${entity.router.module}.${entity.router.collection}.${route.procedure}`;
      app.route({
        method: route.method,
        url: base + route.suffix,
        handler: async (request, reply) => {
          const data = await callProcedure(callerFor(request), path, await inputFor(route, request));
          return reply.status(route.status).send({ data });
        },
      });
    }
  }
}
