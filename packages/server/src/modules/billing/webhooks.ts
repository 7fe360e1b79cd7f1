/**
 * Provider webhooks: verified by the provider adapter (bad signature → 400, nothing changes), then applied
 * once. The intent's orders and the intent are locked and a settled intent never moves again, so a repeated or
 * concurrent delivery of the same event changes nothing. What a success pays is the domain's rule
 * (ecommerce/payments.ts): an order is paid only if it is still what was checked out.
 *
 * `receiveWebhook` then issues the receipts of what was paid, after the commit: the payment stands whatever
 * becomes of them, and a receipt that fails is issued again by the receipt outbox (ecommerce/receipt.ts).
 */
import { PAYMENT_PROVIDERS } from '@symbol/contracts';
import type { Logger } from 'pino';
import type { AppEvents } from '../../events/app-events.ts';
import type { Context, Services } from '../../trpc/context.ts';
import { notFound } from '../../errors.ts';
import { queryRows, type DbClient } from '../../db/index.ts';
import {
  appendOrderNote,
  changeStatus,
  issueReceipts,
  lockOrders,
  paymentSnapshot,
  sameOrder,
  snapshotOrders,
  voidOpenPayments,
} from '../ecommerce/index.ts';
import { configuredProvider } from './checkout.ts';
import { mailSubscription } from './subscriptions/mails.ts';
import { settleRenewal, type RenewedSubscription } from './subscriptions/renewals.ts';
import type { WebhookAnswer } from './providers/provider.ts';
import { startSubscription } from './subscriptions/start.ts';
import type { PaymentProvider, ProviderName, WebhookEvent, WebhookInput } from './providers/provider.ts';

export interface WebhookResult {
  event: WebhookEvent;
  /** False when the event was a repeat or changed nothing. */
  applied: boolean;
  /** The intent this event paid (receipts follow), when it applied a payment. */
  paidIntentId?: string;
  /** The recurring gift this event's first payment started (its mail follows). */
  startedSubscriptionId?: string;
  answer: WebhookAnswer;
}

export function providerByName(providers: Record<ProviderName, PaymentProvider>, name: string): PaymentProvider {
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(name)) throw notFound(`Unknown provider ${name}`);
  return configuredProvider(providers, name as ProviderName);
}

export interface WebhookOptions {
  /**
   * Runs in the event's transaction once the intent is locked, before anything is applied; throwing refuses the
   * event and changes nothing. The dummy pay link spends itself here, so the link is spent if and only if its
   * payment is applied (an instance dying in between leaves neither).
   */
  claim?: (tx: DbClient, intent: { id: string; status: string; metadata: unknown }) => Promise<void>;
}

/** What applying an event needs: a renewal settled by webhook mails its donor in the event's transaction. */
export type WebhookDeps = Pick<Services, 'db' | 'events' | 'tokens' | 'config' | 'clock'> & {
  payments: Record<ProviderName, PaymentProvider>;
  log: Logger;
};

