/**
 * Revalidation events between API instances. Without REDIS_URL events stay in this process; with it they
 * also travel over one Redis pub/sub channel, each message tagged with its instance so none is delivered
 * twice. Local listeners always hear an event at once, whether Redis is reachable or not.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';

export const REVALIDATION_CHANNEL = 'symbol:revalidation';

export const revalidationEventSchema = z.object({
  id: z.string().max(64),
  path: z.string().startsWith('/').max(2048),
  type: z.enum(['page', 'layout']),
  /** `request`: someone called revalidate; `write`: an entity changed through the API. */
  reason: z.enum(['request', 'write']),
  at: z.string().max(40),
});
export type RevalidationEvent = z.infer<typeof revalidationEventSchema>;

type Listener = (event: RevalidationEvent) => void;

export interface EventBus {
  readonly mode: 'local' | 'redis';
  publish(event: RevalidationEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

function listeners(log: Logger) {
  const set = new Set<Listener>();
  return {
    add(listener: Listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    deliver(event: RevalidationEvent) {
      for (const listener of set) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error }, 'revalidation listener failed');
        }
      }
    },
  };
}

export function createLocalBus(log: Logger): EventBus {
  const local = listeners(log);
  return {
    mode: 'local',
    publish: async (event) => local.deliver(event),
    subscribe: local.add,
    close: async () => {},
  };
}

const wireSchema = z.object({ origin: z.string(), event: revalidationEventSchema });

/** Connects a publisher and a subscriber; waits at most `readyTimeoutMs` for the subscription, then goes on (it keeps retrying). */
export async function createRedisBus(url: string, log: Logger, readyTimeoutMs = 3000): Promise<EventBus> {
  const origin = randomUUID();
  const local = listeners(log);
  // The subscriber waits for Redis as long as it takes; a publish gives up soon (local delivery already happened).
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000 });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, client: name }, 'redis connection problem'));
  }
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REVALIDATION_CHANNEL) return;
    let parsed: z.infer<typeof wireSchema> | undefined;
    try {
      const result = wireSchema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      /* not ours */
    }
    if (!parsed) return log.warn('ignored a malformed revalidation message');
    if (parsed.origin !== origin) local.deliver(parsed.event);
  });
  let timer: NodeJS.Timeout | undefined;
  const ready = subscriber.subscribe(REVALIDATION_CHANNEL);
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), readyTimeoutMs)));
  try {
    if ((await Promise.race([ready, timeout])) === 'timeout')
      log.error('redis not ready: revalidation events stay local until it is');
  } catch (error) {
    log.error({ err: error }, 'redis not reachable: revalidation events stay local until it is');
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
        .publish(REVALIDATION_CHANNEL, JSON.stringify({ origin, event }))
        .catch((error: unknown) => log.warn({ err: error }, 'revalidation event not shared with other instances'));
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
