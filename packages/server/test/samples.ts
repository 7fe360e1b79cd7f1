/**
 * Sample records for any catalogue entity, derived from its fields: what the generated CRUD tests create.
 * Required foreign ids are satisfied by creating the target first (recursively).
 */
import { randomBytes } from 'node:crypto';
import { getEntity, isRequiredOnCreate, publicFields, type Entity, type Field } from '@symbol/contracts';

const rand = () => randomBytes(4).toString('hex');
const TEXT_CANDIDATES = () => [`sample ${rand()}`, `/sample-${rand()}`, 'GET', `@sample_${rand()}`];

export function sampleValue(field: Field): unknown {
  switch (field.kind) {
    case 'text': {
      const candidates = TEXT_CANDIDATES();
      return field.pattern ? candidates.find((c) => field.pattern!.test(c)) : candidates[0];
    }
    case 'localized':
      return { en: `English ${rand()}`, ru: `Русский ${rand()}` };
    case 'slug':
      return `sample-${rand()}`;
    case 'adminTitle':
      return `Admin title ${rand()}`;
    case 'enum':
      return field.values.at(-1);
    case 'int':
      // A unique number (an order's receipt number) differs per record, as a slug does.
      return field.unique
        ? Math.max(field.min ?? 0, 1000) + randomBytes(3).readUIntBE(0, 3)
        : Math.max(field.min ?? 0, 7);
    case 'decimal':
      return '12.5';
    case 'boolean':
      return true;
    case 'datetime':
      return '2026-05-01T10:00:00.000Z';
    case 'json':
      return { sample: rand() };
    case 'uuid':
      return crypto.randomUUID();
    case 'ref':
      throw new Error('refs are created, not sampled');
  }
}

/** Entities whose required columns the generic API cannot fill (private, module-managed). */
export const isGenericallyCreatable = (entity: Entity) =>
  !entity.readOnly && Object.values(entity.fields).every((f) => !(f.private && isRequiredOnCreate(f)));

export type CreateFn = (entity: Entity, data: Record<string, unknown>) => Promise<{ id: string }>;

/** Full sample data (every public field set), creating required targets through `create`. */
export async function sampleData(entity: Entity, create: CreateFn, depth = 0): Promise<Record<string, unknown>> {
  if (depth > 6) throw new Error(`reference chain too deep at ${entity.key}`);
  const data: Record<string, unknown> = {};
  for (const [name, field] of publicFields(entity)) {
    if (field.kind === 'ref') {
      if (field.optional) continue;
      const target = getEntity(field.target);
      data[name] = (await create(target, await sampleData(target, create, depth + 1))).id;
    } else {
      data[name] = sampleValue(field);
    }
  }
  return data;
}

/** A column to filter on with `eq`: the first plain scalar the row holds a value in. */
export function probeColumn(entity: Entity, row: Record<string, unknown>): string | undefined {
  const kinds = ['ref', 'text', 'adminTitle', 'enum', 'int', 'uuid', 'boolean', 'slug'];
  return publicFields(entity)
    .filter(([name, f]) => kinds.includes(f.kind) && row[name] !== null && row[name] !== undefined)
    .sort(([, a], [, b]) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind))[0]?.[0];
}