export async function handleWebhook(
  deps: WebhookDeps,
  name: string,
  input: WebhookInput,
  options: WebhookOptions = {},
): Promise<WebhookResult> {
  const { db, events } = deps;
  const provider = providerByName(deps.payments, name);
  const event = provider.parseWebhook(input);
  const answer = provider.webhookAnswer ?? { received: true };
  const { outcome } = event;
  if (outcome === 'ignored') return { event, applied: false, answer };

  let paidIntentId: string | undefined;
  let startedSubscriptionId: string | undefined;
  const applied = await db.transaction(async (tx) => {
    const find = (lock: boolean) =>
      queryRows<IntentRow>(
        tx,
        `SELECT i."id", i."status", trim_scale(i."amount")::text AS "amount", i."currencyId", i."metadata", c."slug" AS "currency",
                COALESCE((SELECT array_agg(l."orderId" ORDER BY l."orderId")
                          FROM "ecommerce_orders_to_billing_module_payment_intents" l
                          WHERE l."billingModulePaymentIntentId" = i."id"), '{}') AS "orderIds"
         FROM "billing_payment_intents" i JOIN "billing_currencies" c ON c."id" = i."currencyId"
         WHERE i."provider" = $1 AND ((i."id"::text = $2) OR (i."externalId" = $3)) LIMIT 1 ${lock ? 'FOR UPDATE OF i' : ''}`,
        [provider.name, event.intentId ?? '', event.externalId ?? ''],
      );
    const [found] = await find(false);
    if (!found) throw notFound('Payment intent not found');
    // The orders first, then the intent: the lock order of every payment change (ecommerce/payments.ts).
    const orders = await lockOrders(tx, found.orderIds);
    const [intent] = await find(true);
    if (!intent) throw notFound('Payment intent not found');
    await options.claim?.(tx, intent);

    const paid = event.outcome === 'succeeded';
    // Money received is never ignored: a success settles any intent not settled yet, a failed one (Stripe lets
    // the buyer retry inside one session) or a voided one (paid before the void reached the buyer) included.
    // A failure or cancel moves only an open intent. Anything else is a repeat and changes nothing.
    if (intent.status === 'succeeded') return false;
    if (!paid && !OPEN.includes(intent.status)) return false;

    if (paid) paidIntentId = intent.id;
    // A renewal the provider answers later (Payselection's rebill) is settled as the renewal worker settles one.
    const renewed = OPEN.includes(intent.status) ? await lockedRenewal(tx, intent.metadata) : undefined;
    if (renewed) {
      const result = paid ? { outcome: 'succeeded' as const } : { outcome: 'failed' as const, reason: event.reason };
      await settleRenewal(deps, tx, renewed, deps.clock.now(), intent, orders, result);
      return true;
    }
    await applyOutcome(events, tx, intent, orders, outcome);
    // A recurring gift's first payment starts its subscription, in the payment's own transaction.
    if (paid) startedSubscriptionId = await startSubscription(tx, intent, event.recurringReference);
    return true;
  });
  return {
    event,
    applied,
    answer,
    ...(applied && paidIntentId ? { paidIntentId } : {}),
    ...(applied && startedSubscriptionId ? { startedSubscriptionId } : {}),
  };
}

