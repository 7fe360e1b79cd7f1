import type { ModuleDefinition } from '../definition.ts';
import { telegramProcedures } from './procedures.ts';
import { telegramRest, telegramRoutes } from './rest.ts';

export { clip, grammy, telegramApi, telegramEnabled } from './api.ts';
export { chatsFor, staffChats, type ChatNotice } from './chats.ts';

/** Telegram (issue 40): the bot (webhook or long polling), chats linked to accounts, their notices' switches. */
export const telegramModule = {
  name: 'telegram',
  procedures: telegramProcedures,
  routes: telegramRoutes,
  rest: telegramRest,
} satisfies ModuleDefinition;
