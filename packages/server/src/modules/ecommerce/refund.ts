/**
 * Refunds (issue 34 §4): staff give a paid order's money back through the provider that took it, when that provider
 * can (`PaymentProvider.refund`: the dummy and Stripe; the others answer 409).
 *
 * - What is given back: the order's whole share of its last succeeded payment (the intent's amount when it paid this
 *   order alone; else the order's stamped lines in the paid currency, raised.ts).
 * - The order becomes `canceled` (from a delivered or delivering order too: recorded as a forced move), which every
 *   money figure already leaves out (raised per project and its donors, the dashboard, People, the statement): money
 *   back lowers them all. The payment intent keeps `succeeded` (the money did arrive; Stripe's PaymentIntent stays
 *   succeeded too); the refund itself is a row of `ecommerce.refunds` (amount, currency, provider's refund id, who,
 *   when, why), one per order, shown on the order sheet.
 * - One transaction: the order locked FOR UPDATE (a second refund waits, then finds the first and answers 409), the
 *   provider asked (idempotent per order, so a retry after a failed commit never gives the money twice), the refund
 *   recorded, the order canceled and the donor's notice queued. A provider's refusal leaves nothing written.
 * - The donor is mailed a short notice (template `order-refunded`) instead of the generic status mail, at the
 *   address given at checkout and the owners' addresses, in the checkout's language. The operator's reason stays
 *   internal (it is on the order sheet, not in the mail).
 */
import { languageOr } from '@symbol/contracts';
import { formatMoney, orderNumber } from '@symbol/contracts/intl';
import { queryRows, type DbClient } from '../../db/index.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import { conflict, notFound } from '../../errors.ts';
import { TIMEOUTS } from '../../timeouts.ts';
import type { Context } from '../../trpc/context.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';
import { orderRecipients } from './receipt.ts';
import { appendOrderNote, changeStatus, isAllowed, type OrderStatus } from './lifecycle.ts';
import { lockOrders } from './payments.ts';

/** Statuses in which an order has been paid (money arrived): the ones a refund starts from. */
export const PAID_STATUSES: readonly OrderStatus[] = ['reviewing', 'approving', 'packaging', 'delivering', 'delivered'];

export interface RefundRecord {
  amount: string;
  currency: { id: string; symbol: string; slug: string };
  provider: string;
  externalId: string | null;
  reason: string | null;
  refundedAt: Date;
  refundedBy: { id: string; email: string | null } | null;
}

const REFUND_OF = `
  SELECT trim_scale(r.amount)::text AS "amount",
         json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug") AS "currency",
         r.provider AS "provider", r.external_id AS "externalId", r.reason AS "reason", r.refunded_at AS "refundedAt",
         CASE WHEN r.refunded_by IS NULL THEN NULL ELSE json_build_object('id', r.refunded_by, 'email',
           (SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
            WHERE si."subjectId" = r.refunded_by AND i."email" IS NOT NULL ORDER BY i."createdAt" LIMIT 1)) END AS "refundedBy"
  FROM ecommerce.refunds r JOIN "billing_currencies" c ON c."id" = r.currency_id
  WHERE r.order_id = $1::uuid`;

/** The order's refund, or null. */
export async function refundOf(client: DbClient, orderId: string): Promise<RefundRecord | null> {
  const [row] = await queryRows<RefundRecord>(client, REFUND_OF, [orderId]);
  return row ?? null;
}

/** The order's last succeeded payment, with how many orders it paid and this order's stamped share in its currency. */
const PAYMENT_OF = `
  SELECT pi."id", pi."provider", pi."externalId", trim_scale(pi."amount")::text AS "amount", pi."currencyId",
         pi."email", pi."metadata"->>'language' AS "language", c."slug", c."symbol",
         (SELECT count(*)::int FROM "ecommerce_orders_to_billing_module_payment_intents" o2
           WHERE o2."billingModulePaymentIntentId" = pi."id") AS "orders",
         (SELECT trim_scale(SUM(l."paidAmount"))::text FROM "ecommerce_orders_to_products" l
           WHERE l."orderId" = $1::uuid AND l."paidCurrencyId" = pi."currencyId") AS "share"
  FROM "ecommerce_orders_to_billing_module_payment_intents" op
  JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
  JOIN "billing_currencies" c ON c."id" = pi."currencyId"
  WHERE op."orderId" = $1::uuid ORDER BY pi."updatedAt" DESC LIMIT 1`;

