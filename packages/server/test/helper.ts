/**
 * Builds the app once per test file on a fresh database cloned from the migrated template, and serves
 * it over real HTTP (supertest binds the Fastify server to an ephemeral port).
 */
import supertest from 'supertest';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { createCaller } from '../src/trpc/app-router.ts';
import type { Context } from '../src/trpc/context.ts';
import { adminQuery, dropDatabase, uniqueName, urlFor } from './database.ts';

export const SECRET = 'test-secret-key-0123456789';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  http: ReturnType<typeof supertest>;
  /** The tRPC caller as a server-to-server client (or anonymous with `{ isServer: false }`). */
  caller(overrides?: Partial<Context>): ReturnType<typeof createCaller>;
  databaseUrl: string;
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('symbol_test');
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  return { url: urlFor(name), drop: () => dropDatabase(name) };
}

export async function setupTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RBAC_SECRET_KEY: SECRET, SEED_DEMO: 'false', ...env });
  const db = createDb(database.url, { poolSize: 5 });
  const app = await buildApp({ config, db }, { logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
    await database.drop();
  });
  return {
    app,
    db,
    config,
    http: supertest(app.server),
    caller: (overrides = {}) => createCaller({ db, config, log: app.log as Context['log'], isServer: true, ...overrides }),
    databaseUrl: database.url,
  };
}
