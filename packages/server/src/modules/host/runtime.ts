/**
 * The host module's state in one API instance: the page cache and the revalidation bus.
 * It is kept per database handle (each app has its own), because the request context carries no room for
 * module state; the host REST plugin starts it with the app and closes it with the app.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { baseDb, type Db } from '../../db/index.ts';
import { onEntityWrite } from '../../entities/writes.ts';
import { cdnPurger } from './cdn-purge.ts';
import { createLocalBus, createRedisBus, type EventBus, type RevalidationEvent } from './bus.ts';
import { PageCache, type RevalidationType } from './page-cache.ts';
import type { PageData } from './page.ts';

/** The same path and type within a second are one revalidation; writes are told to others once a second at most. */
const COALESCE_MS = 1000;
/** Share images live longer than pages (a render costs about a second): writes drop them like pages anyway. */
const IMAGE_TTL_MS = 60 * 60 * 1000;
const IMAGE_MAX_ENTRIES = 200;

export interface HostRuntime {
  cache: PageCache<PageData>;
  /** Rendered Open Graph images (PNG), by language and url: dropped with the pages. */
  images: PageCache<Buffer>;
  bus: EventBus;
  /** Emits a revalidation event (this instance at once, the others through Redis). */
  emit(path: string, type: RevalidationType, reason: RevalidationEvent['reason']): Promise<RevalidationEvent>;
  /** The last event for the same path and type if it is younger than a second. */
  recent(path: string, type: RevalidationType): RevalidationEvent | undefined;
  /** An entity changed: drop this instance's pages now, tell the others (at most once a second). */
  noteWrite(): void;
  close(): Promise<void>;
}

const runtimes = new WeakMap<Db, HostRuntime>();

function createRuntime(db: Db, config: Config, log: Logger, bus: EventBus, now = Date.now): HostRuntime {
  const cache = new PageCache<PageData>(config.PAGE_CACHE_TTL_MS);
  const images = new PageCache<Buffer>(IMAGE_TTL_MS, IMAGE_MAX_ENTRIES);
  // This instance's own write events are for the others and the browsers: its cache was cleared at the write
  // itself, and the pages built since are newer than it (dropping them again emptied the cache a second later).
  // The bus delivers an instance's own events at once, within `publish`, and never again from Redis.
  let ownWrite: string | undefined;
  // Only the emitting instance tells the CDN: one call per event, however many instances hear it.
  const purge = cdnPurger(config.CDN_PURGE_URL, log);
  const unsubscribe = bus.subscribe((event) => {
    if (event.id === ownWrite) return;
    cache.invalidate(event.path, event.type);
    images.invalidate(event.path, event.type);
  });
  const recentEvents = new Map<string, RevalidationEvent & { time: number }>();
  let writeTimer: NodeJS.Timeout | undefined;
  let writePending = false;

  const emit: HostRuntime['emit'] = async (path, type, reason) => {
    const event: RevalidationEvent = { id: randomUUID(), path, type, reason, at: new Date(now()).toISOString() };
    if (recentEvents.size > 1000) {
      for (const [key, value] of recentEvents) if (now() - value.time >= COALESCE_MS) recentEvents.delete(key);
    }
    recentEvents.set(`${type} ${path}`, { ...event, time: now() });
    ownWrite = reason === 'write' ? event.id : undefined;
    await bus.publish(event);
    purge(path, type);
    return event;
  };
  const publishWrite = () => {
    emit('/', 'layout', 'write').catch((error: unknown) => log.warn({ err: error }, 'write revalidation failed'));
  };
  const flushWrites = () => {
    writeTimer = undefined;
    if (!writePending) return;
    writePending = false;
    publishWrite();
    writeTimer = setTimeout(flushWrites, COALESCE_MS).unref();
  };

  const runtime: HostRuntime = {
    cache,
    images,
    bus,
    emit,
    recent(path, type) {
      const found = recentEvents.get(`${type} ${path}`);
      if (!found || now() - found.time >= COALESCE_MS) return undefined;
      const { time: _time, ...event } = found;
      return event;
    },
    noteWrite() {
      cache.clear();
      images.clear();
      if (writeTimer) {
        writePending = true;
        return;
      }
      publishWrite();
      writeTimer = setTimeout(flushWrites, COALESCE_MS).unref();
    },
    async close() {
      clearTimeout(writeTimer);
      unsubscribe();
      stopFollowingWrites();
      cache.clear();
      images.clear();
      await bus.close();
    },
  };
  // Every committed write of a record a page may show, however it was made (REST, tRPC, seed, a module's
  // service). Restricted records (orders, chats, identities) are never part of a public page.
  const stopFollowingWrites = onEntityWrite(db, (written) => {
    if (written.some((entity) => !entity.restricted)) runtime.noteWrite();
  });
  return runtime;
}

/** Starts the instance's runtime: with Redis when REDIS_URL is set. */
export async function startRuntime(db: Db, config: Config, log: Logger): Promise<HostRuntime> {
  const bus = config.REDIS_URL ? await createRedisBus(config.REDIS_URL, log) : createLocalBus(log);
  const runtime = createRuntime(db, config, log, bus);
  runtimes.set(db, runtime);
  return runtime;
}

export async function stopRuntime(db: Db): Promise<void> {
  const runtime = runtimes.get(db);
  runtimes.delete(db);
  await runtime?.close();
}

/** The runtime of the app owning this database handle; a caller built without an app gets a local one. */
export function runtimeOf(ctx: { db: Db; config: Config; log: Logger }): HostRuntime {
  let runtime = runtimes.get(baseDb(ctx.db));
  if (!runtime) {
    runtime = createRuntime(baseDb(ctx.db), ctx.config, ctx.log, createLocalBus(ctx.log));
    runtimes.set(baseDb(ctx.db), runtime);
  }
  return runtime;
}
