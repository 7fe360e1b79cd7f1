/**
 * The assistant's embeddings (knowledge/embeddings.ts holds the table and the queries): on only with a model for them
 * (AI_EMBEDDING_MODEL), a provider, and pgvector in the database. The chunks are embedded in the background, a
 * question when it is asked; both cost tokens counted in the day's cap, and neither runs once it is spent. Any
 * failure leaves retrieval to the words alone: a visitor never waits on, or sees, an embedding error.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '@symbol/contracts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { repeatPass } from '../../repeated-pass.ts';
import type { Context } from '../../trpc/context.ts';
import {
  embedPending,
  ensureEmbeddings,
  KNOWLEDGE_ENTITIES,
  nearestChunks,
  type Embedder,
} from '../knowledge/index.ts';
import { providerOf, type AiProvider } from './provider.ts';
import { addTokens, tokensUsed } from './usage.ts';

/** Chunks the nearest-chunk query offers the merge. */
const NEAR_CHUNKS = 12;

/**
 * Per database (its pool: a request's `Db` may be another object over the same pool): whether its embeddings table
 * is there, set once the app is ready.
 */
const ready = new WeakMap<Db['pool'], boolean>();

export const embeddingsOn = (config: Config, db: Db): boolean =>
  !!config.AI_EMBEDDING_MODEL && !!providerOf(config) && ready.get(db.pool) === true;

interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
}

/** The provider's embeddings, their tokens added to the day's total. */
const embedderOf = (deps: Deps, provider: AiProvider): Embedder => ({
  async embed(texts) {
    const answer = await provider.embed({ model: deps.config.AI_EMBEDDING_MODEL!, texts });
    await addTokens(deps.db.prisma, deps.clock.now(), answer.tokens);
    return answer;
  },
});

const capSpent = async (deps: Deps) =>
  (await tokensUsed(deps.db.prisma, deps.clock.now())) >= deps.config.AI_DAILY_TOKENS;

/** Embeds what changed until nothing is left or the day's cap is spent; returns the index rows embedded. */
export async function embedKnowledge(deps: Deps): Promise<number> {
  const provider = providerOf(deps.config);
  if (!provider || !embeddingsOn(deps.config, deps.db)) return 0;
  let total = 0;
  while (!(await capSpent(deps))) {
    const done = await embedPending(deps.db.prisma, {
      embedder: embedderOf(deps, provider),
      model: deps.config.AI_EMBEDDING_MODEL!,
      entities: KNOWLEDGE_ENTITIES,
    });
    if (!done) break;
    total += done;
  }
  return total;
}

/** The chunks nearest a question, or none (embeddings off, the cap spent, the provider failing). */
export async function nearTo(
  ctx: Pick<Context, 'config' | 'db' | 'clock' | 'log'>,
  provider: AiProvider,
  input: { question: string; language: Language; entities: readonly string[] },
) {
  if (!embeddingsOn(ctx.config, ctx.db) || (await capSpent(ctx))) return undefined;
  try {
    const [vector] = (await embedderOf(ctx, provider).embed([input.question])).vectors;
    if (!vector) return undefined;
    return await nearestChunks(ctx.db.prisma, {
      vector,
      language: input.language,
      entities: input.entities,
      model: ctx.config.AI_EMBEDDING_MODEL!,
      limit: NEAR_CHUNKS,
      minSimilarity: ctx.config.AI_EMBEDDING_MIN_SIMILARITY,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'assistant: embedding the question failed; retrieval by words alone');
    return undefined;
  }
}

/** At start (each instance): the table, where the database offers pgvector. */
export async function prepareEmbeddings(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  if (!config.AI_EMBEDDING_MODEL || !providerOf(config)) return;
  try {
    ready.set(db.pool, await ensureEmbeddings(db.prisma));
  } catch (error) {
    app.log.warn({ err: error }, 'assistant: pgvector could not be set up; retrieval by words alone');
    ready.set(db.pool, false);
  }
  if (!ready.get(db.pool)) app.log.info('assistant: the database has no pgvector; AI_EMBEDDING_MODEL is not used');
}

/** The background pass (a plugin: its hooks are added while the app is built), doing nothing while embeddings are off. */
export async function embeddingPass(app: FastifyInstance): Promise<void> {
  const { config, db, clock } = app.deps;
  if (!config.AI_EMBEDDING_MODEL || config.AI_EMBEDDING_INTERVAL_MS <= 0) return;
  repeatPass(app, 'knowledge embeddings', config.AI_EMBEDDING_INTERVAL_MS, () => embedKnowledge({ config, db, clock }));
}
