/** Each order status change queues the order-status-changed mail to the order's subjects, in the same transaction. */
import { queueNotification, subjectEmails, TEMPLATE } from '../notification/index.ts';
import type { StatusChange } from './lifecycle.ts';
import type { DbClient } from '../../db/index.ts';

export async function queueStatusMail(tx: DbClient, change: StatusChange): Promise<void> {
  if (change.refund) return; // the refund notice (refund.ts) says it
  const owners = await tx.rbacSubjectsToEcommerceModuleOrders.findMany({
    where: { ecommerceModuleOrderId: change.orderId },
    select: { subjectId: true },
  });
  for (const { subjectId } of owners) {
    for (const recipient of await subjectEmails(tx, subjectId)) {
      await queueNotification(tx, {
        template: TEMPLATE.orderStatusChanged,
        recipient,
        subjectId,
        payload: { orderId: change.orderId, status: change.to, previousStatus: change.from },
      });
    }
  }
}
