/**
 * Prometheus metrics (prom-client), one registry per app: requests by route pattern and status, the database
 * pool and query time, event-stream clients and abuse-limit refusals here; modules add their own to
 * `app.metrics.registry` (the page cache in host, the outbox in notification). Served at `/metrics` to a
 * caller with the server key, and without it on METRICS_PORT (a port kept off the public network).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SECRET_KEY_HEADER } from '@symbol/contracts';
import { isSecretKey } from '../auth/authorize.ts';
import { unauthorized } from '../errors.ts';

/** The route of a request that matched none (a 404): one series for all of them, never the raw url. */
export const UNMATCHED_ROUTE = '(unmatched)';

type RequestSeries = { observe(seconds: number): void };

export interface AppMetrics {
  registry: Registry;
  /** Counts one answered request (an onResponse hook of the app calls it). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** Open event streams (server-sent events) by route. */
  eventStreams: Gauge<'route'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count: the requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'http_rate_limit_refusals_total',
    help: 'Requests refused by an abuse limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: 'event_stream_clients',
    help: 'Open event streams (server-sent events), by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  // A label set's series, found by one string key: prom-client hashes the labels on every call otherwise.
  const series = new Map<string, RequestSeries>();
  return {
    registry,
    eventStreams,
    observeRequest(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = reply.statusCode;
      const key = `${request.method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = requests.labels(request.method, route, String(status));
        series.set(key, found);
      }
      found.observe(reply.elapsedTime / 1000);
      if (status === 429) refusals.inc({ route });
    },
  };
}

/** The pool's connections by state (at each scrape) and every statement's time, Prisma's included. */
export function observePool(pool: pg.Pool, registry: Registry): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the pool opens (DB_POOL_SIZE)',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one SQL statement, from sending it to its result',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const timed = new WeakSet<pg.PoolClient>();
  // Every statement runs on a client of the pool (pool.query checks one out): each client's `query` is timed, once.
  pool.on('connect', (client) => {
    if (timed.has(client)) return;
    timed.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const started = performance.now();
      const done = () => queries.observe((performance.now() - started) / 1000);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(done, done);
      return result;
    }) as typeof client.query;
  });
}

/**
 * `GET /metrics` for a caller with the server key (`X-RBAC-SECRET-KEY`, or `Authorization: Bearer <key>`, which
 * Prometheus's scrape config sends).
 */
export async function metricsRoute(app: FastifyInstance) {
  app.get('/metrics', async (request, reply) => {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const given = (request.headers[SECRET_KEY_HEADER] as string | undefined) ?? bearer;
    if (!isSecretKey(given, app.deps.config.RBAC_SECRET_KEY))
      throw unauthorized('Metrics need the server key (or METRICS_PORT)');
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
}

/**
 * METRICS_PORT: `/metrics` on a port of its own, without the server key (keep the port off the public network:
 * a private interface, a container's internal port). Answers the server listening.
 */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;
