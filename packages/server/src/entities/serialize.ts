/** One wire shape for a row, whichever path read it: decimals as plain strings, dates as ISO text. */
import type { Entity, EntityRow } from '@symbol/contracts';
import { columnsOf } from './columns.ts';

export type Row = Record<string, unknown>;

/** A decimal as plain text without trailing zeros ("5000.0000000000" → "5000", "12.50" → "12.5"). */
export function plainDecimal(value: unknown): string {
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function serializeRow<E extends Entity>(entity: E, row: Row): EntityRow<E> {
  const out: Row = {};
  for (const [column, kind] of columnsOf(entity).readable) {
    const value = row[column];
    if (kind === 'decimal' && value !== null && value !== undefined) {
      out[column] = plainDecimal(value);
    } else {
      out[column] = value;
    }
  }
  return out as EntityRow<E>;
}

/**
 * A row read with the entity's own select list (`columnsOf(entity).selectList`, a fresh row from pg): it holds
 * the readable columns already, in order, so only its decimals change, in place, and no copy is made.
 */
export function serializeSelected<E extends Entity>(entity: E, row: Row): EntityRow<E> {
  for (const column of columnsOf(entity).decimals) {
    const value = row[column];
    if (value !== null && value !== undefined) row[column] = plainDecimal(value);
  }
  return row as EntityRow<E>;
}
