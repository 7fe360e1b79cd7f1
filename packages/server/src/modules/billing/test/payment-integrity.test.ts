/**
 * Payment integrity, at the level of the domain: an intent pays for what was checked out, never for what the
 * order became afterwards. The provider is the outside edge: a stand-in implementing the real interface, whose
 * webhooks say what a provider may say at any time (a late success after a failure, a repeat, a cancel).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { AppError } from '../../../errors.ts';
import { addToCart, listOrders, updateOrder } from '../../ecommerce/orders.ts';
import { createShop, createSubject, type Shop } from '../../ecommerce/test/fixtures.ts';
import { checkout, type CheckoutDeps } from '../checkout.ts';
import type { PaymentProvider, ProviderName } from '../providers/provider.ts';
import { handleWebhook, type WebhookDeps } from '../webhooks.ts';

const t = await setupTestApp();
let shop: Shop;

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
};
const providers = { dummy: standIn } as Record<ProviderName, PaymentProvider>;
const deps = (): CheckoutDeps => ({
  db: t.db,
  events: t.app.deps.events,
  providers,
  publicUrl: 'http://127.0.0.1:3000',
});
type Outcome = 'succeeded' | 'failed' | 'canceled';
const webhook = (intentId: string, outcome: Outcome, id = `evt_${Math.random()}`) =>
  handleWebhook({ ...t.app.deps, payments: providers, log: t.app.log as WebhookDeps['log'] }, 'dummy', {
    rawBody: Buffer.from(JSON.stringify({ id, intentId, outcome })),
    headers: {},
    url: '',
  });
const pay = async (subjectId: string, orderId: string, currencyId: string) =>
  (
    await checkout(deps(), {
      subjectId,
      orderIds: [orderId],
      provider: 'dummy',
      email: 'donor@example.org',
      currencyId,
    })
  ).billingModule.paymentIntent;
const order = (id: string) => t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id } });
const intent = (id: string) => t.db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  shop = await createShop(t.db);
});

describe('an intent pays for what was checked out', () => {
  it('a failed payment that succeeds after the cart grew records the money and leaves the order to review', async () => {
    const subject = await createSubject(t.db);
    const cart = await addToCart(t.db, subject, { productId: shop.bell, quantity: 1 });
    const first = await pay(subject, cart.id, shop.rub);
    expect(first.amount).toBe('5000');
    await webhook(first.id, 'failed');
    expect(await order(cart.id)).toMatchObject({ status: 'new', type: 'cart' });

    await addToCart(t.db, subject, { productId: shop.bell, quantity: 9_999 });
    // The provider lets the buyer retry inside its session: the first attempt succeeds after all.
    const result = await webhook(first.id, 'succeeded');

    expect(result.applied).toBe(true);
    expect(await intent(first.id)).toMatchObject({ status: 'succeeded' });
    expect(await t.db.prisma.billingInvoice.findFirst({ where: { paymentIntentId: first.id } })).toMatchObject({
      status: 'paid',
    });
    const reviewed = await order(cart.id);
    expect(reviewed.status).toBe('reviewing');
    expect(reviewed.comment).toMatch(/5000 .* does not match/);
  });

  it('an open intent of the same order in another currency is voided when the cart changes', async () => {
    const subject = await createSubject(t.db);
    const cart = await addToCart(t.db, subject, { productId: shop.bell, quantity: 1 });
    const inRubles = await pay(subject, cart.id, shop.rub);
    const inDollars = await pay(subject, cart.id, shop.usd);
    await webhook(inDollars.id, 'failed'); // the order goes back to the cart, the ruble intent is still open
    expect(await order(cart.id)).toMatchObject({ status: 'new' });
    expect(await intent(inRubles.id)).toMatchObject({ status: 'open' });

    await addToCart(t.db, subject, { productId: shop.bell, quantity: 9_999 });
    expect(await intent(inRubles.id)).toMatchObject({ status: 'canceled' });
    expect(await t.db.prisma.billingInvoice.findFirst({ where: { paymentIntentId: inRubles.id } })).toMatchObject({
      status: 'void',
    });

    // A checkout now is a new payment for the new cart, never the old link.
    const again = await pay(subject, cart.id, shop.rub);
    expect(again.id).not.toBe(inRubles.id);
    expect(again.amount).toBe('50000000');

    // The provider reports the voided one paid anyway: recorded, and the order is reviewed, not paid.
    await webhook(inRubles.id, 'succeeded');
    expect(await intent(inRubles.id)).toMatchObject({ status: 'succeeded' });
    expect(await order(cart.id)).toMatchObject({ status: 'reviewing' });
  });

  it('an update of the lines voids the open intents too, and a price changed since checkout is reviewed', async () => {
    const subject = await createSubject(t.db);
    const cart = await addToCart(t.db, subject, { productId: shop.chapel, quantity: 2 });
    const inRubles = await pay(subject, cart.id, shop.rub);
    const inDollars = await pay(subject, cart.id, shop.usd);
    await webhook(inDollars.id, 'canceled');
    const [line] = cart.ordersToProducts;
    await updateOrder(t.db, subject, cart.id, { ordersToProducts: [{ id: line!.id, quantity: 1 }] });
    expect(await intent(inRubles.id)).toMatchObject({ status: 'canceled' });

    // Same lines, but the price moved after checkout: the money no longer equals the order's total.
    const other = await createSubject(t.db);
    const bought = await addToCart(t.db, other, { productId: shop.icon, quantity: 3 });
    const payment = await pay(other, bought.id, shop.rub);
    const price = await t.db.prisma.ecommerceAttribute.findFirstOrThrow({
      where: { number: '0.10', EcommerceProductsToAttributes_attributeId: { some: { productId: shop.icon } } },
    });
    await t.db.prisma.ecommerceAttribute.update({ where: { id: price.id }, data: { number: '0.20' } });
    try {
      await webhook(payment.id, 'succeeded');
    } finally {
      await t.db.prisma.ecommerceAttribute.update({ where: { id: price.id }, data: { number: '0.10' } });
    }
    expect(await order(bought.id)).toMatchObject({ status: 'reviewing' });
  });

  it('an order paid by one intent voids its others; a late success of another is recorded on the order', async () => {
    const subject = await createSubject(t.db);
    const cart = await addToCart(t.db, subject, { productId: shop.bell, quantity: 1 });
    const inRubles = await pay(subject, cart.id, shop.rub);
    const inDollars = await pay(subject, cart.id, shop.usd);
    await webhook(inRubles.id, 'succeeded');
    expect(await order(cart.id)).toMatchObject({ status: 'approving', type: 'history' });
    expect(await intent(inDollars.id)).toMatchObject({ status: 'canceled' });

    await webhook(inDollars.id, 'succeeded');
    expect(await intent(inDollars.id)).toMatchObject({ status: 'succeeded' });
    const paidTwice = await order(cart.id);
    expect(paidTwice.status).toBe('approving');
    expect(paidTwice.comment).toMatch(/55\.5 .* received while the order was approving/);
  });

  it('an unchanged cart is paid as before, and checking it out again hands back the same intent', async () => {
    const subject = await createSubject(t.db);
    const cart = await addToCart(t.db, subject, { productId: shop.chapel, quantity: 2 });
    const first = await pay(subject, cart.id, shop.rub);
    expect((await pay(subject, cart.id, shop.rub)).id).toBe(first.id);
    await webhook(first.id, 'succeeded');
    expect(await order(cart.id)).toMatchObject({ status: 'approving' });
  });
});

/** One step a buyer or a provider may take, in any order. */
type Step =
  | { kind: 'add'; product: 'bell' | 'chapel'; quantity: number }
  | { kind: 'update'; quantity: number }
  | { kind: 'checkout'; currency: 'rub' | 'usd' }
  | { kind: 'settle'; intent: number; outcome: Outcome }
  | { kind: 'replay'; event: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    product: fc.constantFrom('bell' as const, 'chapel' as const),
    quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(9_999)),
  }),
  fc.record({ kind: fc.constant('update' as const), quantity: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('checkout' as const), currency: fc.constantFrom('rub' as const, 'usd' as const) }),
  fc.record({
    kind: fc.constant('settle' as const),
    intent: fc.nat({ max: 5 }),
    outcome: fc.constantFrom<Outcome>('succeeded', 'succeeded', 'failed', 'canceled'),
  }),
  fc.record({ kind: fc.constant('replay' as const), event: fc.nat({ max: 5 }) }),
);

