/**
 * OpenAPI pieces: the body and error shapes every operation shares, and the operations of the modules'
 * route tables, their requests derived from the procedures' zod input (`z.toJSONSchema`, as a client sends
 * it) and their security from the procedures' access level.
 */
import { jsonValueSchema } from '@symbol/contracts';
import { z } from 'zod';
import type { AnyTRPCRouter } from '@trpc/server';
import type { Access } from './auth/authorize.ts';
import type { PathRoute } from './rest/module-routes.ts';
import { procedureDefinition } from './trpc/definition.ts';
import { inputSchema } from './trpc/input.ts';

export type JsonSchema = Record<string, unknown>;
export type Operation = Record<string, unknown>;

export const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

export function body(schema: JsonSchema, required = true) {
  return {
    required,
    content: {
      'application/json': {
        schema: { type: 'object', properties: { data: schema }, ...(required ? { required: ['data'] } : {}) },
      },
      'multipart/form-data': {
        schema: { type: 'object', properties: { data: { type: 'string', description: 'JSON of the data' } } },
      },
    },
  };
}

/** A credential that passes the authorization hook: the server key, or a subject's access token. */
export const SECURED = [{ secretKey: [] }, { bearer: [] }, { cookie: [] }];

/** Who may call, per access level (auth/authorize.ts): the sentence every operation's description ends with. */
export const ACCESS_TEXT: Record<Access, string> = {
  public: 'Open to anyone.',
  read: 'Open to anyone.',
  restricted: 'Needs the server key, or a subject whose roles permit it (the admin role).',
  write: 'Needs the server key, or a subject whose roles permit it (the admin role).',
  subject: "Needs the subject's own access token, a subject whose roles permit it (the admin role), or the server key.",
};

/** The success answer `{ data }`, `data` always present. */
export const dataAnswer = (data: JsonSchema) => ({
  type: 'object',
  properties: { data },
  required: ['data'],
});

/** `/api/rbac/subjects/:id` → `/api/rbac/subjects/{id}`; a trailing `*` → `{path}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

/** Replaces `{ $ref: '#/$defs/x' }` by the definition itself; a definition met again inside itself stays a `$ref`. */
function inlineDefinitions(node: unknown, defs: Record<string, unknown>, path: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineDefinitions(item, defs, path));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const name = ref.slice('#/$defs/'.length);
    return path.includes(name) ? node : inlineDefinitions(defs[name], defs, [...path, name]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineDefinitions(value, defs, path)]));
}

/**
 * A zod schema as JSON Schema: `input` is what a client sends (the generic resources' bodies and the module
 * routes' alike), `output` what an answer carries. A JSON field is `{}` (any JSON value), written in place; a
 * schema that stays recursive (its `$defs` would not resolve inside the document) is described only by name.
 * A request's defaults are said in words: code generators (openapi-typescript) make a property with a
 * `default` required, and a client may leave these out. An answer's objects stay open to new properties (a
 * column added later is no breaking change).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === jsonValueSchema) {
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        jsonSchema.description = 'any JSON value';
      } else if (io === 'input' && jsonSchema.default !== undefined) {
        const said = `Default: ${JSON.stringify(jsonSchema.default)}.`;
        jsonSchema.description = jsonSchema.description ? `${jsonSchema.description}. ${said}` : said;
        delete jsonSchema.default;
      } else if (io === 'output') {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // `format: uuid` and `date-time` say it; zod's long patterns only weigh on a generated client.
        if (jsonSchema.format) delete jsonSchema.pattern;
      }
    },
  }) as JsonSchema;
  const { $schema: _, $defs, ...json } = converted;
  if (!$defs) return json;
  const inlined = inlineDefinitions(json, $defs as Record<string, unknown>) as JsonSchema;
  if (JSON.stringify(inlined).includes('"$ref"')) return { description: 'A recursive structure (see the procedure)' };
  return inlined;
}

/** The JSON Schema of a procedure's input; several `.input()` calls are all of them. */
function procedureInput(inputs: unknown[]): JsonSchema | undefined {
  const schemas = inputs.flatMap((i) => inputSchema(i) ?? []).map((schema) => jsonSchemaOf(schema));
  if (schemas.length <= 1) return schemas[0];
  return { allOf: schemas };
}