/** A provider's name, as the app's providers are keyed. */
type ProviderName = keyof Context['payments'];

type Payment = {
  id: string;
  provider: ProviderName;
  externalId: string | null;
  amount: string;
  currencyId: string;
  email: string | null;
  language: string | null;
  slug: string;
  symbol: string;
  orders: number;
  share: string | null;
};

export type RefundDeps = Pick<Context, 'db' | 'payments' | 'events'>;

/** Refunds a paid order through its provider (see the module comment). Answers the order's new status and its refund. */
export async function refundOrder(
  ctx: RefundDeps,
  orderId: string,
  options: { reason?: string; by: string | null },
): Promise<{ orderId: string; status: OrderStatus; refund: RefundRecord }> {
  const reason = options.reason?.trim() || undefined;
  return ctx.db.transaction(
    async (tx) => {
      const [order] = await lockOrders(tx, [orderId]);
      if (!order) throw notFound('Order not found');
      const [done] = await queryRows<{ order_id: string }>(
        tx,
        `SELECT order_id FROM ecommerce.refunds WHERE order_id = $1::uuid`,
        [orderId],
      );
      if (done) throw conflict('The order is already refunded');
      const status = order.status as OrderStatus;
      if (!PAID_STATUSES.includes(status))
        throw conflict('The order is not paid: nothing to refund', [`status: ${status}`]);
      const [payment] = await queryRows<Payment>(tx, PAYMENT_OF, [orderId]);
      if (!payment) throw conflict('The order has no succeeded payment: nothing to refund');
      const amount = payment.orders === 1 ? payment.amount : payment.share;
      if (!amount || Number(amount) <= 0)
        throw conflict("The order's share of its payment is unknown: refund it in the provider's dashboard");
      const provider = ctx.payments[payment.provider];
      if (!provider?.refund)
        throw conflict('This provider cannot refund here', [
          `provider: ${payment.provider} (refund in its own dashboard, then cancel the order)`,
        ]);
      const done2 = await provider.refund({
        intentId: payment.id,
        externalId: payment.externalId,
        amount,
        currency: payment.slug,
        idempotencyKey: `refund-order-${orderId}`,
        ...(reason && { reason }),
      });
      await tx.$executeRawUnsafe(
        `INSERT INTO ecommerce.refunds (order_id, payment_intent_id, provider, external_id, amount, currency_id, reason, refunded_by)
         VALUES ($1::uuid, $2::uuid, $3, $4, $5::numeric, $6::uuid, $7, $8::uuid)`,
        orderId,
        payment.id,
        payment.provider,
        done2.externalId,
        amount,
        payment.currencyId,
        reason ?? null,
        options.by,
      );
      const currency = { id: payment.currencyId, slug: payment.slug, symbol: payment.symbol };
      const note = `refunded ${plainDecimal(amount)} ${payment.slug} through ${payment.provider}${reason ? `: ${reason}` : ''}`;
      const allowed = isAllowed(status, 'canceled');
      // A refund cancels the order from any paid status; from delivering or delivered it is a recorded override.
      await changeStatus(ctx.events, tx, orderId, 'canceled', { force: !allowed, reason: note, refund: true });
      if (allowed) await appendOrderNote(tx, orderId, note);
      await queueRefundNotice(tx, orderId, payment, formatMoney(amount, currency, languageOr(payment.language)));
      const refund = await refundOf(tx, orderId);
      return { orderId, status: 'canceled' as const, refund: refund! };
    },
    // The provider's call (and one retry of it, Stripe's SDK) happens with the order locked.
    { timeoutMs: TIMEOUTS.providerCallMs * 2 + 5_000 },
  );
}

/** The donor's notice: to the checkout's address and the owners' addresses, in the checkout's language. */
async function queueRefundNotice(tx: DbClient, orderId: string, payment: Payment, amount: string) {
  const language = languageOr(payment.language);
  for (const [recipient, subjectId] of await orderRecipients(tx, orderId, payment.email))
    await queueNotification(tx, {
      template: TEMPLATE.orderRefunded,
      language,
      recipient,
      subjectId,
      payload: { orderId, orderNumber: orderNumber(orderId), amount },
    });
}
