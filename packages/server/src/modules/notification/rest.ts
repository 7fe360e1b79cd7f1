/**
 * `POST /api/rbac/subjects/{id}/notify`, and the outbox worker's life: it starts when the app is ready
 * (unless NOTIFICATION_WORKER_INTERVAL_MS is 0) and stops, finishing its pass, when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { readBody } from '../../rest/body.ts';
import { createNotificationWorker } from './worker.ts';

export async function notificationRoutes(app: FastifyInstance) {
  // Imported here, not above: the app router imports the module registry, which imports this file.
  const { callerFor } = await import('../../rest/context.ts');
  const { callProcedure } = await import('../../trpc/app-router.ts');
  const { db, config, mailer, clock } = app.deps;

  const worker = createNotificationWorker({
    db,
    mailer,
    clock,
    log: app.log,
    intervalMs: config.NOTIFICATION_WORKER_INTERVAL_MS,
    maxAttempts: config.NOTIFICATION_MAX_ATTEMPTS,
    retryBaseMs: config.NOTIFICATION_RETRY_BASE_MS,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  app.post('/api/rbac/subjects/:id/notify', async (request, reply) => {
    const { data } = await readBody(request);
    const subjectId = (request.params as { id: string }).id;
    const rows = await callProcedure(callerFor(request, reply), 'notification.notifySubject', { subjectId, data });
    return reply.status(201).send({ data: rows });
  });
}
