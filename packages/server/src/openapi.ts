/**
 * OpenAPI 3.1 document, plus a docs page: the generic resources from the catalogue and the entity route
 * table, and every module's own paths from its route table (`ModuleDefinition.routes`, handed over by the
 * app), their requests derived from the procedures' zod input.
 */
import {
  entities,
  entitySchemas,
  fieldSchema,
  FILTER_METHODS,
  LIST_MAX_LIMIT,
  publicFields,
  SECRET_KEY_HEADER,
  SUBJECT_JWT_COOKIE,
  type Entity,
} from '@symbol/contracts';
import scalar from '@scalar/fastify-api-reference';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from './modules/definition.ts';
import {
  body,
  errorResponse,
  jsonSchemaOf,
  moduleOperation,
  SECURED,
  openApiPath,
  uniqueOperationIds,
  type JsonSchema,
  type Operation,
} from './openapi-modules.ts';
import { ENTITY_ROUTES, entityBasePath } from './rest/entity-routes.ts';
import { servedRoutes } from './rest/module-routes.ts';
import { systemRoutes } from './trpc/app-router.ts';

/** The row as the API answers it; create and update exactly as the server's own zod input accepts them. */
function schemas(entity: Entity) {
  const properties = Object.fromEntries(publicFields(entity).map(([name, f]) => [name, jsonSchemaOf(fieldSchema(f))]));
  const { create, update } = entitySchemas(entity);
  return {
    row: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
        ...properties,
      },
    },
    create: describe(jsonSchemaOf(create), {
      id: 'chosen by the client; generated when absent',
      createdAt: 'ignored',
      updatedAt: 'ignored',
    }),
    update: describe(jsonSchemaOf(update), {
      id: 'ignored: the path names the record',
      createdAt: 'ignored',
      updatedAt: 'ignored',
    }),
  };
}

/** Adds descriptions to some of an object schema's properties. */
function describe(schema: JsonSchema, descriptions: Record<string, string>): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [name, description] of Object.entries(descriptions))
    if (properties[name]) properties[name] = { ...properties[name], description };
  return { ...schema, properties };
}

const listParameters = [
  {
    name: 'filters[and][0][column]',
    in: 'query',
    schema: { type: 'string' },
    description: 'qs form; `filters[and]` may also be a JSON string',
  },
  { name: 'filters[and][0][method]', in: 'query', schema: { type: 'string', enum: [...FILTER_METHODS] } },
  { name: 'filters[and][0][value]', in: 'query', schema: { type: 'string' } },
  { name: 'orderBy[and][0][column]', in: 'query', schema: { type: 'string' } },
  { name: 'orderBy[and][0][method]', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0 } },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT } },
];

const withTotalParameter = {
  name: 'withTotal',
  in: 'query',
  schema: { type: 'boolean' },
  description: 'true: the response header X-Total-Count carries the count of all matching records',
};

export function buildOpenApiDocument(router: AnyTRPCRouter, modules: readonly ModuleDefinition[] = []) {
  const paths: Record<string, Record<string, Operation>> = {};
  const components: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        status: { type: 'integer' },
        cause: { type: 'array', items: { type: 'string' } },
      },
      required: ['message', 'status', 'cause'],
    },
  };
  for (const entity of entities) {
    const name = entity.model;
    const s = schemas(entity);
    components[name] = s.row;
    components[`${name}Create`] = s.create;
    components[`${name}Update`] = s.update;
    const ref = (suffix = '') => ({ $ref: `#/components/schemas/${name}${suffix}` });
    for (const route of ENTITY_ROUTES) {
      if (route.hidden) continue;
      const path = entityBasePath(entity) + route.suffix.replace(':id', '{id}');
      const many = route.procedure === 'list' || route.procedure.startsWith('bulk');
      const result = route.procedure === 'count' ? { type: 'integer' } : many ? { type: 'array', items: ref() } : ref();
      const operation: Record<string, unknown> = {
        tags: [entity.module],
        summary: `${route.summary}: ${entity.key}`,
        operationId: `${entity.router.module}.${entity.router.collection}.${route.procedure}`,
        responses: {
          [route.status]: {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object', properties: { data: result } } } },
          },
          '4XX': errorResponse,
        },
      };
      if (route.suffix.includes(':id'))
        operation.parameters = [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }];
      if (route.procedure === 'count') operation.parameters = listParameters;
      if (route.procedure === 'list') operation.parameters = [...listParameters, withTotalParameter];
      if (route.procedure === 'create' || route.procedure === 'findOrCreate')
        operation.requestBody = body(ref('Create'));
      if (route.procedure === 'update') operation.requestBody = body(ref('Update'));
      if (route.procedure === 'bulkCreate')
        operation.requestBody = body({ type: 'array', items: { type: 'object', properties: { data: ref('Create') } } });
      if (route.procedure === 'bulkUpdate') {
        operation.requestBody = body({
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, data: ref('Update') } },
        });
      }
      if (route.procedure === 'bulkDelete')
        operation.requestBody = body({ type: 'array', items: { type: 'string', format: 'uuid' } });
      if (route.method !== 'GET' || entity.restricted) operation.security = SECURED;
      (paths[path] ??= {})[route.method.toLowerCase()] = operation;
    }
  }
  for (const module of modules) {
    for (const route of servedRoutes(router, module.routes ?? [])) {
      const item = (paths[openApiPath(route.path)] ??= {});
      const method = route.method.toLowerCase();
      item[method] = moduleOperation(router, module.name, route, item[method]);
    }
  }
  for (const route of servedRoutes(router, systemRoutes)) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = moduleOperation(
      router,
      'system',
      route,
      undefined,
    );
  }
  uniqueOperationIds(paths);
  paths['/api/health'] = {
    get: {
      tags: ['system'],
      summary: 'Database reachable',
      responses: { 200: { description: 'OK' }, 503: errorResponse },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Symbol platform API',
      version: '1.0.0',
      description:
        "Generic resources of every module, derived from the entity catalogue, and each module's own paths. " +
        'Bodies are `{ data }` as JSON, or multipart with `data` as a JSON string beside file fields.',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        secretKey: { type: 'apiKey', in: 'header', name: SECRET_KEY_HEADER, description: 'Server to server' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A subject's access token" },
        cookie: { type: 'apiKey', in: 'cookie', name: SUBJECT_JWT_COOKIE, description: 'The access token as a cookie' },
      },
    },
  };
}

export async function openApiRoutes(
  app: FastifyInstance,
  options: { router: AnyTRPCRouter; modules: readonly ModuleDefinition[] },
) {
  const document = JSON.stringify(buildOpenApiDocument(options.router, options.modules));
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(document));
  // The system's fonts: by default the reference loads two from fonts.scalar.com, telling a third party of every
  // reader (and hanging a page on a machine that cannot reach it).
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', withDefaultFonts: false },
  });
}
