/**
 * Raised totals come from money, never from prices (issue 32 §2), as a property: over random sequences of payments
 * in two currencies (some declined), price changes and refunds (a paid order canceled), what a project raised is
 * exactly what was paid for it at the prices of the moment, per currency, minus what was given back, and its donors
 * are the distinct payers of what still counts. A refund is given either through the provider (refund.ts, issue 34
 * §4) or by an operator canceling the paid order; a second refund of the same order is refused and changes nothing. The real database and services; the provider is a stand-in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { checkout, type CheckoutDeps } from '../../billing/checkout.ts';
import type { PaymentProvider, ProviderName } from '../../billing/providers/provider.ts';
import { handleWebhook, type WebhookDeps } from '../../billing/webhooks.ts';
import { changeStatus } from '../lifecycle.ts';
import { refundOrder, type RefundDeps } from '../refund.ts';
import { addToCart } from '../orders.ts';
import { raisedByProduct } from '../raised.ts';
import { createShop, createSubject, type Shop } from './fixtures.ts';

const t = await setupTestApp();

const standIn: PaymentProvider = {
  name: 'dummy',
  isConfigured: () => true,
  async createPayment(request) {
    return { externalId: `ext_${request.intentId}`, paymentUrl: `https://pay.example/${request.intentId}` };
  },
  parseWebhook({ rawBody }) {
    const body = JSON.parse(rawBody.toString()) as { id: string; intentId: string; outcome: 'succeeded' | 'failed' };
    return { eventId: body.id, intentId: body.intentId, outcome: body.outcome };
  },
  async refund(request) {
    return { externalId: `refund_${request.intentId}` };
  },
};
const providers = { dummy: standIn } as Record<ProviderName, PaymentProvider>;
const deps = (): CheckoutDeps => ({
  db: t.db,
  events: t.app.deps.events,
  providers,
  publicUrl: 'http://127.0.0.1:3000',
});
const webhook = (intentId: string, outcome: 'succeeded' | 'failed') =>
  handleWebhook({ ...t.app.deps, payments: providers, log: t.app.log as WebhookDeps['log'] }, 'dummy', {
    rawBody: Buffer.from(JSON.stringify({ id: `evt_${Math.random()}`, intentId, outcome })),
    headers: {},
    url: '',
  });

type Product = 'bell' | 'chapel';
type Currency = 'rub' | 'usd';
type Command =
  | { kind: 'pay'; product: Product; currency: Currency; quantity: number; donor: string; declined: boolean }
  | { kind: 'price'; product: Product; currency: Currency; cents: number }
  | { kind: 'refund'; which: number; through: 'provider' | 'cancel' };

const product = fc.constantFrom<Product>('bell', 'chapel');
const currency = fc.constantFrom<Currency>('rub', 'usd');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    product,
    currency,
    quantity: fc.integer({ min: 1, max: 3 }),
    // A donor giving twice (in either letter case) counts once.
    donor: fc.constantFrom('ann@example.org', 'ANN@example.org', 'bob@example.org', 'cy@example.org'),
    declined: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('price' as const), product, currency, cents: fc.integer({ min: 1, max: 10_000_000 }) }),
  fc.record({
    kind: fc.constant('refund' as const),
    which: fc.nat(),
    through: fc.constantFrom<'provider' | 'cancel'>('provider', 'cancel'),
  }),
);

/** Sets the product's price in the currency (its one price attribute there), as an operator's edit does. */
async function setPrice(productId: string, currencyId: string, amount: string) {
  await t.db.prisma.$executeRawUnsafe(
    `UPDATE "ecommerce_attributes" SET "number" = $3::numeric WHERE "id" IN (
       SELECT pa."attributeId" FROM "ecommerce_products_to_attributes" pa
       JOIN "ecommerce_attributes_to_billing_module_currencies" ac ON ac."attributeId" = pa."attributeId"
       WHERE pa."productId" = $1::uuid AND ac."billingModuleCurrencyId" = $2::uuid)`,
    productId,
    currencyId,
    amount,
  );
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('raised totals', () => {
  it('are what was paid at the moment, per currency, less refunds, whatever the prices do later', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const shop: Shop = await createShop(t.db);
        const ids = { bell: shop.bell, chapel: shop.chapel, rub: shop.rub, usd: shop.usd };
        // The model: prices now (in cents) and the orders paid.
        const prices: Record<string, number> = {
          'bell/rub': 500_000,
          'bell/usd': 5_550,
          'chapel/rub': 120_050,
          'chapel/usd': 1_325,
        };
        const paid: { orderId: string; product: Product; currency: Currency; cents: number; donor: string }[] = [];
        const refunded = new Set<string>();
        for (const c of commands) {
          if (c.kind === 'price') {
            prices[`${c.product}/${c.currency}`] = c.cents;
            await setPrice(ids[c.product], ids[c.currency], (c.cents / 100).toFixed(2));
          } else if (c.kind === 'pay') {
            const subject = await createSubject(t.db);
            const cart = await addToCart(t.db, subject, { productId: ids[c.product], quantity: c.quantity });
            const { paymentIntent } = (
              await checkout(deps(), {
                subjectId: subject,
                orderIds: [cart.id],
                provider: 'dummy',
                email: c.donor,
                currencyId: ids[c.currency],
              })
            ).billingModule;
            await webhook(paymentIntent.id, c.declined ? 'failed' : 'succeeded');
            if (!c.declined)
              paid.push({
                orderId: cart.id,
                product: c.product,
                currency: c.currency,
                cents: prices[`${c.product}/${c.currency}`]! * c.quantity,
                donor: c.donor.toLowerCase(),
              });
          } else if (paid.length > 0) {
            const order = paid[c.which % paid.length]!;
            if (c.through === 'provider') {
              const refund = refundOrder(
                { db: t.db, events: t.app.deps.events, payments: providers as RefundDeps['payments'] },
                order.orderId,
                { by: null },
              );
              if (refunded.has(order.orderId)) await expect(refund).rejects.toMatchObject({ status: 409 });
              else await refund;
              refunded.add(order.orderId);
            } else if (!refunded.has(order.orderId)) {
              refunded.add(order.orderId);
              await t.db.transaction((tx) => changeStatus(t.app.deps.events, tx, order.orderId, 'canceled'));
            }
          }
        }
        const raised = await raisedByProduct(t.db.prisma, [shop.bell, shop.chapel]);
        for (const p of ['bell', 'chapel'] as const) {
          const counted = paid.filter((o) => o.product === p && !refunded.has(o.orderId));
          const expected = new Map<string, number>();
          for (const o of counted) expected.set(ids[o.currency], (expected.get(ids[o.currency]) ?? 0) + o.cents);
          const actual = raised.get(ids[p]) ?? { donors: 0, collected: [] };
          expect(new Map(actual.collected.map((m) => [m.currencyId, cents(m.amount)]))).toEqual(expected);
          expect(actual.donors).toBe(new Set(counted.map((o) => o.donor)).size);
        }
      }),
      { numRuns: 12 },
    );
  });
});
