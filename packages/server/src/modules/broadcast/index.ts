import type { FastifyInstance } from 'fastify';
import { repeatPass } from '../../repeated-pass.ts';
import type { ModuleDefinition } from '../definition.ts';
import { createTelegramPoster } from './telegram-posts.ts';

export { createTelegramPoster, postText } from './telegram-posts.ts';

/**
 * Posting articles to Telegram channels runs beside the notification worker, as often
 * (NOTIFICATION_WORKER_INTERVAL_MS; 0: off), and only with a bot token.
 */
async function telegramPosting(app: FastifyInstance) {
  const { db, config, clock } = app.deps;
  const interval = config.NOTIFICATION_WORKER_INTERVAL_MS;
  if (!config.TELEGRAM_BOT_TOKEN || interval <= 0) return;
  const poster = createTelegramPoster({ db, config, clock, log: app.log });
  repeatPass(app, 'telegram posting', interval * 5, () => poster.runOnce());
}

/** Channels and messages; a channel with a Telegram chat carries its categories' articles there (issue 40). */
export const broadcastModule = {
  name: 'broadcast',
  procedures: {},
  routes: [],
  rest: telegramPosting,
} satisfies ModuleDefinition;
