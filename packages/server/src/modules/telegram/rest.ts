/**
 * Telegram's doors: `POST /api/telegram/webhook` (updates, checked by X-Telegram-Bot-Api-Secret-Token in
 * constant time; refused without it), long polling instead in development when no webhook secret is set, and
 * the account page's routes: `POST /api/telegram/link-code` (the one-time code) and the linked chats
 * (`/api/rbac/subjects/{id}/telegram-module/chats`: their notice switches, unlinking). With no token, none of it starts.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { TELEGRAM_CHAT_TYPES } from '@symbol/contracts';
import { z } from 'zod';
import { badRequest, errorBody, notFound, unauthorized } from '../../errors.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { newBot } from './api.ts';
import { installHandlers } from './bot.ts';

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

const chatAnswer = z.object({
  id: z.uuid(),
  type: z.enum(TELEGRAM_CHAT_TYPES),
  username: z.string().nullable(),
  title: z.string().nullable(),
  language: z.string(),
  receipts: z.boolean(),
  giftNotices: z.boolean(),
  staffNotices: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const telegramRoutes: ModuleRoute[] = [
  {
    method: 'POST',
    path: '/api/telegram/webhook',
    operationId: 'telegram.webhook',
    access: 'public',
    summary: "Telegram's updates for the bot (setWebhook with secret_token = TELEGRAM_WEBHOOK_SECRET)",
    description:
      'Body: a Bot API Update, as Telegram sends it (not `{ data }`). Without the right ' +
      '`X-Telegram-Bot-Api-Secret-Token` header: 401; with no bot or no secret configured: 404.',
    answer: z.object({ ok: z.literal(true) }),
  },
  {
    procedure: 'telegram.linkCode',
    answer: z.object({
      code: z.string(),
      url: z.string().describe('`https://t.me/<bot>?start=<code>`: opening it links the chat'),
      expiresAt: z.iso.datetime(),
    }),
    summary: "A one-time code (15 minutes) that links a Telegram chat to the caller's account through the bot",
    status: 201,
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'telegram.accountChats',
    input: { params: { id: 'subjectId' } },
    answer: z.array(chatAnswer),
    summary: "The subject's Telegram chats linked through the bot, with their notice switches (at most 20)",
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'telegram.updateChat',
    input: { params: { id: 'subjectId', chatId: 'chatId' }, body: 'data' },
    answer: chatAnswer,
    summary:
      "Switches a linked chat's notices (receipts, monthly-gift notices, staff notices): the chat's account or staff",
    description:
      'Body `{ data: { receipts?, giftNotices?, staffNotices? } }`, at least one. A chat of another subject: 404.',
  },
  {
    procedure: 'telegram.unlinkChat',
    input: { params: { id: 'subjectId', chatId: 'chatId' } },
    answer: z.object({ id: z.uuid() }),
    summary: 'Unlinks a Telegram chat from its account: the bot sends it nothing more',
  },
];

const sameSecret = (expected: string, given: unknown) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function telegramRest(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const bot = newBot(config);
  if (bot) installHandlers(bot, { db, clock });
  bot?.catch((error) =>
    app.log.error({ err: error.error, update: error.ctx.update.update_id }, 'telegram update failed'),
  );

  app.post('/api/telegram/webhook', async (request, reply) => {
    if (!bot || !config.TELEGRAM_WEBHOOK_SECRET) {
      const error = notFound('The Telegram webhook is not configured on this server');
      return reply.status(error.status).send(errorBody(error));
    }
    if (!sameSecret(config.TELEGRAM_WEBHOOK_SECRET, request.headers[SECRET_HEADER])) {
      const error = unauthorized('Missing or wrong X-Telegram-Bot-Api-Secret-Token');
      return reply.status(error.status).send(errorBody(error));
    }
    const update = request.body as Update | undefined;
    if (!update || typeof update !== 'object' || typeof update.update_id !== 'number')
      return reply.status(400).send(errorBody(badRequest('Not a Telegram Update', ['update_id: is required'])));
    await bot.handleUpdate(update);
    return reply.send({ data: { ok: true } });
  });

  // Development without a webhook secret: this instance asks Telegram for updates itself.
  if (bot && !config.TELEGRAM_WEBHOOK_SECRET && config.NODE_ENV === 'development') {
    app.addHook('onReady', async () => {
      void bot.start({ drop_pending_updates: true }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'telegram long polling stopped');
      });
      app.log.info('telegram bot: long polling (no TELEGRAM_WEBHOOK_SECRET)');
    });
    app.addHook('onClose', async () => {
      if (bot.isRunning()) await bot.stop();
    });
  }
}
