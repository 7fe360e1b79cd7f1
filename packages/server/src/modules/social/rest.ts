/**
 * The documented chat paths (spec §7): the table maps each onto a social procedure (served by the generic
 * module-route adapter); the plugin serves the live event stream of a profile's chats and is registered
 * unencapsulated, as it starts and closes the instance's chat runtime.
 */
import { getEntity, rowSchema, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { AppError } from '../../errors.ts';
import { callProcedure, contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { startSocialRuntime, stopSocialRuntime, type ChatEvent, type SocialRuntime } from './runtime.ts';
import { CHATS, MESSAGES, messagesSince, PROFILE_CARD_COLUMNS } from './views.ts';
import { endEventStream, openEventStream } from '../../rest/event-stream.ts';

const BASE = '/api/rbac/subjects/:id/social-module/profiles/:profileId/chats';
const NO_STORE = { 'cache-control': 'no-store' };

/** Open event streams per instance, and per profile (a few tabs and devices); past them 503 / 429. */
export const MAX_STREAMS = 1000;
export const MAX_STREAMS_PER_PROFILE = 10;
/**
 * A comment keeps proxies from closing an idle stream; an open stream re-checks its access (session live,
 * profile still the subject's) this often and ends when it fails. Tests shorten them.
 */
export const STREAM_TIMING = { heartbeatMs: 15_000, recheckMs: 60_000 };
/** Messages a reconnecting stream replays after its Last-Event-ID. */
const REPLAY_LIMIT = 200;
/** A client that leaves this much unread (a stalled connection) is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const ofProfile = { id: 'subjectId', profileId: 'profileId' };

/** The answers (views.ts, chats.ts), from the catalogue's rows. */
const profile = rowSchema(getEntity('social/profiles')).shape;
const profileCard = z.object(Object.fromEntries(PROFILE_CARD_COLUMNS.map((column) => [column, profile[column]!])));
const reactions = z.array(z.object({ emoji: z.string(), count: z.int(), reacted: z.boolean() }));
const message = rowSchema(MESSAGES).extend({
  chatId: z.uuid(),
  profileId: z.uuid().nullable().describe("the author's profile"),
  profile: profileCard.nullable(),
  isRead: z.boolean(),
  reactions,
});
const chat = rowSchema(CHATS).extend({
  profiles: z.array(profileCard).describe('member profiles in link order (the first made the chat)'),
  unreadCount: z.int(),
  lastMessageAt: z.iso.datetime().nullable(),
  messages: z.array(message).describe('the latest, oldest first'),
});
const ofChat = { ...ofProfile, chatId: 'chatId' };

/** The documented paths (spec §7, plus creating a chat and the event stream); answers are never cached. */
export const socialRoutes: ModuleRoute[] = (
  [
    {
      procedure: 'social.subjectProfiles',
      answer: z.array(profileCard),
      summary: "The subject's own social profiles (at most 20), whose chats it reads",
      input: { params: { id: 'subjectId' } },
    },
    {
      procedure: 'social.subjectChats.list',
      answer: z.array(chat),
      summary: "The profile's chats, latest activity first, with members, unread count and latest messages",
      description: 'Query: limit (default 50, at most 200), offset, messagesLimit (per chat, default 20, at most 50).',
      input: { params: ofProfile, query: 'data' },
    },
    {
      procedure: 'social.subjectChats.create',
      answer: chat,
      summary: 'Start a chat between the profile and the named profiles',
      status: 201,
      input: { params: ofProfile, body: 'data' },
    },
    {
      procedure: 'social.subjectChats.direct',
      answer: chat,
      summary:
        'The chat of two between the profile and another one ("Write" on a profile): the one they share, else a new one',
      input: { params: ofProfile, body: 'data' },
    },
    {
      method: 'GET',
      path: `${BASE}/events`,
      operationId: 'social.subjectChats.events',
      summary: "Live events of the profile's chats as server-sent events",
      description:
        'Authenticated like every subject route (cookie or bearer). A reconnecting client sending Last-Event-ID first gets the messages it missed (at most 200).',
      produces: {
        type: 'text/event-stream',
        description:
          "`event: message` (id: the message id; data: chatId and the message), `event: draft` (an assistant's answer so far, the final message's id; not replayed), `event: reaction` (the message's counts after it), `event: chat` (a new chat); a comment every 15 s",
      },
    },
    {
      procedure: 'social.subjectChats.get',
      answer: chat,
      summary: 'One chat of the profile with members, unread count and latest messages',
      input: { params: ofChat, query: 'data' },
    },
    {
      procedure: 'social.subjectChats.messages',
      answer: z.array(message),
      summary: 'A page of the chat, oldest first; marks the page read for the profile',
      description:
        'Query: limit (default 50, at most 200) and before or after (a message id of the chat). isRead tells the state before this read.',
      input: { params: ofChat, query: 'data' },
    },
    {
      procedure: 'social.subjectChats.send',
      answer: message,
      summary: 'Post a message to the chat (pushed to every member)',
      status: 201,
      input: { params: ofChat, body: 'data' },
    },
    {
      procedure: 'social.subjectChats.handOver',
      answer: z.object({ requestId: z.uuid(), email: z.string() }),
      summary:
        "Talk to a person: the chat's conversation with the assistant goes to the operators' inbox, answered at the account's e-mail",
      description:
        'Only a chat with an assistant profile (400 otherwise), and an account with an e-mail (400 otherwise, nothing sent). The request is the hand-over form’s: staff are told, the visitor acknowledged in `language`; the assistant says so in the chat. At most 5 an hour per profile (429).',
      status: 201,
      input: { params: ofChat, body: 'data' },
    },
    {
      procedure: 'social.subjectChats.react',
      answer: z.object({ messageId: z.uuid(), emoji: z.string(), reacted: z.boolean(), reactions }),
      summary: "Toggle the profile's reaction with one emoji; answers the message's reaction counts",
      input: { params: { ...ofChat, messageId: 'messageId' }, body: 'data' },
    },
  ] satisfies ModuleRoute[]
).map((route) => ({ ...route, headers: NO_STORE }));

const streamInput = (request: FastifyRequest) => {
  const params = request.params as Record<string, string | undefined>;
  return { subjectId: params.id, profileId: params.profileId };
};

const messageBlock = (chatId: string, message: { id: string; isRead: boolean }) =>
  `id: ${message.id}\nevent: message\ndata: ${JSON.stringify({ chatId, message })}\n\n`;

/** One event as this profile sees it (a new message is read by its author only). */
function format(event: ChatEvent, profileId: string): string {
  switch (event.kind) {
    case 'message':
      return messageBlock(event.chatId, { ...event.message, isRead: event.message.profileId === profileId });
    case 'reaction': {
      const { kind: _kind, profileIds: _profileIds, ...data } = event;
      return `event: reaction\ndata: ${JSON.stringify(data)}\n\n`;
    }
    case 'draft':
      return `event: draft\ndata: ${JSON.stringify({ chatId: event.chatId, message: event.message })}\n\n`;
    case 'chat':
      return `event: chat\ndata: ${JSON.stringify({ chatId: event.chatId, chat: event.chat })}\n\n`;
  }
}

/**
 * Server-sent events of the profile's chats: `message` (id: the message id), `reaction`, `chat`, a comment
 * every 15 s. Authenticated like any route (cookie or bearer). A client reconnecting with Last-Event-ID
 * first gets the messages it missed (at most 200; past that it reloads through the list routes).
 */
async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  runtime: SocialRuntime,
  streams: Set<FastifyReply>,
) {
  const check = () => callProcedure(request, contextFor(request), 'social.subjectChats.events', streamInput(request));
  const { profileId } = (await check()) as { profileId: string };
  if (runtime.listeners() >= MAX_STREAMS) throw new AppError(503, 'Too many event clients; try again later');
  if (runtime.listeners(profileId) >= MAX_STREAMS_PER_PROFILE)
    throw new AppError(429, 'Too many open event streams for this profile', [], { 'retry-after': '10' });
  const lastId = uuidSchema.safeParse(request.headers['last-event-id']);

  const { raw, write } = openEventStream(reply, MAX_BUFFERED_BYTES);

  // Live events wait while the replay is read, so nothing is lost or sent twice between the two.
  let held: ChatEvent[] | undefined = lastId.success ? [] : undefined;
  const send = (event: ChatEvent) => (held ? held.push(event) : write(format(event, profileId)));
  const stop = runtime.listen(profileId, send);
  const heartbeat = setInterval(() => write(': ping\n\n'), STREAM_TIMING.heartbeatMs).unref();
  const recheck = setInterval(() => {
    check().catch(() => raw.end());
  }, STREAM_TIMING.recheckMs).unref();
  streams.add(reply);
  raw.on('close', () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
    stop();
    streams.delete(reply);
  });

  if (lastId.success) {
    const replayed = new Set<string>();
    try {
      const missed = await messagesSince(request.server.deps.db.prisma, profileId, lastId.data, REPLAY_LIMIT);
      for (const message of missed) {
        replayed.add(message.id);
        write(messageBlock(message.chatId, message)); // with the profile's own read state
      }
    } catch (error) {
      request.log.warn({ err: error }, 'chat stream replay failed');
    }
    const live = held ?? [];
    held = undefined;
    for (const event of live) {
      if (event.kind === 'message' && replayed.has(event.message.id)) continue;
      write(format(event, profileId));
    }
  }
}

async function socialStreams(app: FastifyInstance) {
  const { db, config } = app.deps;
  const runtime = await startSocialRuntime(db, config, app.log as Logger);
  const streams = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of streams) endEventStream(reply.raw);
    streams.clear();
  });
  app.addHook('onClose', async () => stopSocialRuntime(db));

  app.get(`${BASE}/events`, (request, reply) => openStream(request, reply, runtime, streams));
}

export const socialRest = fp(socialStreams, { name: 'social-streams' });
