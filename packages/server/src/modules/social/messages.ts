/**
 * A chat's messages: a page (which marks what it shows read for the reading profile), a new message (pushed
 * to every member's event stream) and reactions (one per profile and emoji, toggled).
 */
import { queryRows } from '../../db/index.ts';
import { badRequest } from '../../errors.ts';
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { DEFAULT_LANGUAGE } from '@symbol/contracts';
import { requireAccess } from './access.ts';
import { answerAsAssistants } from './assistant/answer.ts';
import { socialRuntimeOf } from './runtime.ts';
import { MAX_EMOJI_PER_PROFILE, type CreateMessage, type MessageListQuery, type React } from './schemas.ts';
import {
  allMemberIds,
  AUTHOR_VARIANT,
  isChatMessage,
  messagePage,
  profileCards,
  reactionCounts,
  toMessageView,
  type MessageView,
  type ProfileCard,
  type ReactionCount,
} from './views.ts';

/** Per profile (the server key is not counted): a person types slower; a script is stopped. */
export const MESSAGE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
export const REACTION_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

interface ChatRef {
  subjectId: string;
  profileId: string;
  chatId: string;
}

/**
 * A page of the chat, oldest first (the latest `limit`, or those `before`/`after` a message of the chat).
 * `isRead` in the answer is each message's state before this read; afterwards all of them are read.
 */
export async function listMessages(ctx: Context, scope: ChatRef, query: MessageListQuery): Promise<MessageView[]> {
  await requireAccess(ctx.db.prisma, scope);
  const cursor = query.before ?? query.after;
  if (cursor && !(await isChatMessage(ctx.db.prisma, scope.chatId, cursor)))
    throw badRequest(`${query.before ? 'before' : 'after'} must be a message of this chat`);
  const page = await messagePage(ctx.db.prisma, scope.profileId, scope.chatId, query);
  const unread = page.filter((message) => !message.isRead).map((message) => message.id);
  if (unread.length) {
    // One statement: the page is marked read as a whole or not at all.
    await ctx.db.prisma.$executeRawUnsafe(
      `UPDATE "social_profiles_to_messages" SET "isRead" = true, "updatedAt" = now()
       WHERE "profileId" = $1::uuid AND "messageId" = ANY($2::uuid[]) AND NOT "isRead"`,
      scope.profileId,
      unread,
    );
  }
  return page;
}

/**
 * Posts a message from the route's profile, then lets the chat's assistant profiles answer it in the
 * background (the sender's answer never waits for an AI call).
 */
export async function sendMessage(
  ctx: Context,
  scope: ChatRef,
  { description, language }: CreateMessage,
): Promise<MessageView> {
  await requireAccess(ctx.db.prisma, scope);
  if (!ctx.isServer) await consume(ctx.rateLimits, `social:message:${scope.profileId}`, MESSAGE_LIMIT, ctx.log);
  const posted = await postMessage(ctx, { chatId: scope.chatId, authorId: scope.profileId, description });
  answerAsAssistants(ctx, posted, language ?? DEFAULT_LANGUAGE);
  return posted.view;
}

export interface PostedMessage {
  view: MessageView;
  /** Every member of the chat, the author first. */
  members: string[];
  /** The members' profile cards. */
  cards: Map<string, ProfileCard>;
}

/**
 * Stores a message: the message, its chat link and one profiles-to-messages row per member (the author's
 * read, marked as the author's; the others unread) in one transaction, then the event to every member.
 * `id`: the id an assistant's streamed drafts already carried.
 */
export async function postMessage(
  services: Pick<Context, 'db' | 'log'>,
  { chatId, authorId, description, id }: { chatId: string; authorId: string; description: string; id?: string },
): Promise<PostedMessage> {
  const { message, members } = await services.db.transaction(async (tx) => {
    const message = await tx.socialMessage.create({ data: { id, description } });
    await tx.socialChatsToMessages.create({ data: { chatId, messageId: message.id } });
    const members = [...new Set([authorId, ...(await allMemberIds(tx, chatId))])];
    await tx.socialProfilesToMessages.createMany({
      data: members.map((profileId) => ({
        profileId,
        messageId: message.id,
        isRead: profileId === authorId,
        variant: profileId === authorId ? AUTHOR_VARIANT : 'default',
      })),
    });
    return { message, members };
  });
  const cards = await profileCards(services.db.prisma, members);
  const view = toMessageView(message, {
    chatId,
    profileId: authorId,
    profile: cards.get(authorId) ?? null,
    isRead: true,
    reactions: [],
  });
  await socialRuntimeOf(services).bus.publish({ kind: 'message', chatId, profileIds: members, message: view });
  return { view, members, cards };
}

export interface ReactionResult {
  messageId: string;
  emoji: string;
  /** Whether the profile now has this reaction (false: the call took it back). */
  reacted: boolean;
  /** The message's reactions after the call. */
  reactions: ReactionCount[];
}

/**
 * Toggles one reaction of the profile on a message. Calls of one profile on one message are serialised
 * (a transaction-scoped advisory lock, so on every instance): two quick taps add then remove.
 */
export async function react(
  ctx: Context,
  scope: ChatRef & { messageId: string },
  data: React,
): Promise<ReactionResult> {
  const emoji = data.emoji.normalize('NFC');
  await requireAccess(ctx.db.prisma, scope);
  if (!ctx.isServer) await consume(ctx.rateLimits, `social:react:${scope.profileId}`, REACTION_LIMIT, ctx.log);
  const { messageId, profileId } = scope;
  const result = await ctx.db.transaction(async (tx) => {
    await queryRows(tx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))::text`, [
      `social:react:${messageId}:${profileId}`,
    ]);
    const removed = await tx.socialReaction.deleteMany({ where: { messageId, profileId, emoji } });
    if (!removed.count) {
      const mine = await tx.socialReaction.count({ where: { messageId, profileId } });
      if (mine >= MAX_EMOJI_PER_PROFILE)
        throw badRequest(`At most ${MAX_EMOJI_PER_PROFILE} different reactions per message`, [
          `emoji: this profile already has ${mine} reactions on the message`,
        ]);
      await tx.socialReaction.create({ data: { messageId, profileId, emoji } });
    }
    const counts = await reactionCounts(tx, [messageId], profileId);
    return { messageId, emoji, reacted: removed.count === 0, reactions: counts.get(messageId) ?? [] };
  });
  const members = await allMemberIds(ctx.db.prisma, scope.chatId);
  await socialRuntimeOf(ctx).bus.publish({
    kind: 'reaction',
    chatId: scope.chatId,
    profileIds: members,
    messageId,
    profileId,
    emoji,
    reacted: result.reacted,
    reactions: result.reactions.map(({ emoji: e, count }) => ({ emoji: e, count })),
  });
  return result;
}
