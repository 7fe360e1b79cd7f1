/**
 * The search index in PostgreSQL itself (search.documents): full-text search with each language's stemmer
 * (`websearch_to_tsquery`, `ts_rank_cd`, title over body), trigram word similarity (pg_trgm) for typos and partial
 * words, `ts_headline` snippets. Written in the writer's own transaction, so a staged write (rolled back) never
 * reaches it and a release's preview, which applies the release in a transaction, searches as the release will be.
 */
import { createHash } from 'node:crypto';
import { entities, type Entity, type Language, type SearchResult } from '@symbol/contracts';
import { queryRows, transactionOn, type Db, type DbClient } from '../db/index.ts';
import { insertDocumentsSql, isSearchable, TEXT_SEARCH_CONFIG } from './documents.ts';
import type { Candidate, CandidatesRequest, SearchIndex, SearchRequest, SearchResponse } from './index-types.ts';

/** Marks ts_headline puts around a matched word; replaced by <mark> once the rest is HTML-escaped. */
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** How many closest titles "nothing found" offers, and how alike they must be at least. */
const CLOSEST = 3;
const CLOSEST_MIN_SIMILARITY = 0.3;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function snippetHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

interface Row {
  entity: string;
  id: string;
  title: string;
  url: string | null;
  score: number;
  snippet: string;
  total: number;
}

const toResult = ({ entity, id, title, url, score, snippet }: Row): SearchResult => ({
  entity,
  id,
  title,
  url,
  snippet: snippetHtml(snippet ?? ''),
  score: Math.round(Number(score) * 1000) / 1000,
});

/**
 * $1 the words, $2 the language, $3 the staff-only entities the caller may read, $4 one entity or null, $5 the limit.
 * A record matches by its stemmed words or when the words are like a word of its title (pg_trgm's `<%`); the score
 * adds the two. Snippets are cut for the page of results only.
 */
function searchSql(language: Language): string {
  const config = `'${TEXT_SEARCH_CONFIG[language]}'::regconfig`;
  return `WITH q AS (SELECT websearch_to_tsquery(${config}, $1) AS tsq),
  hits AS (
    SELECT d.entity, d.record_id, d.title, d.body, d.url,
      (ts_rank_cd(d.document, q.tsq, 32) + word_similarity($1, d.title)) * d.boost AS score
    FROM search.documents d, q
    WHERE d.language = $2 AND (d.public OR d.entity = ANY($3::text[])) AND ($4::text IS NULL OR d.entity = $4)
      AND (d.document @@ q.tsq OR $1 <% d.title)
  ),
  page AS (SELECT *, count(*) OVER () AS total FROM hits ORDER BY score DESC, title LIMIT $5)
  SELECT p.entity, p.record_id::text AS id, p.title, p.url, p.score::float8 AS score, p.total::int AS total,
    ts_headline(${config}, left(p.body, 5000), q.tsq, '${HEADLINE}') AS snippet
  FROM page p, q ORDER BY p.score DESC, p.title`;
}

/**
 * The closest titles when nothing matched (a "did you mean"): trigram similarity alone, through the title's trigram
 * index (`<%` under a lower threshold, set for this transaction only).
 */
const closestSql = `SELECT d.entity, d.record_id::text AS id, d.title, d.url, word_similarity($1, d.title)::float8 AS score,
    left(d.body, 160) AS snippet, 0 AS total
  FROM search.documents d
  WHERE d.language = $2 AND (d.public OR d.entity = ANY($3::text[])) AND ($4::text IS NULL OR d.entity = $4)
    AND $1 <% d.title
  ORDER BY score DESC, d.title LIMIT ${CLOSEST}`;

/**
 * The question's words or-ed (`plainto_tsquery` drops stop words and stems; its `&` and `<->` become `|`): a question
 * rarely holds only words of one record, so any of them finds a candidate, and the rank orders them.
 */
export const anyWordQuery = (config: string) =>
  `(regexp_replace(plainto_tsquery(${config}, $1)::text, '&|<->|<\\d+>', '|', 'g'))::tsquery`;

