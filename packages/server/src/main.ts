/**
 * Wires the real dependencies and listens. DATABASE_URL set → that PostgreSQL; unset → the embedded
 * PGlite default in DATA_DIR. Migrations are applied and the demo content seeded before listening.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import type { ReadyFacts } from './banner.ts';
import { loadConfig, type Config } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { createDb } from './db/index.ts';
import { applyMigrations } from './db/migrations.ts';
import { createMailer } from './mail/mailer.ts';
import { createProviders } from './modules/billing/providers/index.ts';
import { countAdmins } from './modules/rbac/defaults.ts';
import { RedisRateLimitStore } from './rate-limit.ts';
import { createFileStorage } from './modules/file-storage/storage.ts';
import { seedDemoContent } from './seed/index.ts';
import { portOf, serveMetrics } from './telemetry/metrics.ts';
import { ensureBuilt } from './web/build.ts';

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

export async function start(env: Record<string, string | undefined> = process.env) {
  let config: Config = loadConfig(env);
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pglite'),
      maxConnections: config.DB_POOL_SIZE + 2,
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
    from: config.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
  });
  // Several instances share the abuse-limit counters through Redis.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  redis?.on('error', () => {}); // reported by the rate limiter, which lets requests through meanwhile
  const rateLimits = redis ? new RedisRateLimitStore(redis) : undefined;
  // Outside production the dummy pay links (signed with this secret) keep working across restarts too.
  const dummySecret =
    env.DUMMY_WEBHOOK_SECRET ||
    (config.NODE_ENV === 'production' ? undefined : embeddedSecret(dataDir, 'dummy-secret'));
  const siteDist = config.WEB_APPS ? await ensureBuilt(path.join(repoRoot, 'packages/site')) : undefined;
  const adminDist = config.WEB_APPS ? await ensureBuilt(path.join(repoRoot, 'packages/admin')) : undefined;
  const app = await buildApp({
    config,
    db,
    mailer,
    rateLimits,
    storage: createFileStorage(config, { root: repoRoot }),
    payments: createProviders({ ...env, DUMMY_WEBHOOK_SECRET: dummySecret }),
    web: { site: siteDist, admin: adminDist },
    tracing,
  });
  let metricsServer: Server | undefined;
  try {
    const applied = await applyMigrations(db.pool);
    if (applied.length) app.log.info({ latest: applied.at(-1) }, `${applied.length} migrations applied`);
    if (config.SEED_DEMO) {
      const seeded = await seedDemoContent(db);
      if (seeded) app.log.info({ records: seeded }, 'demo content seeded');
    }
    await app.listen({ host: config.HOST, port: config.PORT });
    if (config.METRICS_PORT !== undefined)
      metricsServer = await serveMetrics(app.metrics.registry, config.HOST, config.METRICS_PORT);
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    metricsServer?.close();
    await app.close();
    await db.close();
    redis?.disconnect();
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
      app.log.info({ signal }, 'shutting down');
      await app.close(); // stops accepting, waits for in-flight requests
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await db.close();
      await redis?.quit().catch(() => redis.disconnect());
      await mailer.close?.();
      await embedded?.stop();
      await tracing?.shutdown(); // sends the spans still buffered
    })();
    return closing;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
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
