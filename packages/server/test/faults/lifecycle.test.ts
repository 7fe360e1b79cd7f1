/**
 * An instance's start and stop as main.ts runs them. Started while PostgreSQL is away (issue 23 §6), it waits
 * with backoff instead of exiting, its port answers 503 saying what it waits for, and it serves once the database
 * is back (through a TCP proxy the test cuts before the start and restores later). Shut down (issue 22 §1), it is
 * not ready at once, finishes the request under way and ends its event streams with a retry hint.
 */
import { getEntity } from '@symbol/contracts';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../src/cluster/cluster.ts';
import { start } from '../../src/main.ts';
import { createTestDatabase } from '../helper.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const database = await createTestDatabase();
const { hostname, port } = new URL(database.url);
const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
const databaseUrl = proxy.urlFor(database.url);
await proxy.cut();
afterAll(async () => {
  await proxy.close();
  await database.drop();
});

const startOn = (appPort: number) =>
  start({
    NODE_ENV: 'test',
    PORT: String(appPort),
    DATABASE_URL: databaseUrl,
    DATA_DIR: `/tmp/symbol-faults-start-${process.pid}`,
    WEB_APPS: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RBAC_SECRET_KEY: 'faults-start-secret-key',
    NOTIFICATION_WORKER_INTERVAL_MS: '0',
  });

it('waits for the database, saying so on its port, and serves once it is back', async () => {
  const appPort = await freePort();
  const url = `http://127.0.0.1:${appPort}`;
  const started = startOn(appPort);
  let exited: unknown;
  started.catch((error: unknown) => (exited = error));

  let waiting: { status: number; retryAfter: string | null; message?: string } | undefined;
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (!response) continue;
    const body = (await response.json()) as { message?: string };
    waiting = { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message };
    if (/waiting for PostgreSQL/.test(body.message ?? '')) break;
  }
  expect(waiting).toMatchObject({
    status: 503,
    retryAfter: '5',
    message: expect.stringMatching(/waiting for PostgreSQL/),
  });
  // Past the 6 s after which the start used to give up.
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect(exited).toBeUndefined();

  await proxy.restore();
  const { app, shutdown } = await started;
  try {
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    expect(app.server.listening).toBe(true);
  } finally {
    await shutdown('test');
  }
}, 40_000);

it('shutting down: not ready at once, the request under way answered, event streams ended with a retry hint', async () => {
  const appPort = await freePort();
  const url = `http://127.0.0.1:${appPort}`;
  await proxy.restore();
  const { shutdown } = await startOn(appPort);
  const stream = await fetch(`${url}/api/revalidation/events`);
  const streamText = stream.text();
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE "${getEntity('host/pages').table}" IN ACCESS EXCLUSIVE MODE`);
    const underWay = fetch(`${url}/api/host/pages`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // As a proxy polling readiness: it is shown "not ready" before the port closes.
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const closing = shutdown('SIGTERM');
    expect((await fetch(`${url}/api/ready`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await locker.query('ROLLBACK');
    expect((await underWay).status).toBe(200);
    await closing;
  } finally {
    await locker.end();
  }
  expect(await streamText).toMatch(/retry: \d+\n: shutting down, reconnect\n\n$/);
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
}, 30_000);
