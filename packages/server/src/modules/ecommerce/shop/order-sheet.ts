/**
 * The back office's order screen beyond the list row: the order's payments (intents with their provider and
 * amount, each with its invoices), its receipts (the files linked to it) and the status changes recorded for it.
 * Its status history is the audit trail's (the order lifecycle leaves an entry for each move); older orders'
 * is read back from the order-status-changed mails each move queued (notifications.ts).
 */
import { queryRows, type DbClient } from '../../../db/index.ts';
import { notFound } from '../../../errors.ts';
import { refundOf } from '../refund.ts';

const PAYMENTS = `
  SELECT pi."id", pi."provider", pi."status", trim_scale(pi."amount")::text AS "amount", pi."createdAt",
         json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug") AS "currency",
         COALESCE((SELECT json_agg(json_build_object('id', i."id", 'status', i."status",
                    'amount', trim_scale(i."amount")::text, 'createdAt', i."createdAt") ORDER BY i."createdAt")
                   FROM "billing_invoices" i WHERE i."paymentIntentId" = pi."id"), '[]'::json) AS "invoices"
  FROM "ecommerce_orders_to_billing_module_payment_intents" l
  JOIN "billing_payment_intents" pi ON pi."id" = l."billingModulePaymentIntentId"
  JOIN "billing_currencies" c ON c."id" = pi."currencyId"
  WHERE l."orderId" = $1::uuid ORDER BY pi."createdAt"`;

const RECEIPTS = `
  SELECT f."id", f."adminTitle", f."file", f."mimeType", f."createdAt"
  FROM "ecommerce_orders_to_file_storage_module_files" l JOIN "file_storage_files" f ON f."id" = l."fileStorageModuleFileId"
  WHERE l."orderId" = $1::uuid ORDER BY l."orderIndex", l."createdAt"`;

/** Each move of the order's status, as the audit trail has it (order lifecycle, generic writes). */
const HISTORY = `
  SELECT "before"->>'status' AS "from", "after"->>'status' AS "to", "createdAt" AS "at"
  FROM "system_audit_entries"
  WHERE "entityKey" = 'ecommerce/orders' AND "recordId" = $1::uuid AND "action" = 'update' AND NOT "staged"
    AND "before"->>'status' IS DISTINCT FROM "after"->>'status'
  ORDER BY "createdAt"`;

/**
 * Orders moved before the audit trail had their moves: read back from the mails each move queued (one per
 * recipient: one row per change is kept). A guest's order, with no one to mail, has none.
 */
const HISTORY_FROM_MAILS = `
  SELECT DISTINCT ON (date_trunc('second', n."createdAt"), n."payload"->>'status')
         n."payload"->>'previousStatus' AS "from", n."payload"->>'status' AS "to", n."createdAt" AS "at"
  FROM "notification_notifications" n JOIN "notification_templates" t ON t."id" = n."templateId"
  WHERE t."slug" = 'order-status-changed' AND n."subjectId" IN (
      SELECT "subjectId" FROM "rbac_subjects_to_ecommerce_module_orders" WHERE "ecommerceModuleOrderId" = $1::uuid)
    AND n."payload"->>'orderId' = $1::text
  ORDER BY date_trunc('second', n."createdAt"), n."payload"->>'status'`;

export async function orderSheet(client: DbClient, orderId: string) {
  const [order] = await queryRows<{ comment: string | null; notes: string | null; receipt: string }>(
    client,
    `SELECT "comment", "notes", "receipt" FROM "ecommerce_orders" WHERE "id" = $1::uuid`,
    [orderId],
  );
  if (!order) throw notFound('Order not found');
  type Move = { from: string; to: string; at: Date };
  const [payments, receipts, moves, refund] = await Promise.all([
    queryRows(client, PAYMENTS, [orderId]),
    queryRows(client, RECEIPTS, [orderId]),
    queryRows<Move>(client, HISTORY, [orderId]),
    refundOf(client, orderId),
  ]);
  const history = moves.length ? moves : await queryRows<Move>(client, HISTORY_FROM_MAILS, [orderId]);
  return { comment: order.comment, notes: order.notes, receipt: order.receipt, payments, receipts, history, refund };
}
