/**
 * Zod schemas derived from the catalogue: the inputs of the generic create and update, and the
 * coercion of filter values (query strings carry text). Browser-safe: the admin validates with these too.
 */
import { z } from 'zod';
import type { Entity } from './catalogue/entity.ts';
import type { Field } from './catalogue/fields.ts';
import type { EntityCreate, EntityUpdate, EntityValues } from './catalogue/types.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TEXT_MAX = 100_000;

/** A missing value is required, not malformed: `widgetId: is required`, `widgetId: must be a uuid`. */
const unlessMissing = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : invalid;

export const uuidSchema = z.uuid({ error: unlessMissing('must be a uuid') });
export const localizedSchema = z.record(
  z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/, 'keys must be language codes'),
  z.string().max(TEXT_MAX),
);
const decimalSchema = z
  .union([z.number().finite(), z.string().regex(/^-?\d{1,20}(?:\.\d{1,10})?$/, 'must be a decimal number')])
  .transform(String);
const datetimeSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((v) => new Date(v));

/** The value a column accepts on write. */
export function fieldSchema(field: Field): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'text': {
      let s = z.string().max(field.max ?? TEXT_MAX);
      if (field.pattern) s = s.regex(field.pattern, `must match ${field.pattern.source}`);
      schema = s;
      break;
    }
    case 'localized':
      schema = localizedSchema;
      break;
    // Empty means generated (spec: "Slug and adminTitle are generated when empty").
    case 'slug':
      schema = z
        .string()
        .max(200)
        .refine((v) => v === '' || SLUG_PATTERN.test(v), 'must be lowercase letters, digits and hyphens');
      break;
    case 'adminTitle':
      schema = z.string().max(500);
      break;
    case 'enum':
      schema = z.enum(field.values as [string, ...string[]]);
      break;
    case 'int': {
      let s = z.number().int().min(-2_147_483_648).max(2_147_483_647);
      if (field.min !== undefined) s = s.min(field.min);
      schema = s;
      break;
    }
    case 'decimal':
      schema = decimalSchema;
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'datetime':
      schema = datetimeSchema;
      break;
    case 'json':
      schema = z.json();
      break;
    case 'ref':
    case 'uuid':
      schema = uuidSchema;
      break;
  }
  return field.optional ? schema.nullable() : schema;
}

/** A field the caller must give on create: no default, not generated, not nullable. */
export function isRequiredOnCreate(field: Field): boolean {
  if (field.optional || field.kind === 'slug' || field.kind === 'adminTitle' || field.kind === 'localized')
    return false;
  if ('default' in field && field.default !== undefined) return false;
  return true;
}

export const publicFields = (entity: Entity) => Object.entries(entity.fields).filter(([, f]) => !f.private);

/** System columns a client may echo back (react-admin sends whole records); they are ignored on write. */
const SYSTEM_KEYS = { createdAt: z.unknown().optional(), updatedAt: z.unknown().optional() };

/** The zod schemas of an entity's create and update data, typed from its field map. */
export interface EntitySchemas<E extends Entity = Entity> {
  create: z.ZodType<EntityValues<E>, EntityCreate<E>>;
  update: z.ZodType<EntityValues<E>, EntityUpdate<E>>;
}

const cache = new WeakMap<Entity, EntitySchemas>();

export function entitySchemas<E extends Entity>(entity: E): EntitySchemas<E> {
  const cached = cache.get(entity);
  if (cached) return cached as unknown as EntitySchemas<E>;
  const fields = publicFields(entity);
  const createShape = Object.fromEntries(
    fields.map(([name, f]) => [name, isRequiredOnCreate(f) ? fieldSchema(f) : fieldSchema(f).optional()]),
  );
  const updateShape = Object.fromEntries(fields.map(([name, f]) => [name, fieldSchema(f).optional()]));
  const strip = <T extends Record<string, unknown>>(v: T) => {
    const { createdAt: _c, updatedAt: _u, ...rest } = v;
    return rest;
  };
  const schemas = {
    create: z.strictObject({ id: uuidSchema.optional(), ...SYSTEM_KEYS, ...createShape }).transform(strip),
    update: z
      .strictObject({ id: z.unknown().optional(), ...SYSTEM_KEYS, ...updateShape })
      .transform(({ id: _id, ...rest }) => strip(rest)),
  };
  cache.set(entity, schemas as unknown as EntitySchemas);
  return schemas as unknown as EntitySchemas<E>;
}
