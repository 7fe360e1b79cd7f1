/**
 * The OpenAPI document covers the API: every /api route the app serves is documented (but for a short
 * allow-list), every documented path is served, and the document is well formed. Routes are collected as
 * Fastify registers them (its `fastify.initialization` diagnostics channel hands over each new instance).
 */
import diagnostics from 'node:diagnostics_channel';
import { entities, entitySchemas, type ModuleName } from '@symbol/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moduleDefinitions } from '../src/modules/registry.ts';
import { openApiPath } from '../src/openapi-modules.ts';
import { REFERENCE_MODULES } from '../src/openapi.ts';
import { ENTITY_ROUTES, entityBasePath } from '../src/rest/entity-routes.ts';
import { servedRoutes } from '../src/rest/module-routes.ts';
import { appRouter, systemRoutes } from '../src/trpc/app-router.ts';
import { procedureDefinition } from '../src/trpc/definition.ts';
import { setupTestApp } from './helper.ts';

const served = new Set<string>();
const collect = (message: unknown) =>
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) served.add(`${method} ${route.url}`);
  });
diagnostics.subscribe('fastify.initialization', collect);
const t = await setupTestApp();
diagnostics.unsubscribe('fastify.initialization', collect);

/** Served and deliberately left out of the document. */
const NOT_DOCUMENTED: RegExp[] = [
  /^GET \/api\/docs(\/|$)/, // the docs page and its assets
  /^\w+ \/api\/trpc\//, // the tRPC endpoint speaks its own protocol
  /^GET \/api\/openapi\.json$/,
];
/**
 * Generic rows that always answer 400 (`PATCH /api/blog/posts` without an id), and a read-only entity's writes
 * and history, which always answer 405 (contract.test.ts).
 */
const HIDDEN_GENERIC = new Set(
  entities.flatMap((entity) =>
    ENTITY_ROUTES.filter(
      (r) => r.hidden || (entity.readOnly && (r.method !== 'GET' || r.procedure === 'versions')),
    ).map((r) => `${r.method} ${entityBasePath(entity)}${r.suffix}`),
  ),
);
/**
 * Modules whose paths are not in a route table yet. Remove a module's entry when it gets a `routes` table
 * (the last test fails until then).
 */
const PENDING: Partial<Record<ModuleName, RegExp[]>> = {};
const pending = Object.values(PENDING).flat();

type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  tags?: string[];
};
const document = (await t.http.get('/api/openapi.json').expect(200)).body as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, ObjectSchema> };
};
interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
}
const documented = new Set(
  Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)),
);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);
function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method];
  expect(found, `${method} ${path}`).toBeDefined();
  return found as Operation;
}

