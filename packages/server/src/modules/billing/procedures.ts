/** Checkout procedures (cart, one order, one product) and the provider webhook, over the same services. */
import type { EntityOf, EntityRow, SUBSCRIPTION_STATUSES, SubscriptionInterval } from '@symbol/contracts';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { procedure, router, run } from '../../trpc/init.ts';
import { input, keyedInput, subjectKey } from '../../trpc/input.ts';
import type { Context } from '../../trpc/context.ts';
import { queryRows } from '../../db/index.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import {
  describeOrders,
  findCart,
  parseInput,
  requiredId,
  subjectPathKey,
  type CurrencyCard,
} from '../ecommerce/index.ts';
import {
  availableProviders,
  checkout,
  checkoutSchema,
  productCheckoutSchema,
  type CheckoutDeps,
  type CheckoutRequest,
} from './checkout.ts';
import { checkDonation, donationSchema } from './donation.ts';
import { coveredFee, withCoveredFee } from '@symbol/contracts/donation';
import { cancelLink } from './subscriptions/links.ts';
import { subscriptionProcedures } from './subscriptions/procedures.ts';
import { receiveWebhook } from './webhooks.ts';
import { requireConsent } from '../host/index.ts';

const SUBJECT = '/api/rbac/subjects/{id}/ecommerce-module';

/** What the thank-you page shows of a payment. */
type PaymentSummary = Pick<
  EntityRow<EntityOf<'billing/payment-intents'>>,
  'id' | 'status' | 'amount' | 'provider' | 'createdAt' | 'email'
> & { currency: CurrencyCard };

/** A recurring gift's first payment: the interval checkout recorded, and its subscription once the payment made it. */
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
interface RecurringRow {
  interval: SubscriptionInterval | null;
  subscription: {
    id: string;
    status: SubscriptionStatus;
    amount: string;
    interval: SubscriptionInterval;
    nextChargeAt: string | null;
  } | null;
}

/**
 * What the thank-you page says of a recurring gift: that it recurs and how often (known from checkout on, while
 * the payment is still being confirmed), then its amount per period, next payment and a signed cancel link (the
 * mails' link: it works for a guest donor too, who has no account page).
 */
function recurringSummary(
  ctx: Context,
  interval: RecurringRow['interval'],
  subscription: RecurringRow['subscription'],
) {
  if (!subscription) return interval ? { interval, subscription: null } : null;
  const cancelUrl = cancelLink(ctx, subscription.id, ctx.clock.now());
  return { interval: subscription.interval, subscription: { ...subscription, cancelUrl } };
}

export function checkoutDeps(ctx: Context): CheckoutDeps {
  return {
    db: ctx.db,
    events: ctx.events,
    providers: ctx.payments,
    publicUrl: ctx.config.PUBLIC_API_URL,
  };
}

type FreshLine = { productId: string; quantity: number; price?: string; billingModuleCurrencyId?: string };
/** What a gift keeps on its order (issue 32 §3). */
type FreshOrder = { dedication?: string | null; anonymous?: boolean; coveredFee?: string | null };
type FreshPayment = Pick<
  CheckoutRequest,
  'provider' | 'email' | 'currencyId' | 'comment' | 'language' | 'recurring' | 'consent'
>;

/**
 * A one-step checkout must not sweep the cart: it pays a fresh order of its own, made with its line in one
 * transaction and deleted again when the checkout fails (nothing is left behind).
 */
async function payFreshOrder(
  ctx: Context,
  subjectId: string,
  line: FreshLine,
  payment: FreshPayment,
  extra: FreshOrder = {},
) {
  const order = await ctx.db.transaction(async (tx) => {
    // Not a cart (type history from the start): a declined payment leaves it out of the donor's cart (issue 32 §4).
    const created = await tx.ecommerceOrder.create({
      data: {
        type: 'history',
        status: 'new',
        comment: payment.comment ?? null,
        dedication: extra.dedication || null,
        anonymous: extra.anonymous ?? false,
        coveredFee: extra.coveredFee ?? null,
      },
    });
    await tx.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: created.id } });
    await tx.ecommerceOrdersToProducts.create({ data: { orderId: created.id, ...line } });
    return created;
  });
  try {
    return await checkout(checkoutDeps(ctx), {
      subjectId,
      orderIds: [order.id],
      provider: payment.provider,
      email: payment.email,
      currencyId: payment.currencyId,
      comment: payment.comment,
      language: payment.language,
      recurring: payment.recurring,
      consent: payment.consent,
    });
  } catch (error) {
    await ctx.db.prisma.ecommerceOrder.delete({ where: { id: order.id } }).catch(() => undefined);
    throw error;
  }
}

/**
 * A checkout's input `{ subjectId, <id>, data }`: typed and documented by the schemas, parsed as the REST
 * paths answer, the path's id first ('orderId is required', 'orderId must be a uuid'), then the data by the
 * checkout's schema ('Invalid provider', 'email must be a valid address').
 */
