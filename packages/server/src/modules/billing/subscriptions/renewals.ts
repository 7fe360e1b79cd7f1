/**
 * Renewals: the subscriptions whose time has come are charged through their provider's recurring mechanism, one
 * transaction each. The row is claimed `FOR UPDATE SKIP LOCKED`, so several instances (or a pass and a trigger)
 * never charge one twice and never wait on each other. Each renewal is an order of the subscriber with its own
 * payment intent and invoice, and a success is applied by the webhook's own code path (`applyOutcome`: the
 * order paid, left in history) and its receipt issued like any paid order's. A failure cancels that order, keeps
 * the subscription past_due and tries again after 1, 3 and 7 days (./schedule.ts), then cancels it; the donor is
 * mailed each time (./mails.ts).
 *
 * A provider that answers a charge later (Payselection's rebill: `pending`) leaves the renewal's intent open and
 * its order paying; its webhook settles it through `settleRenewal`, the same code the worker runs. Meanwhile the
 * subscription is looked at again daily without being charged twice, and a charge left without an answer for
 * `UNANSWERED_DAYS` counts as failed.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { queryRows, type DbClient } from '../../../db/index.ts';
import type { Services } from '../../../trpc/context.ts';
import { TIMEOUTS } from '../../../timeouts.ts';
import { appendOrderNote, changeStatus, issueReceipts, lockOrders, snapshotOrders } from '../../ecommerce/index.ts';
import type { PaymentProvider, ProviderName, RecurringResult, SubscriptionInterval } from '../providers/provider.ts';
import { applyOutcome, type IntentRow } from '../webhooks.ts';
import { mailSubscription } from './mails.ts';
import { addInterval, retryAt } from './schedule.ts';

export type RenewalDeps = Pick<Services, 'db' | 'events' | 'payments' | 'tokens' | 'config' | 'clock'> & {
  log: Logger;
};

interface DueRow {
  id: string;
  subjectId: string;
  productId: string;
  currencyId: string;
  currency: string;
  amount: string;
  interval: SubscriptionInterval;
  provider: ProviderName;
  providerReference: string | null;
  email: string;
  language: string | null;
  nextChargeAt: Date;
  failedAttempts: number;
}

export const RENEWAL_OUTCOMES = ['renewed', 'retrying', 'cancelled', 'pending', 'awaiting'] as const;

export interface RenewalOutcome {
  subscriptionId: string;
  /** `pending`: charged, the provider answers by webhook; `awaiting`: an earlier charge still has no answer. */
  outcome: (typeof RENEWAL_OUTCOMES)[number];
  intentId: string;
  orderId: string;
}

