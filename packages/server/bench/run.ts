/**
 * `pnpm bench`: loads the API over HTTP with autocannon and prints requests/s and latency percentiles
 * beside a bare Fastify + pg route doing the same SQL. Runs on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL's server, default 127.0.0.1:5432), dropped afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { applyMigrations } from '../src/db/migrations.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = 'bench-secret-key-0123456789';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `symbol_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** 1,000 widgets in 50 variants: an `eq` filter on variant returns 20 of them. */
async function prepare(): Promise<string[]> {
  await admin(`CREATE DATABASE "${database}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await applyMigrations(pool);
  const { rows } = await pool.query<{ id: string }>(`
    INSERT INTO "website_builder_widgets" ("adminTitle", "slug", "variant", "orderIndex", "title")
    SELECT 'Widget ' || i, 'bench-widget-' || i, 'variant-' || (i % 50), i, jsonb_build_object('en', 'Widget ' || i, 'ru', 'Виджет ' || i)
    FROM generate_series(1, 1000) AS i RETURNING "id"`);
  await pool.query('ANALYZE');
  await pool.end();
  return rows.map((r) => r.id);
}

interface Scenario {
  name: string;
  app: (ids: string[]) => autocannon.Options['requests'] | string;
  bare: (ids: string[]) => autocannon.Options['requests'] | string;
  method?: 'GET' | 'POST';
}

let counter = 0;
const createBody = () => {
  counter += 1;
  return JSON.stringify({
    data: {
      adminTitle: `Bench ${counter}`,
      slug: `bench-new-${process.pid}-${counter}-${randomBytes(3).toString('hex')}`,
      variant: 'created',
    },
  });
};

const scenarios: Scenario[] = [
  {
    name: 'list 20 widgets (eq filter)',
    app: () =>
      '/api/website-builder/widgets?filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=variant-7&limit=20',
    bare: () => '/widgets?variant=variant-7',
  },
  {
    name: 'get widget by id',
    app: (ids) => [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/website-builder/widgets/${ids[counter++ % ids.length]}` }),
      },
    ],
    bare: (ids) => [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/widgets/${ids[counter++ % ids.length]}` }) },
    ],
  },
  {
    name: 'create widget',
    app: () => [
      { method: 'POST', path: '/api/website-builder/widgets', setupRequest: (req) => ({ ...req, body: createBody() }) },
    ],
    bare: () => [{ method: 'POST', path: '/widgets', setupRequest: (req) => ({ ...req, body: createBody() }) }],
  },
];

async function load(url: string, target: autocannon.Options['requests'] | string, duration = DURATION) {
  const options: autocannon.Options = {
    url: typeof target === 'string' ? url + target : url,
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET },
    ...(typeof target === 'string' ? {} : { requests: target }),
  };
  const result = await autocannon(options);
  const errors = result.errors + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const ids = await prepare();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servers.ts')], {
  env: { ...process.env, DATABASE_URL: databaseUrl, RBAC_SECRET_KEY: SECRET },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const urls = JSON.parse(line) as { app: string; bare: string };
  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION} s per run, PostgreSQL ${new URL(adminUrl).host}, ${ids.length} widgets\n`,
  );
  const rows: string[][] = [['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare']];
  for (const scenario of scenarios) {
    // Warm both (JIT, pools, plans) before measuring.
    await load(urls.bare, scenario.bare(ids), 2);
    await load(urls.app, scenario.app(ids), 2);
    const bare = await load(urls.bare, scenario.bare(ids));
    const app = await load(urls.app, scenario.app(ids));
    rows.push([
      scenario.name,
      'api',
      app.rps.toFixed(0),
      String(app.p50),
      String(app.p99),
      String(app.errors),
      (app.rps / bare.rps).toFixed(2),
    ]);
    rows.push([
      '',
      'bare fastify+pg',
      bare.rps.toFixed(0),
      String(bare.p50),
      String(bare.p99),
      String(bare.errors),
      '1.00',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
