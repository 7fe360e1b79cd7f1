/**
 * Wires the real dependencies and listens. DATABASE_URL set → that PostgreSQL; unset → the embedded
 * PGlite default in DATA_DIR. The start waits for the database (and Redis) with backoff, applies the
 * migrations and seeds the demo content before listening; meanwhile the port answers 503 saying what it does.
 * SIGTERM or SIGINT: not ready at once, the proxy given time to see it, requests finished, exit 0.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import type { ReadyFacts } from './banner.ts';
import { loadConfig, type Config } from './config.ts';
import { createDatabase, isMissingDatabase } from './db/create-database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { createDb } from './db/index.ts';
import { applyMigrations } from './db/migrations.ts';
import { createMailer } from './mail/mailer.ts';
import { createProviders } from './modules/billing/providers/index.ts';
import { countAdmins } from './modules/rbac/defaults.ts';
import { sharedRateLimits } from './rate-limit.ts';
import { createFileStorage } from './modules/file-storage/storage.ts';
import { seedDemoContent } from './seed/index.ts';
import { searchIndex } from './search/index.ts';
import { listenWhileStarting, waitForDependency } from './start-up.ts';
import { portOf, serveMetrics } from './telemetry/metrics.ts';
import { TIMEOUTS } from './timeouts.ts';
import { ensureBuilt } from './web/build.ts';
import { SSR_ENTRY } from './web/site.ts';
import { defaultMailFrom } from './modules/notification/sender.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The embedded start keeps its generated secrets beside its data, so restarts keep working clients. */
function embeddedSecret(dataDir: string, name = 'rbac-secret-key'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A database url as a log may show it: no user or password. */
const databaseName = (url: string) => {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port || 5432}${pathname}`;
};

export async function start(env: Record<string, string | undefined> = process.env) {
  let config: Config = loadConfig(env);
  // Port 0 (a free port, in tests) cannot be handed from the placeholder to the app: no placeholder then.
  let phase = 'starting';
  const starting = config.PORT ? await listenWhileStarting(config.HOST, config.PORT, () => phase) : undefined;
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pglite'),
      maxConnections: config.DB_POOL_SIZE + 3, // + migrations' and the seed's lock, the probe
    });
    databaseUrl = embedded.url;
    if (!config.RBAC_SECRET_KEY) config = { ...config, RBAC_SECRET_KEY: embeddedSecret(dataDir) };
  }
  // Outside production an unset JWT_SECRET is generated once into DATA_DIR: sessions survive restarts.
  if (!config.JWT_SECRET && config.NODE_ENV !== 'production')
    config = { ...config, JWT_SECRET: embeddedSecret(dataDir, 'jwt-secret') };
  // Loaded only when asked for: a start without it imports no OpenTelemetry.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (
        await import('./telemetry/tracing.ts')
      ).startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME })
    : undefined;
  const db = createDb(databaseUrl, { poolSize: config.DB_POOL_SIZE, sharedSession: Boolean(embedded) });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    // Mail the worker sends names the foundation (notification/sender.ts); this is the fallback of any other.
    from: defaultMailFrom(config),
    outboxDir: path.join(dataDir, 'outbox'),
  });
  // Several instances share the abuse-limit counters through Redis.
  const shared = config.REDIS_URL ? sharedRateLimits(config.REDIS_URL) : undefined;
  // Outside production the dummy pay links (signed with this secret) keep working across restarts too.
  const dummySecret =
    env.DUMMY_WEBHOOK_SECRET ||
    (config.NODE_ENV === 'production' ? undefined : embeddedSecret(dataDir, 'dummy-secret'));
  phase = 'building the web apps';
  const siteDist = config.WEB_APPS
    ? await ensureBuilt(path.join(repoRoot, 'packages/site'), console.log, [SSR_ENTRY])
    : undefined;
  const adminDist = config.WEB_APPS ? await ensureBuilt(path.join(repoRoot, 'packages/admin')) : undefined;
  const app = await buildApp({
    config,
    db,
    mailer,
    rateLimits: shared?.store,
    readinessChecks: shared ? { redis: shared.check } : {},
    storage: createFileStorage(config, { root: repoRoot }),
    payments: createProviders({ ...env, DUMMY_WEBHOOK_SECRET: dummySecret }),
    web: { site: siteDist, admin: adminDist },
    tracing,
  });
  let metricsServer: Server | undefined;
  shared?.logTo(app.log);
  try {
    const waiting = (what: string) => (phase = what);
    const probeOrCreate = async () => {
      try {
        await db.probe();
      } catch (error) {
        if (embedded || !isMissingDatabase(error)) throw error;
        app.log.info(`database ${await createDatabase(databaseUrl)} created`);
        await db.probe();
      }
    };
    await waitForDependency(
      embedded ? 'the embedded database' : databaseName(databaseUrl),
      probeOrCreate,
      app.log,
      waiting,
    );
    if (shared) await waitForDependency(`Redis at ${new URL(config.REDIS_URL!).host}`, shared.check, app.log, waiting);
    phase = 'applying migrations';
    const applied = await applyMigrations(db.pool);
    if (applied.length) app.log.info({ latest: applied.at(-1) }, `${applied.length} migrations applied`);
    if (config.SEED_DEMO) {
      phase = 'seeding the demo content';
      const seeded = await seedDemoContent(db);
      if (seeded) app.log.info({ records: seeded }, 'demo content seeded');
    }
    phase = 'building the search index';
    const indexed = await searchIndex.rebuild(db);
    if (indexed.length) app.log.info({ entities: indexed }, 'search index built');
    await starting?.close();
    await app.listen({ host: config.HOST, port: config.PORT });
    if (config.METRICS_PORT !== undefined)
      metricsServer = await serveMetrics(app.metrics.registry, config.HOST, config.METRICS_PORT);
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    metricsServer?.close();
    await starting?.close();
    await app.close();
    await db.close();
    await shared?.close();
    await mailer.close?.();
    await embedded?.stop();
    await tracing?.shutdown();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const secretKeyFile = path.join(dataDir, 'rbac-secret-key');
  const ready: ReadyFacts = {
    url: `http://${hostForUrl}:${port}`,
    web: config.WEB_APPS,
    database: embedded ? { embeddedDir: path.join(dataDir, 'pglite') } : { url: databaseUrl },
    mail: config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : { outboxDir: path.join(dataDir, 'outbox') },
    secretKey: config.RBAC_SECRET_KEY
      ? { value: config.RBAC_SECRET_KEY, file: env.RBAC_SECRET_KEY ? undefined : secretKeyFile }
      : undefined,
    admins: await countAdmins(db),
    metricsUrl: metricsServer ? `http://${hostForUrl}:${portOf(metricsServer)}/metrics` : undefined,
  };

  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: not ready from now on, finishing the requests under way');
      app.readiness.stop();
      // A proxy polling readiness sees "not ready" and sends nothing new before the port closes.
      await app.readiness.seenByProxy();
      // Event streams end with a retry hint (preClose), the port closes, requests under way finish, the
      // outbox workers finish their pass (onClose).
      await app.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await db.close();
      await shared?.close();
      await mailer.close?.();
      await embedded?.stop();
      await tracing?.shutdown(); // sends the spans still buffered
    })();
    return closing;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        app.log.error(`shutdown took longer than ${TIMEOUTS.shutdownMs / 1000} s: exiting anyway`);
        process.exit(1);
      }, TIMEOUTS.shutdownMs).unref();
      void shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  return { app, db, config, shutdown, ready };
}
