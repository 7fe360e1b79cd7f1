/**
 * Where the app lets tracing in, without loading it: OpenTelemetry is imported only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts imports telemetry/tracing.ts dynamically), so a start without it loads
 * and runs none of it. Off, each hook is one property read.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export interface Tracing {
  /** A span per HTTP request (the route pattern as its name), and its trace id on the request's log lines. */
  instrument(app: FastifyInstance): void;
  /** A span per SQL statement of the pool, inside the request's trace. */
  instrumentPool(pool: pg.Pool): void;
  /** Sends the spans ended so far. */
  forceFlush(): Promise<void>;
  /** Sends what is left and takes every hook back out. */
  shutdown(): Promise<void>;
}

/** Set while tracing runs: a span around each tRPC procedure call (trpc/init.ts calls it on both paths). */
export const traceHooks: { procedure?: <T>(path: string, work: () => Promise<T>) => Promise<T> } = {};
