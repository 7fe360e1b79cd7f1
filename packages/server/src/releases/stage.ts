/**
 * Staging: a generic write sent with `X-Release-Id` runs as it would on the release's state, inside a
 * transaction that is rolled back; the rows it wrote (heard through the service's write hook) become the
 * release's next operations, each with the live record it was based on. Its answer is the record as it will be.
 */
import type { Entity } from '@symbol/contracts';
import { queryRows, type Db } from '../db/index.ts';
import { actorOf, writeEntry } from '../entities/history.ts';
import { getRow } from '../entities/service.ts';
import { recordWrites, type RecordedWrite } from '../entities/writes.ts';
import type { Context } from '../trpc/context.ts';
import { inRelease, openRelease, OPERATIONS_TABLE } from './apply.ts';

/** A record as JSON carries it (dates as ISO text): what `base` holds and what a publish compares. */
export const asJson = (row: unknown) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

async function liveRow(db: Db, entity: Entity, id: string): Promise<Record<string, unknown> | null> {
  try {
    return asJson(await getRow(db.prisma, entity, id));
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function stageWrite<T>(ctx: Context, releaseId: string, call: (ctx: Context) => Promise<T>): Promise<T> {
  const written: RecordedWrite[] = [];
  const result = await inRelease(ctx.db, releaseId, (releaseDb, tx) => {
    recordWrites(tx, written);
    return call({ ...ctx, db: releaseDb });
  });
  if (!written.length) return result; // a find-or-create that found: nothing to stage
  const bases = await Promise.all(
    written.map((write) => (write.kind === 'create' ? null : liveRow(ctx.db, write.entity, write.id))),
  );
  const actor = await actorOf(ctx.db.prisma);
  await ctx.db.transaction(async (tx) => {
    // The lock orders concurrent stagings of one release (positions) and waits for a publish in progress.
    await openRelease(tx, releaseId, { lock: true });
    const [next] = await queryRows<{ position: number }>(
      tx,
      `SELECT coalesce(max("position"), -1)::int + 1 AS "position" FROM "${OPERATIONS_TABLE}" WHERE "releaseId" = $1::uuid`,
      [releaseId],
    );
    let position = next!.position;
    for (const [i, write] of written.entries()) {
      await tx.$executeRawUnsafe(
        `INSERT INTO "${OPERATIONS_TABLE}" ("releaseId", "position", "entityKey", "kind", "recordId", "data", "base") ` +
          `VALUES ($1::uuid, $2, $3, $4, $5::uuid, $6::jsonb, $7::jsonb)`,
        releaseId,
        position++,
        write.entity.key,
        write.kind,
        write.id,
        write.data === undefined ? null : JSON.stringify(write.data),
        bases[i] === null ? null : JSON.stringify(bases[i]),
      );
      // History: the record as the release had it before this write, and as it will be.
      await writeEntry(
        tx,
        {
          action: write.kind,
          entityKey: write.entity.key,
          recordId: write.id,
          releaseId,
          staged: true,
          before: write.before ?? null,
          after: write.after ?? null,
        },
        actor,
      );
    }
  });
  return result;
}
