/**
 * The benchmark's server process: the real app (generic CRUD through tRPC, Prisma, zod; subject routes;
 * the page call) and, beside it, a bare Fastify route doing the generic reads' SQL with `pg`, all on the
 * same PostgreSQL database. A second app instance serves pages with the page cache off. Every SQL query
 * this process sends is counted (pg's Client.query), read at GET /__bench/queries on the bare server, and its CPU
 * time at GET /__bench/cpu.
 * Prints one JSON line `{ app, uncached, bare, subjects, products, pageUrl }` when all listen.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createProviders } from '../src/modules/billing/providers/index.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';
import { createWidgetPage } from '../src/modules/host/fixtures.ts';
import { seedDemoContent } from '../src/seed/index.ts';
import { SSR_ENTRY } from '../src/web/site.ts';

let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const databaseUrl = process.env.DATABASE_URL!;
const env = {
  ...process.env,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DB_POOL_SIZE: '10',
  NOTIFICATION_WORKER_INTERVAL_MS: '0',
};
/**
 * BENCH_TRACING=1: every app traces (OpenTelemetry, every span exported over OTLP/HTTP to a receiver in this process
 * that reads and drops them), to compare with a run without it.
 */
async function startBenchTracing() {
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { startTracing } = await import('../src/telemetry/tracing.ts');
  return startTracing({ endpoint: `http://127.0.0.1:${(sink.address() as { port: number }).port}` });
}
const tracing = process.env.BENCH_TRACING === '1' ? await startBenchTracing() : undefined;

/** The built site (`pnpm -r build`), served and rendered by both apps: the rendered page's rows. */
const siteDist = fileURLToPath(new URL('../../site/dist', import.meta.url));
const web = existsSync(path.join(siteDist, '..', SSR_ENTRY)) ? { web: { site: siteDist } } : {};

const db = createDb(databaseUrl, { poolSize: 10 });
const app = await buildApp(
  { config: loadConfig(env), db, payments: createProviders(env), tracing, ...web },
  { logger: false },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const uncachedDb = createDb(databaseUrl, { poolSize: 10 });
const uncached = await buildApp(
  {
    config: loadConfig({ ...env, PAGE_CACHE_TTL_MS: '0' }),
    db: uncachedDb,
    payments: createProviders(env),
    tracing,
    ...web,
  },
  { logger: false },
);
await uncached.listen({ host: '127.0.0.1', port: 0 });

/** A shop of 20 priced products; 64 subjects, each with a 20-line cart; one with a 1-line cart; a 30-widget page. */
async function prepareCommerce() {
  const p = db.prisma;
  const rub = await p.billingCurrency.create({ data: { slug: 'bench-rub', symbol: '₽', adminTitle: 'RUB' } });
  const key = await p.ecommerceAttributeKey.create({
    data: { slug: 'bench-price', adminTitle: 'Price', type: 'price', field: 'number' },
  });
  const products: string[] = [];
  for (let i = 0; i < 20; i++) {
    const product = await p.ecommerceProduct.create({
      data: { slug: `bench-product-${i}`, adminTitle: `Product ${i}` },
    });
    const attribute = await p.ecommerceAttribute.create({
      data: { number: `${100 + i}.50`, adminTitle: `Price ${i}`, slug: `bench-price-${i}` },
    });
    await p.ecommerceProductsToAttributes.create({ data: { productId: product.id, attributeId: attribute.id } });
    await p.ecommerceAttributeKeysToAttributes.create({ data: { attributeKeyId: key.id, attributeId: attribute.id } });
    await p.ecommerceAttributesToBillingModuleCurrencies.create({
      data: { attributeId: attribute.id, billingModuleCurrencyId: rub.id },
    });
    products.push(product.id);
  }
  const cart = async (lines: number) => {
    const subject = await p.rbacSubject.create({
      data: { slug: `bench-subject-${Math.random().toString(36).slice(2)}` },
    });
    const order = await p.ecommerceOrder.create({ data: {} });
    await p.rbacSubjectsToEcommerceModuleOrders.create({
      data: { subjectId: subject.id, ecommerceModuleOrderId: order.id },
    });
    await p.ecommerceOrdersToProducts.createMany({
      data: products.slice(0, lines).map((productId) => ({ orderId: order.id, productId })),
    });
    return subject.id;
  };
  const subjects: string[] = [];
  for (let i = 0; i < 64; i++) subjects.push(await cart(20));
  return { products, subjects, oneLineSubject: await cart(1) };
}

await seedDemoContent(db);
const commerce = await prepareCommerce();
const pageUrl = '/bench-30-widgets';
await createWidgetPage(db, { url: pageUrl, widgets: 30 });
/** A release of 20 staged changes to that page's widgets: what its page build replays before reading. */
async function stagedRelease(): Promise<string> {
  const headers = { 'x-rbac-secret-key': process.env.RBAC_SECRET_KEY! };
  const made = await app.inject({
    method: 'POST',
    url: '/api/system/releases',
    headers,
    payload: { data: { title: 'Bench' } },
  });
  const releaseId = (made.json() as { data: { id: string } }).data.id;
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT "id" FROM "host_widgets" WHERE "adminTitle" LIKE $1 ORDER BY "adminTitle" LIMIT 20`,
    [`${pageUrl} #%`],
  );
  for (const [i, row] of rows.entries()) {
    const staged = await app.inject({
      method: 'PATCH',
      url: `/api/host/widgets/${row.id}`,
      headers: { ...headers, 'x-release-id': releaseId },
      payload: { data: { title: { en: `Staged ${i}`, ru: `Изменён ${i}` } } },
    });
    if (staged.statusCode !== 200) throw new Error(`staging failed: ${staged.body}`);
  }
  return releaseId;
}
const releaseId = await stagedRelease();

