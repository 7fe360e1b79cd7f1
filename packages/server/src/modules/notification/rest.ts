/**
 * `POST /api/rbac/subjects/{id}/notify` (the table), and the outbox worker's life (the plugin): it starts
 * when the app is ready (unless NOTIFICATION_WORKER_INTERVAL_MS is 0) and stops, finishing its pass, when
 * the app closes.
 */
import { getEntity, rowSchema } from '@symbol/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { fileBytes, storageOf } from '../file-storage/index.ts';
import { observeOutbox } from './metrics.ts';
import { createNotificationWorker } from './worker.ts';
import { clip, telegramApi } from '../telegram/index.ts';

export const notificationRoutes: ModuleRoute[] = [
  {
    procedure: 'notification.notifySubject',
    answer: z.array(rowSchema(getEntity('notification/notifications'))),
    summary: "Queue a notification to each of the subject's e-mail addresses",
    description:
      '`data: { template, payload?, language?, topic? }` or `data: { subject, body }` (plain text, paragraphs by blank lines). A subject may send itself 10 an hour.',
    status: 201,
    input: { params: { id: 'subjectId' }, body: 'data' },
  },
];

import { mailSender } from './sender.ts';

export async function notificationWorker(app: FastifyInstance) {
  const { db, config, mailer, clock } = app.deps;
  const api = telegramApi(config);
  const worker = createNotificationWorker({
    db,
    mailer,
    clock,
    log: app.log,
    intervalMs: config.NOTIFICATION_WORKER_INTERVAL_MS,
    maxAttempts: config.NOTIFICATION_MAX_ATTEMPTS,
    retryBaseMs: config.NOTIFICATION_RETRY_BASE_MS,
    onPass: observeOutbox(db, app.metrics.registry),
    readFile: (file) => fileBytes(storageOf({ db, config }), file),
    sender: mailSender(db, config),
    ...(api && {
      telegram: async (chatId: string, text: string) => {
        await api.sendMessage(chatId, clip(text), { link_preview_options: { is_disabled: true } });
      },
    }),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
