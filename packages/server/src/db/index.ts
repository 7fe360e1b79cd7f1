/** The database handle the app is built from: one pg pool shared by Prisma (adapter-pg) and health checks. */
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

export interface Db {
  prisma: PrismaClient;
  pool: pg.Pool;
  /**
   * One interactive transaction: every multi-row write goes through here. Work queued with `afterCommit` on
   * its client runs once it has committed. The default time limit (15 s) suits a request; a long job sets its own.
   */
  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  close(): Promise<void>;
}

/** The pool behind each root client: reads outside a transaction skip Prisma's raw-query layer. */
const pools = new WeakMap<object, pg.Pool>();

/** Each open `Db.transaction`'s client → its root client and the work waiting for its commit. */
const openTransactions = new WeakMap<object, { root: PrismaClient; committed: (() => void)[] }>();

/** The root client a client belongs to (itself for a root client or a transaction not opened by `Db.transaction`). */
export const rootClient = (client: DbClient): DbClient => openTransactions.get(client)?.root ?? client;

/**
 * Runs `task` once what was written through `client` is committed: at once for a root client (each statement
 * commits by itself), after the commit of a `Db.transaction`, never after its rollback. A task must not throw.
 */
export function afterCommit(client: DbClient, task: () => void): void {
  const transaction = openTransactions.get(client);
  if (transaction) transaction.committed.push(task);
  else task();
}

/**
 * Runs a read: straight on the pool for the root client (the hot path of every list and get), through
 * the transaction's own connection otherwise. Both return the same JS types (Date, object, string).
 */
/** True for a root client (its statements may run straight on the pool), false inside a transaction. */
export const isRootClient = (client: DbClient) => pools.has(client);

export async function queryRows<T = Record<string, unknown>>(
  client: DbClient,
  text: string,
  params: unknown[],
  { prepared = false } = {},
): Promise<T[]> {
  const pool = pools.get(client);
  if (pool)
    return (await pool.query(prepared ? { name: statementName(text), text, values: params } : text, params))
      .rows as T[];
  return client.$queryRawUnsafe<T[]>(text, ...params);
}

/** Statement names by SQL text, for the few fixed texts run on every request. */
const statementNames = new Map<string, string>();
/**
 * A statement's name: run under it, a statement is parsed and planned once per connection instead of on every
 * call (planning a long statement can cost more than running it: 0.7 of 1.4 ms for a cart's read). Only for
 * texts that do not vary with the data, since each name stays prepared on every connection that ran it.
 */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface DbOptions {
  poolSize?: number;
  /**
   * Every connection shares one database session (the embedded PGlite): a statement name prepared by one
   * connection would already exist for the next, so named (prepared) statements run unnamed.
   */
  sharedSession?: boolean;
}

export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  if (options.sharedSession) unnameStatements(pool);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  pools.set(prisma, pool);
  return {
    prisma,
    pool,
    async transaction(work, options) {
      const committed: (() => void)[] = [];
      const result = await prisma.$transaction(
        (tx) => {
          openTransactions.set(tx, { root: prisma, committed });
          return work(tx);
        },
        { maxWait: 5_000, timeout: options?.timeoutMs ?? 15_000 },
      );
      for (const task of committed) task();
      return result;
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function unnameStatements(pool: pg.Pool) {
  // Every statement goes through a client's query, the pool's own included: each new client runs them unnamed.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && 'name' in config) {
        const { name: _prepared, ...unnamed } = config as { name?: string };
        return query(unnamed, ...rest);
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
}
