/**
 * Seeds the demo content of prisma/seed on the first start. Every record goes through the catalogue's
 * create schema (so demo data is validated like any client's), all in one transaction; a record whose
 * id exists is left alone, so running it again changes nothing.
 */
import { getEntity } from '@symbol/contracts';
import { demoContent } from '../../../../prisma/seed/index.ts';
import type { Db } from '../db/index.ts';
import * as service from '../entities/service.ts';

export async function seedDemoContent(db: Db, options: { force?: boolean } = {}): Promise<number> {
  const records = demoContent();
  if (!options.force) {
    const pages = await service.count(db.prisma, getEntity('host/pages'), undefined);
    if (pages > 0) return 0;
  }
  return db.transaction(async (tx) => {
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
  });
}