/** Every subscription due at `at` charged once; answers what became of each. Receipts follow each success. */
export async function renewDue(deps: RenewalDeps, at: Date, limit = 100): Promise<RenewalOutcome[]> {
  const done: RenewalOutcome[] = [];
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [due] = await queryRows<DueRow>(
        tx,
        `SELECT s."id"::text AS "id", s."subjectId"::text AS "subjectId", s."productId"::text AS "productId",
                s."currencyId"::text AS "currencyId", c."slug" AS "currency", trim_scale(s."amount")::text AS "amount",
                s."interval", s."provider", s."providerReference", s."email", s."language", s."nextChargeAt",
                s."failedAttempts"
         FROM "billing_subscriptions" s JOIN "billing_currencies" c ON c."id" = s."currencyId"
         WHERE s."status" IN ('active', 'past_due') AND s."nextChargeAt" <= $1
         ORDER BY s."nextChargeAt" LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
        [at],
      );
      return due ? renewOne(deps, tx, due, at) : undefined;
    });
    if (!outcome) break;
    done.push(outcome);
    if (outcome.outcome === 'renewed')
      await issueReceipts(deps, outcome.intentId).catch((error: unknown) =>
        deps.log.error({ err: error, intentId: outcome.intentId }, 'renewal receipt not issued: the outbox retries it'),
      );
  }
  return done;
}

/** The provider's answer; a provider gone or silent is a failed attempt like a decline (retried on schedule). */
async function charge(deps: RenewalDeps, due: DueRow, intentId: string, description: string): Promise<RecurringResult> {
  const provider = deps.payments[due.provider];
  if (!provider.isConfigured() || !provider.recurring || !due.providerReference)
    return { outcome: 'failed', externalId: '', reason: `the payment provider ${due.provider} is not available` };
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      provider.recurring.charge({
        reference: due.providerReference,
        intentId,
        amount: due.amount,
        currency: due.currency,
        email: due.email,
        description,
        webhookUrl: `${deps.config.PUBLIC_API_URL}/api/billing/webhooks/${due.provider}`,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), TIMEOUTS.providerCallMs);
      }),
    ]);
  } catch (error) {
    deps.log.warn({ err: error, subscriptionId: due.id }, 'renewal charge failed at the provider');
    return { outcome: 'failed', externalId: '', reason: `the payment provider ${due.provider} did not answer` };
  } finally {
    clearTimeout(timer);
  }
}

const DAY_MS = 24 * 60 * 60_000;
/** A charge the provider took but never answered is counted as failed after this many days. */
const UNANSWERED_DAYS = 7;

/** The renewal charged earlier whose outcome the provider has not told yet (`pending`), if any. */
async function unanswered(tx: DbClient, subscriptionId: string) {
  const [row] = await queryRows<IntentRow & { chargedAt: Date }>(
    tx,
    `SELECT i."id"::text AS "id", i."status", trim_scale(i."amount")::text AS "amount", i."currencyId"::text AS "currencyId",
            c."slug" AS "currency", i."metadata",
            COALESCE((i."metadata"->>'chargedAt')::timestamptz, i."createdAt") AS "chargedAt",
            COALESCE((SELECT array_agg(l."orderId"::text) FROM "ecommerce_orders_to_billing_module_payment_intents" l
                      WHERE l."billingModulePaymentIntentId" = i."id"), '{}') AS "orderIds"
     FROM "billing_payment_intents" i JOIN "billing_currencies" c ON c."id" = i."currencyId"
     WHERE i."metadata"->>'subscriptionId' = $1 AND i."status" IN ('open', 'requires_action')
     ORDER BY i."createdAt" LIMIT 1 FOR UPDATE OF i`,
    [subscriptionId],
  );
  return row;
}

async function renewOne(deps: RenewalDeps, tx: DbClient, due: DueRow, at: Date): Promise<RenewalOutcome> {
  const waiting = await unanswered(tx, due.id);
  if (waiting) {
    const base = { subscriptionId: due.id, intentId: waiting.id, orderId: waiting.orderIds[0] ?? waiting.id };
    if (at.getTime() - waiting.chargedAt.getTime() < UNANSWERED_DAYS * DAY_MS) {
      // Charging again could take the money twice: look again tomorrow.
      await tx.billingSubscription.update({
        where: { id: due.id },
        data: { nextChargeAt: new Date(at.getTime() + DAY_MS) },
      });
      deps.log.warn({ subscriptionId: due.id, intentId: waiting.id }, 'renewal still awaits its provider answer');
      return { ...base, outcome: 'awaiting' };
    }
    const locked = await lockOrders(tx, waiting.orderIds);
    const settled = await settleRenewal(deps, tx, due, at, waiting, locked, {
      outcome: 'failed',
      reason: `no answer from the payment provider in ${UNANSWERED_DAYS} days`,
    });
    return { ...base, outcome: settled };
  }

  const order = await tx.ecommerceOrder.create({ data: { type: 'cart', status: 'new' } });
  await tx.rbacSubjectsToEcommerceModuleOrders.create({
    data: { subjectId: due.subjectId, ecommerceModuleOrderId: order.id },
  });
  await tx.ecommerceOrdersToProducts.create({
    data: {
      orderId: order.id,
      productId: due.productId,
      quantity: 1,
      price: due.amount,
      billingModuleCurrencyId: due.currencyId,
    },
  });
  const orders = await snapshotOrders(tx, [order.id], due.currencyId);
  const intentId = randomUUID();
  const metadata = {
    orderIds: [order.id],
    subjectId: due.subjectId,
    paysFor: { currencyId: due.currencyId, amount: due.amount, orders },
    subscriptionId: due.id,
    /** The date this renewal was due: a success settled later by webhook keeps the calendar from it. */
    dueAt: due.nextChargeAt.toISOString(),
    /** The pass that charged it (its clock, which a test moves): how long an unanswered charge has waited. */
    chargedAt: at.toISOString(),
    ...(due.language && { language: due.language }),
  };
  await tx.billingPaymentIntent.create({
    data: {
      id: intentId,
      provider: due.provider,
      amount: due.amount,
      currencyId: due.currencyId,
      idempotencyKey: `renewal:${due.id}:${intentId}`,
      email: due.email,
      metadata,
    },
  });
  await tx.billingInvoice.create({ data: { paymentIntentId: intentId, amount: due.amount } });
  await tx.rbacSubjectsToBillingModulePaymentIntents.create({
    data: { subjectId: due.subjectId, billingModulePaymentIntentId: intentId },
  });
  await tx.ecommerceOrdersToBillingModulePaymentIntents.create({
    data: { orderId: order.id, billingModulePaymentIntentId: intentId },
  });
  await changeStatus(deps.events, tx, order.id, 'paying');

  const result = await charge(deps, due, intentId, `Renewal of subscription ${due.id}`);
  if (result.externalId) {
    await tx.billingPaymentIntent.update({ where: { id: intentId }, data: { externalId: result.externalId } });
    await tx.billingInvoice.updateMany({
      where: { paymentIntentId: intentId },
      data: { externalId: result.externalId },
    });
  }
  const locked = await lockOrders(tx, [order.id]);
  const intent: IntentRow = {
    id: intentId,
    status: 'open',
    amount: due.amount,
    currencyId: due.currencyId,
    currency: due.currency,
    metadata,
    orderIds: [order.id],
  };
  const base = { subscriptionId: due.id, intentId, orderId: order.id };
  if (result.outcome === 'pending') {
    // The provider tells the outcome by webhook; until then this renewal is not charged again (see `unanswered`).
    await tx.billingSubscription.update({
      where: { id: due.id },
      data: { nextChargeAt: new Date(at.getTime() + DAY_MS) },
    });
    return { ...base, outcome: 'pending' };
  }
  const settled = { outcome: result.outcome, reason: result.reason };
  return { ...base, outcome: await settleRenewal(deps, tx, due, at, intent, locked, settled) };
}

/** The subscription row a renewal is settled on (locked by the caller). */
export type RenewedSubscription = Pick<
  DueRow,
  'id' | 'interval' | 'provider' | 'providerReference' | 'nextChargeAt' | 'failedAttempts'
>;

/**
 * A renewal's outcome applied, by the worker at once or by the provider's webhook later: a success pays the
 * order (its receipt follows the commit), moves the next charge an interval on and mails the donor; a failure
 * cancels the order, schedules the next try (or cancels the subscription after the last) and mails the donor.
 */
export async function settleRenewal(
  deps: Pick<RenewalDeps, 'events' | 'log' | 'tokens' | 'config' | 'clock'> & {
    payments: Record<ProviderName, PaymentProvider>;
  },
  tx: DbClient,
  due: RenewedSubscription,
  at: Date,
  intent: IntentRow,
  locked: Awaited<ReturnType<typeof lockOrders>>,
  result: { outcome: 'succeeded' | 'failed'; reason?: string },
): Promise<'renewed' | 'retrying' | 'cancelled'> {
  const orderId = intent.orderIds[0];
  if (result.outcome === 'succeeded') {
    await applyOutcome(deps.events, tx, intent, locked, 'succeeded');
    // The next charge keeps the calendar; after a long pause (the worker was off) it counts from now instead.
    const dueAt = dueDate(intent.metadata) ?? due.nextChargeAt;
    let next = addInterval(dueAt, due.interval);
    if (next <= at) next = addInterval(at, due.interval);
    await tx.billingSubscription.update({
      where: { id: due.id },
      data: { status: 'active', failedAttempts: 0, lastError: null, nextChargeAt: next },
    });
    await mailSubscription(deps, tx, due.id, 'renewed');
    return 'renewed';
  }

  // A failed renewal leaves no cart behind: its order is cancelled with the reason, the attempt kept on the intent.
  await tx.billingPaymentIntent.update({ where: { id: intent.id }, data: { status: 'failed' } });
  await tx.billingInvoice.updateMany({ where: { paymentIntentId: intent.id }, data: { status: 'void' } });
  const reason = result.reason ?? 'the payment was declined';
  if (orderId) {
    await appendOrderNote(tx, orderId, `renewal payment failed: ${reason}`);
    await changeStatus(deps.events, tx, orderId, 'canceled');
  }
  const failedAttempts = due.failedAttempts + 1;
  const retry = retryAt(at, failedAttempts);
  await tx.billingSubscription.update({
    where: { id: due.id },
    data: retry
      ? { status: 'past_due', failedAttempts, lastError: reason, nextChargeAt: retry }
      : { status: 'cancelled', failedAttempts, lastError: reason, nextChargeAt: null, cancelledAt: at },
  });
  if (!retry) await stopAtProvider(deps, due);
  await mailSubscription(deps, tx, due.id, retry ? 'failed' : 'cancelled');
  return retry ? 'retrying' : 'cancelled';
}

const dueDate = (metadata: unknown) => {
  const value = (metadata as { dueAt?: unknown } | null)?.dueAt;
  return typeof value === 'string' ? new Date(value) : undefined;
};

/** The provider's side of a subscription stopped (best effort once we gave up: we drive the renewals anyway). */
export async function stopAtProvider(
  deps: Pick<RenewalDeps, 'log'> & { payments: Record<ProviderName, PaymentProvider> },
  due: Pick<DueRow, 'id' | 'provider' | 'providerReference'>,
) {
  const recurring = deps.payments[due.provider].recurring;
  if (!recurring || !due.providerReference) return;
  await recurring
    .cancel(due.providerReference)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, subscriptionId: due.id }, 'the provider did not confirm the cancellation'),
    );
}
