/** The notification module's own procedures. Transport only. */
import { procedure, run } from '../../trpc/init.ts';
import { keyedInput, subjectKey } from '../../trpc/input.ts';
import { notifyDataSchema, notifySubject, parseNotifyData } from './service.ts';

export const notificationProcedures = {
  /** Queues a notification to a subject's addresses (`POST /api/rbac/subjects/{id}/notify`). */
  notifySubject: procedure
    .meta({ access: 'subject', action: { method: 'POST', path: '/api/rbac/subjects/{id}/notify' } })
    .input(keyedInput(subjectKey, notifyDataSchema, { data: parseNotifyData }))
    .mutation(({ ctx, input }) => run(() => notifySubject(ctx, input.subjectId, input.data))),
};
