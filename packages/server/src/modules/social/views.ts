/**
 * How chats and messages read, for one reading profile: a message with its chat, its author's profile
 * card, whether the reader has read it and its reaction counts. Every read here is one query over all the
 * ids it is given, so a page costs the same number of queries whatever its size.
 */
import { getEntity, type EntityOf, type EntityRow } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';
import { columnsOf, quoteIdent } from '../../entities/columns.ts';
import { serializeRow, type Row } from '../../entities/serialize.ts';
import { CHAT_MEMBERS_SHOWN } from './schemas.ts';

export const MESSAGES = getEntity('social/messages');
export const CHATS = getEntity('social/chats');

/**
 * The author's profiles-to-messages row carries this variant; every other member's row is `default`.
 * The catalogue has no author field on a message (see docs/decisions.md, "Social chat").
 */
export const AUTHOR_VARIANT = 'author';

export const PROFILE_CARD_COLUMNS = ['id', 'slug', 'adminTitle', 'title', 'subtitle', 'variant', 'className'] as const;
/** What a message card and a member list show of a profile. */
export type ProfileCard = Pick<EntityRow<EntityOf<'social/profiles'>>, (typeof PROFILE_CARD_COLUMNS)[number]>;
/** The profile card's columns of `social_profiles` under an alias. */
export const profileCardColumns = (alias: string) => qualified(alias, PROFILE_CARD_COLUMNS);

export interface ReactionCount {
  emoji: string;
  count: number;
  /** Whether the reading profile is one of them. */
  reacted: boolean;
}

export type MessageView = EntityRow<typeof MESSAGES> & {
  chatId: string;
  /** The author's profile (null if that profile was deleted). */
  profileId: string | null;
  profile: ProfileCard | null;
  isRead: boolean;
  reactions: ReactionCount[];
};

const qualified = (alias: string, columns: Iterable<string>) =>
  [...columns].map((column) => `${alias}.${quoteIdent(column)}`).join(', ');

/** $1 is always the reading profile. */
const MESSAGE_SELECT = `${qualified('m', columnsOf(MESSAGES).readable.keys())}, cm."chatId",
  (SELECT pm."profileId" FROM "social_profiles_to_messages" pm
   WHERE pm."messageId" = m."id" AND pm."variant" = '${AUTHOR_VARIANT}' ORDER BY pm."createdAt" LIMIT 1) AS "authorId",
  COALESCE((SELECT bool_or(pm."isRead") FROM "social_profiles_to_messages" pm
            WHERE pm."messageId" = m."id" AND pm."profileId" = $1::uuid), true) AS "isRead"
  FROM "social_chats_to_messages" cm JOIN "social_messages" m ON m."id" = cm."messageId"`;

type MessageRow = Row & { id: string; chatId: string; authorId: string | null; isRead: boolean };

/** Messages of a chat older than a cursor (or the latest), newest first. $2 chat, $3 cursor id or null, $4 limit. */
const PAGE_BEFORE_SQL = `SELECT ${MESSAGE_SELECT}
  WHERE cm."chatId" = $2::uuid
    AND ($3::uuid IS NULL OR (m."createdAt", m."id") < (SELECT "createdAt", "id" FROM "social_messages" WHERE "id" = $3::uuid))
  ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $4`;

/** Messages of a chat newer than a cursor, oldest first. */
const PAGE_AFTER_SQL = `SELECT ${MESSAGE_SELECT}
  WHERE cm."chatId" = $2::uuid
    AND (m."createdAt", m."id") > (SELECT "createdAt", "id" FROM "social_messages" WHERE "id" = $3::uuid)
  ORDER BY m."createdAt", m."id" LIMIT $4`;

/** The latest messages of each chat, newest first within a chat. $2 chat ids, $3 per chat. */
const LATEST_SQL = `SELECT x.* FROM unnest($2::uuid[]) AS ch("id")
  CROSS JOIN LATERAL (SELECT ${MESSAGE_SELECT}
    WHERE cm."chatId" = ch."id" ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $3) x`;

/** Messages of all the reader's chats newer than a message, oldest first (a stream's replay). */
const SINCE_SQL = `SELECT ${MESSAGE_SELECT}
  WHERE cm."chatId" IN (SELECT "chatId" FROM "social_profiles_to_chats" WHERE "profileId" = $1::uuid)
    AND (m."createdAt", m."id") > (SELECT "createdAt", "id" FROM "social_messages" WHERE "id" = $2::uuid)
  ORDER BY m."createdAt", m."id" LIMIT $3`;

const REACTIONS_SQL = `SELECT "messageId", "emoji", COUNT(*)::int AS "count", bool_or("profileId" = $2::uuid) AS "reacted"
  FROM "social_reactions" WHERE "messageId" = ANY($1::uuid[])
  GROUP BY "messageId", "emoji" ORDER BY "messageId", MIN("createdAt"), "emoji"`;

const PROFILE_CARD_SQL = `SELECT ${profileCardColumns('p')} FROM "social_profiles" p WHERE p."id" = ANY($1::uuid[])`;

