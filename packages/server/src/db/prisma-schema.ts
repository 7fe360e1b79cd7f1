/**
 * Renders prisma/schema/<module>.prisma from the entity catalogue, so the data model is declared once.
 * `pnpm schema:generate` writes the files; catalogue.test.ts proves the database built by the committed
 * migrations agrees with the catalogue field by field, and `pnpm db:check` that migrations and schema agree.
 */
import { createHash } from 'node:crypto';
import { fieldKind, MODULES, type Entity, type Field } from '@symbol/contracts';

const MAX_IDENTIFIER = 63;

/** Postgres truncates identifiers past 63 bytes; long names get a stable hash instead. */
export function constraintName(table: string, columns: string[], suffix: string): string {
  const name = `${table}_${columns.join('_')}_${suffix}`;
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - suffix.length - 10)}_${hash}_${suffix}`;
}

const quote = (value: string) => JSON.stringify(value);

function attributes(entity: Entity, name: string, field: Field): string[] {
  const out: string[] = [];
  if ('default' in field && field.default !== undefined) {
    out.push(`@default(${typeof field.default === 'string' ? quote(field.default) : String(field.default)})`);
  }
  if (field.kind === 'localized') out.push('@default("{}")');
  const native = fieldKind(field).prisma.db;
  if (native) out.push(native);
  if (field.unique) out.push(`@unique(map: ${quote(constraintName(entity.table, [name], 'key'))})`);
  return out;
}

export const isNullable = (field: Field) => field.optional === true;

/** Name of the relation field that sits beside a foreign id (`pageId` → `page`). */
export const relationName = (fieldName: string) => fieldName.replace(/Id$/, '') || `${fieldName}Ref`;

function renderModel(entity: Entity, backRelations: string[], byKey: Map<string, Entity>): string {
  const lines: string[] = [
    `  id String @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid`,
    `  createdAt DateTime @default(now()) @db.Timestamptz(3)`,
    `  updatedAt DateTime @default(now()) @updatedAt @db.Timestamptz(3)`,
  ];
  const blockAttributes: string[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const type = fieldKind(field).prisma.type + (isNullable(field) ? '?' : '');
    lines.push(`  ${[name, type, ...attributes(entity, name, field)].join(' ')}`);
    if (field.kind === 'ref') {
      const target = byKey.get(field.target);
      if (!target) throw new Error(`${entity.key}.${name}: unknown target ${field.target}`);
      const relation = relationName(name);
      if (Object.hasOwn(entity.fields, relation))
        throw new Error(`${entity.key}.${relation}: relation name taken by a field`);
      const onDelete = field.onDelete === 'cascade' ? 'Cascade' : 'SetNull';
      lines.push(
        `  ${relation} ${target.model}${isNullable(field) ? '?' : ''} @relation(${quote(`${entity.model}_${name}`)}, fields: [${name}], references: [id], onDelete: ${onDelete}, map: ${quote(constraintName(entity.table, [name], 'fkey'))})`,
      );
    }
    if ((field.kind === 'ref' || field.index) && !field.unique) {
      blockAttributes.push(`  @@index([${name}], map: ${quote(constraintName(entity.table, [name], 'idx'))})`);
    }
  }
  for (const columns of entity.uniqueTogether) {
    blockAttributes.push(
      `  @@unique([${columns.join(', ')}], map: ${quote(constraintName(entity.table, columns, 'key'))})`,
    );
  }
  for (const columns of entity.indexes) {
    blockAttributes.push(
      `  @@index([${columns.join(', ')}], map: ${quote(constraintName(entity.table, columns, 'idx'))})`,
    );
  }
  if ('orderIndex' in entity.fields) {
    blockAttributes.push(`  @@index([orderIndex], map: ${quote(constraintName(entity.table, ['orderIndex'], 'idx'))})`);
  }
  blockAttributes.push(`  @@map(${quote(entity.table)})`);
  return [`model ${entity.model} {`, ...lines, ...backRelations, '', ...blockAttributes, '}'].join('\n');
}

/** Returns file name → content for every module that declares entities. */
export function renderPrismaSchema(entities: readonly Entity[]): Map<string, string> {
  const byKey = new Map(entities.map((e) => [e.key, e]));
  const back = new Map<string, string[]>(entities.map((e) => [e.key, []]));
  for (const entity of entities) {
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.kind !== 'ref') continue;
      const relation = `${entity.model}_${name}`;
      back.get(field.target)?.push(`  ${relation} ${entity.model}[] @relation(${quote(relation)})`);
    }
  }
  const files = new Map<string, string>();
  for (const module of MODULES) {
    const models = entities.filter((e) => e.module === module);
    if (models.length === 0) continue;
    const header = `// Generated from packages/contracts/src/catalogue/modules/${module}.ts by \`pnpm schema:generate\`. Do not edit.\n`;
    files.set(
      `${module}.prisma`,
      header + '\n' + models.map((e) => renderModel(e, back.get(e.key) ?? [], byKey)).join('\n\n') + '\n',
    );
  }
  return files;
}