/** $1 the question, $2 the language, $3 the entities, $4 the limit. */
function candidatesSql(language: Language): string {
  const config = `'${TEXT_SEARCH_CONFIG[language]}'::regconfig`;
  return `WITH q AS (SELECT ${anyWordQuery(config)} AS tsq)
  SELECT d.entity, d.record_id::text AS id, d.title, d.body, d.url,
    (ts_rank_cd(d.document, q.tsq, 32) * d.boost)::float8 AS score
  FROM search.documents d, q
  WHERE d.language = $2 AND d.entity = ANY($3::text[]) AND d.document @@ q.tsq
  ORDER BY score DESC, d.title LIMIT $4`;
}

const searchable = () => entities.filter(isSearchable);

/** What an entity's rows were built from: a change of its declaration (or of this code's SQL) rebuilds them. */
const signature = (entity: Entity & { search: NonNullable<Entity['search']> }) =>
  createHash('sha1')
    .update(insertDocumentsSql(entity, entity.search, true))
    .digest('hex');

export const postgresSearchIndex: SearchIndex = {
  async candidates(client: DbClient, request: CandidatesRequest): Promise<Candidate[]> {
    if (!request.entities.length || request.q.trim().length < 2) return [];
    const rows = await queryRows<Candidate>(client, candidatesSql(request.language), [
      request.q,
      request.language,
      request.entities,
      request.limit,
    ]);
    return rows.map((row) => ({ ...row, score: Number(row.score) }));
  },

  async search(client: DbClient, request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const params = [request.q, request.language, request.staffEntities, request.type ?? null];
    if (request.q.length < 2) return { results: [], total: 0, tookMs: 0 };
    const rows = await queryRows<Row>(client, searchSql(request.language), [...params, request.limit]);
    const closest =
      rows.length || request.closest === false
        ? undefined
        : await transactionOn(client, async (tx) => {
            await queryRows(tx, `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
              String(CLOSEST_MIN_SIMILARITY),
            ]);
            return (await queryRows<Row>(tx, closestSql, params)).map(toResult);
          });
    return {
      results: rows.map(toResult),
      total: rows[0]?.total ?? 0,
      closest,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    };
  },

  async follow(client: DbClient, entity: Entity, ids: readonly string[], kind: 'create' | 'update' | 'delete') {
    if (!isSearchable(entity) || !ids.length) return;
    if (kind !== 'create')
      await queryRows(client, 'DELETE FROM search.documents WHERE entity = $1 AND record_id = ANY($2::uuid[])', [
        entity.key,
        ids,
      ]);
    if (kind !== 'delete') await queryRows(client, insertDocumentsSql(entity, entity.search), [ids]);
  },

  async rebuild(db: Db, { force = false } = {}) {
    const rebuilt: string[] = [];
    const built = new Map(
      (await queryRows<{ entity: string; signature: string }>(db.prisma, 'SELECT * FROM search.sources', [])).map(
        (row) => [row.entity, row.signature],
      ),
    );
    const declared = searchable();
    for (const entity of declared) {
      const wanted = signature(entity);
      if (!force && built.get(entity.key) === wanted) continue;
      await db.transaction(async (tx) => {
        await queryRows(tx, 'DELETE FROM search.documents WHERE entity = $1', [entity.key]);
        await queryRows(tx, insertDocumentsSql(entity, entity.search, true), []);
        await queryRows(
          tx,
          `INSERT INTO search.sources (entity, signature) VALUES ($1, $2)
           ON CONFLICT (entity) DO UPDATE SET signature = EXCLUDED.signature`,
          [entity.key, wanted],
        );
      });
      rebuilt.push(entity.key);
    }
    // An entity no longer declared searchable leaves the index.
    const keys = declared.map((entity) => entity.key);
    await queryRows(db.prisma, 'DELETE FROM search.documents WHERE NOT (entity = ANY($1::text[]))', [keys]);
    await queryRows(db.prisma, 'DELETE FROM search.sources WHERE NOT (entity = ANY($1::text[]))', [keys]);
    return rebuilt;
  },
};
