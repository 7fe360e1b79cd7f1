/** The database handle the app is built from: one pg pool shared by Prisma (adapter-pg) and health checks. */
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';
import { TIMEOUTS } from '../timeouts.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

export interface Db {
  prisma: PrismaClient;
  pool: pg.Pool;
  /**
   * One interactive transaction: every multi-row write goes through here. Work queued with `afterCommit` on
   * its client runs once it has committed. The default time limit (15 s) suits a request; a long job sets its own.
   */
  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  /**
   * `SELECT 1` on a connection of its own (not the request pool) within TIMEOUTS.probeMs: the health and
   * readiness checks, which must answer while every pooled connection waits on a lock.
   */
  probe(): Promise<void>;
  close(): Promise<void>;
}

/** The pool behind each root client: reads outside a transaction skip Prisma's raw-query layer. */
const pools = new WeakMap<object, pg.Pool>();

/** Each open `Db.transaction`'s client → its root client and the work waiting for its commit. */
const openTransactions = new WeakMap<object, { root: PrismaClient; committed: (() => void)[] }>();

/** The root client a client belongs to (itself for a root client or a transaction not opened by `Db.transaction`). */
export const rootClient = (client: DbClient): DbClient =>
  openTransactions.get(client)?.root ?? callBases.get(client) ?? client;

/**
 * A call's tag (entities/history.ts: its write scope) on the clients it writes through: its own root client
 * (`forCall`) and every transaction opened from it. Handed down with the client, not through AsyncLocalStorage,
 * whose promise hooks tax every promise of the process on Node 20.
 */
const calls = new WeakMap<object, object>();
/** A call's root client → the shared one it stands for; a call's Db → the app's. */
const callBases = new WeakMap<object, PrismaClient>();
const dbBases = new WeakMap<Db, Db>();

export const callOf = (client: DbClient): object | undefined => calls.get(client);

/** The app's Db behind a call's (for what is kept per database: runtimes, storages). */
export const baseDb = (db: Db): Db => dbBases.get(db) ?? db;

/**
 * `db` as one call sees it, every client it hands out tagged with `call`: its root client is a per-call object
 * inheriting the shared client (same pool, same Prisma engine), its transactions are tagged when opened.
 * Inside a transaction (a release's) the transaction itself is tagged.
 */
export function forCall(db: Db, call: object): Db {
  if (calls.get(db.prisma) === call) return db;
  const pool = pools.get(db.prisma);
  if (!pool) {
    calls.set(db.prisma, call);
    return db;
  }
  const prisma = Object.create(db.prisma) as PrismaClient;
  pools.set(prisma, pool);
  calls.set(prisma, call);
  callBases.set(prisma, rootClient(db.prisma) as PrismaClient);
  const scoped: Db = {
    prisma,
    pool: db.pool,
    transaction: (work, options) =>
      db.transaction((tx) => {
        calls.set(tx, call);
        return work(tx);
      }, options),
    probe: () => db.probe(),
    close: () => db.close(),
  };
  dbBases.set(scoped, baseDb(db));
  return scoped;
}

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
 * Runs `work` in a transaction of its own when `client` is a root client (its `afterCommit` tasks run after the
 * commit, as `Db.transaction`'s), or on `client` itself inside one.
 */
export async function transactionOn<T>(
  client: DbClient,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  if (!pools.has(client)) return work(client);
  const committed: (() => void)[] = [];
  const root = rootClient(client) as PrismaClient;
  const call = calls.get(client);
  const result = await (client as PrismaClient).$transaction(
    async (tx) => {
      openTransactions.set(tx, { root, committed });
      if (call) calls.set(tx, call);
      return work(tx);
    },
    { maxWait: TIMEOUTS.transactionWaitMs, timeout: TIMEOUTS.transactionMs },
  );
  for (const task of committed) task();
  return result;
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
  /** PostgreSQL's statement_timeout on every pooled connection (DB_STATEMENT_TIMEOUT_MS); a long job raises it. */
  statementTimeoutMs?: number;
  /**
   * Every connection shares one database session (the embedded PGlite): a statement name prepared by one
   * connection would already exist for the next, so named (prepared) statements run unnamed.
   */
  sharedSession?: boolean;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: TIMEOUTS.dbConnectMs,
    // Sent with each connection's start-up: no statement on the hot path sets them. Not to the embedded
    // PGlite: one shared session in this very process, which has no timers to enforce them with.
    ...(options.sharedSession
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          idle_in_transaction_session_timeout: TIMEOUTS.dbIdleInTransactionMs,
        }),
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  if (options.sharedSession) unnameStatements(pool);
  const probes = new pg.Pool({
    connectionString,
    max: 1,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: TIMEOUTS.probeMs,
    statement_timeout: TIMEOUTS.probeMs,
    query_timeout: TIMEOUTS.probeMs,
  });
  probes.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  pools.set(prisma, pool);
  return {
    prisma,
    pool,
    async transaction(work, transactionOptions) {
      const committed: (() => void)[] = [];
      const timeoutMs = transactionOptions?.timeoutMs ?? TIMEOUTS.transactionMs;
      const result = await prisma.$transaction(
        async (tx) => {
          openTransactions.set(tx, { root: prisma, committed });
          // A job given more time than a request gets it for its statements too, for this transaction only.
          if (timeoutMs > statementTimeoutMs && !options.sharedSession)
            await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`);
          return work(tx);
        },
        { maxWait: TIMEOUTS.transactionWaitMs, timeout: timeoutMs },
      );
      for (const task of committed) task();
      return result;
    },
    async probe() {
      await probes.query('SELECT 1');
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await probes.end();
    },
  };
}

/**
 * Runs `work` on one pooled connection without the statement timeout (migrations, waiting for an advisory
 * lock another instance holds), restoring it before the connection goes back to the pool.
 */
export async function withoutStatementTimeout<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('SET statement_timeout = 0');
  try {
    return await work();
  } finally {
    await client.query('RESET statement_timeout').catch(() => {});
  }
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
