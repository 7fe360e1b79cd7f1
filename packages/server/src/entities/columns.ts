/** What the generic API may read, filter and sort for an entity: derived from the catalogue once. */
import { publicFields, type Entity, type Field } from '@symbol/contracts';

export type ColumnKind = Field['kind'] | 'id' | 'timestamp';

export interface EntityColumns {
  /** Column → kind for everything a client may see (private fields excluded). */
  readable: Map<string, ColumnKind>;
  /** `"id", "createdAt", ...`: the select list. */
  selectList: string;
  hasOrderIndex: boolean;
  /** The readable decimal columns (sent as plain text, see serialize.ts). */
  decimals: string[];
}

const cache = new WeakMap<Entity, EntityColumns>();

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function columnsOf(entity: Entity): EntityColumns {
  const cached = cache.get(entity);
  if (cached) return cached;
  const readable = new Map<string, ColumnKind>([
    ['id', 'id'],
    ['createdAt', 'timestamp'],
    ['updatedAt', 'timestamp'],
  ]);
  for (const [name, field] of publicFields(entity)) readable.set(name, field.kind);
  const columns: EntityColumns = {
    readable,
    selectList: [...readable.keys()].map(quoteIdent).join(', '),
    hasOrderIndex: 'orderIndex' in entity.fields,
    decimals: [...readable].filter(([, kind]) => kind === 'decimal').map(([name]) => name),
  };
  cache.set(entity, columns);
  return columns;
}

/** Fields never returned by the generic API (password hashes, codes): Prisma's `omit` argument. */
export function privateOmit(entity: Entity): Record<string, true> | undefined {
  const names = Object.entries(entity.fields)
    .filter(([, f]) => f.private)
    .map(([n]) => n);
  return names.length ? Object.fromEntries(names.map((n) => [n, true])) : undefined;
}
