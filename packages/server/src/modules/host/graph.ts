/**
 * Loads trees of records through link entities in a number of queries that depends on the shape of the
 * tree, never on how many records it holds: every edge of one depth, whatever its parents, is one branch
 * of one `UNION ALL` query, and each branch takes all its parents' ids as one array.
 *
 * An edge says: the parent's `as` list is the rows of `link` whose `from` column is the parent's id,
 * joined to the entity that `to` points at, in the link's order (orderIndex, then creation), each child
 * carrying its link row as `link` (id, variant, orderIndex, className and the link's own fields such as a
 * sku; not the two ends, which are the parent's and the child's ids).
 */
import { getEntity, LIST_PAGE_SIZE, pickLanguage, type Entity, type Language } from '@symbol/contracts';
import type pg from 'pg';
import { statementName } from '../../db/index.ts';
import { columnsOf, quoteIdent as q } from '../../entities/columns.ts';
import { plainDecimal, type Row } from '../../entities/serialize.ts';

export interface Edge {
  /** The parent's property that receives the list. */
  as: string;
  /** The link entity (`website-builder/widgets-to-features`). */
  link: string;
  /** The link's column pointing at the parent. */
  from: string;
  /** The link's column pointing at the child. */
  to: string;
  /** The child entity when `to` is a polymorphic uuid rather than a foreign id. */
  target?: string;
  /** One more equality on the link row (the external module of a host widget). */
  where?: { column: string; value: string };
  /**
   * Whether a parent that links no child shows the latest records of the child entity instead (a list widget,
   * issue 21): the first `LIST_PAGE_SIZE` of them, newest first, read in the same query as the links, and
   * `latest[as]` on the parent says whether there are more.
   */
  latest?: (parent: Node) => boolean;
  children?: readonly Edge[];
}

/** What a parent showing the latest records of a list (none linked) gets under `latest[list]`. */
export interface LatestList {
  hasMore: boolean;
}

export type Node = Row & { id: string };

/** At most this many children per parent and edge: every list is bounded. */
export const CHILDREN_PER_PARENT = 100;
const MAX_DEPTH = 10;

export interface Loader {
  query(text: string, values: unknown[]): Promise<Row[]>;
  language: Language | undefined;
}

/** Runs SQL on the pool as a named (prepared once per connection) statement: a page's texts depend on the shape of its tree only, so they are few. */
export function poolLoader(pool: pg.Pool, language: Language | undefined): Loader {
  return {
    language,
    async query(text, values) {
      const result = await pool.query({ name: statementName(text), text, values });
      return result.rows as Row[];
    },
  };
}

/**
 * Columns no widget renders, left out of the records a page reaches through links: the back office's label,
 * the last change and the record's own position (a child is placed by its link's). The page, its metadata and
 * the records named by the url keep every public column.
 */
export const UNRENDERED_COLUMNS: ReadonlySet<string> = new Set(['adminTitle', 'updatedAt', 'orderIndex']);
const rendered = (column: string) => !UNRENDERED_COLUMNS.has(column);

export const targetOf = (edge: Edge): Entity => {
  if (edge.target) return getEntity(edge.target);
  const field = getEntity(edge.link).fields[edge.to];
  if (field?.kind !== 'ref') throw new Error(`${edge.link}.${edge.to} is not a foreign id`);
  return getEntity(field.target);
};

/**
 * A JSON object of an entity's public columns (or some); decimals as text so no digit is lost.
 * `json_build_object` (no binary jsonb built and printed again) while the columns fit its 100 arguments;
 * wider entities are jsonb chunks joined with `||`.
 */
export function jsonColumns(entity: Entity, alias: string, only?: (column: string) => boolean): string {
  const columns = [...columnsOf(entity).readable].filter(([column]) => !only || only(column));
  const pairs = columns.map(([column, kind]) => {
    const value = `${alias}.${q(column)}${kind === 'decimal' ? '::text' : ''}`;
    return `'${column}', ${value}`;
  });
  if (pairs.length <= 50) return `json_build_object(${pairs.join(', ')})`;
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 40) chunks.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return chunks.join(' || ');
}

