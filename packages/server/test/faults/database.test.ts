/**
 * PostgreSQL faults (issue 23): the database reached through a TCP proxy the test cuts and restores, and a
 * table locked from a connection of the test's own. The app answers 503 with Retry-After and says why, in a
 * bounded time, logs repeated failures once per interval, and keeps every write it acknowledged.
 */
import { getEntity } from '@symbol/contracts';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SECRET } from '../helper.ts';
import { startFaultApp } from './fault-app.ts';

const STATEMENT_TIMEOUT_MS = 1000;
const POOL_SIZE = 4;
// The cut first: the log lines it counts are its own (the lock's 503s are logged with a count 10 s later).
const t = await startFaultApp({
  DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  DB_POOL_SIZE: String(POOL_SIZE),
});
const PRODUCTS = '/api/ecommerce/products';
const server = { 'x-rbac-secret-key': SECRET, 'content-type': 'application/json' };

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${t.url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as { message?: string; data?: { id: string } }) : undefined,
    ms: performance.now() - started,
  };
}

describe('the database cut for 10 s', () => {
  it('answers 503 with Retry-After, logs a handful of lines, and keeps every acknowledged write', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const res = await timed(PRODUCTS, {
          method: 'POST',
          headers: server,
          body: JSON.stringify({ data: { adminTitle: `fault ${n}-${i}` } }),
        }).catch(() => ({ status: 0, retryAfter: null, body: undefined, ms: 0 }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(res.body!.data!.id);
        else expect([503].includes(res.status) && Number(res.retryAfter) > 0, JSON.stringify(res)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const writers = [1, 2, 3].map(writer);
    // Writes are acknowledged before the cut (on a loaded machine the first may take longer than a fixed wait).
    const started = Date.now();
    while (acknowledged.length < 3 && Date.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const before = acknowledged.length;
    const logsBefore = t.logs.length;
    await t.database.cut();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ready = await timed('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body?.message).toMatch(/database/i);
    await new Promise((resolve) => setTimeout(resolve, 9000));
    await t.database.restore();
    const cutLogs = t.logs.slice(logsBefore).filter((line) => line.level >= 40);
    const deadline = Date.now() + 5000;
    while ((await timed('/api/ready')).status !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const acknowledgedAtRestore = acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    writing = false;
    await Promise.all(writers);

    expect(before).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(acknowledgedAtRestore); // writes resumed
    expect(cutLogs.length, JSON.stringify(cutLogs, null, 1)).toBeLessThanOrEqual(5);
    const direct = new pg.Client({ connectionString: t.directUrl });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${getEntity('ecommerce/products').table}" WHERE "id" = ANY($1::uuid[])`,
        [acknowledged],
      );
      expect(rows[0]!.count).toBe(acknowledged.length);
    } finally {
      await direct.end();
    }
  }, 40_000);
});

describe('a statement held by a lock', () => {
  it('answers 503 within the statement timeout, while readiness, health and other tables keep answering', async () => {
    const locker = new pg.Client({ connectionString: t.directUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE "${getEntity('host/pages').table}" IN ACCESS EXCLUSIVE MODE`);
      // Twice the pool: half of them wait for a connection the first half holds.
      const locked = Array.from({ length: POOL_SIZE * 2 }, () => timed('/api/host/pages'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [ready, health] = await Promise.all([timed('/api/ready'), timed('/api/health')]);
      expect(ready.status).toBe(200);
      expect(ready.ms).toBeLessThan(500);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(500);
      const other = await timed(PRODUCTS);
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(3 * STATEMENT_TIMEOUT_MS);

      const answers = await Promise.all(locked);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body?.message).toMatch(/database/i);
        expect(answer.ms).toBeLessThan(2 * STATEMENT_TIMEOUT_MS + 1000);
      }
      const fastest = Math.min(...answers.map((a) => a.ms));
      expect(fastest).toBeLessThan(STATEMENT_TIMEOUT_MS + 500);
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    expect((await timed('/api/host/pages')).status).toBe(200);
  });
});
