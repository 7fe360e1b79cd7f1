/**
 * Seeds the demo content of prisma/seed on the first start. Every record goes through the catalogue's
 * create schema (so demo data is validated like any client's), all in one transaction; a record whose
 * id exists is left alone, so running it again changes nothing. Instances starting together on an empty
 * database seed one at a time (a session advisory lock, held outside the transaction so that waiting for it
 * does not count against the transaction's timeout): the later one finds the pages there and does nothing.
 */
import { getEntity } from '@symbol/contracts';
import { demoContent } from '../../../../prisma/seed/index.ts';
import { withoutStatementTimeout, type Db } from '../db/index.ts';
import * as service from '../entities/service.ts';

/** Any constant distinct from the migrations' key (72707369). */
const SEED_LOCK_KEY = 72707370;

export async function seedDemoContent(db: Db, options: { force?: boolean } = {}): Promise<number> {
  const lock = await db.pool.connect();
  try {
    // Waiting for another instance's seed may take longer than a statement may.
    return await withoutStatementTimeout(lock, async () => {
      await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
      return await seedLocked(db, options);
    });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

async function seedLocked(db: Db, options: { force?: boolean }): Promise<number> {
  const records = demoContent();
  if (!options.force) {
    const pages = await service.count(db.prisma, getEntity('host/pages'), undefined);
    if (pages > 0) return 0;
  }
  // One transaction for the whole demo: on a loaded machine it outlasts the 15 s of request transactions.
  return db.transaction(
    async (tx) => {
      let created = 0;
      for (const { entity: key, data } of records) {
        const entity = getEntity(key);
        const existing = await tx.$queryRawUnsafe<unknown[]>(
          `SELECT 1 FROM "${entity.table}" WHERE "id" = $1::uuid`,
          data.id,
        );
        if (existing.length) continue;
        await service.create(tx, entity, data);
        created++;
      }
      return created;
    },
    { timeoutMs: 120_000 },
  );
}
