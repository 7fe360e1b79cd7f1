/** Database failures a client caused become 4xx with the field named; anything else stays a 500. */
import type { Entity } from '@symbol/contracts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { constraintName } from './prisma-schema.ts';

interface PrismaLikeError {
  code?: string;
  message?: string;
  /** Set by pg on a statement sent straight to the pool. */
  constraint?: string;
  meta?: Record<string, unknown> & {
    target?: string[] | string;
    field_name?: string;
    driverAdapterError?: {
      cause?: { kind?: string; constraint?: { fields?: string[]; index?: string }; originalCode?: string };
    };
  };
}

const constraintsByEntity = new WeakMap<Entity, Map<string, string[]>>();

/**
 * The entity's unique and foreign-key constraints by name, named as the Prisma schema names them: the names
 * shortened past 63 characters (a hash in place of the tail) cannot be read back, so they are looked up.
 */
function constraintsOf(entity: Entity): Map<string, string[]> {
  let constraints = constraintsByEntity.get(entity);
  if (!constraints) {
    constraints = new Map();
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.kind === 'ref') constraints.set(constraintName(entity.table, [name], 'fkey'), [name]);
      if (field.unique) constraints.set(constraintName(entity.table, [name], 'key'), [name]);
    }
    for (const columns of entity.uniqueTogether) constraints.set(constraintName(entity.table, columns, 'key'), columns);
    constraintsByEntity.set(entity, constraints);
  }
  return constraints;
}

/** Finds the columns a constraint covers from its fields list or its name. */
function constraintFields(entity: Entity, error: PrismaLikeError): string[] {
  const meta = error.meta ?? {};
  const constraint = meta.driverAdapterError?.cause?.constraint;
  if (constraint?.fields?.length) return constraint.fields.map((f) => f.replace(/^"|"$/g, ''));
  if (Array.isArray(meta.target)) return meta.target;
  const name = String(
    constraint?.index ?? error.constraint ?? (typeof meta.target === 'string' ? meta.target : meta.field_name) ?? '',
  );
  return constraintsOf(entity).get(name) ?? Object.keys(entity.fields).filter((f) => name.includes(`_${f}_`));
}

const PRISMA_CODE_OF_SQLSTATE = new Map([
  ['23505', 'P2002'],
  ['23503', 'P2003'],
  ['22001', 'P2000'],
  ['23502', 'P2011'],
]);

export function mapDatabaseError(error: unknown, entity: Entity): unknown {
  if (error instanceof AppError) return error;
  const e = error as PrismaLikeError;
  const pgCode = e.meta?.driverAdapterError?.cause?.originalCode;
  // A statement sent straight to the pool fails with pg's own error: its SQLSTATE names what Prisma's code would.
  switch (PRISMA_CODE_OF_SQLSTATE.get(e.code ?? '') ?? e.code) {
    case 'P2002': {
      const fields = constraintFields(entity, e);
      const label = fields.join(', ') || 'value';
      return conflict(
        `${label} already exists`,
        fields.map((f) => `${f}: must be unique`),
      );
    }
    case 'P2003': {
      const fields = constraintFields(entity, e);
      return badRequest(`${fields.join(', ') || 'a foreign id'} references a record that does not exist`);
    }
    case 'P2025':
      return notFound(`${entity.key} record not found`);
    case 'P2000':
      return badRequest('A value is too long for its column');
    case 'P2011':
      return badRequest('A required value is missing');
    case 'P2023':
      return badRequest('A value has the wrong type');
  }
  // Raw queries surface the PostgreSQL code (through Prisma, or straight from pg): data exceptions.
  const sqlState = pgCode ?? (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined);
  if (sqlState?.startsWith('22')) {
    return badRequest('A value has the wrong type');
  }
  return error;
}
