/**
 * How many records each catalogue entity holds, for the back office's dashboard: one SQL statement for the
 * whole catalogue (one scalar subquery per table), each count bounded so a huge table costs no more than
 * COUNT_CAP rows (the answer says `capped`, the dashboard shows "100000+").
 */
import type { Entity } from '@symbol/contracts';
import { queryRows, type DbClient } from '../db/index.ts';
import { quoteIdent } from './columns.ts';

export const COUNT_CAP = 100_000;

export interface EntityCount {
  /** The catalogue key (`host/widgets`), also the REST path under /api. */
  entity: string;
  module: string;
  count: number;
  /** The table holds more than `count` rows: counting stopped at COUNT_CAP. */
  capped: boolean;
}

export async function countEntities(client: DbClient, entities: readonly Entity[]): Promise<EntityCount[]> {
  if (!entities.length) return [];
  // Table names come from the catalogue (quoted identifiers), never from the request.
  const columns = entities.map(
    (entity, index) =>
      `(SELECT count(*)::int FROM (SELECT 1 FROM ${quoteIdent(entity.table)} LIMIT ${COUNT_CAP + 1}) AS t) AS c${index}`,
  );
  const [row] = await queryRows<Record<string, number>>(client, `SELECT ${columns.join(', ')}`, []);
  return entities.map((entity, index) => {
    const counted = row?.[`c${index}`] ?? 0;
    return {
      entity: entity.key,
      module: entity.module,
      count: Math.min(counted, COUNT_CAP),
      capped: counted > COUNT_CAP,
    };
  });
}