/** One wire shape, whichever path read the row: ISO dates, plain decimals, localized maps picked when a language is set. */
export function toNode(entity: Entity, raw: Row, language: Language | undefined): Node {
  const out: Row = {};
  for (const [column, kind] of columnsOf(entity).readable) {
    if (!Object.hasOwn(raw, column)) continue; // a column the query left out
    const value = raw[column];
    if (value === null || value === undefined) out[column] = value;
    else if (kind === 'timestamp' || kind === 'datetime') out[column] = new Date(value as string).toISOString();
    else if (kind === 'localized' && language) out[column] = pickLanguage(value, language);
    else if (kind === 'decimal') out[column] = plainDecimal(value);
    else out[column] = value;
  }
  return out as Node;
}

function branchSql(edge: Edge, index: number, params: unknown[], parentIds: string[]): string {
  const link = getEntity(edge.link);
  const target = targetOf(edge);
  params.push(parentIds);
  let where = `l.${q(edge.from)} = ANY($${params.length}::uuid[])`;
  if (edge.where) {
    params.push(edge.where.value);
    where += ` AND l.${q(edge.where.column)} = $${params.length}::text`;
  }
  const order = `l."orderIndex" ASC, l."createdAt" ASC, l."id" ASC`;
  // The link as the child shows it: its id, variant, order, class and own fields, not the two ends again.
  const linkColumn = (column: string) =>
    column !== edge.from && column !== edge.to && column !== 'createdAt' && column !== 'updatedAt';
  return (
    `SELECT ${index} AS "e", s."p", s."r", s."l", s."n" FROM (` +
    `SELECT l.${q(edge.from)}::text AS "p", ${jsonColumns(link, 'l', linkColumn)} AS "l", ${jsonColumns(target, 't', rendered)} AS "n", ` +
    `row_number() OVER (PARTITION BY l.${q(edge.from)} ORDER BY ${order}) AS "r" ` +
    `FROM ${q(link.table)} l JOIN ${q(target.table)} t ON t."id" = l.${q(edge.to)} WHERE ${where}` +
    `) s WHERE s."r" <= ${CHILDREN_PER_PARENT}`
  );
}

/**
 * The newest records of an edge's child entity, `limit` of them from `offset` (newest first, then by id), as
 * a branch of the same shape as a link branch (no parent, no link), so that it joins a depth's query.
 */
export function latestSql(edge: Edge, index: number, params: unknown[], limit: number, offset = 0): string {
  const target = targetOf(edge);
  params.push(offset);
  const order = `t."createdAt" DESC, t."id" DESC`;
  return (
    `SELECT ${index} AS "e", NULL::text AS "p", s."r", NULL::json AS "l", s."n" FROM (` +
    `SELECT ${jsonColumns(target, 't', rendered)} AS "n", row_number() OVER (ORDER BY ${order}) AS "r" ` +
    `FROM ${q(target.table)} t ORDER BY ${order} LIMIT ${limit} OFFSET $${params.length}::int` +
    `) s`
  );
}

interface Pending {
  nodes: Node[];
  edges: readonly Edge[];
}

const linkOrder = (a: Node, b: Node) => {
  const la = a.link as Row;
  const lb = b.link as Row;
  return (la.orderIndex as number) - (lb.orderIndex as number) || String(la.id).localeCompare(String(lb.id));
};

/**
 * Fills every node's edge lists, depth by depth: one query per depth. Children reached through an edge
 * with `children` are expanded at the next depth. Returns how many queries it ran.
 */
