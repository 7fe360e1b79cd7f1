/**
 * Embeddings of the knowledge's chunks, where the database has pgvector (the embedded PGlite loads it; a PostgreSQL
 * server may not) and a model for them is configured (AI_EMBEDDING_MODEL). Retrieval works without them; with them
 * a question also finds the chunks that say the same thing in other words.
 *
 * The rows are derived, like the full-text index they follow: kept in the `search` schema (left out of backups,
 * rebuilt), one per chunk of an index row, with a digest of the row's text. A background pass embeds the rows
 * whose text changed (a bounded batch a pass), and drops those of rows gone; the nearest-chunk query joins the index
 * and matches the digest, so a chunk of a record unpublished or edited since it was embedded never answers.
 */
import { queryRows, transactionOn, type DbClient } from '../../db/index.ts';
import { chunkText } from './chunks.ts';

/** Texts one call to the provider embeds, and index rows one pass looks at. */
export const EMBED_BATCH = 32;
const ROWS_PER_PASS = 16;
/** Chunks of one record embedded (the retrieval scores no more either). */
export const CHUNKS_PER_RECORD = 30;

export interface Embedder {
  embed(texts: string[]): Promise<{ vectors: number[][]; tokens: number }>;
}

const TABLE = `CREATE TABLE IF NOT EXISTS search.embeddings (
    entity TEXT NOT NULL,
    record_id UUID NOT NULL,
    language TEXT NOT NULL,
    chunk INT NOT NULL,
    model TEXT NOT NULL,
    digest TEXT NOT NULL,
    text TEXT NOT NULL,
    embedding vector NOT NULL,
    PRIMARY KEY (entity, record_id, language, chunk)
  )`;

/** The digest of an index row's text, as SQL over `search.documents d` and as the pass computes it. */
const DIGEST_SQL = `md5(d.title || chr(10) || d.body)`;

/**
 * Creates pgvector and the table when the database offers the extension; false when it does not (or refuses: the
 * role may not create extensions), and retrieval goes on by words alone.
 */
export async function ensureEmbeddings(client: DbClient): Promise<boolean> {
  const [offered] = await queryRows<{ installed: boolean }>(
    client,
    `SELECT installed_version IS NOT NULL AS installed FROM pg_available_extensions WHERE name = 'vector'`,
    [],
  );
  if (!offered) return false;
  if (!offered.installed) await queryRows(client, 'CREATE EXTENSION IF NOT EXISTS vector', []);
  await queryRows(client, TABLE, []);
  return true;
}

interface Pending {
  entity: string;
  id: string;
  language: string;
  title: string;
  body: string;
  digest: string;
}

/** The chunks embedded for an index row: the title goes with each, as retrieval scores them. */
export const chunksOf = (row: Pick<Pending, 'title' | 'body'>): string[] =>
  (chunkText(row.body).length ? chunkText(row.body) : [row.title]).slice(0, CHUNKS_PER_RECORD);

const vectorLiteral = (vector: number[]) => `[${vector.join(',')}]`;

/**
 * One pass: drops the embeddings of rows no longer indexed, then embeds up to ROWS_PER_PASS rows whose text or model
 * changed. Returns the rows embedded (0: nothing left to do). Two instances may run it at once: each row's rows are
 * replaced in one transaction, and the same text gives the same rows.
 */
export async function embedPending(
  client: DbClient,
  input: { embedder: Embedder; model: string; entities: readonly string[] },
): Promise<number> {
  await queryRows(
    client,
    `DELETE FROM search.embeddings e WHERE NOT EXISTS (SELECT 1 FROM search.documents d
       WHERE d.entity = e.entity AND d.record_id = e.record_id AND d.language = e.language)
       OR NOT (e.entity = ANY($1::text[]))`,
    [input.entities],
  );
  const pending = await queryRows<Pending>(
    client,
    `SELECT d.entity, d.record_id::text AS id, d.language, d.title, d.body, ${DIGEST_SQL} AS digest
     FROM search.documents d
     WHERE d.entity = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM search.embeddings e
       WHERE e.entity = d.entity AND e.record_id = d.record_id AND e.language = d.language AND e.chunk = 1
         AND e.digest = ${DIGEST_SQL} AND e.model = $2)
     ORDER BY d.entity, d.record_id, d.language LIMIT ${ROWS_PER_PASS}`,
    [input.entities, input.model],
  );
  if (!pending.length) return 0;
  const texts = pending.flatMap((row) => chunksOf(row).map((text) => ({ row, text })));
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const batch = texts.slice(start, start + EMBED_BATCH);
    const { vectors: got } = await input.embedder.embed(batch.map(({ row, text }) => `${row.title}\n${text}`));
    if (got.length !== batch.length) throw new Error(`embeddings: ${got.length} vectors for ${batch.length} texts`);
    vectors.push(...got);
  }
  let at = 0;
  for (const row of pending) {
    const chunks = chunksOf(row);
    const rows = chunks.map((text, i) => ({ text, chunk: i + 1, vector: vectorLiteral(vectors[at + i]!) }));
    at += chunks.length;
    await transactionOn(client, async (tx) => {
      await queryRows(
        tx,
        'DELETE FROM search.embeddings WHERE entity = $1 AND record_id = $2::uuid AND language = $3',
        [row.entity, row.id, row.language],
      );
      await queryRows(
        tx,
        `INSERT INTO search.embeddings (entity, record_id, language, chunk, model, digest, text, embedding)
         SELECT $1, $2::uuid, $3, c.chunk, $4, $5, c.text, c.embedding::vector
         FROM unnest($6::int[], $7::text[], $8::text[]) AS c(chunk, text, embedding)
         ON CONFLICT (entity, record_id, language, chunk) DO UPDATE
           SET model = EXCLUDED.model, digest = EXCLUDED.digest, text = EXCLUDED.text, embedding = EXCLUDED.embedding`,
        [
          row.entity,
          row.id,
          row.language,
          input.model,
          row.digest,
          rows.map((r) => r.chunk),
          rows.map((r) => r.text),
          rows.map((r) => r.vector),
        ],
      );
    });
  }
  return pending.length;
}

export interface NearChunk {
  entity: string;
  id: string;
  title: string;
  body: string;
  url: string | null;
  text: string;
  similarity: number;
}

/**
 * The chunks closest to a question's vector (cosine), among the entities the agent may use, in the language, still
 * indexed with the text they were embedded from, at least `minSimilarity` alike.
 */
export async function nearestChunks(
  client: DbClient,
  input: {
    vector: number[];
    language: string;
    entities: readonly string[];
    model: string;
    limit: number;
    minSimilarity: number;
  },
): Promise<NearChunk[]> {
  const rows = await queryRows<NearChunk>(
    client,
    `SELECT e.entity, e.record_id::text AS id, d.title, d.body, d.url, e.text,
       (1 - (e.embedding <=> $1::vector))::float8 AS similarity
     FROM search.embeddings e
     JOIN search.documents d ON d.entity = e.entity AND d.record_id = e.record_id AND d.language = e.language
     WHERE e.language = $2 AND e.entity = ANY($3::text[]) AND e.model = $4 AND e.digest = ${DIGEST_SQL}
       AND vector_dims(e.embedding) = vector_dims($1::vector)
     ORDER BY e.embedding <=> $1::vector LIMIT $5`,
    [vectorLiteral(input.vector), input.language, input.entities, input.model, input.limit],
  );
  return rows.filter((row) => row.similarity >= input.minSimilarity);
}
