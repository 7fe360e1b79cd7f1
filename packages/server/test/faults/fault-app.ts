/**
 * The app built as main.ts builds it, on a fresh test database reached through a TCP proxy the test controls,
 * listening on a real port, its log lines kept (JSON, as a collector reads them).
 */
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/index.ts';
import { createProviders } from '../../src/modules/billing/providers/index.ts';
import { SECRET, createTestDatabase } from '../helper.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface FaultApp {
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  db: ReturnType<typeof createDb>;
  /** The proxy in front of PostgreSQL. */
  database: TcpProxy;
  /** The database's own url (not through the proxy), for the test's checks. */
  directUrl: string;
  logs: LogLine[];
}

export async function startFaultApp(
  env: Record<string, string> = {},
  deps: (proxied: { databaseUrl: string }) => Partial<AppDeps> = () => ({}),
): Promise<FaultApp> {
  const database = await createTestDatabase();
  const { hostname, port } = new URL(database.url);
  const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    RBAC_SECRET_KEY: SECRET,
    SEED_DEMO: 'false',
    NOTIFICATION_WORKER_INTERVAL_MS: '0',
    ...env,
  });
  const databaseUrl = proxy.urlFor(database.url);
  const db = createDb(databaseUrl, {
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp(
    { config, db, payments: createProviders({}), ...deps({ databaseUrl }) },
    { logger: { level: 'info', stream } },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port: appPort } = app.server.address() as { port: number };
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await db.close();
    await proxy.close();
    await database.drop();
  });
  return { url: `http://127.0.0.1:${appPort}`, app, db, database: proxy, directUrl: database.url, logs };
}
