/**
 * OpenAPI 3.1 document, plus a docs page: the generic resources from the catalogue and the entity route
 * table, and every module's own paths from its route table (`ModuleDefinition.routes`, handed over by the
 * app), their requests derived from the procedures' zod input.
 */
import {
  entities,
  entitySchemas,
  FILTER_METHODS,
  LIST_MAX_LIMIT,
  rowSchema,
  SECRET_KEY_HEADER,
  SUBJECT_JWT_COOKIE,
  type Entity,
  type ModuleName,
} from '@symbol/contracts';
import scalar from '@scalar/fastify-api-reference';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import type { ModuleDefinition } from './modules/definition.ts';
import { columnsOf } from './entities/columns.ts';
import {
  ACCESS_TEXT,
  body,
  dataAnswer,
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
export function schemas(entity: Entity) {
  const { create, update } = entitySchemas(entity);
  return {
    row: jsonSchemaOf(rowSchema(entity), 'output'),
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
    ...listSchemas(entity),
  };
}

/** Adds descriptions to some of an object schema's properties. */
function describe(schema: JsonSchema, descriptions: Record<string, string>): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [name, description] of Object.entries(descriptions))
    if (properties[name]) properties[name] = { ...properties[name], description };
  return { ...schema, properties };
}

/** The list grammar (contracts' query.ts) for one entity: its own columns, every condition typed. */
function listSchemas(entity: Entity) {
  const column = { type: 'string', enum: [...columnsOf(entity).readable.keys()] };
  const scalar = [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }];
  const condition = {
    type: 'object',
    properties: {
      column,
      method: { type: 'string', enum: [...FILTER_METHODS] },
      value: {
        anyOf: [...scalar, { type: 'array', items: { anyOf: scalar } }],
        description: 'a list for inArray and notInArray; none for isNull and isNotNull',
      },
    },
    required: ['column', 'method'],
  };
  const conditions = { type: 'array', items: condition, maxItems: 50 };
  const order = {
    type: 'object',
    properties: { column, method: { type: 'string', enum: ['asc', 'desc'], description: 'Default: "asc".' } },
    required: ['column'],
  };
  return {
    filters: { type: 'object', properties: { and: conditions, or: conditions } },
    orderBy: { type: 'object', properties: { and: { type: 'array', items: order, maxItems: 10 } }, required: ['and'] },
  };
}

/** `filters` and `orderBy` are deep objects in qs form (`filters[and][0][column]=slug`), or JSON text. */
const listParameters = (model: string, withOrder: boolean) => [
  {
    name: 'filters',
    in: 'query',
    style: 'deepObject',
    explode: true,
    schema: { $ref: `#/components/schemas/${model}Filters` },
    description:
      'Every `and` condition and, when given, any `or` one: `filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x` (qs form). `filters` and `filters[and]` may also be JSON text.',
  },
  ...(withOrder
    ? [
        {
          name: 'orderBy',
          in: 'query',
          style: 'deepObject',
          explode: true,
          schema: { $ref: `#/components/schemas/${model}OrderBy` },
          description: '`orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc` (qs form), or JSON text.',
        },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT } },
      ]
    : []),
];

const withTotalParameter = {
  name: 'withTotal',
  in: 'query',
  schema: { type: 'boolean' },
  description: 'true: the response header X-Total-Count carries the count of all matching records',
};

const totalHeader = {
  'X-Total-Count': {
    description: 'With `withTotal=true`: the count of all records matching the filters (offset and limit aside)',
    schema: { type: 'integer', minimum: 0 },
  },
};

const VERSIONS_PARAMETERS = [
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0 }, description: 'versions to skip' },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 }, description: 'default 20' },
];

const record = { type: ['object', 'null'], additionalProperties: true };

/** One version of a record (GET …/{id}/versions). */
const VERSION_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid', description: 'the version (restore it by this id)' },
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    at: { type: 'string', format: 'date-time' },
    releaseId: {
      type: ['string', 'null'],
      format: 'uuid',
      description: 'the release it was staged in or published by',
    },
    staged: { type: 'boolean', description: 'true: staged in the release, not live yet' },
    actor: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['subject', 'server', 'anonymous', 'system'] },
        id: { type: ['string', 'null'], format: 'uuid', description: 'the subject' },
      },
      required: ['kind', 'id'],
    },
    before: { ...record, description: 'the record before the write (null for a create)' },
    after: { ...record, description: 'the record after the write (null for a delete)' },
    changed: { type: 'array', items: { type: 'string' }, description: 'fields whose value changed' },
  },
  required: ['id', 'action', 'at', 'releaseId', 'staged', 'actor', 'before', 'after', 'changed'],
};

