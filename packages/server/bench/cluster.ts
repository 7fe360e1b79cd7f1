/**
 * `pnpm bench:cluster` (run by `pnpm bench`): the API as `pnpm cluster` runs it, 1 then 2 instances behind Caddy
 * (least_conn) on one fresh PostgreSQL database and a Redis of its own, files on a local s3rver. Loads the
 * generic list and the cached 30-widget page through the proxy with autocannon and prints requests/s, latency,
 * errors, timeouts and non-2xx answers. On a 2-core machine the point is that nothing breaks and nothing is
 * lost, not a 2× figure.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, startPrivateRedis } from '../src/cluster/cluster.ts';
import { startLocalS3 } from '../src/cluster/local-s3.ts';
import { createDb } from '../src/db/index.ts';
import { createWidgetPage } from '../src/modules/host/fixtures.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `symbol_bench_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const PAGE_URL = '/bench-cluster-30-widgets';
const LIST =
  '/api/website-builder/widgets?filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=default&limit=20';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { result, lost: result.errors + result.timeouts + result.non2xx };
}

await admin(`CREATE DATABASE "${database}"`);
const s3Dir = await mkdtemp(path.join(tmpdir(), 'symbol-bench-s3-'));
const s3 = await startLocalS3(s3Dir);
const redis = await startPrivateRedis();
const rows: string[][] = [['instances', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors+non-2xx']];
try {
  let seeded = false;
  for (const instances of [1, 2]) {
    const cluster = await startCluster({
      instances,
      databaseUrl,
      redisUrl: redis.url,
      // The first start migrates and seeds the demo content; the page of 30 widgets is added on top of it.
      env: { ...s3.env, SEED_DEMO: seeded ? 'false' : 'true' },
    });
    try {
      if (!seeded) {
        const db = createDb(databaseUrl, { poolSize: 2 });
        await createWidgetPage(db, { url: PAGE_URL, widgets: 30 });
        await db.close();
        seeded = true;
      }
      for (const [name, target] of [
        ['list 20 widgets (eq filter)', LIST],
        ['page, 30 widgets (cached, gzip)', `/api/host/page?url=${PAGE_URL}`],
      ] as const) {
        await autocannon({ url: cluster.url + target, connections: CONNECTIONS, duration: 2 }); // warm
        const { result, lost } = await load(cluster.url + target);
        rows.push([
          String(instances),
          name,
          result.requests.average.toFixed(0),
          String(result.latency.p50),
          String(result.latency.p99),
          String(result.requests.total),
          String(lost),
        ]);
      }
    } finally {
      await cluster.stop();
    }
  }
  console.log(`\ncluster bench: Caddy least_conn, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
} finally {
  redis.stop();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
