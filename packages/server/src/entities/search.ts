/**
 * The back office's global search: any record of the catalogue found by its id, slug, admin title, title (in any
 * language) or email, in one SQL statement (one bounded subquery per table, UNION ALL). Link tables are left out:
 * they have no name of their own and are edited on their parents. Bounded: at most SEARCH_PER_ENTITY rows per
 * table and SEARCH_LIMIT in all; the text is matched as written (`%` and `_` are not wildcards).
 */
import type { Entity, Language, SearchHit } from '@symbol/contracts';
import { LANGUAGES } from '@symbol/contracts';
import { queryRows, type DbClient } from '../db/index.ts';
import { isSearchable, searchIndex } from '../search/index.ts';
import { columnsOf, quoteIdent } from './columns.ts';

export const SEARCH_PER_ENTITY = 5;
export const SEARCH_LIMIT = 30;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hasEmail = (entity: Entity) => columnsOf(entity).readable.get('email') === 'text';

/** A person: the records linked to one are found by the emails of the person's identities (and payments). */
const PERSON = 'rbac/subjects';

/** The links of `entity` to other entities: the link table, the column naming `entity`, the other end's. */
function linksOf(entity: Entity, all: readonly Entity[]) {
  const found: { link: Entity; mine: string; other: Entity; theirs: string }[] = [];
  for (const link of all) {
    if (!link.link) continue;
    const [a, b] = link.link;
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const target = (field: string) => (link.fields[field] as { target?: string }).target;
      const other = all.find((e) => e.key === target(theirs));
      if (target(mine) === entity.key && other && other !== entity) found.push({ link, mine, other, theirs });
    }
  }
  return found;
}

/**
 * The email conditions of a record of `entity` (its table aliased `t`) reached through its links: a linked record
 * having the email (an order's payment, typed at checkout), or a linked person one of whose linked records has it
 * (an order's customer's identities). So an operator finds an order, a subscription or a person by an email.
 */
function emailPaths(entity: Entity, all: readonly Entity[]): string[] {
  const paths: string[] = [];
  for (const { link, mine, other, theirs } of linksOf(entity, all)) {
    const hop = (alias: string, on: string) =>
      `FROM ${quoteIdent(link.table)} ${alias} WHERE ${alias}.${quoteIdent(mine)} = ${on}`;
    if (hasEmail(other))
      paths.push(
        `EXISTS (SELECT 1 ${hop('l1', 't."id"')} AND EXISTS (SELECT 1 FROM ${quoteIdent(other.table)} f
          WHERE f."id" = l1.${quoteIdent(theirs)} AND f."email" ILIKE $1))`,
      );
    // Not for the person's access records (roles, permissions): many people share one, found by anyone's email.
    else if (other.key === PERSON && entity.module !== 'rbac')
      for (const second of linksOf(other, all).filter((l) => hasEmail(l.other)))
        paths.push(
          `EXISTS (SELECT 1 ${hop('l1', 't."id"')} AND EXISTS (SELECT 1 FROM ${quoteIdent(second.link.table)} l2
            JOIN ${quoteIdent(second.other.table)} f ON f."id" = l2.${quoteIdent(second.theirs)}
            WHERE l2.${quoteIdent(second.mine)} = l1.${quoteIdent(theirs)} AND f."email" ILIKE $1))`,
        );
  }
  return paths;
}

/** What a subquery selects of one table, its searched columns named by the catalogue only. */
function subquery(entity: Entity, index: number, all: readonly Entity[]): string | undefined {
  const readable = columnsOf(entity).readable;
  const has = (name: string, kind: string) => readable.get(name) === kind;
  const pick = (name: string, kind: string, cast: string) =>
    has(name, kind) ? `t.${quoteIdent(name)}` : `NULL::${cast}`;
  const matches = ['t."id" = $2::uuid'];
  if (has('slug', 'slug')) matches.push('t."slug" ILIKE $1');
  if (has('adminTitle', 'adminTitle')) matches.push('t."adminTitle" ILIKE $1');
  if (hasEmail(entity)) matches.push('t."email" ILIKE $1');
  if (has('title', 'localized')) for (const l of LANGUAGES) matches.push(`(t."title" ->> '${l}') ILIKE $1`);
  // A submitted form's payload (name, email, message) is searched as its JSON text.
  if (has('payload', 'json')) matches.push('t."payload"::text ILIKE $1');
  matches.push(...emailPaths(entity, all));
  // A table with nothing to search but its id is searched only when the text is an id (the $2 is null otherwise).
  return `(SELECT ${index} AS e, t."id"::text AS id, ${pick('adminTitle', 'adminTitle', 'text')} AS "adminTitle",
    ${pick('slug', 'slug', 'text')} AS slug, ${pick('title', 'localized', 'jsonb')} AS title,
    ${pick('email', 'text', 'text')} AS email FROM ${quoteIdent(entity.table)} t
    WHERE ${matches.join(' OR ')} LIMIT ${SEARCH_PER_ENTITY})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchEntities(client: DbClient, entities: readonly Entity[], q: string): Promise<SearchHit[]> {
  const searched = entities.filter((entity) => !entity.link);
  const parts = searched
    .map((entity, index) => subquery(entity, index, entities))
    .filter((part): part is string => !!part);
  const text = q.trim();
  const id = UUID.test(text) ? text.toLowerCase() : null;
  const rows = await queryRows<Omit<SearchHit, 'entity'> & { e: number }>(
    client,
    `${parts.join(' UNION ALL ')} LIMIT ${SEARCH_LIMIT}`,
    [`%${escapeLike(text)}%`, id],
  );
  return rows.map(({ e, ...row }) => ({ entity: searched[e]!.key, ...row }));
}

/** How many of the global search's records come from the full-text index at most. */
export const SEARCH_FULL_TEXT = 10;

/**
 * The global search: the full-text index first (ranked; word forms and typos; every searchable entity, staff-only
 * ones included: the caller is staff), then the records matched by id, slug, titles or email, each record once
 * (a record found both ways keeps its columns and gains the snippet), SEARCH_PER_ENTITY per entity and
 * SEARCH_LIMIT in all.
 */
export async function findRecords(
  client: DbClient,
  entities: readonly Entity[],
  q: string,
  language: Language,
): Promise<SearchHit[]> {
  const staffEntities = entities.filter(isSearchable).map((entity) => entity.key);
  const [words, matched] = await Promise.all([
    searchIndex.search(client, { q, language, limit: SEARCH_FULL_TEXT, staffEntities, closest: false }),
    searchEntities(client, entities, q),
  ]);
  const byKey = new Map<string, SearchHit>();
  for (const found of words.results)
    byKey.set(`${found.entity} ${found.id}`, {
      entity: found.entity,
      id: found.id,
      adminTitle: null,
      slug: null,
      title: { [language]: found.title },
      email: null,
      snippet: found.snippet,
    });
  for (const hit of matched) {
    const key = `${hit.entity} ${hit.id}`;
    const known = byKey.get(key);
    byKey.set(key, known ? { ...hit, snippet: known.snippet } : hit);
  }
  const perEntity = new Map<string, number>();
  return [...byKey.values()]
    .filter((hit) => {
      const count = (perEntity.get(hit.entity) ?? 0) + 1;
      perEntity.set(hit.entity, count);
      return count <= SEARCH_PER_ENTITY;
    })
    .slice(0, SEARCH_LIMIT);
}