/** One tag per module: what it holds, for a reader of the reference and a generated client's grouping. */
const TAGS: Record<ModuleName | 'system', string> = {
  host: 'The public site: pages, layouts, widgets, metadata, whole pages for a url, urls and revalidation',
  'website-builder': 'Widgets, layouts, buttons, sliders, features and the other building blocks of pages',
  blog: 'Articles, categories and authors',
  ecommerce: "Products, stores, attributes, orders and their lines; a subject's cart and its checkout",
  billing: 'Currencies, prices, payment intents, invoices and the payment providers',
  crm: 'Forms, their inputs, and the requests sent through them',
  rbac: 'Subjects (accounts), identities, sessions, roles and permissions; sign-in and registration',
  social: 'Profiles, chats, messages and reactions',
  'file-storage': 'Uploaded and linked files, served under /public/files',
  notification: 'Mail templates and the queue of notifications',
  startup: 'Startups and their content',
  analytic: 'Analytics widgets and their content',
  agent: 'Agents (the assistant as data) and their widgets',
  broadcast: 'Broadcast channels, their messages, and widgets',
  telegram: "The Telegram bot's pages and widgets",
  knowledge: "The assistant's knowledge: sources, documents, chunks and edit suggestions",
  system: 'Health and the record counts of the back office',
};

const BODIES = 'Bodies are `{ data }` as JSON, or multipart with `data` as a JSON string beside file fields.';

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
    Version: VERSION_SCHEMA,
  };
  for (const entity of entities) {
    const name = entity.model;
    const s = schemas(entity);
    components[name] = s.row;
    components[`${name}Create`] = s.create;
    components[`${name}Update`] = s.update;
    components[`${name}Filters`] = s.filters;
    components[`${name}OrderBy`] = s.orderBy;
    const ref = (suffix = '') => ({ $ref: `#/components/schemas/${name}${suffix}` });
    for (const route of ENTITY_ROUTES) {
      if (route.hidden) continue;
      // A read-only entity (the audit trail) is read, never written, and has no history of its own.
      if (entity.readOnly && (route.method !== 'GET' || route.procedure === 'versions')) continue;
      const path = entityBasePath(entity) + route.suffix.replace(/:(\w+)/g, '{$1}');
      const many = route.procedure === 'list' || route.procedure.startsWith('bulk');
      const result =
        route.procedure === 'count'
          ? { type: 'integer' }
          : route.procedure === 'versions'
            ? { type: 'array', items: { $ref: '#/components/schemas/Version' } }
            : many
              ? { type: 'array', items: ref() }
              : ref();
      const access = route.method !== 'GET' ? 'write' : entity.restricted ? 'restricted' : 'read';
      const operation: Record<string, unknown> = {
        tags: [entity.module],
        summary: `${route.summary}: ${entity.key}`,
        description: `${route.description} ${ACCESS_TEXT[access]}`,
        operationId: `${entity.router.module}.${entity.router.collection}.${route.procedure}`,
        responses: {
          [route.status]: {
            description: 'OK',
            ...(route.procedure === 'list' ? { headers: totalHeader } : {}),
            content: { 'application/json': { schema: dataAnswer(result) } },
          },
          '4XX': errorResponse,
        },
      };
      if (route.suffix.includes(':id'))
        operation.parameters = [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }];
      if (route.procedure === 'versions') (operation.parameters as unknown[]).push(...VERSIONS_PARAMETERS);
      if (route.procedure === 'restore')
        (operation.parameters as unknown[]).push({
          name: 'versionId',
          in: 'path',
          required: true,
          schema: { type: 'string', format: 'uuid' },
        });
      if (route.procedure === 'count') operation.parameters = listParameters(name, false);
      if (route.procedure === 'list') operation.parameters = [...listParameters(name, true), withTotalParameter];
      if (route.procedure === 'create' || route.procedure === 'findOrCreate')
        operation.requestBody = body(ref('Create'));
      if (route.procedure === 'update') operation.requestBody = body(ref('Update'));
      if (route.procedure === 'bulkCreate')
        operation.requestBody = body({
          type: 'array',
          items: { type: 'object', properties: { data: ref('Create') }, required: ['data'] },
        });
      if (route.procedure === 'bulkUpdate') {
        operation.requestBody = body({
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string', format: 'uuid' }, data: ref('Update') },
            required: ['id', 'data'],
          },
        });
      }
      if (route.procedure === 'bulkDelete')
        operation.requestBody = body({ type: 'array', items: { type: 'string', format: 'uuid' } });
      if (access !== 'read') operation.security = SECURED;
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
      operationId: 'system.health',
      summary: 'Database reachable',
      description: `Answers 200 while the database answers, else 503. ${ACCESS_TEXT.public}`,
      responses: { 200: { description: 'OK' }, 503: errorResponse },
    },
  };
  paths['/api/ready'] = {
    get: {
      tags: ['system'],
      operationId: 'system.ready',
      summary: 'Ready for traffic',
      description:
        'Answers 200 once migrations and seeding are done and while the database (and Redis, when configured) ' +
        `answer; 503 with Retry-After while starting, shutting down or a dependency is away. ${ACCESS_TEXT.public}`,
      responses: { 200: { description: 'Ready' }, 503: errorResponse },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Symbol platform API',
      version: '1.0.0',
      description: `Generic resources of every module, derived from the entity catalogue, and each module's own paths. ${BODIES}`,
    },
    servers: [{ url: '/', description: 'This server: every path starts at its root (`/api/...`)' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
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

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * One module's part of the document: its operations (by their tag), the schemas they reach and nothing else.
 * The reference opens on one of these: the whole document (1,846 operations, 3 MB) took Scalar 8–9 s to draw on an
 * idle 2-core machine, and over 20 s beside other work (CI, 1 Dec); a module's part is drawn in a fraction of it.
 */
export function moduleDocument(document: OpenApiDocument, tag: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.entries(item).filter(([, operation]) =>
      (operation.tags as string[] | undefined)?.includes(tag),
    );
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  const all = document.components.schemas;
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    const text = JSON.stringify(value);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (reached.has(name!) || !Object.hasOwn(all, name!)) continue;
      reached.add(name!);
      visit(all[name!]);
    }
  };
  visit(paths);
  return {
    ...document,
    info: {
      ...document.info,
      title: `${document.info.title}: ${tag}`,
      description: `${TAGS[tag as keyof typeof TAGS] ?? tag}: its generic resources and its own paths. ${BODIES}`,
    },
    tags: document.tags.filter((t) => t.name === tag),
    paths,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name))),
    },
  };
}

