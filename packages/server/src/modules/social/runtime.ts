/**
 * The social module's state in one API instance: the chat event bus and the listeners of each profile.
 * Kept per database handle (each app has its own), as the host runtime is, because the request context has
 * no room for module state; the social REST plugin starts it with the app and closes it with the app.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { baseDb, type Db } from '../../db/index.ts';
import { createChannelBus, createLocalChannelBus, type ChannelBus } from '../../events/channel-bus.ts';

export const CHAT_CHANNEL = 'symbol:social-chats';

const id = z.uuid();
/** The members an event is for; a chat has at most MAX_CHAT_MEMBERS, admins may add a few more. */
const recipients = z.array(id).max(1000);
const reactionCounts = z.array(z.object({ emoji: z.string().max(32), count: z.number().int() })).max(200);

export const chatEventSchema = z.discriminatedUnion('kind', [
  /** A new chat; `chat` is the answer of the create call. */
  z.object({ kind: z.literal('chat'), chatId: id, profileIds: recipients, chat: z.looseObject({ id }) }),
  /** A new message; `message` is the answer of the create call (its `isRead` is set per recipient). */
  z.object({
    kind: z.literal('message'),
    chatId: id,
    profileIds: recipients,
    message: z.looseObject({ id, profileId: id.nullable() }),
  }),
  /**
   * The text so far of a message being written (an assistant's streamed answer): the same message id the
   * final `message` event will carry, so a client replaces the draft in place. Never stored, never replayed.
   */
  z.object({
    kind: z.literal('draft'),
    chatId: id,
    profileIds: recipients,
    message: z.looseObject({ id, profileId: id.nullable(), description: z.string().max(20_000) }),
  }),
  /** Someone reacted or took a reaction back; `reactions` are the message's counts after it. */
  z.object({
    kind: z.literal('reaction'),
    chatId: id,
    profileIds: recipients,
    messageId: id,
    profileId: id,
    emoji: z.string().max(32),
    reacted: z.boolean(),
    reactions: reactionCounts,
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
type Listener = (event: ChatEvent) => void;

export interface SocialRuntime {
  bus: ChannelBus<ChatEvent>;
  /** Hears the events of the chats `profileId` belongs to (on every instance). */
  listen(profileId: string, listener: Listener): () => void;
  /** Listeners on this instance: all, or of one profile. */
  listeners(profileId?: string): number;
  /** Work started by a request that outlives it (an assistant's answer): aborted and awaited on close. */
  background(task: (signal: AbortSignal) => Promise<void>): void;
  /** Resolves when the background work started so far has ended (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function createRuntime(bus: ChannelBus<ChatEvent>, log: Logger): SocialRuntime {
  const byProfile = new Map<string, Set<Listener>>();
  let total = 0;
  const tasks = new Set<Promise<void>>();
  const stopping = new AbortController();
  const unsubscribe = bus.subscribe((event) => {
    for (const profileId of new Set(event.profileIds)) {
      for (const listener of byProfile.get(profileId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error }, 'chat event listener failed');
        }
      }
    }
  });
  return {
    bus,
    listen(profileId, listener) {
      let set = byProfile.get(profileId);
      if (!set) byProfile.set(profileId, (set = new Set()));
      set.add(listener);
      total += 1;
      return () => {
        if (!set.delete(listener)) return;
        total -= 1;
        if (!set.size) byProfile.delete(profileId);
      };
    },
    listeners: (profileId) => (profileId === undefined ? total : (byProfile.get(profileId)?.size ?? 0)),
    background(task) {
      const running: Promise<void> = task(stopping.signal)
        .catch((error: unknown) => log.error({ err: error }, 'chat background task failed'))
        .finally(() => tasks.delete(running));
      tasks.add(running);
    },
    async idle() {
      while (tasks.size) await Promise.all([...tasks]);
    },
    async close() {
      stopping.abort(new Error('the server is closing'));
      await Promise.all([...tasks]);
      unsubscribe();
      byProfile.clear();
      total = 0;
      await bus.close();
    },
  };
}

const runtimes = new WeakMap<Db, SocialRuntime>();

/** Starts the instance's runtime: with Redis when REDIS_URL is set. */
export async function startSocialRuntime(db: Db, config: Config, log: Logger): Promise<SocialRuntime> {
  const bus = await createChannelBus({
    channel: CHAT_CHANNEL,
    schema: chatEventSchema,
    log,
    redisUrl: config.REDIS_URL,
  });
  const runtime = createRuntime(bus, log);
  runtimes.set(db, runtime);
  return runtime;
}

export async function stopSocialRuntime(db: Db): Promise<void> {
  const runtime = runtimes.get(db);
  runtimes.delete(db);
  await runtime?.close();
}

/** The runtime of the app owning this database handle; a caller built without an app gets a local one. */
export function socialRuntimeOf(ctx: { db: Db; log: Logger }): SocialRuntime {
  let runtime = runtimes.get(baseDb(ctx.db));
  if (!runtime) {
    runtime = createRuntime(createLocalChannelBus<ChatEvent>(CHAT_CHANNEL, ctx.log), ctx.log);
    runtimes.set(baseDb(ctx.db), runtime);
  }
  return runtime;
}
