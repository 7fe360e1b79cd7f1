/**
 * Builds the app once per test file on a fresh database cloned from the migrated template, and serves
 * it over real HTTP (supertest binds the Fastify server to an ephemeral port).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getEntity } from '@symbol/contracts';
import type { FastifyServerOptions } from 'fastify';
import supertest from 'supertest';
import { afterAll, expect, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { createProviders } from '../src/modules/billing/providers/index.ts';
import type { ENTITY_PROCEDURES } from '../src/entities/router.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { createCaller } from '../src/trpc/app-router.ts';
import { createContext, type Context } from '../src/trpc/context.ts';
import type { Clock } from '../src/clock.ts';
import { telegramApi } from '../src/modules/telegram/index.ts';
import { OutboxMailer } from '../src/mail/mailer.ts';
import { SSR_ENTRY } from '../src/web/site.ts';
import { createNotificationWorker } from '../src/modules/notification/worker.ts';
import { fileBytes, storageOf } from '../src/modules/file-storage/index.ts';
import { adminQuery, dropDatabase, uniqueName, urlFor } from './database.ts';
import { defaultMailFrom, mailSender } from '../src/modules/notification/sender.ts';

export const SECRET = 'test-secret-key-0123456789';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, walked freely in assertions
export type Answer = Record<string, any>;

/** An answer's `data`, once its status is the one expected (else the failure shows the body). */
export async function dataOf<T = Answer>(res: { status: number; body: { data?: unknown } }, status = 200): Promise<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data as T;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  http: ReturnType<typeof supertest>;
  /** The tRPC caller as a server-to-server client (or anonymous with `{ isServer: false }`). */
  caller(overrides?: Partial<Context>): ReturnType<typeof createCaller>;
  databaseUrl: string;
  /** Every mail the app sent (nothing leaves the process). */
  outbox: OutboxMailer;
  /**
   * Sends the due queued notifications into `outbox` now, as the app's worker would on its next pass, and
   * waits for any send in progress: mail queued by a request is in `outbox` once this resolves.
   */
  deliverMail(): Promise<void>;
  /** The app's clock: `advance(ms)` moves it forward. */
  clock: TestClock;
  /** The generic procedures of one entity through the caller (the app router is built at run time). */
  procedures(entityKey: string, overrides?: Partial<Context>): EntityProcedures;
}

type Procedure = (input: unknown) => Promise<any>;
export type EntityProcedures = Record<(typeof ENTITY_PROCEDURES)[number], Procedure>;

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('symbol_test');
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  return { url: urlFor(name), drop: () => dropDatabase(name) };
}

/** A clock that follows real time plus whatever the test added. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/**
 * `deps` replaces parts the test controls (e.g. payment providers built with test secrets); `options.logger`
 * lets a test read the app's log.
 */
export async function setupTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: {
    logger?: FastifyServerOptions['logger'];
    /** Another database than a copy of the template (the embedded PGlite): migrated, dropped after. */
    database?: { url: string; drop(): Promise<void>; sharedSession?: boolean };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RBAC_SECRET_KEY: SECRET,
    SEED_DEMO: 'false',
    // Tests deliver mail when they choose (deliverMail); no background queries to disturb query counts.
    NOTIFICATION_WORKER_INTERVAL_MS: '0',
    RELEASE_SCHEDULER_INTERVAL_MS: '0',
    // These apps serve no site: absolute urls name the site's dev server, as the tests expect.
    PUBLIC_SITE_URL: 'http://localhost:5173',
    ...env,
  });
  const db = createDb(database.url, { poolSize: 5, sharedSession: options.database?.sharedSession });
  const clock = new TestClock();
  const outbox = new OutboxMailer({ from: defaultMailFrom(config), clock });
  const app = await buildApp(
    { config, db, clock, mailer: outbox, payments: createProviders(process.env), ...deps },
    { logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false) },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
    await database.drop();
  });
  const caller = (overrides: Partial<Context> = {}) =>
    createCaller({ ...createContext(app.deps, { log: app.log as Context['log'], isServer: true }), ...overrides });
  return {
    app,
    db,
    config,
    http: supertest(app.server),
    caller,
    procedures(entityKey, overrides) {
      const { router } = getEntity(entityKey);
      const modules = caller(overrides) as unknown as Record<string, Record<string, EntityProcedures>>;
      return modules[router.module]![router.collection]!;
    },
    databaseUrl: database.url,
    outbox,
    deliverMail: () => deliverMail({ db, config, clock, outbox, log: app.log }),
    clock,
  };
}

const PENDING_MAIL = `SELECT 1 FROM "${getEntity('notification/notifications').table}"
  WHERE "status" = 'sending' OR ("status" = 'queued' AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= $1)) LIMIT 1`;

async function deliverMail(options: {
  db: Db;
  config: Config;
  clock: Clock;
  outbox: OutboxMailer;
  log: TestApp['app']['log'];
}) {
  const { db, config, clock, outbox, log } = options;
  const worker = createNotificationWorker({
    db,
    mailer: outbox,
    clock,
    log,
    intervalMs: 0,
    maxAttempts: config.NOTIFICATION_MAX_ATTEMPTS,
    retryBaseMs: config.NOTIFICATION_RETRY_BASE_MS,
    readFile: (file) => fileBytes(storageOf({ db, config }), file),
    sender: mailSender(db, config),
    ...(telegramApi(config) && {
      telegram: async (chatId: string, text: string) => void (await telegramApi(config)!.sendMessage(chatId, text)),
    }),
  });
  // The app's own worker may hold a row (`sending`) for a moment: wait until nothing is due or in flight.
  for (let pass = 0; pass < 500; pass++) {
    const { claimed } = await worker.runOnce();
    if (claimed) continue;
    if (!(await db.pool.query(PENDING_MAIL, [clock.now()])).rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('queued mail was not delivered');
}

/**
 * The site as `pnpm test` builds it (client bundle and server rendering entry): tests of the site's pages run
 * the real rendering. Alone, build it first: `pnpm -F @symbol/site build`.
 */
export function builtSite(): string {
  const dist = fileURLToPath(new URL('../../site/dist', import.meta.url));
  for (const file of [path.join(dist, 'index.html'), path.join(dist, '..', SSR_ENTRY)]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (pnpm -F @symbol/site build)`);
  }
  return dist;
}