const bare = Fastify({ logger: false });
const COLUMNS = `"id", "createdAt", "updatedAt", "orderIndex", "adminTitle", "slug", "title", "subtitle", "description", "className", "variant", "anchor"`;
bare.get('/widgets', async (request) => {
  const { variant } = request.query as { variant: string };
  const { rows } = await db.pool.query(
    `SELECT ${COLUMNS} FROM "website_builder_widgets" WHERE "variant" = $1 ORDER BY "orderIndex" ASC, "createdAt" ASC, "id" ASC LIMIT 20`,
    [variant],
  );
  return { data: rows };
});
bare.get('/widgets/:id', async (request, reply) => {
  const { rows } = await db.pool.query(`SELECT ${COLUMNS} FROM "website_builder_widgets" WHERE "id" = $1`, [
    (request.params as { id: string }).id,
  ]);
  return rows[0] ? { data: rows[0] } : reply.status(404).send({ message: 'Not found' });
});
bare.post('/widgets', async (request, reply) => {
  const data = (request.body as { data: { adminTitle: string; slug: string; variant: string } }).data;
  const { rows } = await db.pool.query(
    `INSERT INTO "website_builder_widgets" ("adminTitle", "slug", "variant") VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [data.adminTitle, data.slug, data.variant],
  );
  return reply.status(201).send({ data: rows[0] });
});
// A page view without the collector's batching: one INSERT on the request's path (what POST /api/analytic/events avoids).
bare.post('/events', async (request, reply) => {
  const event = request.body as { url: string; event: string };
  await db.pool.query(
    `INSERT INTO analytic.events (day, at, visitor, event, path) VALUES (current_date, now(), $1, $2, $3)`,
    [String(request.headers['user-agent']).slice(-22), event.event, new URL(event.url).pathname],
  );
  return reply.status(202).send({ data: { recorded: true } });
});
bare.get('/__bench/queries', async () => ({ queries }));
// This process's CPU time (user + system, µs): per request, a cost the machine's other load moves much less than
// requests/s.
bare.get('/__bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const url = (server: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
console.log(
  JSON.stringify({ app: url(app), uncached: url(uncached), bare: url(bare), pageUrl, releaseId, ...commerce }),
);

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), uncached.close(), bare.close()]);
  await Promise.all([db.close(), uncachedDb.close()]);
  process.exit(0);
});
