/** The database handle the app is built from: one pg pool shared by Prisma (adapter-pg) and health checks. */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;

export interface Db {
  prisma: PrismaClient;
  pool: pg.Pool;
  /** One interactive transaction: every multi-row write goes through here. */
  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The pool behind each root client: reads outside a transaction skip Prisma's raw-query layer. */
const pools = new WeakMap<object, pg.Pool>();

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
): Promise<T[]> {
  const pool = pools.get(client);
  if (pool) return (await pool.query(text, params)).rows as T[];
  return client.$queryRawUnsafe<T[]>(text, ...params);
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
    transaction: (work) => prisma.$transaction(work, { maxWait: 5_000, timeout: 15_000 }),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function unnameStatements(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'name' in config) {
      const { name: _prepared, ...unnamed } = config as { name?: string };
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  }) as typeof pool.query;
}
