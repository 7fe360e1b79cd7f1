/** Revalidation events between API instances (events/channel-bus.ts: in process, and over Redis with REDIS_URL). */
import type { Logger } from 'pino';
import { z } from 'zod';
import { createChannelBus, createLocalChannelBus, type ChannelBus } from '../../events/channel-bus.ts';

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

/** Revalidation events on their channel: the shared channel bus with the revalidation schema. */
export type EventBus = ChannelBus<RevalidationEvent>;

export const createLocalBus = (log: Logger): EventBus => createLocalChannelBus(REVALIDATION_CHANNEL, log);

export const createRedisBus = (url: string, log: Logger, readyTimeoutMs = 3000): Promise<EventBus> =>
  createChannelBus({
    channel: REVALIDATION_CHANNEL,
    schema: revalidationEventSchema,
    log,
    redisUrl: url,
    readyTimeoutMs,
  });
