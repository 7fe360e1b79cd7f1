/**
 * The catalogue, the Prisma schema, the committed migrations and the database agree, field by field.
 * The migrated test database is the evidence: what the migrations built is what the catalogue declares.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entities, type Field } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { renderPrismaSchema } from '../src/db/prisma-schema.ts';
import { repoRoot } from '../src/db/migrations.ts';
import { Prisma } from '../src/generated/prisma/client.ts';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp();

const SQL_TYPE: Record<Field['kind'], string> = {
  text: 'text',
  slug: 'text',
  adminTitle: 'text',
  enum: 'text',
  localized: 'jsonb',
  json: 'jsonb',
  int: 'integer',
  decimal: 'numeric',
  boolean: 'boolean',
  datetime: 'timestamp with time zone',
  ref: 'uuid',
  uuid: 'uuid',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

const columns = (
  await t.db.pool.query<ColumnRow>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
  )
).rows;
const foreignKeys = (
  await t.db.pool.query<{ table: string; column: string; target: string; on_delete: string }>(`
  SELECT c.conrelid::regclass::text AS table, a.attname AS column, c.confrelid::regclass::text AS target, c.confdeltype AS on_delete
  FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
  WHERE c.contype = 'f'`)
).rows;
const indexes = (
  await t.db.pool.query<{ table: string; definition: string }>(
    `SELECT tablename AS table, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public'`,
  )
).rows;

const unquote = (name: string) => name.replace(/^"|"$/g, '');
const indexesOf = (table: string) => indexes.filter((i) => i.table === table).map((i) => i.definition);
const leadsIndex = (definition: string, column: string) => new RegExp(`\\("?${column}"?[,)]`).test(definition);

it('the committed Prisma schema is the rendering of the catalogue', () => {
  for (const [file, text] of renderPrismaSchema(entities)) {
    expect(
      readFileSync(path.join(repoRoot(), 'prisma/schema', file), 'utf8'),
      `${file}: run pnpm schema:generate`,
    ).toBe(text);
  }
});

it('the committed migrations produce exactly the Prisma schema (pnpm db:check)', () => {
  const output = execFileSync('pnpm', ['--silent', 'db:check'], { cwd: repoRoot(), encoding: 'utf8', stdio: 'pipe' });
  expect(output).toMatch(/^OK/m);
}, 60_000);

describe.each(entities.map((e) => [e.key, e] as const))('%s', (_key, entity) => {
  const tableColumns = new Map(columns.filter((c) => c.table_name === entity.table).map((c) => [c.column_name, c]));

  it('has exactly the catalogue columns, with their types, nullability and defaults', () => {
    expect([...tableColumns.keys()].sort()).toEqual(
      ['id', 'createdAt', 'updatedAt', ...Object.keys(entity.fields)].sort(),
    );
    expect(tableColumns.get('id')).toMatchObject({
      data_type: 'uuid',
      is_nullable: 'NO',
      column_default: 'gen_random_uuid()',
    });
    for (const [name, field] of Object.entries(entity.fields)) {
      const column = tableColumns.get(name)!;
      expect(column.data_type, name).toBe(SQL_TYPE[field.kind]);
      expect(column.is_nullable, name).toBe(field.optional ? 'YES' : 'NO');
      if (field.kind === 'localized') expect(column.column_default, name).toBe(`'{}'::jsonb`);
      if ('default' in field && field.default !== undefined) {
        expect(column.column_default, name).toMatch(
          typeof field.default === 'string' ? `'${field.default}'::text` : String(field.default),
        );
      }
    }
  });

  it('has its uniques, foreign keys (cascade) and indexes', () => {
    const defs = indexesOf(entity.table);
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.unique)
        expect(
          defs.some((d) => d.startsWith('CREATE UNIQUE INDEX') && leadsIndex(d, name)),
          `${name} unique`,
        ).toBe(true);
      if (field.kind === 'ref') {
        const fk = foreignKeys.find((f) => unquote(f.table) === entity.table && f.column === name);
        const target = entities.find((e) => e.key === field.target)!;
        expect(fk, `${name} foreign key`).toMatchObject({ on_delete: field.onDelete === 'cascade' ? 'c' : 'n' });
        expect(unquote(fk!.target)).toBe(target.table);
        expect(
          defs.some((d) => leadsIndex(d, name)),
          `${name} indexed`,
        ).toBe(true);
      }
    }
    for (const group of entity.uniqueTogether)
      expect(
        defs.some((d) => d.startsWith('CREATE UNIQUE INDEX') && d.replace(/"/g, '').includes(`(${group.join(', ')})`)),
      ).toBe(true);
  });

  it('is a Prisma model with the same fields', () => {
    const scalarFields = (Prisma as unknown as Record<string, Record<string, string>>)[
      `${entity.model}ScalarFieldEnum`
    ];
    expect(scalarFields, entity.model).toBeDefined();
    expect(Object.keys(scalarFields!).sort()).toEqual(
      ['id', 'createdAt', 'updatedAt', ...Object.keys(entity.fields)].sort(),
    );
  });
});
