/**
 * Checkout: one payment intent and its invoice for a set of the subject's orders in one currency.
 * Idempotent: the intent's key is the subject, provider, currency and orders, and a transaction-scoped
 * advisory lock on it serialises concurrent checkouts, so a repeated or concurrent checkout of the same
 * cart answers the same open intent, as long as the orders are still what it pays for (their lines and totals are
 * recorded on it: ecommerce/payments.ts); otherwise that intent is voided and a new one made. The provider is asked for its payment page inside that transaction:
 * if it fails, nothing is written and the cart stays as it was.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LANGUAGES, PAYMENT_PROVIDERS, type Language } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import type { AppEvents } from '../../events/app-events.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import {
  changeStatus,
  lockOrders,
  MAX_LINE_QUANTITY,
  ownedOrder,
  paymentSnapshot,
  sameOrder,
  snapshotOrders,
  unpricedProducts,
  type PaymentSnapshot,
} from '../ecommerce/index.ts';
import type { ConsentRecord } from '../host/index.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentProvider, ProviderName, SubscriptionInterval } from './providers/provider.ts';
import { TIMEOUTS } from '../../timeouts.ts';

export const NO_PRICE_MESSAGE = "Product doesn't have price attributes connected to billing module currency.";

const providerSchema = z.enum(PAYMENT_PROVIDERS, { error: 'Invalid provider' });
const idSchema = z.uuid({ error: 'must be a uuid' });
/** The site's language the buyer checks out in: the payment return brings them to its thank-you page. */
const languageSchema = z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional();

export const checkoutSchema = z.object({
  provider: providerSchema,
  email: z.email({ error: 'email must be a valid address' }),
  comment: z.string().max(2000).nullish(),
  billingModule: z.object({ currency: z.object({ id: idSchema }) }, { error: 'billingModule.currency.id is required' }),
  language: languageSchema,
  /** The payer accepts the public offer and the personal data policy (required of visitors: host/consent.ts). */
  consent: z.boolean({ error: 'consent must be true or false' }).optional(),
  ecommerceModule: z
    .object({
      orders: z
        .array(z.object({ id: z.string() }))
        .max(100)
        .optional(),
    })
    .optional(),
});

export const productCheckoutSchema = z.object({
  provider: providerSchema.default('dummy'),
  email: z.email({ error: 'email must be a valid address' }),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  comment: z.string().max(2000).nullish(),
  storeId: idSchema.nullish(),
  billingModule: z.object({ currency: z.object({ id: idSchema }).optional() }).optional(),
  language: languageSchema,
  /** The payer accepts the public offer and the personal data policy (required of visitors: host/consent.ts). */
  consent: z.boolean({ error: 'consent must be true or false' }).optional(),
});

export interface CheckoutDeps {
  db: Db;
  events: AppEvents;
  providers: Record<ProviderName, PaymentProvider>;
  /** Absolute base of this API, for provider return and webhook addresses. */
  publicUrl: string;
}

export interface CheckoutRequest {
  subjectId: string;
  orderIds: string[];
  provider: ProviderName;
  email: string;
  currencyId: string;
  comment?: string | null;
  language?: Language;
  /** A recurring gift's first payment (subscriptions/start.ts makes the subscription once it is paid). */
  recurring?: RecurringIntent;
  /** What the payer accepted (host/consent.ts), stored on each order paid. */
  consent?: ConsentRecord;
}

/** What a recurring first payment records on its intent, for the subscription its success starts. */
export interface RecurringIntent {
  interval: SubscriptionInterval;
  productId: string;
}

/** The providers a buyer may choose (configured, enabled). */
export const availableProviders = (providers: CheckoutDeps['providers']): ProviderName[] =>
  Object.values(providers)
    .filter((provider) => provider.isConfigured())
    .map((provider) => provider.name);

