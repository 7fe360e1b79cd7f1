/**
 * Retrieval by embeddings where the database has pgvector: the embedded default (PGlite loads it), over real HTTP,
 * with the demo content, against the fake OpenAI-compatible server. Its embedding knows one concept: a text about
 * bells (in any of the words below) points one way, anything else another, so a question sharing no word with the
 * bell tower's page ("carillon") finds it by meaning alone. Then: only what is published and unchanged since it was
 * embedded answers; a failing embedding leaves retrieval to the words; a PostgreSQL without pgvector ignores the model.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AskAnswer } from '@symbol/contracts';
import { startFakeAi, type FakeAiRequest } from '../../../../test/fake-ai.ts';
import { SECRET, dataOf, setupTestApp } from '../../../../test/helper.ts';
import { startEmbeddedPostgres } from '../../../db/embedded.ts';
import { queryRows } from '../../../db/index.ts';
import { applyMigrations } from '../../../db/migrations.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { searchIndex } from '../../../search/index.ts';
import { KNOWLEDGE_ENTITIES, retrieve } from '../../knowledge/index.ts';
import { embedKnowledge } from '../embeddings.ts';

const BELLS = /\b(bells?|carillon|chimes?)\b|колокол/i;
const conceptOf = (text: string) => (BELLS.test(text) ? [1, 0.01] : [0.01, 1]);

const fake = await startFakeAi({ answer: () => ['From the documents: see [1].'], embed: conceptOf });
afterAll(() => fake.close());
const AI = {
  AI_BASE_URL: fake.url,
  AI_API_KEY: 'test-ai-key',
  AI_MODEL: 'test-model',
  AI_EMBEDDING_MODEL: 'test-embedding',
  // The tests run the pass themselves.
  AI_EMBEDDING_INTERVAL_MS: '0',
  AI_MAX_RETRIES: '0',
  AGENT_VISITOR_LIMIT: '1000',
  AGENT_ADDRESS_LIMIT: '1000',
};

const embedded = await startEmbeddedPostgres({ dataDir: 'memory://' });
await applyMigrations(embedded.url);
const t = await setupTestApp(
  AI,
  {},
  { database: { url: embedded.url, drop: () => embedded.stop(), sharedSession: true } },
);
await seedDemoContent(t.db);
await searchIndex.rebuild(t.db);

const server = { 'x-rbac-secret-key': SECRET };
const BELL_TOWER_URL = '/en/projects/pokrovskoye-bell-tower';
const CARILLON = { question: 'Where can I hear the carillon?', language: 'en' } as const;

async function ask(app: typeof t, data: Record<string, unknown>) {
  const res = await app.http.post('/api/agent/ask').send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AskAnswer;
}
const system = (request: FakeAiRequest) => request.body.messages.find((m) => m.role === 'system')!.content;
const embed = () => embedKnowledge({ config: t.config, db: t.db, clock: t.clock });
const embeddedRows = async (where = 'TRUE', params: unknown[] = []) =>
  (
    await queryRows<{ n: number }>(
      t.db.prisma,
      `SELECT count(*)::int AS n FROM search.embeddings WHERE ${where}`,
      params,
    )
  )[0]!.n;

beforeEach(() => {
  fake.requests.length = 0;
  fake.embeddings.length = 0;
  fake.options.embed = conceptOf;
});

describe('on PGlite with pgvector', () => {
  it('the pass embeds every published chunk once, with the configured model; a second pass has nothing to do', async () => {
    // Staff see it on the assistant's screen.
    expect((await t.http.get('/api/agent/status').expect(200)).body.data).toMatchObject({
      enabled: true,
      meaning: 'on',
    });
    expect(await embed()).toBeGreaterThan(10);
    expect(fake.embeddings.every((call) => call.model === 'test-embedding')).toBe(true);
    const [indexed] = await queryRows<{ n: number }>(
      t.db.prisma,
      `SELECT count(*)::int AS n FROM search.documents WHERE entity = ANY($1::text[])`,
      [KNOWLEDGE_ENTITIES],
    );
    expect(await embeddedRows()).toBeGreaterThanOrEqual(indexed!.n);
    fake.embeddings.length = 0;
    expect(await embed()).toBe(0);
    expect(fake.embeddings).toHaveLength(0);
  });

  it('a question sharing no word with the page finds it by meaning: words alone find nothing', async () => {
    await embed();
    const byWords = await retrieve(t.db.prisma, { ...CARILLON, entities: ['ecommerce/products'] });
    expect(byWords).toEqual([]);
    const answer = await ask(t, CARILLON);
    expect(answer.handedOver).toBe(false);
    expect(answer.sources.map((source) => source.url)).toContain(BELL_TOWER_URL);
    const prompt = system(fake.requests.at(-1)!);
    expect(prompt).toContain('Tver restoration workshop');
    expect(prompt).not.toContain('Kyalgozero');
    // The question was embedded (and only the question: nothing else about the visitor).
    expect(fake.embeddings.at(-1)).toEqual({ model: 'test-embedding', input: [CARILLON.question] });
  });

  it('only what is published and unchanged since it was embedded answers', async () => {
    const document = await dataOf(
      await t.http
        .post('/api/knowledge/documents')
        .set(server)
        .send({
          data: {
            title: 'Sunday concerts',
            description: 'The chimes play every Sunday at noon; the ringer welcomes guests in the loft.',
            language: 'en',
            url: '/en/concerts',
          },
        }),
      201,
    );
    await embed();
    // A draft is not in the index, so it is never embedded nor asked about.
    expect(await embeddedRows('record_id = $1::uuid', [document.id])).toBe(0);
    await ask(t, CARILLON);
    expect(system(fake.requests.at(-1)!)).not.toContain('ringer welcomes guests');

    await dataOf(
      await t.http
        .patch(`/api/knowledge/documents/${document.id}`)
        .set(server)
        .send({ data: { status: 'published' } }),
    );
    await embed();
    expect(await embeddedRows('record_id = $1::uuid', [document.id])).toBe(1);
    const published = await ask(t, CARILLON);
    expect(published.sources).toContainEqual({ title: 'Sunday concerts', url: '/en/concerts' });
    expect(system(fake.requests.at(-1)!)).toContain('ringer welcomes guests');

    // Edited: the old text's embedding no longer answers, before the pass has run.
    await dataOf(
      await t.http
        .patch(`/api/knowledge/documents/${document.id}`)
        .set(server)
        .send({ data: { description: 'The chimes are silent this year while the loft is repaired.' } }),
    );
    await ask(t, CARILLON);
    expect(system(fake.requests.at(-1)!)).not.toContain('ringer welcomes guests');
    await embed();
    await ask(t, CARILLON);
    expect(system(fake.requests.at(-1)!)).toContain('silent this year');

    // Back to a draft: out of the prompt at once, its rows dropped by the next pass.
    await dataOf(
      await t.http
        .patch(`/api/knowledge/documents/${document.id}`)
        .set(server)
        .send({ data: { status: 'draft' } }),
    );
    await ask(t, CARILLON);
    expect(system(fake.requests.at(-1)!)).not.toContain('silent this year');
    await embed();
    expect(await embeddedRows('record_id = $1::uuid', [document.id])).toBe(0);
  });

  it('an embedding that fails leaves retrieval to the words: the visitor still gets the answer', async () => {
    fake.options.embed = () => {
      throw new Error('the embedding model is down');
    };
    const answer = await ask(t, { question: 'Who supervises the restoration of the bell tower?', language: 'en' });
    expect(answer.handedOver).toBe(false);
    expect(answer.sources[0]?.url).toBe(BELL_TOWER_URL);
    expect(fake.embeddings).toHaveLength(1);
  });

  it('the day’s cap spent: neither the pass nor a question embeds anything', async () => {
    t.config.AI_DAILY_TOKENS = 0;
    try {
      await dataOf(
        await t.http
          .post('/api/knowledge/documents')
          .set(server)
          .send({
            data: { title: 'Bell ringing lessons', description: 'On Saturdays.', language: 'en', status: 'published' },
          }),
        201,
      );
      expect(await embed()).toBe(0);
      expect((await ask(t, CARILLON)).handedOver).toBe(true);
      expect(fake.embeddings).toHaveLength(0);
    } finally {
      t.config.AI_DAILY_TOKENS = 200_000;
    }
  });
});

const plain = await setupTestApp(AI);
await seedDemoContent(plain.db);
await searchIndex.rebuild(plain.db);

describe('on a PostgreSQL server without pgvector', () => {
  it('the embedding model is left unused and the assistant answers by words', async () => {
    const [offered] = await queryRows<{ n: number }>(
      plain.db.prisma,
      `SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'vector'`,
      [],
    );
    // This machine's server has no pgvector; where it has, this test says nothing.
    if (offered!.n > 0) return;
    expect((await plain.http.get('/api/agent/status').expect(200)).body.data).toMatchObject({ meaning: 'no-pgvector' });
    expect(await embedKnowledge({ config: plain.config, db: plain.db, clock: plain.clock })).toBe(0);
    const answer = await ask(plain, { question: 'Who supervises the restoration of the bell tower?', language: 'en' });
    expect(answer.sources[0]?.url).toBe(BELL_TOWER_URL);
    expect((await ask(plain, CARILLON)).handedOver).toBe(true);
    expect(fake.embeddings).toHaveLength(0);
  });
});