function without(schema: JsonSchema, keys: string[]): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([k]) => !keys.includes(k)),
  );
  const required = ((schema.required ?? []) as string[]).filter((k) => !keys.includes(k));
  return { ...schema, properties, ...(required.length ? { required } : { required: undefined }) };
}

const queryParameter = (name: string, schema: JsonSchema, required: boolean) => ({
  name,
  in: 'query',
  required,
  schema,
  ...(schema.type === 'object' || schema.type === 'array' ? { style: 'deepObject', explode: true } : {}),
});

function queryParameters(schema: JsonSchema | undefined): Record<string, unknown>[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, s]) => queryParameter(name, s, required.includes(name)));
}

/** One row of a module's route table as an operation (a row on a generic path refines that one). */
export function moduleOperation(
  router: AnyTRPCRouter,
  module: string,
  route: PathRoute,
  generic: Operation | undefined,
): Operation {
  const definition = route.procedure ? procedureDefinition(router, route.procedure) : undefined;
  if (route.procedure && !definition) throw new Error(`${route.method} ${route.path}: no procedure ${route.procedure}`);
  const access = definition?.meta?.access ?? route.access;
  const description = [route.description, access && ACCESS_TEXT[access]].filter(Boolean).join(' ');
  const text = { summary: route.summary, ...(description ? { description } : {}) };
  if (generic) return withFiles({ ...generic, ...text }, route.files);

  const input = definition && procedureInput(definition.inputs);
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (input?.required ?? []) as string[];
  const map = route.input ?? {};
  const fromPath = Object.values(map.params ?? {});
  const parameters: Record<string, unknown>[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[map.params?.[name] ?? ''] ?? { type: 'string' },
  }));
  if (route.path.endsWith('*'))
    parameters.push({
      name: 'path',
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: 'May hold `/`',
    });
  if (map.query === true) parameters.push(...queryParameters(input && without(input, fromPath)));
  else if (map.query) parameters.push(...queryParameters(properties[map.query]));

  const operation: Operation = {
    tags: [module],
    ...text,
    operationId: route.procedure ?? route.operationId,
    ...(parameters.length ? { parameters } : {}),
    responses: {
      [route.status ?? 200]: route.produces
        ? {
            description: route.produces.description,
            content: {
              // A JSON answer of the route's own shape (a provider's protocol), typed by its schema.
              [route.produces.type]: {
                schema: route.produces.schema
                  ? jsonSchemaOf(route.produces.schema, 'output')
                  : route.produces.type.endsWith('json')
                    ? {}
                    : { type: 'string' },
              },
            },
          }
        : {
            description: 'OK',
            content: {
              'application/json': {
                schema:
                  route.whole && route.answer
                    ? jsonSchemaOf(route.answer, 'output')
                    : dataAnswer(route.answer ? jsonSchemaOf(route.answer, 'output') : {}),
              },
            },
          },
      '4XX': errorResponse,
    },
  };
  const data = route.data ? jsonSchemaOf(route.data) : undefined;
  if (map.body === true)
    operation.requestBody = body(data ?? (input ? without(input, fromPath) : {}), !!input?.required);
  else if (map.body) operation.requestBody = body(data ?? properties[map.body] ?? {}, required.includes(map.body));
  else if (data) operation.requestBody = body(data);
  if (access === 'restricted' || access === 'write' || access === 'subject') operation.security = SECURED;
  return withFiles(operation, route.files);
}

/** Adds the file fields of an upload to the multipart form of an operation's body. */
function withFiles(operation: Operation, files: string | undefined): Operation {
  if (!files) return operation;
  const requestBody = (operation.requestBody ?? body({})) as ReturnType<typeof body>;
  const multipart = requestBody.content['multipart/form-data'].schema;
  return {
    ...operation,
    requestBody: {
      ...requestBody,
      content: {
        ...requestBody.content,
        'multipart/form-data': {
          schema: {
            ...multipart,
            properties: { ...multipart.properties, file: { type: 'string', format: 'binary', description: files } },
          },
        },
      },
    },
  };
}

/** Operation ids are unique in a document: a procedure behind two paths gets `_2` on the second. */
export function uniqueOperationIds(paths: Record<string, Record<string, Operation>>) {
  const seen = new Map<string, number>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const id = operation.operationId as string | undefined;
      if (!id) continue;
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      if (count > 1) operation.operationId = `${id}_${count}`;
    }
  }
}