const checkoutInput = <K extends z.ZodRawShape, D extends z.ZodType>(
  key: z.ZodObject<K>,
  data: D,
  id?: 'orderId' | 'productId',
) =>
  keyedInput(key, data, {
    key: (raw): z.output<z.ZodObject<K>> => subjectPathKey(id)(raw) as never,
    data: (raw) => parseInput(data, raw) as z.output<D>,
  });

const intentKey = input(subjectKey.extend({ intentId: requiredId('intentId') }), subjectPathKey('intentId'));

/** A failed payment tried again: the same provider, or `provider` (another method). */
const retrySchema = z.object({ provider: checkoutSchema.shape.provider.optional() });
const retryInput = keyedInput(subjectKey.extend({ intentId: requiredId('intentId') }), retrySchema, {
  key: subjectPathKey('intentId') as never,
  data: (raw) => parseInput(retrySchema, raw ?? {}),
});

/**
 * A failed or canceled payment paid again (issue 32 §4): its orders as they are (a gift's amount, fee, dedication
 * stay on its order), in its currency, to its email and language, a recurring first payment again recurring; through
 * its provider or the one chosen. A 409 when it did not fail, or its orders are no longer waiting for payment.
 */
async function retryPayment(ctx: Context, subjectId: string, intentId: string, provider?: string) {
  const [failed] = await queryRows<{
    status: string;
    provider: string;
    currencyId: string;
    email: string | null;
    metadata: { language?: string; recurring?: CheckoutRequest['recurring'] } | null;
    orderIds: string[];
  }>(
    ctx.db.prisma,
    `SELECT i."status", i."provider", i."currencyId", i."email", i."metadata",
            COALESCE((SELECT array_agg(l."orderId"::text) FROM "ecommerce_orders_to_billing_module_payment_intents" l
                      WHERE l."billingModulePaymentIntentId" = i."id"), '{}') AS "orderIds"
     FROM "billing_payment_intents" i
     JOIN "rbac_subjects_to_billing_module_payment_intents" s
       ON s."billingModulePaymentIntentId" = i."id" AND s."subjectId" = $2::uuid
     WHERE i."id" = $1::uuid`,
    [intentId, subjectId],
  );
  if (!failed) throw notFound('Payment not found');
  if (failed.status !== 'failed' && failed.status !== 'canceled')
    throw conflict(`This payment is ${failed.status}: only a failed or canceled payment is tried again`);
  if (!failed.email) throw badRequest('This payment has no email to send the receipt to: check out again');
  return checkout(checkoutDeps(ctx), {
    subjectId,
    orderIds: failed.orderIds,
    provider: (provider ?? failed.provider) as CheckoutRequest['provider'],
    email: failed.email,
    currencyId: failed.currencyId,
    language: failed.metadata?.language as CheckoutRequest['language'],
    recurring: failed.metadata?.recurring,
  });
}

