/**
 * A profile's chats: the list (most recent activity first), one chat, and a new chat with other profiles.
 * A chat reads with its member profiles, the reader's unread count and its latest messages, in five
 * queries whatever the number of chats.
 */
import type { EntityRow } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { columnsOf, quoteIdent } from '../../entities/columns.ts';
import { withGeneratedValues } from '../../entities/generated-values.ts';
import { serializeRow, type Row } from '../../entities/serialize.ts';
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { requireAccess, type ChatScope } from './access.ts';
import { socialRuntimeOf } from './runtime.ts';
import type { ChatListQuery, ChatQuery, CreateChat } from './schemas.ts';
import { CHATS, chatMembers, latestMessages, profileCards, type MessageView, type ProfileCard } from './views.ts';

/** New chats per subject (the server key is not counted). */
/** A new chat's columns: its description, and the adminTitle and slug every record gets when none is given. */
export const newChat = (description: string | null) =>
  withGeneratedValues(CHATS, { description }) as { description: string | null; adminTitle: string; slug: string };

export const CHAT_CREATE_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60_000 };

export type ChatView = EntityRow<typeof CHATS> & {
  /** Member profiles in link order (the first is the chat's creator). */
  profiles: ProfileCard[];
  /** Messages to the reader it has not read. */
  unreadCount: number;
  /** The latest message's time, null for a chat without messages. */
  lastMessageAt: string | null;
  /** The latest messages, oldest first. */
  messages: MessageView[];
};

/** $1 reader, $2 one chat or null, $3 limit, $4 offset. */
const CHATS_SQL = `SELECT ${[...columnsOf(CHATS).readable.keys()].map((c) => `c.${quoteIdent(c)}`).join(', ')},
  last."at" AS "lastMessageAt",
  (SELECT COUNT(*)::int FROM "social_profiles_to_messages" pm
     JOIN "social_chats_to_messages" cm ON cm."messageId" = pm."messageId"
     WHERE pm."profileId" = $1::uuid AND NOT pm."isRead" AND cm."chatId" = c."id") AS "unreadCount"
  FROM "social_chats" c
  LEFT JOIN LATERAL (SELECT MAX(cm."createdAt") AS "at" FROM "social_chats_to_messages" cm
                     WHERE cm."chatId" = c."id") last ON true
  WHERE c."id" IN (SELECT "chatId" FROM "social_profiles_to_chats" WHERE "profileId" = $1::uuid)
    AND ($2::uuid IS NULL OR c."id" = $2::uuid)
  ORDER BY COALESCE(last."at", c."createdAt") DESC, c."id" DESC
  LIMIT $3 OFFSET $4`;

type ChatRow = Row & { id: string; unreadCount: number; lastMessageAt: Date | null };

export async function readChats(
  client: DbClient,
  readerId: string,
  query: ChatListQuery & { chatId?: string },
): Promise<ChatView[]> {
  const rows = await queryRows<ChatRow>(client, CHATS_SQL, [readerId, query.chatId ?? null, query.limit, query.offset]);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const members = await chatMembers(client, ids);
  const messages = await latestMessages(client, readerId, ids, query.messagesLimit);
  const cards = await profileCards(client, [...members.values()].flat());
  return rows.map(({ unreadCount, lastMessageAt, ...row }) => ({
    ...serializeRow(CHATS, row),
    id: row.id,
    profiles: (members.get(row.id) ?? []).flatMap((id) => cards.get(id) ?? []),
    unreadCount,
    lastMessageAt: lastMessageAt ? lastMessageAt.toISOString() : null,
    messages: messages.get(row.id) ?? [],
  }));
}

export async function listChats(ctx: Context, scope: ChatScope, query: ChatListQuery): Promise<ChatView[]> {
  await requireAccess(ctx.db.prisma, scope);
  return readChats(ctx.db.prisma, scope.profileId, query);
}

export async function getChat(
  ctx: Context,
  scope: Required<Omit<ChatScope, 'messageId'>>,
  { messagesLimit }: ChatQuery,
) {
  await requireAccess(ctx.db.prisma, scope);
  const [chat] = await readChats(ctx.db.prisma, scope.profileId, {
    chatId: scope.chatId,
    limit: 1,
    offset: 0,
    messagesLimit,
  });
  if (!chat) throw notFound(`social/chats ${scope.chatId} not found`);
  return chat;
}

/**
 * A chat between the route's profile (its first member) and the named profiles: the chat and its member
 * links in one transaction. The named profiles' subjects see it at once in their lists and streams.
 */
export async function createChat(ctx: Context, scope: ChatScope, input: CreateChat): Promise<ChatView> {
  await requireAccess(ctx.db.prisma, scope);
  const others = [...new Set(input.profileIds)].filter((id) => id !== scope.profileId);
  if (!others.length)
    throw badRequest('Name at least one other profile', ['profileIds: names only the chat’s own profile']);
  const found = new Set(
    (
      await queryRows<{ id: string }>(
        ctx.db.prisma,
        `SELECT "id" FROM "social_profiles" WHERE "id" = ANY($1::uuid[])`,
        [others],
      )
    ).map((row) => row.id),
  );
  const missing = others.filter((id) => !found.has(id));
  if (missing.length)
    throw badRequest(
      missing.length === 1
        ? 'profileIds names a profile that does not exist'
        : 'profileIds names profiles that do not exist',
      missing.map((id) => `profileIds: ${id} does not exist`),
    );
  if (!ctx.isServer) await consume(ctx.rateLimits, `social:chat:${scope.subjectId}`, CHAT_CREATE_LIMIT, ctx.log);

  const members = [scope.profileId, ...others];
  const chatId = await ctx.db.transaction(async (tx) => {
    const chat = await tx.socialChat.create({ data: newChat(input.description ?? null) });
    await tx.socialProfilesToChats.createMany({
      data: members.map((profileId, orderIndex) => ({ profileId, chatId: chat.id, orderIndex })),
    });
    return chat.id;
  });
  const [chat] = await readChats(ctx.db.prisma, scope.profileId, { chatId, limit: 1, offset: 0, messagesLimit: 0 });
  const view = chat!;
  await socialRuntimeOf(ctx).bus.publish({ kind: 'chat', chatId, profileIds: members, chat: view });
  return view;
}