describe('the OpenAPI document', () => {
  it('documents every route served under /api, but for the allow-list', () => {
    const missing = [...served]
      .filter((route) => /^(GET|POST|PUT|PATCH|DELETE) \/api(\/|$)/.test(route))
      .filter((route) => !documented.has(route.replace(/ .*/, (path) => ` ${openApiPath(path.slice(1))}`)))
      .filter((route) => !NOT_DOCUMENTED.some((pattern) => pattern.test(route)))
      .filter((route) => !HIDDEN_GENERIC.has(route))
      .filter((route) => !pending.some((pattern) => pattern.test(route)));
    expect(missing).toEqual([]);
    expect(served.size).toBeGreaterThan(1000); // the collection saw the whole app
  });

  it('documents only paths that are served', () => {
    const servedPaths = new Set(
      [...served].map((route) => route.replace(/ .*/, (path) => ` ${openApiPath(path.slice(1))}`)),
    );
    expect([...documented].filter((route) => !servedPaths.has(route))).toEqual([]);
  });

  it('is well formed: unique operation ids, every path parameter declared, a summary and answers each', () => {
    const ids = operations.map((o) => o.operation.operationId).filter(Boolean);
    expect(ids.length - new Set(ids).size).toBe(0);
    for (const { path, method, operation } of operations) {
      const where = `${method} ${path}`;
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), where).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      expect(operation.summary, where).toBeTruthy();
      expect(Object.keys(operation.responses).length, where).toBeGreaterThan(0);
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });

  it("types every JSON answer: the billing webhook answers { received: true } or a protocol's own body", () => {
    for (const { path, method, operation } of operations) {
      const json = (operation.responses as Record<string, { content?: Record<string, { schema: object }> }>)['200']
        ?.content?.['application/json'];
      if (json) expect(Object.keys(json.schema).length, `${method} ${path}`).toBeGreaterThan(0);
    }
    const webhook = operation('post', '/api/billing/webhooks/{provider}').responses as Record<
      string,
      { content: Record<string, { schema: { anyOf?: unknown[] } }> }
    >;
    expect(webhook['200']!.content['application/json']!.schema.anyOf).toEqual([
      expect.objectContaining({ properties: { received: { type: 'boolean', const: true } } }),
      expect.objectContaining({ properties: { code: { type: 'number', const: 0 } } }),
    ]);
  });

  it("derives modules' requests from the procedures' zod input", () => {
    const registration = operation('post', '/api/rbac/subjects/authentication/email-and-password/registration');
    const json = registration.requestBody!.content['application/json']!.schema.properties!.data as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(json.required.sort()).toEqual(['login', 'password']);
    expect(registration.responses).toHaveProperty('201');
    expect(registration.security).toBeUndefined();

    const page = operation('get', '/api/host/page');
    expect(page.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'url', in: 'query', required: true })]),
    );
    const identities = operation('patch', '/api/rbac/subjects/{id}/identities/{identityId}');
    expect(identities.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', schema: expect.objectContaining({ format: 'uuid' }) }),
    );
    expect(identities.security).toContainEqual({ bearer: [] });
    // Changing the email needs the current password (issue 20): the body documents it.
    const identityData = identities.requestBody!.content['application/json']!.schema.properties!.data;
    expect(identityData).toMatchObject({
      properties: { password: { description: expect.stringContaining('required to change the email') } },
    });

    const notify = operation('post', '/api/rbac/subjects/{id}/notify');
    const notifyData = notify.requestBody!.content['application/json']!.schema.properties!.data;
    expect(notifyData).toMatchObject({ properties: { template: { type: 'string' }, subject: { type: 'string' } } });

    const upload = operation('post', '/api/file-storage/files');
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties!.file).toMatchObject({
      format: 'binary',
    });
    expect(operation('get', '/api/revalidation/events').responses['200']).toHaveProperty([
      'content',
      'text/event-stream',
    ]);
    expect(operation('get', '/public/files/{path}')).toBeDefined();
    expect(operation('get', '/sitemap.xml')).toBeDefined();
  });

  it.each(entities.map((e) => [e.key, e] as const))(
    "describes what %s's create and update accept (the server's own zod input)",
    (_key, entity) => {
      const outline = (schema: ObjectSchema) => ({
        properties: Object.keys(schema.properties ?? {}).sort(),
        required: [...(schema.required ?? [])].sort(),
        additionalProperties: schema.additionalProperties ?? true,
      });
      const accepted = (schema: z.ZodType) =>
        outline(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as ObjectSchema);
      const { create, update } = entitySchemas(entity);
      expect(outline(document.components.schemas[`${entity.model}Create`]!)).toEqual(accepted(create));
      expect(outline(document.components.schemas[`${entity.model}Update`]!)).toEqual(accepted(update));
    },
  );

  it('keeps a pending entry only for a module without a route table, and only while it matches a route', () => {
    for (const [name, patterns] of Object.entries(PENDING)) {
      const module = moduleDefinitions.find((m) => m.name === name);
      expect(module?.routes, `${name} has a route table now: remove it from PENDING`).toBeUndefined();
      for (const pattern of patterns)
        expect(
          [...served].some((route) => pattern.test(route)),
          String(pattern),
        ).toBe(true);
    }
  });

  it("writes a module path once: no row repeats its procedure's permission path, and each path parameter is mapped", () => {
    const rows = [...moduleDefinitions.flatMap((module) => module.routes ?? []), ...systemRoutes];
    for (const row of rows) {
      const [route] = servedRoutes(appRouter, [row]);
      const where = `${route!.method} ${route!.path}`;
      const action = row.procedure ? procedureDefinition(appRouter, row.procedure)?.meta?.action : undefined;
      if (row.path !== undefined && action)
        expect(
          `${action.method} ${action.path.replace(/\{(\w+)\}/g, ':$1')}`,
          `${where}: leave method and path to ${row.procedure}'s meta`,
        ).not.toBe(where);
      if (row.procedure && row.input)
        for (const [, name] of route!.path.matchAll(/:(\w+)/g))
          expect(Object.keys(row.input.params ?? {}), `${where}: path parameter ${name}`).toContain(name);
    }
    expect(rows.filter((row) => row.path === undefined).length).toBeGreaterThan(30);
  });

  it('is also served a module at a time, for the reference: each part whole, together the document', async () => {
    const parts = await Promise.all(
      REFERENCE_MODULES.map(async (name) => {
        const part = (await t.http.get(`/api/openapi.json?module=${name}`).expect(200)).body as typeof document;
        const text = JSON.stringify(part);
        // Every schema it names is in it, and it holds no other.
        const named = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
        expect(
          [...named].filter((schema) => !Object.hasOwn(part.components.schemas, schema!)),
          name,
        ).toEqual([]);
        expect(Object.keys(part.components.schemas).length, name).toBe(named.size);
        const ops = Object.values(part.paths).flatMap((item) => Object.values(item));
        expect(ops.length, name).toBeGreaterThan(0);
        for (const op of ops) expect(op.tags, name).toContain(name);
        return Object.entries(part.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
      }),
    );
    const joined = parts.flat();
    expect(joined.length).toBe(operations.length);
    expect(new Set(joined)).toEqual(new Set(operations.map((o) => `${o.method} ${o.path}`)));
    // A host part is a small fraction of the whole: what the reference draws first.
    const host = await t.http.get('/api/openapi.json?module=host').expect(200);
    expect(host.text.length).toBeLessThan(JSON.stringify(document).length / 10);

    const unknown = await t.http.get('/api/openapi.json?module=nope').expect(400);
    expect(unknown.body.message).toContain('Unknown module');
  });
});
