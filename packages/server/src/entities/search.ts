/**
 * The back office's global search: any record of the catalogue found by its id, slug, admin title, title (in any
 * language) or email, in one SQL statement (one bounded subquery per table, UNION ALL). Link tables are left out:
 * they have no name of their own and are edited on their parents. Bounded: at most SEARCH_PER_ENTITY rows per
 * table and SEARCH_LIMIT in all; the text is matched as written (`%` and `_` are not wildcards).
 */
import type { Entity, SearchHit } from '@symbol/contracts';
import { LANGUAGES } from '@symbol/contracts';
import { queryRows, type DbClient } from '../db/index.ts';
import { columnsOf, quoteIdent } from './columns.ts';

export const SEARCH_PER_ENTITY = 5;
export const SEARCH_LIMIT = 30;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a subquery selects of one table, its searched columns named by the catalogue only. */
function subquery(entity: Entity, index: number): string | undefined {
  const readable = columnsOf(entity).readable;
  const has = (name: string, kind: string) => readable.get(name) === kind;
  const pick = (name: string, kind: string, cast: string) => (has(name, kind) ? quoteIdent(name) : `NULL::${cast}`);
  const matches = ['"id" = $2::uuid'];
  if (has('slug', 'slug')) matches.push('"slug" ILIKE $1');
  if (has('adminTitle', 'adminTitle')) matches.push('"adminTitle" ILIKE $1');
  if (has('email', 'text')) matches.push('"email" ILIKE $1');
  if (has('title', 'localized')) for (const l of LANGUAGES) matches.push(`("title" ->> '${l}') ILIKE $1`);
  // A table with nothing to search but its id is searched only when the text is an id (the $2 is null otherwise).
  return `(SELECT ${index} AS e, "id"::text AS id, ${pick('adminTitle', 'adminTitle', 'text')} AS "adminTitle",
    ${pick('slug', 'slug', 'text')} AS slug, ${pick('title', 'localized', 'jsonb')} AS title,
    ${pick('email', 'text', 'text')} AS email FROM ${quoteIdent(entity.table)}
    WHERE ${matches.join(' OR ')} LIMIT ${SEARCH_PER_ENTITY})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchEntities(client: DbClient, entities: readonly Entity[], q: string): Promise<SearchHit[]> {
  const searched = entities.filter((entity) => !entity.link);
  const parts = searched.map(subquery).filter((part): part is string => !!part);
  const text = q.trim();
  const id = UUID.test(text) ? text.toLowerCase() : null;
  const rows = await queryRows<Omit<SearchHit, 'entity'> & { e: number }>(
    client,
    `${parts.join(' UNION ALL ')} LIMIT ${SEARCH_LIMIT}`,
    [`%${escapeLike(text)}%`, id],
  );
  return rows.map(({ e, ...row }) => ({ entity: searched[e]!.key, ...row }));
}