export const billingProcedures = {
  subscriptions: subscriptionProcedures,
  checkout: router({
    /** The subject's open cart, or the orders named in `ecommerceModule.orders`. */
    cart: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: `${SUBJECT}/orders/checkout` } })
      .input(checkoutInput(subjectKey, checkoutSchema))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { data } = input;
          const consent = await requireConsent(ctx, data.consent, data.language);
          let orderIds = data.ecommerceModule?.orders?.map((o) => o.id) ?? [];
          if (orderIds.length === 0) {
            const cart = await findCart(ctx.db.prisma, input.subjectId, { orPaying: true });
            orderIds = cart ? [cart.id] : [];
          }
          return checkout(checkoutDeps(ctx), {
            subjectId: input.subjectId,
            orderIds,
            provider: data.provider,
            email: data.email,
            currencyId: data.billingModule.currency.id,
            comment: data.comment,
            language: data.language,
            consent,
          });
        }),
      ),
    order: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: `${SUBJECT}/orders/{orderId}/checkout` } })
      .input(checkoutInput(subjectKey.extend({ orderId: z.uuid() }), checkoutSchema, 'orderId'))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { orderId, data } = input;
          const consent = await requireConsent(ctx, data.consent, data.language);
          return checkout(checkoutDeps(ctx), {
            subjectId: input.subjectId,
            orderIds: [orderId],
            provider: data.provider,
            email: data.email,
            currencyId: data.billingModule.currency.id,
            comment: data.comment,
            language: data.language,
            consent,
          });
        }),
      ),
    /** One step: a new order for one product, then its checkout (the default currency when none is named). */
    product: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: `${SUBJECT}/products/{productId}/checkout` } })
      .input(checkoutInput(subjectKey.extend({ productId: z.uuid() }), productCheckoutSchema, 'productId'))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { productId, data } = input;
          const consent = await requireConsent(ctx, data.consent, data.language);
          if (!(await ctx.db.prisma.ecommerceProduct.findUnique({ where: { id: productId }, select: { id: true } })))
            throw notFound('Product not found');
          let currencyId = data.billingModule?.currency?.id;
          if (!currencyId) {
            const fallback = await ctx.db.prisma.billingCurrency.findFirst({
              where: { isDefault: true },
              orderBy: { createdAt: 'asc' },
            });
            if (!fallback) throw badRequest('billingModule.currency.id is required: no default currency is set');
            currencyId = fallback.id;
          }
          return payFreshOrder(
            ctx,
            input.subjectId,
            { productId, quantity: data.quantity },
            { ...data, currencyId, consent },
          );
        }),
      ),
    /** A free amount (a donation) to one product: a fresh order whose one line the donor priced (./donation.ts). */
    donation: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: `${SUBJECT}/products/{productId}/donate` } })
      .input(checkoutInput(subjectKey.extend({ productId: z.uuid() }), donationSchema, 'productId'))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { productId, data } = input;
          const currencyId = data.billingModule.currency.id;
          const product = await checkDonation(ctx.db.prisma, productId, currencyId, data.amount);
          const consent = await requireConsent(ctx, data.consent, data.language);
          // The donor covering the fee gives the amount plus its fee: the line's price is what is charged.
          const fee = data.coverFee ? coveredFee(data.amount) : undefined;
          const price = data.coverFee ? withCoveredFee(data.amount) : data.amount;
          const line = { productId, quantity: 1, price, billingModuleCurrencyId: currencyId };
          // Monthly (the donor's choice, or a `subscription` product's own interval): the first payment through
          // the provider's recurring mechanism, its success the subscription.
          const interval = product.interval ?? data.interval;
          const recurring = interval ? { interval, productId } : undefined;
          return payFreshOrder(
            ctx,
            input.subjectId,
            line,
            { ...data, currencyId, recurring, consent },
            { dedication: data.dedication, anonymous: data.anonymous, coveredFee: fee },
          );
        }),
      ),
  }),
  /**
   * One of the subject's payments with its orders (the site's thank-you page after the payment page): two
   * queries for the intent and its order ids, three for the orders.
   */
  paymentIntent: procedure
    .meta({
      access: 'subject',
      action: { method: 'GET', path: '/api/rbac/subjects/{id}/billing-module/payment-intents/{intentId}' },
    })
    .input(intentKey)
    .query(({ ctx, input }) =>
      run(async () => {
        const { intentId } = input;
        const [intent] = await queryRows<PaymentSummary & RecurringRow>(
          ctx.db.prisma,
          `SELECT i."id", i."status", i."amount", i."provider", i."createdAt", i."email",
                  jsonb_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug") AS "currency",
                  i."metadata"->'recurring'->>'interval' AS "interval",
                  (SELECT jsonb_build_object('id', sb."id", 'status', sb."status", 'nextChargeAt', sb."nextChargeAt",
                                             'amount', trim_scale(sb."amount")::text, 'interval', sb."interval")
                   FROM "billing_subscriptions" sb WHERE sb."firstPaymentIntentId" = i."id") AS "subscription"
           FROM "billing_payment_intents" i
           JOIN "rbac_subjects_to_billing_module_payment_intents" s
             ON s."billingModulePaymentIntentId" = i."id" AND s."subjectId" = $2::uuid
           JOIN "billing_currencies" c ON c."id" = i."currencyId"
           WHERE i."id" = $1::uuid`,
          [intentId, input.subjectId],
        );
        if (!intent) throw notFound('Payment not found');
        const links = await queryRows<{ orderId: string }>(
          ctx.db.prisma,
          `SELECT "orderId" FROM "ecommerce_orders_to_billing_module_payment_intents"
           WHERE "billingModulePaymentIntentId" = $1::uuid LIMIT 100`,
          [intentId],
        );
        const { interval, subscription, ...payment } = intent;
        return {
          ...payment,
          amount: plainDecimal(intent.amount),
          recurring: recurringSummary(ctx, interval, subscription),
          orders: await describeOrders(
            ctx.db.prisma,
            links.map((l) => l.orderId),
            intent.currency.id,
          ),
        };
      }),
    ),
  retryPayment: procedure
    .meta({
      access: 'subject',
      action: { method: 'POST', path: '/api/rbac/subjects/{id}/billing-module/payment-intents/{intentId}/retry' },
    })
    .input(retryInput)
    .mutation(({ ctx, input }) => run(() => retryPayment(ctx, input.subjectId, input.intentId, input.data.provider))),
  /** The providers a buyer may choose at checkout (the site's provider select); `recurring`: takes monthly gifts. */
  providers: procedure
    .meta({ access: 'read', action: { method: 'GET', path: '/api/billing/providers' } })
    .query(({ ctx }) =>
      availableProviders(ctx.payments).map((name) => ({ name, recurring: !!ctx.payments[name].recurring })),
    ),
  /** Provider webhooks: open to the provider, trusted only through its signature. */
  webhook: procedure
    .meta({ access: 'public' })
    .input(
      z.object({
        provider: z.string(),
        rawBody: z.instanceof(Buffer),
        headers: z.record(z.string(), z.string().optional()),
        url: z.string(),
      }),
    )
    .mutation(({ ctx, input }) => run(() => receiveWebhook(ctx, input.provider, input))),
};
