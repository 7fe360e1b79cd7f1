/** One wire shape for a row, whichever path read it: decimals as plain strings, dates as ISO text. */
import type { Entity } from '@symbol/contracts';
import { columnsOf } from './columns.ts';

export type Row = Record<string, unknown>;

const DECIMAL_TRAILING_ZEROS = /\.?0+$/;

export function serializeRow(entity: Entity, row: Row): Row {
  const out: Row = {};
  for (const [column, kind] of columnsOf(entity).readable) {
    const value = row[column];
    if (kind === 'decimal' && value !== null && value !== undefined) {
      const text = String(value);
      out[column] = text.includes('.') ? text.replace(DECIMAL_TRAILING_ZEROS, '') : text;
    } else {
      out[column] = value;
    }
  }
  return out;
}
