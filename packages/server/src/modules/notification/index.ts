import type { ModuleDefinition } from '../definition.ts';
import { insertDefaults } from './defaults.ts';
import { notificationRoutes, notificationWorker } from './rest.ts';
import { notificationProcedures } from './router.ts';
import { tellStaffOfOrder } from './telegram.ts';

export { pickText, queueForSubject, queueNotification, type QueueInput } from './queue.ts';
export { subjectEmails, topicSubscribers } from './recipients.ts';
export { TEMPLATE } from './templates.ts';

/** Templates, topics and the notification outbox, drained by a worker that sends through the app's mailer. */
export const notificationModule = {
  name: 'notification',
  procedures: notificationProcedures,
  routes: notificationRoutes,
  rest: notificationWorker,
  subscribe(events) {
    events.on('ecommerce.orderStatusChanged', tellStaffOfOrder);
  },
  onReady: async (app) => {
    const inserted = await insertDefaults(app.deps.db.pool);
    if (inserted) app.log.info({ inserted }, 'default notification templates and topics inserted');
  },
} satisfies ModuleDefinition;
