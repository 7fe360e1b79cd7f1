/**
 * OpenTelemetry traces, sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (a collector, Jaeger, Tempo...). Loaded
 * only then (main.ts imports this file dynamically). Spans: the HTTP request (named by its route pattern, continuing
 * a caller's `traceparent`), each tRPC procedure call, each SQL statement, each Redis command, and outbound
 * `fetch` calls (the payment providers', with `traceparent` sent on). The spans are made here, at the app's own
 * seams (a Fastify hook, the procedure hook, the pool's clients, ioredis's `sendCommand`), rather than by patching
 * modules as they load: that needs a loader flag on the node command line, and misses modules loaded before it.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { traceHooks, type Tracing } from './trace-hooks.ts';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base url; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** OTEL_SERVICE_NAME. */
  serviceName?: string;
}

/** `SELECT website_builder_widgets`: the statement's verb and first table, a low-cardinality span name. */
function statementName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:FROM|INTO|UPDATE)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | undefined)?.text ?? '');

function ended(span: Span, error?: unknown) {
  if (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'symbol-api' }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }),
      }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('symbol');
  const outbound = new UndiciInstrumentation();
  outbound.setTracerProvider(provider);
  outbound.enable();

  /** A client span inside the current trace; none outside one (the outbox worker's polling is not a trace). */
  const clientSpan = (name: string, attributes: Record<string, string>) =>
    trace.getSpan(context.active()) ? tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }) : undefined;

  traceHooks.procedure = (path, work) =>
    tracer.startActiveSpan(
      `trpc ${path}`,
      { attributes: { 'rpc.system': 'trpc', 'rpc.method': path } },
      async (span) => {
        try {
          const result = await work();
          ended(span);
          return result;
        } catch (error) {
          ended(span, error);
          throw error;
        }
      },
    );

  const sendCommand = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function (this: Redis, ...args: Parameters<Redis['sendCommand']>) {
    const [command] = args;
    const span = clientSpan(`redis ${command.name}`, {
      'db.system.name': 'redis',
      'db.operation.name': command.name,
    });
    if (span)
      command.promise.then(
        () => ended(span),
        (error: unknown) => ended(span, error),
      );
    return sendCommand.apply(this, args);
  };

  const contexts = new WeakMap<FastifyRequest, { context: Context; span: Span }>();
  return {
    instrument(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        const parent = propagation.extract(ROOT_CONTEXT, request.headers);
        const route = request.routeOptions.url ?? '(unmatched)';
        const span = tracer.startSpan(
          `${request.method} ${route}`,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'http.route': route,
              'url.path': request.url.split('?', 1)[0]!,
            },
          },
          parent,
        );
        contexts.set(request, { context: trace.setSpan(parent, span), span });
        request.log = request.log.child({ traceId: span.spanContext().traceId });
        done();
      });
      // The handler runs in the request's span: entered here, after the body is read (its stream's events run in
      // the socket's context, not the hook's).
      app.addHook('preHandler', (request, _reply, done) => {
        const found = contexts.get(request);
        if (found) context.with(found.context, done);
        else done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const found = contexts.get(request);
        if (found) {
          found.span.setAttribute('http.response.status_code', reply.statusCode);
          if (reply.statusCode >= 500) found.span.setStatus({ code: SpanStatusCode.ERROR });
          found.span.end();
        }
        done();
      });
    },

    instrumentPool(pool: pg.Pool) {
      const traced = new WeakSet<pg.PoolClient>();
      pool.on('connect', (client) => {
        if (traced.has(client)) return;
        traced.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const text = textOf(args[0]);
          const span = clientSpan(statementName(text), { 'db.system.name': 'postgresql', 'db.query.text': text });
          if (!span) return query(...args);
          const last = args.length - 1;
          const callback = args[last];
          if (typeof callback === 'function') {
            args[last] = (error: unknown, ...results: unknown[]) => {
              ended(span, error);
              return (callback as (...all: unknown[]) => unknown)(error, ...results);
            };
            return query(...args);
          }
          const result = query(...args);
          if (result && typeof (result as Promise<unknown>).then === 'function')
            (result as Promise<unknown>).then(
              () => ended(span),
              (error: unknown) => ended(span, error),
            );
          return result;
        }) as typeof client.query;
      });
    },

    forceFlush: () => provider.forceFlush(),

    async shutdown() {
      delete traceHooks.procedure;
      Redis.prototype.sendCommand = sendCommand;
      outbound.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