/** A provider that is not configured is the caller's choice to fix (pick another), so a 400 naming the others. */
export function configuredProvider(providers: CheckoutDeps['providers'], name: ProviderName): PaymentProvider {
  const provider = providers[name];
  if (!provider.isConfigured()) {
    const available = availableProviders(providers).join(', ') || 'none';
    throw badRequest('provider not available', [`provider: ${name} is not available; available: ${available}`]);
  }
  return provider;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function describeCheckout(client: DbClient, intentId: string, orderIds: string[]) {
  const [intent, invoices] = await Promise.all([
    client.billingPaymentIntent.findUniqueOrThrow({ where: { id: intentId } }),
    client.billingInvoice.findMany({ where: { paymentIntentId: intentId }, orderBy: { createdAt: 'asc' } }),
  ]);
  return {
    billingModule: {
      paymentIntent: { ...intent, amount: plainDecimal(intent.amount) },
      invoices: invoices.map((i) => ({ ...i, amount: plainDecimal(i.amount) })),
    },
    ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
  };
}

/** Only a provider with a recurring mechanism takes a recurring gift: a 400 naming those that do. */
export function recurringProvider(providers: CheckoutDeps['providers'], name: ProviderName) {
  const provider = configuredProvider(providers, name);
  if (provider.recurring) return provider;
  const able = Object.values(providers).filter((p) => p.isConfigured() && p.recurring);
  throw badRequest('provider takes no recurring payments', [
    `provider: ${name} takes no recurring gifts; choose ${able.map((p) => p.name).join(', ') || 'none (none is available)'}`,
  ]);
}

export async function checkout(deps: CheckoutDeps, request: CheckoutRequest) {
  const provider = request.recurring
    ? recurringProvider(deps.providers, request.provider)
    : configuredProvider(deps.providers, request.provider);
  const orderIds = [...new Set(request.orderIds)].sort();
  if (orderIds.length === 0) throw badRequest('Nothing to check out: the cart is empty');
  const key = createHash('sha256')
    .update(
      [request.subjectId, request.provider, request.currencyId, ...orderIds, request.recurring?.interval ?? ''].join(
        '|',
      ),
    )
    .digest('hex');

  return deps.db.transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, `checkout:${key}`);
    for (const orderId of orderIds) await ownedOrder(tx, request.subjectId, orderId);
    // The orders first, then their intents: the lock order of every payment change (ecommerce/payments.ts).
    for (const order of await lockOrders(tx, orderIds)) {
      if (order.status !== 'new' && order.status !== 'paying')
        throw conflict(`Order ${order.id} is ${order.status} and cannot be paid`);
    }
    if (request.consent)
      await tx.ecommerceOrder.updateMany({
        where: { id: { in: orderIds } },
        data: { consent: request.consent as unknown as Prisma.InputJsonValue },
      });
    const currency = await tx.billingCurrency.findUnique({ where: { id: request.currencyId } });
    if (!currency) throw badRequest('billingModule.currency.id does not name a currency');
    if ((await unpricedProducts(tx, orderIds, currency.id)).length) throw badRequest(NO_PRICE_MESSAGE);
    const orders = await snapshotOrders(tx, orderIds, currency.id);
    if (orders.some((order) => order.total === null || order.lines.length === 0))
      throw badRequest('Nothing to check out: an order has no lines');
    const [amount] = await queryRows<{ amount: string }>(
      tx,
      `SELECT trim_scale(${orders.map((_, i) => `$${i + 1}::numeric`).join(' + ')})::text AS "amount"`,
      orders.map((order) => order.total),
    );
    const paysFor: PaymentSnapshot = { currencyId: currency.id, amount: amount!.amount, orders };

    const existing = await tx.billingPaymentIntent.findUnique({ where: { idempotencyKey: key } });
    const same = paymentSnapshot(existing?.metadata);
    if (
      existing?.status === 'open' &&
      same?.amount === paysFor.amount &&
      orders.every((order) =>
        sameOrder(
          order,
          same.orders.find((o) => o.id === order.id),
        ),
      )
    ) {
      const metadata = (existing.metadata ?? {}) as Record<string, unknown>;
      // The same payment, checked out again from the site in another language: it comes back in this one.
      if (request.language && metadata.language !== request.language)
        await tx.billingPaymentIntent.update({
          where: { id: existing.id },
          data: { metadata: { ...metadata, language: request.language } },
        });
      return describeCheckout(tx, existing.id, orderIds);
    }
    // An open intent for other lines or prices than the orders have now is not this payment: it is voided.
    if (existing?.status === 'open') {
      await tx.billingPaymentIntent.update({ where: { id: existing.id }, data: { status: 'canceled' } });
      await tx.billingInvoice.updateMany({
        where: { paymentIntentId: existing.id, status: 'open' },
        data: { status: 'void' },
      });
    }

    const intentId = randomUUID();
    let session;
    try {
      session = await withTimeout(
        provider.createPayment({
          intentId,
          amount: amount!.amount,
          currency: currency.slug,
          email: request.email,
          description: `Order ${orderIds.join(', ')}`,
          apiUrl: deps.publicUrl,
          returnUrl: `${deps.publicUrl}/api/billing/payment-intents/${intentId}/return`,
          webhookUrl: `${deps.publicUrl}/api/billing/webhooks/${request.provider}`,
          ...(request.recurring && { recurring: { interval: request.recurring.interval } }),
        }),
        TIMEOUTS.providerCallMs,
      );
    } catch (error) {
      throw new AppError(502, `Payment provider ${request.provider} failed: ${(error as Error).message}`);
    }

    if (existing)
      await tx.billingPaymentIntent.update({
        where: { id: existing.id },
        data: { idempotencyKey: `${key}:${existing.id}` },
      });
    await tx.billingPaymentIntent.create({
      data: {
        id: intentId,
        provider: request.provider,
        amount: amount!.amount,
        currencyId: currency.id,
        externalId: session.externalId,
        idempotencyKey: key,
        email: request.email,
        metadata: {
          orderIds,
          subjectId: request.subjectId,
          paysFor,
          ...(request.language && { language: request.language }),
          ...(request.recurring && { recurring: { ...request.recurring } }),
        },
      },
    });
    await tx.billingInvoice.create({
      data: {
        paymentIntentId: intentId,
        amount: amount!.amount,
        paymentUrl: session.paymentUrl,
        externalId: session.externalId,
      },
    });
    await tx.rbacSubjectsToBillingModulePaymentIntents.create({
      data: { subjectId: request.subjectId, billingModulePaymentIntentId: intentId },
    });
    await tx.ecommerceOrdersToBillingModulePaymentIntents.createMany({
      data: orderIds.map((orderId) => ({ orderId, billingModulePaymentIntentId: intentId })),
    });
    for (const orderId of orderIds) {
      if (request.comment)
        await tx.ecommerceOrder.update({ where: { id: orderId }, data: { comment: request.comment } });
      await changeStatus(deps.events, tx, orderId, 'paying');
    }
    return describeCheckout(tx, intentId, orderIds);
  });
}
