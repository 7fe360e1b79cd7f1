/**
 * The OpenAPI document, as a third party uses it: a client generated from the document the server serves
 * (openapi-typescript + openapi-fetch), a small program written against it compiled under `tsc --strict`, then
 * run against this server over HTTP, every answer it gets checked against the document (ajv). Also the
 * document's validity (swagger-parser) and what a generated client needs of it.
 */
import { mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import type { Middleware } from 'openapi-fetch';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/ecommerce/test/fixtures.ts';
import { SECRET, setupTestApp } from './helper.ts';

const t = await setupTestApp();
const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

interface Operation {
  operationId?: string;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}
const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ where: `${method} ${path}`, operation })),
);

// In the package, so the program resolves openapi-fetch as a third party's would (and vitest runs it as it is).
const dir = await mkdtemp(join(import.meta.dirname, '../.openapi-client-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every answer the program gets, checked against the document's schema of its operation and status. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'document', components: document.components });
const mismatches: string[] = [];
const checked: string[] = [];
const watch: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const where = `${request.method.toLowerCase()} ${schemaPath}`;
    const responses = document.paths[schemaPath]?.[request.method.toLowerCase()]?.responses ?? {};
    const declared = responses[response.status] ?? responses[`${String(response.status)[0]}XX`];
    const schema = declared?.content?.['application/json']?.schema;
    if (!schema) return void mismatches.push(`${where} ${response.status}: not declared`);
    const validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/')),
    );
    if (!validate(await response.clone().json())) mismatches.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    checked.push(`${where} ${response.status}`);
  },
};

describe('a client generated from the OpenAPI document', () => {
  it('compiles a third-party program under tsc --strict, which then runs against the server', async () => {
    await writeFile(join(dir, 'schema.d.ts'), astToString(await openapiTS(document as never)));
    await copyFile(join(import.meta.dirname, 'openapi-client/program.ts'), join(dir, 'program.ts'));
    const program = ts.createProgram([join(dir, 'program.ts')], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) => `${d.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(errors).toEqual([]);

    const shop = await createShop(t.db);
    // The program compiled above (a path, so the package's type check does not read it without its schema).
    const { run } = (await import(join(dir, 'program.ts'))) as {
      run(options: {
        baseUrl: string;
        secretKey: string;
        productId: string;
        currencyId: string;
        watch: Middleware;
      }): Promise<unknown>;
    };
    const result = await run({ baseUrl, secretKey: SECRET, productId: shop.bell, currencyId: shop.rub, watch });
    expect(result).toMatchObject({ total: 1, amount: '10000' });
    expect(checked).toHaveLength(6);
    expect(mismatches).toEqual([]);
  }, 90_000);

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('names a server, describes one tag per module, and names and describes every operation', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const tags = new Set(operations.flatMap(({ operation }) => (operation as { tags?: string[] }).tags ?? []));
    expect(document.tags?.filter((tag) => tag.description).map((tag) => tag.name)).toEqual(
      expect.arrayContaining([...tags]),
    );
    for (const { where, operation } of operations) {
      expect(operation.operationId, where).toBeTruthy();
      expect(operation.description, where).toBeTruthy();
    }
  });

  it('types the data of every JSON answer', () => {
    const untyped = operations.filter(({ operation }) =>
      Object.entries(operation.responses).some(([status, response]) => {
        const schema = response.content?.['application/json']?.schema as
          { properties?: { data?: Record<string, unknown> }; required?: string[] } | undefined;
        if (!schema?.properties || status.startsWith('4') || status.startsWith('5')) return false;
        return !schema.required?.includes('data') || !Object.keys(schema.properties.data ?? {}).length;
      }),
    );
    expect(untyped.map((o) => o.where)).toEqual([]);
  });
});
