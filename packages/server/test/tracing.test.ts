/**
 * Traces with OTEL_EXPORTER_OTLP_ENDPOINT: an OTLP/HTTP receiver in this process gets a request's span tree, the
 * HTTP span (named by its route) above the tRPC procedure above its SQL, and the Redis commands of the rate limits;
 * the request's log line carries the trace id.
 */
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startPrivateRedis } from '../src/cluster/cluster.ts';
import { RedisRateLimitStore } from '../src/rate-limit.ts';
import { portOf } from '../src/telemetry/metrics.ts';
import { startTracing } from '../src/telemetry/tracing.ts';
import { setupTestApp } from './helper.ts';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** What a collector would receive: OTLP/HTTP JSON posted to /v1/traces. */
const received: ReceivedSpan[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const { resourceSpans } = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[];
      };
      for (const resource of resourceSpans) for (const scope of resource.scopeSpans) received.push(...scope.spans);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const tracing = await startTracing({ endpoint: `http://127.0.0.1:${portOf(receiver)}` });
const redis = await startPrivateRedis();
const redisClient = new Redis(redis.url, { maxRetriesPerRequest: 1 });
redisClient.on('error', () => {}); // the private server may still be starting: ioredis retries
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const t = await setupTestApp(
  {},
  { tracing, rateLimits: new RedisRateLimitStore(redisClient) },
  { logger: { level: 'info', stream: logStream } },
);
afterAll(async () => {
  await tracing.shutdown();
  redisClient.disconnect();
  redis.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

const attribute = (span: ReceivedSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;
const childrenOf = (span: ReceivedSpan) => received.filter((other) => other.parentSpanId === span.spanId);

async function traceOf(serverSpanName: string): Promise<ReceivedSpan> {
  await tracing.forceFlush();
  await expect.poll(() => received.some((span) => span.name === serverSpanName)).toBe(true);
  return received.find((span) => span.name === serverSpanName)!;
}

describe('tracing', () => {
  it("sends a request's span tree down to its SQL, and puts the trace id on its log line", async () => {
    const caller = '0af7651916cd43dd8448eb211c80319c';
    const res = await t.http
      .get('/api/website-builder/widgets?limit=2')
      .set('traceparent', `00-${caller}-b7ad6b7169203331-01`);
    expect(res.status).toBe(200);
    const server = await traceOf('GET /api/website-builder/widgets');
    // It continues the caller's trace.
    expect(server.traceId).toBe(caller);
    expect(server.kind).toBe(2); // SERVER
    expect(attribute(server, 'http.route')).toBe('/api/website-builder/widgets');
    const [procedure] = childrenOf(server);
    expect(procedure?.name).toBe('trpc websiteBuilder.widgets.list');
    const sql = childrenOf(procedure!);
    expect(sql.map((span) => span.name)).toContain('SELECT website_builder_widgets');
    expect(attribute(sql[0]!, 'db.query.text')).toMatch(/FROM "website_builder_widgets"/);

    const line = lines.find(
      (entry) =>
        entry.msg === 'request completed' && (entry.req as { url: string }).url === '/api/website-builder/widgets',
    );
    expect(line?.traceId).toBe(caller);
  });

  it('shows the Redis commands of the rate limits inside the procedure', async () => {
    const res = await t.http
      .post('/api/rbac/subjects/authentication/email-and-password/registration')
      .send({ data: { login: 'traced@example.org', password: 'password-123' } });
    expect(res.status).toBe(201);
    const server = await traceOf('POST /api/rbac/subjects/authentication/email-and-password/registration');
    const [procedure] = childrenOf(server);
    expect(procedure?.name).toMatch(/^trpc rbac\./);
    const below = childrenOf(procedure!).map((span) => span.name);
    expect(below).toContain('redis eval');
    expect(below.some((name) => name.startsWith('INSERT '))).toBe(true);
    // A new trace: no caller's traceparent.
    const line = lines.find(
      (entry) => entry.msg === 'request completed' && (entry.req as { url: string }).url.endsWith('/registration'),
    );
    expect(line?.traceId).toBe(server.traceId);
  });
});