/** The subscription an intent renews, locked (its renewal worker locks it first too), or undefined. */
async function lockedRenewal(tx: DbClient, metadata: unknown): Promise<RenewedSubscription | undefined> {
  const subscriptionId = (metadata as { subscriptionId?: unknown } | null)?.subscriptionId;
  if (typeof subscriptionId !== 'string') return undefined;
  const [row] = await queryRows<RenewedSubscription>(
    tx,
    `SELECT "id"::text AS "id", "interval", "provider", "providerReference", "nextChargeAt", "failedAttempts"
     FROM "billing_subscriptions" WHERE "id"::text = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return row;
}

/**
 * An outcome applied to a locked intent and its locked orders: the one code path of a webhook and of a renewal
 * charged by the worker (subscriptions/renewals.ts). A success settles the orders; a failure returns them to the
 * cart.
 */
export async function applyOutcome(
  events: AppEvents,
  tx: DbClient,
  intent: IntentRow,
  orders: Awaited<ReturnType<typeof lockOrders>>,
  outcome: 'succeeded' | 'failed' | 'canceled',
) {
  const paid = outcome === 'succeeded';
  await tx.billingPaymentIntent.update({ where: { id: intent.id }, data: { status: outcome } });
  await tx.billingInvoice.updateMany({
    where: { paymentIntentId: intent.id },
    data: { status: paid ? 'paid' : 'void' },
  });
  if (paid) await settleOrders(events, tx, intent, orders);
  else {
    // A failed payment returns the orders waiting on it to the cart.
    for (const order of orders) if (order.status === 'paying') await changeStatus(events, tx, order.id, 'new');
  }
}

const OPEN = ['open', 'requires_action'];
/** Orders waiting on a payment: the cart, and the cart being paid. */
const AWAITING_PAYMENT = ['new', 'paying'];

export interface IntentRow {
  id: string;
  status: string;
  amount: string;
  currencyId: string;
  currency: string;
  metadata: unknown;
  orderIds: string[];
}

/**
 * Money arrived for an intent: each of its orders still waiting on payment is paid if it is what the intent pays
 * for (its lines and total in that currency, as recorded at checkout), else it goes to reviewing with a note. An
 * order no longer waiting (paid by another intent, canceled) keeps its status and gets the note. The other
 * intents still open on a settled order are voided: it is not waiting on them any more.
 */
async function settleOrders(
  events: AppEvents,
  tx: DbClient,
  intent: IntentRow,
  orders: Awaited<ReturnType<typeof lockOrders>>,
) {
  const money = `payment ${intent.id}: ${intent.amount} ${intent.currency} received`;
  const recorded = paymentSnapshot(intent.metadata);
  const current = await snapshotOrders(
    tx,
    orders.map((o) => o.id),
    intent.currencyId,
  );
  // An intent made before checkout recorded its orders: the orders' totals must add up to its amount.
  const legacyMatch =
    !recorded &&
    current.every((o) => o.total !== null) &&
    (await sumEquals(
      tx,
      current.map((o) => o.total!),
      intent.amount,
    ));
  const reviews: string[] = [];
  for (const order of orders) {
    const now = current.find((o) => o.id === order.id);
    if (!AWAITING_PAYMENT.includes(order.status)) {
      const note = `${money} while the order was ${order.status}: review it (refund one payment)`;
      reviews.push(`${order.id}: ${note}`);
      await appendOrderNote(tx, order.id, note);
      continue;
    }
    const matches = recorded
      ? sameOrder(
          recorded.orders.find((o) => o.id === order.id),
          now,
        )
      : legacyMatch;
    await changeStatus(events, tx, order.id, 'paying');
    if (matches) await changeStatus(events, tx, order.id, 'approving');
    else {
      const note = `${money} does not match the order as it was checked out (its lines or total changed since): review it`;
      reviews.push(`${order.id}: ${note}`);
      await appendOrderNote(tx, order.id, note);
      await changeStatus(events, tx, order.id, 'reviewing');
    }
    await voidOpenPayments(tx, [order.id], intent.id);
  }
  if (orders.length === 0) reviews.push(`${money} for orders that no longer exist: review it`);
  if (reviews.length)
    await tx.$executeRawUnsafe(
      `UPDATE "billing_payment_intents" SET "metadata" = COALESCE("metadata", '{}'::jsonb) || jsonb_build_object('review', $2::jsonb)
       WHERE "id" = $1::uuid`,
      intent.id,
      JSON.stringify(reviews),
    );
}

async function sumEquals(tx: DbClient, amounts: string[], expected: string) {
  const [row] = await queryRows<{ equal: boolean }>(
    tx,
    `SELECT COALESCE((SELECT SUM(x) FROM unnest($1::numeric[]) x), 0) = $2::numeric AS "equal"`,
    [amounts, expected],
  );
  return row?.equal ?? false;
}

/** A verified event applied, then the receipts of what it paid (a receipt that fails is logged and retried). */
export async function receiveWebhook(
  ctx: Context,
  name: string,
  input: WebhookInput,
  options: WebhookOptions = {},
): Promise<WebhookResult> {
  const result = await handleWebhook(ctx, name, input, options);
  if (result.paidIntentId) {
    await issueReceipts(ctx, result.paidIntentId).catch((error: unknown) =>
      ctx.log.error({ err: error, intentId: result.paidIntentId }, 'receipt not issued: the receipt outbox retries it'),
    );
  }
  if (result.startedSubscriptionId) {
    const id = result.startedSubscriptionId;
    await mailSubscription(ctx, ctx.db.prisma, id, 'started').catch((error: unknown) =>
      ctx.log.error({ err: error, subscriptionId: id }, 'the recurring gift’s welcome mail was not queued'),
    );
  }
  return result;
}
