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

/** One row written through the service, as a release stages it (releases/stage.ts). */
export interface RecordedWrite {
  entity: Entity;
  kind: 'create' | 'update' | 'delete';
  id: string;
  /** The values written: a create's with its id, an update's changed fields. */
  data?: Record<string, unknown>;
  /** The whole readable record before and after the write (history). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Transactions whose writes are being recorded (a write staged in a release runs in one, then rolled back). */
const recorders = new WeakMap<object, RecordedWrite[]>();

/** Records every row `client` writes through the service into `into` (until the transaction ends). */
export function recordWrites(client: DbClient, into: RecordedWrite[]): void {
  recorders.set(client, into);
}

export const isRecording = (client: DbClient) => recorders.has(client);

/** The write hook's second half: a recording transaction hears of each row (one WeakMap miss otherwise). */
export function noteRowWrite(client: DbClient, write: RecordedWrite): void {
  recorders.get(client)?.push(write);
}
