/**
 * The Bot API, the outside edge: one grammY client built from the settings (TELEGRAM_API_URL: Telegram's, or the
 * fake server a test starts). Null when no token is set: then nothing of Telegram runs.
 */
import type { Api, Bot } from 'grammy';
import type { Config } from '../../config.ts';
import { onDemand } from '../../on-demand.ts';

/** grammY, loaded once a bot is configured and first used: without a token nothing of Telegram runs. */
export const grammy = onDemand<typeof import('grammy')>('grammy');

type TelegramConfig = Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_USERNAME' | 'TELEGRAM_API_URL'>;

export const telegramEnabled = (config: Pick<Config, 'TELEGRAM_BOT_TOKEN'>) => Boolean(config.TELEGRAM_BOT_TOKEN);

const apis = new WeakMap<object, Api>();

/** The client for sending (cached per configuration object). */
export function telegramApi(config: TelegramConfig): Api | null {
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  let api = apis.get(config);
  if (!api) {
    api = new (grammy().Api)(config.TELEGRAM_BOT_TOKEN, { apiRoot: config.TELEGRAM_API_URL });
    apis.set(config, api);
  }
  return api;
}

/**
 * A bot for handling updates. Its identity comes from the settings (the token's number and the username), so
 * handling a webhook's update needs no getMe call first.
 */
export function newBot(config: TelegramConfig): Bot | null {
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  const username = config.TELEGRAM_BOT_USERNAME ?? 'bot';
  return new (grammy().Bot)(config.TELEGRAM_BOT_TOKEN, {
    client: { apiRoot: config.TELEGRAM_API_URL },
    botInfo: {
      id: Number(config.TELEGRAM_BOT_TOKEN.split(':')[0]),
      is_bot: true,
      first_name: username,
      username,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
    },
  });
}

/** A text as Telegram takes it: at most 4096 characters. */
export const clip = (text: string, max = 4096) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
