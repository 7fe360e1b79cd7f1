/**
 * `/metrics` after real requests: the request histogram by route pattern and status, the pool and query time, the
 * page cache's hits and misses, the outbox's backlog, event-stream clients and abuse-limit refusals, in the
 * Prometheus text format; behind the server key, and without it on METRICS_PORT.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/db/migrations.ts';
import { seedDemoContent } from '../src/seed/index.ts';
import { portOf, serveMetrics } from '../src/telemetry/metrics.ts';
import { SECRET, setupTestApp } from './helper.ts';
import { connectSse } from './sse.ts';

const t = await setupTestApp({ RATE_LIMIT_REGISTRATION_PER_IP: '1' });
await seedDemoContent(t.db);
await t.app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${portOf(t.app.server)}`;

/** `name{labels} value` lines into a list, for the samples a test looks for. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape() {
  const res = await t.http.get('/metrics').set('x-rbac-secret-key', SECRET);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const all = samples(res.text);
  const value = (name: string, labels: Record<string, string> = {}) =>
    all.find(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
    )?.value;
  return { text: res.text, value };
}

describe('metrics', () => {
  it('refuses a scrape without the server key, and takes it as a bearer token too', async () => {
    expect((await t.http.get('/metrics')).status).toBe(401);
    expect((await t.http.get('/metrics').set('x-rbac-secret-key', 'wrong-key-0123456789')).status).toBe(401);
    expect((await t.http.get('/metrics').set('authorization', `Bearer ${SECRET}`)).status).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency histogram', async () => {
    for (let i = 0; i < 3; i++) expect((await t.http.get('/api/website-builder/widgets?limit=5')).status).toBe(200);
    const missing = randomUUID();
    expect((await t.http.get(`/api/website-builder/widgets/${missing}`)).status).toBe(404);
    const { text, value } = await scrape();
    const list = { method: 'GET', route: '/api/website-builder/widgets', status: '200' };
    expect(value('http_request_duration_seconds_count', list)).toBe(3);
    expect(value('http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(3);
    const sum = value('http_request_duration_seconds_sum', list)!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(30);
    const byId = { method: 'GET', route: '/api/website-builder/widgets/:id', status: '404' };
    expect(value('http_request_duration_seconds_count', byId)).toBe(1);
    // The pattern, never the raw url: one series however many ids are asked for.
    expect(text).not.toContain(missing);
  });

  it("shows the pool's connections and the statements' time", async () => {
    const { value } = await scrape();
    expect(value('db_pool_max_connections')).toBe(5);
    const open = value('db_pool_connections', { state: 'active' })! + value('db_pool_connections', { state: 'idle' })!;
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(5);
    expect(value('db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(value('db_query_duration_seconds_count')).toBeGreaterThanOrEqual(4);
    expect(value('db_query_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it("counts the page cache's misses (builds) and hits", async () => {
    const before = await scrape();
    const page = '/api/host/page?url=/&language=en';
    for (let i = 0; i < 3; i++) expect((await t.http.get(page)).status).toBe(200);
    const after = await scrape();
    const delta = (result: string) =>
      after.value('page_cache_requests_total', { result })! -
      (before.value('page_cache_requests_total', { result }) ?? 0);
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
    expect(after.value('page_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it("shows the outbox's backlog, abuse-limit refusals and open event streams", async () => {
    const register = (login: string) =>
      t.http
        .post('/api/rbac/subjects/authentication/email-and-password/registration')
        .send({ data: { login, password: 'password-123' } });
    expect((await register('metrics-one@example.org')).status).toBe(201);
    expect((await register('metrics-two@example.org')).status).toBe(429);
    const stream = await connectSse(`${origin}/api/revalidation/events`);
    try {
      const { value } = await scrape();
      // The verification mail of the registration waits in the outbox (this app's worker is off).
      expect(value('outbox_notifications', { status: 'queued' })).toBeGreaterThanOrEqual(1);
      expect(value('outbox_notifications', { status: 'failed' })).toBe(0);
      const registration = '/api/rbac/subjects/authentication/email-and-password/registration';
      expect(value('http_rate_limit_refusals_total', { route: registration })).toBe(1);
      expect(value('event_stream_clients', { route: '/api/revalidation/events' })).toBe(1);
    } finally {
      stream.close();
    }
    await t.deliverMail();
    await expect.poll(async () => (await scrape()).value('event_stream_clients')).toBe(0);
    expect((await scrape()).value('outbox_notifications', { status: 'queued' })).toBe(0);
  });

  it('serves the same registry without the key on METRICS_PORT', async () => {
    const server = await serveMetrics(t.app.metrics.registry, '127.0.0.1', 0);
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    const res = await fetch(`http://127.0.0.1:${portOf(server)}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds_count{method="GET"');
    expect((await fetch(`http://127.0.0.1:${portOf(server)}/api/health`)).status).toBe(404);
  });

  it("shows every series docker/'s Grafana dashboard asks for", async () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(repoRoot(), 'docker/grafana/dashboards/symbol.json'), 'utf8'),
    ) as { panels: { targets: { expr: string }[] }[] };
    // A metric in PromQL is a name with an underscore right before its selector `{`, its range `[` or a `)`.
    const asked = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) =>
          [...target.expr.matchAll(/(?<![$\w])([a-z]+_[a-z0-9_]+)(?=[{[)])/g)].map((match) => match[1]!),
        ),
      ),
    );
    expect(asked.size).toBeGreaterThanOrEqual(10);
    const served = new Set(samples((await scrape()).text).map((sample) => sample.name));
    expect([...asked].filter((name) => !served.has(name))).toEqual([]);
  });
});
