/**
 * The bot's handlers, small and composable (grammY's Composer): `/start <code>` links the private chat to the
 * account that showed the code; `/receipts`, `/gifts`, `/staff` with `on` or `off` switch a kind of notice;
 * `/stop` unlinks. Everything it says is in the chat's language (Telegram's language_code, en or ru).
 */
import type { Bot, Composer, Context as BotContext } from 'grammy';
import type { Language } from '@symbol/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { grammy } from './api.ts';
import { chatOf, languageOf, spendLinkCode, switchNotice, unlinkChat, type ChatNotice } from './chats.ts';

const TEXTS = {
  en: {
    linked: 'Done: this chat is linked to your account. You will get your receipts and monthly-gift notices here.',
    badCode: 'This code does not work (used or expired). Open the link on your account page again.',
    hello: 'Hello! To get notices here, open the "Link Telegram" link on your account page.',
    notLinked: 'This chat is not linked to an account.',
    stopped: 'This chat is unlinked: no more notices here.',
    switched: (what: string, on: boolean) => `${what}: ${on ? 'on' : 'off'}.`,
    usage: (command: string) => `Send /${command} on or /${command} off.`,
    names: { receipts: 'Receipts', giftNotices: 'Monthly-gift notices', staffNotices: 'Staff notices' },
  },
  ru: {
    linked:
      'Готово: этот чат связан с вашим аккаунтом. Сюда будут приходить чеки и уведомления о ежемесячных пожертвованиях.',
    badCode: 'Код не подошёл (уже использован или истёк). Откройте ссылку на странице аккаунта ещё раз.',
    hello: 'Здравствуйте! Чтобы получать уведомления здесь, откройте ссылку «Связать Telegram» на странице аккаунта.',
    notLinked: 'Этот чат не связан с аккаунтом.',
    stopped: 'Чат отвязан: уведомлений сюда больше не будет.',
    switched: (what: string, on: boolean) => `${what}: ${on ? 'включены' : 'выключены'}.`,
    usage: (command: string) => `Отправьте /${command} on или /${command} off.`,
    names: {
      receipts: 'Чеки',
      giftNotices: 'Уведомления о ежемесячных пожертвованиях',
      staffNotices: 'Уведомления для сотрудников',
    },
  },
} satisfies Record<Language, unknown>;

const SWITCHES = new Map<string, ChatNotice>([
  ['receipts', 'receipts'],
  ['gifts', 'giftNotices'],
  ['staff', 'staffNotices'],
]);

const chatIdOf = (ctx: BotContext) => String(ctx.chat!.id);

export function botHandlers(deps: { db: Db; clock: Clock }): Composer<BotContext> {
  const bot = new (grammy().Composer<BotContext>)();
  const privateChats = bot.chatType('private');
  const texts = (ctx: BotContext) => TEXTS[languageOf(ctx.from?.language_code)];

  privateChats.command('start', async (ctx) => {
    const code = ctx.match.trim();
    if (!code) return void (await ctx.reply(texts(ctx).hello));
    const linked = await spendLinkCode(deps.db, deps.clock, code, {
      chatId: chatIdOf(ctx),
      type: 'private',
      username: ctx.from.username,
      languageCode: ctx.from.language_code,
    });
    await ctx.reply(linked ? texts(ctx).linked : texts(ctx).badCode);
  });

  privateChats.command('stop', async (ctx) => {
    await ctx.reply((await unlinkChat(deps.db, chatIdOf(ctx))) ? texts(ctx).stopped : texts(ctx).notLinked);
  });

  for (const [command, notice] of SWITCHES) {
    privateChats.command(command, async (ctx) => {
      const word = ctx.match.trim().toLowerCase();
      if (word !== 'on' && word !== 'off') return void (await ctx.reply(texts(ctx).usage(command)));
      if (!(await chatOf(deps.db, chatIdOf(ctx)))) return void (await ctx.reply(texts(ctx).notLinked));
      await switchNotice(deps.db, chatIdOf(ctx), notice, word === 'on');
      await ctx.reply(texts(ctx).switched(texts(ctx).names[notice], word === 'on'));
    });
  }
  return bot;
}

export function installHandlers(bot: Bot, deps: { db: Db; clock: Clock }): Bot {
  bot.use(botHandlers(deps));
  return bot;
}
