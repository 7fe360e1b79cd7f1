/**
 * Zod schemas derived from the catalogue: the inputs of the generic create and update, and the
 * coercion of filter values (query strings carry text). Browser-safe: the admin validates with these too.
 */
import { z } from 'zod';
import type { Entity } from './catalogue/entity.ts';
import { fieldAnswerSchema, fieldSchema, isoDatetime, uuidSchema } from './catalogue/field-kinds.ts';
import type { Field } from './catalogue/fields.ts';
import type { EntityCreate, EntityUpdate, EntityValues } from './catalogue/types.ts';

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

const rows = new WeakMap<Entity, RowSchema>();

/** Keyed by column name: a row schema is picked from and extended by the answers built on it. */
export type RowSchema = z.ZodObject<Record<string, z.ZodType>>;

/**
 * A row as the API answers it, in JSON: the system columns and every public field, always present (null where
 * nullable). The OpenAPI document's row schemas come from it; tests hold real answers to it.
 */
export function rowSchema(entity: Entity): RowSchema {
  let schema = rows.get(entity);
  if (!schema) {
    const shape = Object.fromEntries(publicFields(entity).map(([name, f]) => [name, fieldAnswerSchema(f)]));
    schema = z.object({ id: z.uuid(), createdAt: isoDatetime, updatedAt: isoDatetime, ...shape });
    rows.set(entity, schema);
  }
  return schema;
}
