/**
 * Events of one kind between API instances, on one named channel: in this process without REDIS_URL, and
 * also over Redis pub/sub with it, each message tagged with its instance so none is delivered twice and
 * checked against the event's schema on arrival. Local listeners hear an event at once, Redis or not.
 * Modules name their channel and event schema (host: revalidation; social: chat messages).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';

type Listener<T> = (event: T) => void;

export interface ChannelBus<T> {
  readonly mode: 'local' | 'redis';
  publish(event: T): Promise<void>;
  subscribe(listener: Listener<T>): () => void;
  close(): Promise<void>;
}

export interface ChannelOptions<T> {
  channel: string;
  schema: z.ZodType<T>;
  log: Logger;
  /** With a url the bus shares events through Redis; without, they stay in this process. */
  redisUrl?: string;
  /** How long start-up waits for the subscription before going on (it keeps retrying). */
  readyTimeoutMs?: number;
}

function listeners<T>(channel: string, log: Logger) {
  const set = new Set<Listener<T>>();
  return {
    add(listener: Listener<T>) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    deliver(event: T) {
      for (const listener of set) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, channel }, 'event listener failed');
        }
      }
    },
  };
}

/** Events that stay in this process. */
export function createLocalChannelBus<T>(channel: string, log: Logger): ChannelBus<T> {
  const local = listeners<T>(channel, log);
  return { mode: 'local', publish: async (event) => local.deliver(event), subscribe: local.add, close: async () => {} };
}

export async function createChannelBus<T>(options: ChannelOptions<T>): Promise<ChannelBus<T>> {
  const { channel, schema, log, redisUrl, readyTimeoutMs = 3000 } = options;
  if (!redisUrl) return createLocalChannelBus(channel, log);
  const local = listeners<T>(channel, log);

  const origin = randomUUID();
  const wire = z.object({ origin: z.string(), event: schema });
  const { Redis } = await import('ioredis');
  // The subscriber waits for Redis as long as it takes; a publish gives up soon (local delivery already happened).
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2000 });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, client: name, channel }, 'redis connection problem'));
  }
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: { origin: string; event: T } | undefined;
    try {
      const result = wire.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data as { origin: string; event: T };
    } catch {
      /* not ours */
    }
    if (!parsed) return log.warn({ channel }, 'ignored a malformed event');
    if (parsed.origin !== origin) local.deliver(parsed.event);
  });

  let timer: NodeJS.Timeout | undefined;
  const ready = subscriber.subscribe(channel);
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), readyTimeoutMs)));
  try {
    if ((await Promise.race([ready, timeout])) === 'timeout')
      log.error({ channel }, 'redis not ready: events stay in this instance until it is');
  } catch (error) {
    log.error({ err: error, channel }, 'redis not reachable: events stay in this instance until it is');
  } finally {
    clearTimeout(timer);
  }
  ready.catch(() => {});

  return {
    mode: 'redis',
    async publish(event) {
      local.deliver(event);
      // Not awaited: a caller never waits for Redis (it may be reconnecting); a lost share is logged.
      publisher
        .publish(channel, JSON.stringify({ origin, event }))
        .catch((error: unknown) => log.warn({ err: error, channel }, 'event not shared with other instances'));
    },
    subscribe: local.add,
    async close() {
      await Promise.allSettled(
        [publisher, subscriber].map((client) =>
          client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}