const PAID = ['approving', 'packaging', 'delivering', 'delivered'];

/** After every step: no order is paid for less than its total, and no money received goes unrecorded. */
async function assertNoOrderPaidForLess(subject: string, succeededIntents: Set<string>) {
  for (const o of await listOrders(t.db.prisma, subject)) {
    if (!PAID.includes(o.status)) continue;
    const received = await t.db.prisma.$queryRawUnsafe<{ currencyId: string; amount: string }[]>(
      `SELECT i."currencyId", SUM(i."amount")::text AS "amount" FROM "billing_payment_intents" i
       JOIN "ecommerce_orders_to_billing_module_payment_intents" l ON l."billingModulePaymentIntentId" = i."id"
       WHERE l."orderId" = $1::uuid AND i."status" = 'succeeded' GROUP BY i."currencyId"`,
      o.id,
    );
    const coveredIn = o.totals.filter((total) =>
      received.some((r) => r.currencyId === total.billingModuleCurrency.id && Number(r.amount) >= Number(total.total)),
    );
    expect(coveredIn, `order ${o.id} is ${o.status} but was paid less than its total`).not.toEqual([]);
  }
  for (const id of succeededIntents) expect((await intent(id)).status).toBe('succeeded');
}

async function run(steps: Step[]) {
  const subject = await createSubject(t.db);
  const intents: string[] = [];
  const events: { intentId: string; outcome: Outcome; id: string }[] = [];
  const succeeded = new Set<string>();
  const tolerated = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      // A refusal (an empty cart, a line of an order that is no longer a cart) is the buyer's answer, not a fault.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
    }
  };
  const deliver = async (event: (typeof events)[number]) => {
    await webhook(event.intentId, event.outcome, event.id);
    if (event.outcome === 'succeeded') succeeded.add(event.intentId);
  };
  for (const s of steps) {
    if (s.kind === 'add')
      await tolerated(() => addToCart(t.db, subject, { productId: shop[s.product], quantity: s.quantity }));
    else if (s.kind === 'update') {
      const [cart] = (await listOrders(t.db.prisma, subject)).filter((o) => o.status === 'new');
      const line = cart?.ordersToProducts[0];
      if (cart && line)
        await tolerated(() =>
          updateOrder(t.db, subject, cart.id, { ordersToProducts: [{ id: line.id, quantity: s.quantity }] }),
        );
    } else if (s.kind === 'checkout') {
      const carts = (await listOrders(t.db.prisma, subject)).filter((o) => o.status === 'new' || o.status === 'paying');
      for (const cart of carts.slice(0, 1))
        await tolerated(async () => {
          const created = await pay(subject, cart.id, shop[s.currency]);
          if (!intents.includes(created.id)) intents.push(created.id);
        });
    } else if (s.kind === 'settle') {
      const intentId = intents[s.intent % Math.max(intents.length, 1)];
      if (intentId) {
        const event = { intentId, outcome: s.outcome, id: `evt_${events.length}_${Math.random()}` };
        events.push(event);
        await deliver(event);
      }
    } else {
      const event = events[s.event % Math.max(events.length, 1)];
      if (event) await deliver(event);
    }
    await assertNoOrderPaidForLess(subject, succeeded);
  }
}

describe('property: no order is ever paid for less than its total', () => {
  it('holds over random sequences of add, update, checkout, pay, fail and webhook replays in two currencies', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), run), {
      numRuns: 40,
      // The attack of issue 20, always among the runs: a failed first payment succeeds after the cart grew.
      examples: [
        [
          [
            { kind: 'add', product: 'bell', quantity: 1 },
            { kind: 'checkout', currency: 'rub' },
            { kind: 'settle', intent: 0, outcome: 'failed' },
            { kind: 'add', product: 'bell', quantity: 9_999 },
            { kind: 'settle', intent: 0, outcome: 'succeeded' },
          ],
        ],
        [
          [
            { kind: 'add', product: 'chapel', quantity: 1 },
            { kind: 'checkout', currency: 'rub' },
            { kind: 'checkout', currency: 'usd' },
            { kind: 'settle', intent: 1, outcome: 'failed' },
            { kind: 'add', product: 'bell', quantity: 9_999 },
            { kind: 'checkout', currency: 'rub' },
            { kind: 'settle', intent: 0, outcome: 'succeeded' },
          ],
        ],
      ],
    });
  }, 120_000);
});
