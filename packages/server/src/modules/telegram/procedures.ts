/**
 * The telegram module's procedures for the account page: the one-time link code, and the account's linked chats
 * with their notice switches (the bot's `/receipts on|off` … do the same from the chat), or unlinked, under the
 * subject's path as its orders are. A subject reaches only its own chats (staff any).
 */
import { z } from 'zod';
import { notFound, unauthorized } from '../../errors.ts';
import { procedure, run } from '../../trpc/init.ts';
import type { Context } from '../../trpc/context.ts';
import { subjectKey } from '../../trpc/input.ts';
import { issueLinkCode } from './chats.ts';

const callerId = async (ctx: Context) => (await ctx.auth.optionalSubject())?.id ?? null;

const SUBJECT_CHATS = '/api/rbac/subjects/{id}/telegram-module/chats';

const CHAT_FIELDS = {
  id: true,
  type: true,
  username: true,
  title: true,
  language: true,
  receipts: true,
  giftNotices: true,
  staffNotices: true,
  createdAt: true,
} as const;

const chatKey = subjectKey.extend({ chatId: z.uuid() });

export const telegramProcedures = {
  linkCode: procedure
    .meta({
      access: 'subject',
      action: { method: 'POST', path: '/api/telegram/link-code' },
      subjectOf: (_input, ctx) => callerId(ctx),
    })
    .input(z.object({}).optional())
    .mutation(({ ctx }) =>
      run(async () => {
        const subject = await ctx.auth.subject();
        if (!subject) throw unauthorized('Sign in first: no access token');
        return issueLinkCode(ctx, subject.id);
      }),
    ),
  /** The caller's linked chats, oldest first, with their switches. */
  accountChats: procedure
    .meta({ access: 'subject', action: { method: 'GET', path: SUBJECT_CHATS } })
    .input(subjectKey)
    .query(({ ctx, input }) =>
      run(() =>
        ctx.db.prisma.telegramChat.findMany({
          where: { subjectId: input.subjectId },
          select: CHAT_FIELDS,
          orderBy: { createdAt: 'asc' },
          take: 20,
        }),
      ),
    ),
  /** Switches a linked chat's notices: receipts, monthly-gift notices, staff notices (an admin's). */
  updateChat: procedure
    .meta({ access: 'subject', action: { method: 'PATCH', path: `${SUBJECT_CHATS}/{chatId}` } })
    .input(
      chatKey.extend({
        data: z
          .object({ receipts: z.boolean(), giftNotices: z.boolean(), staffNotices: z.boolean() })
          .partial()
          .strict()
          .refine((data) => Object.keys(data).length > 0, 'name at least one switch'),
      }),
    )
    .mutation(({ ctx, input }) =>
      run(async () => {
        const mine = { id: input.chatId, subjectId: input.subjectId };
        const { count } = await ctx.db.prisma.telegramChat.updateMany({ where: mine, data: input.data });
        if (count === 0) throw notFound('Telegram chat not found');
        return ctx.db.prisma.telegramChat.findUniqueOrThrow({ where: { id: input.chatId }, select: CHAT_FIELDS });
      }),
    ),
  /** Unlinks a chat: the bot sends it nothing more (as its /stop). */
  unlinkChat: procedure
    .meta({ access: 'subject', action: { method: 'DELETE', path: `${SUBJECT_CHATS}/{chatId}` } })
    .input(chatKey)
    .mutation(({ ctx, input }) =>
      run(async () => {
        const { count } = await ctx.db.prisma.telegramChat.deleteMany({
          where: { id: input.chatId, subjectId: input.subjectId },
        });
        if (count === 0) throw notFound('Telegram chat not found');
        return { id: input.chatId };
      }),
    ),
};
