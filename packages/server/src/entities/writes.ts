/**
 * The entity service's write hook: the rows it creates, updates or deletes (the generic REST and tRPC
 * procedures, seeds, imports, module services) are told to its database's listeners once committed, one call
 * per commit naming the entities written. The host module's page cache follows it (host/runtime.ts); writes
 * that bypass the service are not told.
 */
import type { Entity } from '@symbol/contracts';
import { afterCommit, rootClient, type Db, type DbClient } from '../db/index.ts';

export type EntityWriteListener = (written: readonly Entity[]) => void;

/** Listeners per root client (one per `Db`). */
const listeners = new WeakMap<object, Set<EntityWriteListener>>();
/** The entities an open transaction has written so far (told once, when it commits). */
const writtenIn = new WeakMap<object, Set<Entity>>();

/** Calls `listener` after each committed write made through `db`; answers the unsubscribe. */
export function onEntityWrite(db: Db, listener: EntityWriteListener): () => void {
  const set = listeners.get(db.prisma) ?? new Set<EntityWriteListener>();
  listeners.set(db.prisma, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/** Notes a write of `entity` through `client`: its database's listeners hear of it when it is committed. */
export function noteEntityWrite(client: DbClient, entity: Entity): void {
  const set = listeners.get(rootClient(client));
  if (!set?.size) return;
  const written = writtenIn.get(client);
  if (written) {
    written.add(entity);
    return;
  }
  const first = new Set([entity]);
  writtenIn.set(client, first);
  afterCommit(client, () => {
    writtenIn.delete(client);
    for (const listener of set) listener([...first]);
  });
}
