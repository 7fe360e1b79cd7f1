import type { FastifyInstance } from 'fastify';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = poster
        .runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, 'telegram posting pass failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    }, interval * 5);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}

/** Channels and messages; a channel with a Telegram chat carries its categories' articles there (issue 40). */
export const broadcastModule = {
  name: 'broadcast',
  procedures: {},
  routes: [],
  rest: telegramPosting,
} satisfies ModuleDefinition;