export async function expand(loader: Loader, roots: Pending[]): Promise<number> {
  let frontier = roots.filter((p) => p.nodes.length && p.edges.length);
  let queries = 0;
  for (let depth = 0; frontier.length; depth++) {
    if (depth >= MAX_DEPTH) throw new Error('link tree deeper than expected');
    const parentsByEdge = new Map<Edge, Node[]>();
    for (const { nodes, edges } of frontier) {
      for (const edge of edges) {
        const list = parentsByEdge.get(edge) ?? [];
        list.push(...nodes);
        parentsByEdge.set(edge, list);
      }
    }
    const groups = [...parentsByEdge];
    const params: unknown[] = [];
    const branches = groups.map(([edge, parents], i) =>
      branchSql(edge, i, params, [...new Set(parents.map((p) => p.id))]),
    );
    // The latest records of each edge some parent may fall back to, in the same query (one more to know if there are more).
    const latestEdges = groups.flatMap(([edge, parents]) => (edge.latest && parents.some(edge.latest) ? [edge] : []));
    for (const edge of latestEdges) branches.push(latestSql(edge, branches.length, params, LIST_PAGE_SIZE + 1));
    const rows = await loader.query(`${branches.join(' UNION ALL ')} ORDER BY "e", "r"`, params);
    queries++;

    // Several edges may fill the same list (a host widget's external widgets of each module).
    const sharedLists = new Set<string>();
    const listsSeen = new Set<string>();
    for (const [edge, parents] of groups) {
      for (const parent of parents) parent[edge.as] = [];
      if (listsSeen.has(edge.as)) sharedLists.add(edge.as);
      listsSeen.add(edge.as);
    }
    const children = groups.map(() => new Map<string, Node[]>());
    const latest = new Map<Edge, Node[]>(latestEdges.map((edge) => [edge, []]));
    for (const row of rows) {
      const index = Number(row.e);
      if (index >= groups.length) {
        const edge = latestEdges[index - groups.length]!;
        latest.get(edge)!.push(toNode(targetOf(edge), row.n as Row, loader.language));
        continue;
      }
      const [edge] = groups[index]!;
      const node = toNode(targetOf(edge), row.n as Row, loader.language);
      node.link = row.l;
      const byParent = children[index]!;
      const list = byParent.get(row.p as string) ?? [];
      list.push(node);
      byParent.set(row.p as string, list);
    }
    const next: Pending[] = [];
    groups.forEach(([edge, parents], index) => {
      const byParent = children[index]!;
      const seen = new Set<Node>();
      for (const parent of parents) {
        if (seen.has(parent)) continue;
        seen.add(parent);
        (parent[edge.as] as Node[]).push(...(byParent.get(parent.id) ?? []));
      }
      const all = [...byParent.values()].flat();
      const newest = latest.get(edge) ?? [];
      const shown = newest.slice(0, LIST_PAGE_SIZE);
      let fellBack = false;
      for (const parent of seen) {
        if (!edge.latest?.(parent) || (parent[edge.as] as Node[]).length) continue;
        parent[edge.as] = [...shown];
        parent.latest = { ...(parent.latest as object), [edge.as]: { hasMore: newest.length > shown.length } };
        fellBack = true;
      }
      if (fellBack) all.push(...shown);
      if (edge.children?.length && all.length) next.push({ nodes: all, edges: edge.children });
    });
    if (sharedLists.size) {
      for (const [edge, parents] of groups) {
        if (!sharedLists.has(edge.as)) continue;
        for (const parent of new Set(parents)) (parent[edge.as] as Node[]).sort(linkOrder);
      }
    }
    frontier = next;
  }
  return queries;
}

/** A page of the latest records of an edge's child entity from `offset`, with their trees: a list widget's 'More'. */
export async function latestPage(
  loader: Loader,
  edge: Edge,
  offset: number,
): Promise<{ records: Node[]; hasMore: boolean }> {
  const params: unknown[] = [];
  const rows = await loader.query(`${latestSql(edge, 0, params, LIST_PAGE_SIZE + 1, offset)} ORDER BY "r"`, params);
  const found = rows.map((row) => toNode(targetOf(edge), row.n as Row, loader.language));
  const records = found.slice(0, LIST_PAGE_SIZE);
  if (edge.children?.length) await expand(loader, [{ nodes: records, edges: edge.children }]);
  return { records, hasMore: found.length > records.length };
}
