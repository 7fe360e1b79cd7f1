/**
 * `pnpm -F @symbol/server exec tsx bench/search.ts`: the search index with 10,000 extra records (blog articles of
 * generated Russian and English text, indexed through the service's write hook) beside the demo content. Prints
 * the API's latency (sequential `GET /api/search` over real HTTP, p50/p95/max) for a mix of queries, and the
 * write path's extra cost per create: the same create through the service with and without the index following
 * it. Runs on a fresh PostgreSQL database (BENCH_DATABASE_URL's server), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { getEntity } from '@symbol/contracts';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { bulkCreate, insertRow, parseCreate } from '../src/entities/service.ts';
import { OutboxMailer } from '../src/mail/mailer.ts';
import { createProviders } from '../src/modules/billing/providers/index.ts';
import { searchIndex } from '../src/search/index.ts';
import { seedDemoContent } from '../src/seed/index.ts';
import { defaultMailFrom } from '../src/modules/notification/sender.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const CREATES = Number(process.env.BENCH_CREATES ?? 300);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `symbol_bench_search_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const RU =
  'колокольня часовня храм церковь реставрация кровля кладка купол село деревня озеро плотник каменщик фреска икона алтарь крыльцо сруб лемех собор монастырь'.split(
    ' ',
  );
const EN =
  'bell tower chapel church restoration roof brickwork dome village lake carpenter mason fresco icon altar porch log shingle cathedral monastery'.split(
    ' ',
  );
/**
 * `BENCH_DENSE=1`: every text made of the 20 words above only, so each query matches most records (the worst case);
 * otherwise one word in 25 is one of them and the rest come from 3,000 made-up words, as a real site's words spread.
 */
const DENSE = process.env.BENCH_DENSE === '1';
const SYLLABLES = {
  ru: 'ба ве го да жи зо ку ле ми но пу ра се ти фу хо це ша'.split(' '),
  en: 'ba ve go da ji zo ku le mi no pu ra se ti fu ho ce sha'.split(' '),
};
const madeUp = (language: 'ru' | 'en', n: number) => {
  const s = SYLLABLES[language];
  return s[n % 18]! + s[Math.floor(n / 18) % 18]! + s[Math.floor(n / 324) % 18]!;
};
const words = (list: string[], n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = (seed * 7919 + i * 104_729) % 100_003;
    if (DENSE || k % 25 === 0) return list[k % list.length]!;
    return madeUp(list === RU ? 'ru' : 'en', k % 3000);
  }).join(' ');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `p50 ${f(percentile(sorted, 0.5))} ms, p95 ${f(percentile(sorted, 0.95))} ms, max ${f(sorted.at(-1)!)} ms`;
};

await admin(`CREATE DATABASE "${database}"`);
const db = createDb(databaseUrl, { poolSize: 5 });
try {
  await applyMigrations(databaseUrl);
  await seedDemoContent(db);
  await searchIndex.rebuild(db);
  const articles = getEntity('blog/articles');
  const article = (i: number, tag: string) =>
    parseCreate(articles, {
      adminTitle: `${tag} ${i}`,
      title: { ru: `${words(RU, 4, i)} ${i}`, en: `${words(EN, 4, i)} ${i}` },
      description: { ru: words(RU, 60, i + 1), en: words(EN, 60, i + 1) },
    });
  const started = performance.now();
  for (let i = 0; i < RECORDS; i += 500)
    await bulkCreate(
      db,
      articles,
      Array.from({ length: Math.min(500, RECORDS - i) }, (_, j) => article(i + j, 'bench')),
    );
  console.log(`${RECORDS} articles created and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [{ count }] = (await db.pool.query('SELECT count(*)::int AS count FROM search.documents')).rows;
  console.log(`index rows (one per record and language): ${count}`);

  // The write path: one create at a time through the service, with and without the index following it.
  const unindexed = { ...articles, search: undefined } as typeof articles;
  const timeCreates = async (entity: typeof articles, tag: string) => {
    const ms: number[] = [];
    for (let i = 0; i < CREATES; i++) {
      const values = article(100_000 + i, tag);
      const t0 = performance.now();
      await insertRow(db.prisma, entity, values);
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  await timeCreates(articles, 'warm');
  const plain = await timeCreates(unindexed, 'plain');
  const indexed = await timeCreates(articles, 'indexed');
  const mean = (ms: number[]) => ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(`create without the index: mean ${mean(plain).toFixed(2)} ms (${stats(plain)})`);
  console.log(`create with the index:    mean ${mean(indexed).toFixed(2)} ms (${stats(indexed)})`);
  console.log(`extra cost per create: ${(mean(indexed) - mean(plain)).toFixed(2)} ms (mean)`);

  // The API over real HTTP, one request at a time.
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789',
    LOG_LEVEL: 'silent',
    RBAC_SECRET_KEY: 'bench-secret-key-0123456789',
    SEED_DEMO: 'false',
    NOTIFICATION_WORKER_INTERVAL_MS: '0',
    RELEASE_SCHEDULER_INTERVAL_MS: '0',
  });
  const app = await buildApp(
    {
      config,
      db,
      clock: { now: () => new Date() },
      mailer: new OutboxMailer({ from: defaultMailFrom(config), clock: { now: () => new Date() } }),
      payments: createProviders({}),
    },
    { logger: false },
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const mix = [
    ['колокольни', 'ru'],
    ['колоколня', 'ru'],
    ['bell tower', 'en'],
    ['часовня в Карелии', 'ru'],
    ['restoration of the roof', 'en'],
    ['реставрация кровли храма', 'ru'],
    ['монастыр', 'ru'],
    ['catedral', 'en'],
    ['"bell tower" -chapel', 'en'],
    ['плотник озеро', 'ru'],
  ] as const;
  for (const [q, language] of mix) await fetch(`${address}/api/search?q=${encodeURIComponent(q)}&language=${language}`);
  const ms: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const [q, language] = mix[i % mix.length]!;
    const t0 = performance.now();
    const res = await fetch(`${address}/api/search?q=${encodeURIComponent(q)}&language=${language}&limit=20`);
    const body = (await res.json()) as { meta: { tookMs: number } };
    ms.push(performance.now() - t0);
    server.push(body.meta.tookMs);
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
  }
  console.log(`GET /api/search, ${QUERIES} requests one at a time over HTTP: ${stats(ms)}`);
  console.log(`  of which in the index (meta.tookMs): ${stats(server)}`);
  console.log(
    `machine load average (1, 5, 15 min) at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  await app.close();
} finally {
  await db.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${database}`);
  else await admin(`DROP DATABASE "${database}" WITH (FORCE)`);
}
