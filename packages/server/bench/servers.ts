/**
 * The benchmark's server process: the real app (generic CRUD through tRPC, Prisma, zod) and, beside it,
 * a bare Fastify route doing the same SQL with `pg`, both on the same PostgreSQL database.
 * Prints one JSON line `{ app, bare, ids }` when both listen.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';

const databaseUrl = process.env.DATABASE_URL!;
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', DB_POOL_SIZE: '10' });
const db = createDb(databaseUrl, { poolSize: 10 });
const app = await buildApp({ config, db }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const bare = Fastify({ logger: false });
const COLUMNS = `"id", "createdAt", "updatedAt", "orderIndex", "adminTitle", "slug", "title", "subtitle", "description", "className", "variant", "anchor"`;
bare.get('/widgets', async (request) => {
  const { variant } = request.query as { variant: string };
  const { rows } = await pool.query(
    `SELECT ${COLUMNS} FROM "website_builder_widgets" WHERE "variant" = $1 ORDER BY "orderIndex" ASC, "createdAt" ASC, "id" ASC LIMIT 20`,
    [variant],
  );
  return { data: rows };
});
bare.get('/widgets/:id', async (request, reply) => {
  const { rows } = await pool.query(`SELECT ${COLUMNS} FROM "website_builder_widgets" WHERE "id" = $1`, [
    (request.params as { id: string }).id,
  ]);
  return rows[0] ? { data: rows[0] } : reply.status(404).send({ message: 'Not found' });
});
bare.post('/widgets', async (request, reply) => {
  const data = (request.body as { data: { adminTitle: string; slug: string; variant: string } }).data;
  const { rows } = await pool.query(
    `INSERT INTO "website_builder_widgets" ("adminTitle", "slug", "variant") VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [data.adminTitle, data.slug, data.variant],
  );
  return reply.status(201).send({ data: rows[0] });
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ app: `http://127.0.0.1:${port(app)}`, bare: `http://127.0.0.1:${port(bare)}` }));

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await Promise.all([db.close(), pool.end()]);
  process.exit(0);
});
