import { describe, expect, it } from 'vitest';
import { Readiness } from './readiness.ts';

const never = () => new Promise<void>(() => {});
const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
const ok = () => Promise.resolve();

describe('readiness', () => {
  it('takes one probe out of time as load: ready; two in a row: not ready', async () => {
    let check: () => Promise<void> = never;
    const readiness = new Readiness({ database: () => check() }, undefined, 20);
    expect((await readiness.report()).ready).toBe(true);
    const second = await readiness.report();
    expect(second).toMatchObject({ ready: false, reason: 'database no answer in time' });
    check = ok;
    expect((await readiness.report()).ready).toBe(true);
    check = never;
    expect((await readiness.report()).ready).toBe(true);
  });

  it('a dependency that refuses is not ready at once', async () => {
    const readiness = new Readiness({ database: refused }, undefined, 20);
    expect(await readiness.report()).toMatchObject({ ready: false, reason: 'database unreachable' });
  });

  it('a client timeout counts as out of time too', async () => {
    let check = () => Promise.reject(new Error('timeout exceeded when trying to connect'));
    const readiness = new Readiness({ database: () => check() }, undefined, 20);
    expect((await readiness.report()).ready).toBe(true);
    expect((await readiness.report()).ready).toBe(false);
    check = refused;
    expect((await readiness.report()).ready).toBe(false);
  });
});

const settled = async (promise: Promise<void>, withinMs: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), withinMs)),
  ]);

describe('shutting down behind a proxy', () => {
  it('waits until every health checker that watches has been answered "not ready"', async () => {
    const readiness = new Readiness({});
    await readiness.ask('127.0.0.1 /api/ready?proxy=api');
    await readiness.ask('127.0.0.1 /api/ready?proxy=files');
    readiness.stop();
    const seen = readiness.seenByProxy(5_000);
    expect((await readiness.ask('127.0.0.1 /api/ready?proxy=files')).ready).toBe(false);
    // The api site's checker still takes the instance for ready: the port must stay open.
    expect(await settled(seen, 1_000)).toBe(false);
    expect((await readiness.ask('127.0.0.1 /api/ready?proxy=api')).ready).toBe(false);
    expect(await settled(seen, 1_000)).toBe(true);
  });

  it('does not wait when nobody watches, and gives up after its limit', async () => {
    const alone = new Readiness({});
    alone.stop();
    expect(await settled(alone.seenByProxy(5_000), 100)).toBe(true);
    const watched = new Readiness({});
    await watched.ask('a proxy that then dies');
    watched.stop();
    expect(await settled(watched.seenByProxy(300), 1_000)).toBe(true);
  });
});
