/**
 * Counts the SQL statements a pool runs, for tests and the benchmark: every statement (Prisma's through
 * the adapter, raw pool queries) runs on a client checked out of the pool, so each client's `query` is
 * wrapped once when it is first checked out while a counter is on.
 */
import type pg from 'pg';

export interface QueryCounter {
  /** Statements run since the counter started (or was last reset). */
  readonly count: number;
  /** The statements' text, in order (kept while `keepText` was asked). */
  readonly texts: string[];
  reset(): void;
  stop(): void;
}

type Query = pg.PoolClient['query'];
const WRAPPED = Symbol('queryCounterWrapped');
const countersByPool = new WeakMap<pg.Pool, Set<{ hit(text: string): void }>>();

function textOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  return String((first as { text?: unknown } | undefined)?.text ?? '');
}

export function countQueries(pool: pg.Pool, options: { keepText?: boolean } = {}): QueryCounter {
  let counters = countersByPool.get(pool);
  if (!counters) {
    const set = new Set<{ hit(text: string): void }>();
    counters = set;
    countersByPool.set(pool, set);
    pool.on('acquire', (client) => {
      const marked = client as pg.PoolClient & { [WRAPPED]?: true };
      if (marked[WRAPPED]) return;
      marked[WRAPPED] = true;
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        for (const counter of set) counter.hit(textOf(args));
        return original(...args);
      }) as Query;
    });
  }
  let count = 0;
  const texts: string[] = [];
  const counter = {
    hit(text: string) {
      count++;
      if (options.keepText) texts.push(text);
    },
  };
  counters.add(counter);
  return {
    get count() {
      return count;
    },
    texts,
    reset() {
      count = 0;
      texts.length = 0;
    },
    stop() {
      counters.delete(counter);
    },
  };
}