/**
 * The documents as served, the whole one and each module's, built on their first request and kept per router and
 * module list: they depend on nothing else, and building them (every input's zod schema to JSON Schema) was most of
 * `buildApp`'s time, paid again by every app a process builds (a test file's, a bench's second instance).
 */
const documents = new WeakMap<AnyTRPCRouter, WeakMap<readonly ModuleDefinition[], Map<string, string>>>();
const WHOLE = '';
function openApiJson(router: AnyTRPCRouter, modules: readonly ModuleDefinition[], tag = WHOLE): string {
  let byModules = documents.get(router);
  if (!byModules) documents.set(router, (byModules = new WeakMap()));
  let byTag = byModules.get(modules);
  if (!byTag) byModules.set(modules, (byTag = new Map()));
  let json = byTag.get(tag);
  if (json === undefined) {
    const whole = buildOpenApiDocument(router, modules);
    byTag.set(WHOLE, JSON.stringify(whole));
    for (const name of Object.keys(TAGS)) byTag.set(name, JSON.stringify(moduleDocument(whole, name)));
    json = byTag.get(tag)!;
  }
  return json;
}

/** The modules as the reference lists them, in the order of `TAGS`. */
export const REFERENCE_MODULES = Object.keys(TAGS) as (keyof typeof TAGS)[];

export async function openApiRoutes(
  app: FastifyInstance,
  options: { router: AnyTRPCRouter; modules: readonly ModuleDefinition[] },
) {
  const query = z.object({ module: z.enum(REFERENCE_MODULES as [string, ...string[]]).optional() });
  app.get('/api/openapi.json', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) throw badRequest(`Unknown module: expected one of ${REFERENCE_MODULES.join(', ')}`);
    return reply.type('application/json').send(openApiJson(options.router, options.modules, parsed.data.module));
  });
  // One document per module, the site's own first; the whole one last, for a search across modules.
  // The system's fonts: by default the reference loads two from fonts.scalar.com, telling a third party of every
  // reader (and hanging a page on a machine that cannot reach it).
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: {
      sources: [
        ...REFERENCE_MODULES.map((name, index) => ({
          title: name,
          slug: name,
          url: `/api/openapi.json?module=${name}`,
          default: index === 0,
        })),
        { title: 'all modules', slug: 'all', url: '/api/openapi.json' },
      ],
      withDefaultFonts: false,
      // "Ask AI" and "Generate MCP" send the document to Scalar's own service: this page asks no other origin.
      // (The platform's own MCP server is at /api/mcp.)
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
}
