/**
 * The assistant's retrieval: the full-text index's candidates for a question (its words or-ed, in the asked language,
 * among the entities the agent may use), each record's text cut into chunks, and the chunks that hold enough of the
 * question's words, best first; with the chunks nearest the question's embedding (embeddings.ts, where there are any)
 * merged in by reciprocal rank. The index holds only what is published (a staged write never reaches it; a document
 * only once `published`), so neither does a prompt. No vectors needed.
 */
import { getEntity, type Language } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';
import { anyWordQuery, searchIndex, TEXT_SEARCH_CONFIG } from '../../search/index.ts';
import { chunksOf, type NearChunk } from './embeddings.ts';

export const DOCUMENTS = 'knowledge/documents';
const DOCUMENTS_TABLE = getEntity(DOCUMENTS).table;

export interface Passage {
  entity: string;
  id: string;
  title: string;
  /** The public address with its language, or a document's own (null: none). */
  url: string | null;
  language: Language;
  text: string;
}

export interface RetrieveInput {
  question: string;
  language: Language;
  /** Catalogue keys the agent may use. */
  entities: readonly string[];
  maxChunks?: number;
  maxChars?: number;
  /** The chunks nearest the question's embedding, nearest first (none without embeddings). */
  near?: readonly NearChunk[];
}

/** Records looked at, chunks per record scored, chunks kept per record. */
const CANDIDATES = 8;
const KEPT_PER_RECORD = 3;
/** Reciprocal rank fusion's constant (Cormack et al.): a chunk high in either list ranks high in the merge. */
const RRF_K = 60;

interface Score {
  i: number;
  rank: number;
  hits: number;
  words: number;
}

/**
 * $1 the question, $2 the chunks: each chunk's rank and how many of the question's distinct words it holds. A word of 5
 * letters or more counts by its beginning too: Russian word forms often stem apart («реставрацию» → «реставрац»,
 * «реставрационной» → «реставрацион»).
 */
function scoreSql(language: Language): string {
  const config = `'${TEXT_SEARCH_CONFIG[language]}'::regconfig`;
  return `WITH q AS (
    SELECT ${anyWordQuery(config)} AS tsq,
      ARRAY(SELECT DISTINCT unnest(tsvector_to_array(to_tsvector(${config}, $1)))) AS lex
  )
  SELECT u.i::int AS i, ts_rank_cd(v.vec, q.tsq, 32)::float8 AS rank,
    (SELECT count(*) FROM unnest(q.lex) l
      WHERE v.vec @@ (quote_literal(l) || CASE WHEN length(l) >= 5 THEN ':*' ELSE '' END)::tsquery)::int AS hits,
    cardinality(q.lex)::int AS words
  FROM unnest($2::text[]) WITH ORDINALITY AS u(t, i)
  CROSS JOIN LATERAL (SELECT to_tsvector(${config}, u.t) AS vec) v, q`;
}

/** Enough of the question: half its distinct words (at least one). */
const relevant = (score: Score) => score.words > 0 && score.hits >= Math.max(1, Math.ceil(score.words / 2));

interface Found {
  entity: string;
  id: string;
  title: string;
  url: string | null;
  text: string;
}

/** The chunks holding enough of the question's words, best first. */
async function byWords(client: DbClient, input: RetrieveInput): Promise<Found[]> {
  const { question, language } = input;
  const candidates = await searchIndex.candidates(client, {
    q: question,
    language,
    entities: input.entities,
    limit: CANDIDATES,
  });
  if (!candidates.length) return [];
  const chunks = candidates.flatMap((candidate, order) =>
    chunksOf(candidate).map((text) => ({ candidate, order, text })),
  );
  // The title counts with each chunk: "the bell tower" finds every chunk of the bell tower's project.
  const scores = await queryRows<Score>(client, scoreSql(language), [
    question,
    chunks.map((chunk) => `${chunk.candidate.title}\n${chunk.text}`),
  ]);
  return scores
    .filter(relevant)
    .map((score) => ({ ...score, chunk: chunks[score.i - 1]! }))
    .sort(
      (a, b) =>
        b.hits - a.hits ||
        b.rank + b.chunk.candidate.score - (a.rank + a.chunk.candidate.score) ||
        a.chunk.order - b.chunk.order,
    )
    .map(({ chunk: { candidate, text } }) => ({ ...candidate, text }));
}

/** Both lists in one order: each chunk scores 1 / (k + its rank) in each list it is in. */
function merged(lists: readonly (readonly Found[])[]): Found[] {
  const scored = new Map<string, { found: Found; score: number }>();
  for (const list of lists)
    for (const [rank, found] of list.entries()) {
      const key = `${found.entity} ${found.id} ${found.text}`;
      const entry = scored.get(key) ?? { found, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      scored.set(key, entry);
    }
  return [...scored.values()].sort((a, b) => b.score - a.score).map((entry) => entry.found);
}

export async function retrieve(client: DbClient, input: RetrieveInput): Promise<Passage[]> {
  const { language, maxChunks = 6, maxChars = 6_000 } = input;
  const words = await byWords(client, input);
  const ranked = input.near?.length ? merged([words, input.near]) : words;
  if (!ranked.length) return [];
  const documentIds = [...new Set(ranked.filter((c) => c.entity === DOCUMENTS).map((c) => c.id))];
  const documentUrls = new Map(
    documentIds.length
      ? (
          await queryRows<{ id: string; url: string | null }>(
            client,
            `SELECT "id"::text AS id, "url" FROM "${DOCUMENTS_TABLE}" WHERE "id" = ANY($1::uuid[])`,
            [documentIds],
          )
        ).map((row) => [row.id, row.url])
      : [],
  );
  const kept: Passage[] = [];
  const perRecord = new Map<string, number>();
  let chars = 0;
  for (const { entity, id, title, url, text } of ranked) {
    const key = `${entity} ${id}`;
    if ((perRecord.get(key) ?? 0) >= KEPT_PER_RECORD || chars + text.length > maxChars) continue;
    perRecord.set(key, (perRecord.get(key) ?? 0) + 1);
    chars += text.length;
    kept.push({ entity, id, title, url: entity === DOCUMENTS ? (documentUrls.get(id) ?? null) : url, language, text });
    if (kept.length >= maxChunks) break;
  }
  return kept;
}
