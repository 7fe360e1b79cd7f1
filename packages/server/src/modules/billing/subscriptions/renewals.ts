/**
 * Renewals: the subscriptions whose time has come are charged through their provider's recurring mechanism, one
 * transaction each. The row is claimed `FOR UPDATE SKIP LOCKED`, so several instances (or a pass and a trigger)
 * never charge one twice and never wait on each other. Each renewal is an order of the subscriber with its own
 * payment intent and invoice, and a success is applied by the webhook's own code path (`applyOutcome`: the
 * order paid, left in history) and its receipt issued like any paid order's. A failure cancels that order, keeps
 * the subscription past_due and tries again after 1, 3 and 7 days (./schedule.ts), then cancels it; the donor is
 * mailed each time (./mails.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { queryRows, type DbClient } from '../../../db/index.ts';
import type { Services } from '../../../trpc/context.ts';
import { TIMEOUTS } from '../../../timeouts.ts';
import { appendOrderNote, changeStatus, issueReceipts, lockOrders, snapshotOrders } from '../../ecommerce/index.ts';
import type { ProviderName, RecurringResult, SubscriptionInterval } from '../providers/provider.ts';
import { applyOutcome } from '../webhooks.ts';
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

export interface RenewalOutcome {
  subscriptionId: string;
  outcome: 'renewed' | 'retrying' | 'cancelled';
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

async function renewOne(deps: RenewalDeps, tx: DbClient, due: DueRow, at: Date): Promise<RenewalOutcome> {
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
  const intent = {
    id: intentId,
    status: 'open',
    amount: due.amount,
    currencyId: due.currencyId,
    currency: due.currency,
    metadata,
    orderIds: [order.id],
  };
  const base = { subscriptionId: due.id, intentId, orderId: order.id };

  if (result.outcome === 'succeeded') {
    await applyOutcome(deps.events, tx, intent, locked, 'succeeded');
    // The next charge keeps the calendar; after a long pause (the worker was off) it counts from now instead.
    let next = addInterval(due.nextChargeAt, due.interval);
    if (next <= at) next = addInterval(at, due.interval);
    await tx.billingSubscription.update({
      where: { id: due.id },
      data: { status: 'active', failedAttempts: 0, lastError: null, nextChargeAt: next },
    });
    await mailSubscription(deps, tx, due.id, 'renewed');
    return { ...base, outcome: 'renewed' };
  }

  // A failed renewal leaves no cart behind: its order is cancelled with the reason, the attempt kept on the intent.
  await tx.billingPaymentIntent.update({ where: { id: intentId }, data: { status: 'failed' } });
  await tx.billingInvoice.updateMany({ where: { paymentIntentId: intentId }, data: { status: 'void' } });
  const reason = result.reason ?? 'the payment was declined';
  await appendOrderNote(tx, order.id, `renewal payment failed: ${reason}`);
  await changeStatus(deps.events, tx, order.id, 'canceled');
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
  return { ...base, outcome: retry ? 'retrying' : 'cancelled' };
}

/** The provider's side of a subscription stopped (best effort once we gave up: we drive the renewals anyway). */
export async function stopAtProvider(
  deps: Pick<RenewalDeps, 'payments' | 'log'>,
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
