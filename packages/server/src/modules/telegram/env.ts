/**
 * The telegram module's environment (merged into the app's config schema). With no TELEGRAM_BOT_TOKEN nothing
 * of Telegram shows or starts: no sign-in button, no bot, no webhook, no notifications, no channel posts.
 */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const telegramEnv = {
  /** The bot's token from @BotFather. Unset: Telegram is off. */
  TELEGRAM_BOT_TOKEN: optional(z.string().regex(/^\d+:[\w-]{20,}$/, 'a bot token from @BotFather: 123456:ABC...')),
  /** The bot's username without `@` (the Login Widget and the `t.me/<bot>?start=` link name it). */
  TELEGRAM_BOT_USERNAME: optional(z.string().regex(/^\w{3,64}$/, 'a bot username without @')),
  /** The Bot API's root; tests point it at a fake server they start. */
  TELEGRAM_API_URL: z
    .string()
    .url()
    .default('https://api.telegram.org')
    .transform((v) => v.replace(/\/+$/, '')),
  /**
   * The secret Telegram sends in X-Telegram-Bot-Api-Secret-Token with every update to POST /api/telegram/webhook.
   * Unset: the webhook is refused; in development (NODE_ENV=development) the bot then polls for updates instead.
   */
  TELEGRAM_WEBHOOK_SECRET: optional(z.string().regex(/^[\w-]{16,256}$/, '16-256 characters of A-Z, a-z, 0-9, _ and -')),
};