/** Members of each chat in link order, at most CHAT_MEMBERS_SHOWN per chat. */
const MEMBERS_SQL = `SELECT pc."chatId", pc."profileId" FROM unnest($1::uuid[]) AS ch("id")
  CROSS JOIN LATERAL (SELECT "chatId", "profileId", MIN("orderIndex") AS "orderIndex", MIN("createdAt") AS "createdAt"
    FROM "social_profiles_to_chats" WHERE "chatId" = ch."id" GROUP BY "chatId", "profileId"
    ORDER BY "orderIndex", "createdAt" LIMIT ${CHAT_MEMBERS_SHOWN}) pc`;

/** A cursor must be a message of the chat. */
export async function isChatMessage(client: DbClient, chatId: string, messageId: string): Promise<boolean> {
  const rows = await queryRows(
    client,
    `SELECT 1 FROM "social_chats_to_messages" WHERE "chatId" = $1::uuid AND "messageId" = $2::uuid LIMIT 1`,
    [chatId, messageId],
  );
  return rows.length > 0;
}

export async function profileCards(client: DbClient, ids: Iterable<string>): Promise<Map<string, ProfileCard>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await queryRows<ProfileCard>(client, PROFILE_CARD_SQL, [unique]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function reactionCounts(
  client: DbClient,
  messageIds: string[],
  readerId: string,
): Promise<Map<string, ReactionCount[]>> {
  const byMessage = new Map<string, ReactionCount[]>();
  if (!messageIds.length) return byMessage;
  const rows = await queryRows<ReactionCount & { messageId: string }>(client, REACTIONS_SQL, [messageIds, readerId]);
  for (const { messageId, ...count } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push(count);
    byMessage.set(messageId, list);
  }
  return byMessage;
}

/** Rows → views: reactions and author cards in two queries for the whole list. */
async function complete(client: DbClient, rows: MessageRow[], readerId: string): Promise<MessageView[]> {
  if (!rows.length) return [];
  // In turn, not in parallel: inside a transaction the client is one connection.
  const reactions = await reactionCounts(
    client,
    rows.map((row) => row.id),
    readerId,
  );
  const cards = await profileCards(
    client,
    rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  return rows.map(({ chatId, authorId, isRead, ...row }) =>
    toMessageView(row, {
      chatId,
      profileId: authorId,
      profile: authorId ? (cards.get(authorId) ?? null) : null,
      isRead,
      reactions: reactions.get(row.id as string) ?? [],
    }),
  );
}

type MessageParts = Pick<MessageView, 'chatId' | 'profileId' | 'profile' | 'isRead' | 'reactions'>;

/** A message row (any columns) as the routes answer it. */
export const toMessageView = (row: Row, parts: MessageParts): MessageView =>
  ({ ...serializeRow(MESSAGES, row), ...parts }) as MessageView;

/** One page of a chat, oldest first: the latest `limit`, those before a message, or those after one. */
export async function messagePage(
  client: DbClient,
  readerId: string,
  chatId: string,
  page: { limit: number; before?: string; after?: string },
): Promise<MessageView[]> {
  const rows = page.after
    ? await queryRows<MessageRow>(client, PAGE_AFTER_SQL, [readerId, chatId, page.after, page.limit])
    : (
        await queryRows<MessageRow>(client, PAGE_BEFORE_SQL, [readerId, chatId, page.before ?? null, page.limit])
      ).reverse();
  return complete(client, rows, readerId);
}

/** The latest `perChat` messages of each chat, oldest first within a chat. */
export async function latestMessages(
  client: DbClient,
  readerId: string,
  chatIds: string[],
  perChat: number,
): Promise<Map<string, MessageView[]>> {
  const byChat = new Map<string, MessageView[]>();
  if (!chatIds.length || perChat === 0) return byChat;
  const rows = await queryRows<MessageRow>(client, LATEST_SQL, [readerId, chatIds, perChat]);
  for (const view of (await complete(client, rows, readerId)).reverse()) {
    const list = byChat.get(view.chatId) ?? [];
    list.push(view);
    byChat.set(view.chatId, list);
  }
  return byChat;
}

/** Messages of the reader's chats after `messageId`, oldest first (nothing when that message is unknown). */
export async function messagesSince(
  client: DbClient,
  readerId: string,
  messageId: string,
  limit: number,
): Promise<MessageView[]> {
  return complete(client, await queryRows<MessageRow>(client, SINCE_SQL, [readerId, messageId, limit]), readerId);
}

/** Member profile ids of each chat, in link order. */
export async function chatMembers(client: DbClient, chatIds: string[]): Promise<Map<string, string[]>> {
  const byChat = new Map<string, string[]>();
  if (!chatIds.length) return byChat;
  const rows = await queryRows<{ chatId: string; profileId: string }>(client, MEMBERS_SQL, [chatIds]);
  for (const { chatId, profileId } of rows) {
    const list = byChat.get(chatId) ?? [];
    list.push(profileId);
    byChat.set(chatId, list);
  }
  return byChat;
}

/** Every member profile of a chat (the recipients of its events), however many. */
export async function allMemberIds(client: DbClient, chatId: string): Promise<string[]> {
  const rows = await queryRows<{ profileId: string }>(
    client,
    `SELECT DISTINCT "profileId" FROM "social_profiles_to_chats" WHERE "chatId" = $1::uuid`,
    [chatId],
  );
  return rows.map((row) => row.profileId);
}
