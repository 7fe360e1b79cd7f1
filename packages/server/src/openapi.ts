/** OpenAPI 3.1 document generated from the catalogue and the route table, plus a docs page. */
import {
  entities,
  FILTER_METHODS,
  isRequiredOnCreate,
  LIST_MAX_LIMIT,
  publicFields,
  type Entity,
  type Field,
} from '@symbol/contracts';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { ENTITY_ROUTES, entityBasePath } from './rest/entity-routes.ts';

type JsonSchema = Record<string, unknown>;

function fieldSchema(field: Field): JsonSchema {
  const base: JsonSchema = (() => {
    switch (field.kind) {
      case 'localized':
        return { type: 'object', additionalProperties: { type: 'string' }, description: 'language code → text' };
      case 'json':
        return {};
      case 'int':
        return { type: 'integer' };
      case 'decimal':
        return { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
      case 'boolean':
        return { type: 'boolean' };
      case 'datetime':
        return { type: 'string', format: 'date-time' };
      case 'ref':
      case 'uuid':
        return {
          type: 'string',
          format: 'uuid',
          ...(field.kind === 'ref' ? { description: `id of ${field.target}` } : {}),
        };
      case 'enum':
        return { type: 'string', enum: [...field.values] };
      case 'text':
        return { type: 'string', ...(field.pattern ? { pattern: field.pattern.source } : {}) };
      case 'slug':
      case 'adminTitle':
        return { type: 'string', description: 'generated when absent' };
    }
  })();
  if ('default' in field && field.default !== undefined) base.default = field.default;
  return field.optional ? { anyOf: [base, { type: 'null' }] } : base;
}

function schemas(entity: Entity) {
  const fields = publicFields(entity);
  const properties = Object.fromEntries(fields.map(([name, f]) => [name, fieldSchema(f)]));
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
    create: {
      type: 'object',
      properties,
      required: fields.filter(([, f]) => isRequiredOnCreate(f)).map(([n]) => n),
      additionalProperties: false,
    },
    update: { type: 'object', properties, additionalProperties: false },
  };
}

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};
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

function body(schema: JsonSchema) {
  return {
    required: true,
    content: {
      'application/json': { schema: { type: 'object', properties: { data: schema }, required: ['data'] } },
      'multipart/form-data': {
        schema: { type: 'object', properties: { data: { type: 'string', description: 'JSON of the data' } } },
      },
    },
  };
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
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
      if (route.suffix === '' && (route.method === 'PATCH' || route.method === 'DELETE')) continue;
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
      if (route.procedure === 'list' || route.procedure === 'count') operation.parameters = listParameters;
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
      if (route.method !== 'GET') operation.security = [{ secretKey: [] }];
      (paths[path] ??= {})[route.method.toLowerCase()] = operation;
    }
  }
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
      description: 'Generic resources of every module, derived from the entity catalogue.',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: { secretKey: { type: 'apiKey', in: 'header', name: 'X-RBAC-SECRET-KEY' } },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(document));
  await app.register(scalar, { routePrefix: '/api/docs', configuration: { url: '/api/openapi.json' } });
}
