/**
 * Cart, totals, checkout and webhooks at the service level on the real database. The provider is the
 * outside edge: a stand-in implementing the same interface as the real adapters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { countQueries } from '../../../db/query-counter.ts';
import { checkout, NO_PRICE_MESSAGE, type CheckoutDeps } from '../../billing/checkout.ts';
import type { PaymentProvider, ProviderName } from '../../billing/providers/provider.ts';
import { handleWebhook, type WebhookDeps } from '../../billing/webhooks.ts';
import { AppEvents } from '../../../events/app-events.ts';
import { changeStatus } from '../lifecycle.ts';
import { addToCart, cartQuantity, cartTotals, deleteOrder, listOrders, updateOrder } from '../orders.ts';
import { createShop, createSubject, type Shop } from './fixtures.ts';

const t = await setupTestApp();
let shop: Shop;
let calls = 0;
let failNext = false;

const standIn: PaymentProvider = {
  name: 'dummy',
  isConfigured: () => true,
  async createPayment(request) {
    calls++;
    await new Promise((r) => setTimeout(r, 20));
    if (failNext) throw new Error('provider down');
    return { externalId: `ext_${request.intentId}`, paymentUrl: `https://pay.example/${request.intentId}` };
  },
  parseWebhook({ rawBody }) {
    const body = JSON.parse(rawBody.toString()) as { id: string; intentId: string; outcome: 'succeeded' | 'failed' };
    return { eventId: body.id, intentId: body.intentId, outcome: body.outcome };
  },
};
const unconfigured: PaymentProvider = { ...standIn, name: 'stripe', isConfigured: () => false };
const providers = { dummy: standIn, stripe: unconfigured } as Record<ProviderName, PaymentProvider>;
const deps = (): CheckoutDeps => ({
  db: t.db,
  events: t.app.deps.events,
  providers,
  publicUrl: 'http://127.0.0.1:3000',
});
const webhook = (intentId: string, outcome: string, id = `evt_${Math.random()}`) =>
  handleWebhook({ ...t.app.deps, payments: providers, log: t.app.log as WebhookDeps['log'] }, 'dummy', {
    rawBody: Buffer.from(JSON.stringify({ id, intentId, outcome })),
    headers: {},
    url: '',
  });

beforeAll(async () => {
  shop = await createShop(t.db);
});

describe('cart', () => {
  it('adds to one cart, raises quantities, and totals per currency exactly', async () => {
    const subject = await createSubject(t.db);
    await addToCart(t.db, subject, { productId: shop.bell });
    await addToCart(t.db, subject, { productId: shop.bell, quantity: 1, storeId: shop.store });
    const order = await addToCart(t.db, subject, { productId: shop.chapel, quantity: 3 });
    expect(order.ordersToProducts.map((l) => [l.productId, l.quantity])).toEqual([
      [shop.bell, 2],
      [shop.chapel, 3],
    ]);
    // rub: 2 × 5000 + 3 × 1200.50 = 13601.5; usd: 2 × 55.5 + 3 × 13.25 = 150.75; eur: no price → absent.
    const totals = Object.fromEntries(order.totals.map((x) => [x.billingModuleCurrency.id, x.total]));
    expect(totals).toEqual({ [shop.rub]: '13601.5', [shop.usd]: '150.75' });
    // Each line carries its own total in every currency its product is priced in.
    const chapelLine = order.ordersToProducts.find((l) => l.productId === shop.chapel)!;
    expect(Object.fromEntries(chapelLine.totals.map((x) => [x.billingModuleCurrency.id, x.total]))).toEqual({
      [shop.rub]: '3601.5',
      [shop.usd]: '39.75',
    });
    expect(await cartQuantity(t.db.prisma, subject)).toBe(5);
    expect((await cartTotals(t.db.prisma, subject)).map((x) => x.total).sort()).toEqual(['13601.5', '150.75']);
    const [listed] = await listOrders(t.db.prisma, subject, shop.usd);
    expect(listed).toMatchObject({ id: order.id, total: '150.75', billingModuleCurrency: { id: shop.usd } });
  });

  it('makes one cart when adds race', async () => {
    const subject = await createSubject(t.db);
    await Promise.all(Array.from({ length: 8 }, () => addToCart(t.db, subject, { productId: shop.icon })));
    const orders = await listOrders(t.db.prisma, subject);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.ordersToProducts).toEqual([expect.objectContaining({ quantity: 8 })]);
    expect(orders[0]!.totals).toEqual([expect.objectContaining({ total: '0.8' })]);
  });

  it('adds in at most 3 queries, a new cart and an existing line alike; a refused add writes nothing', async () => {
    const subject = await createSubject(t.db);
    const counter = countQueries(t.db.pool);
    const first = await addToCart(t.db, subject, { productId: shop.bell, quantity: 2 });
    expect(counter.count).toBeLessThanOrEqual(3);
    counter.reset();
    const second = await addToCart(t.db, subject, { productId: shop.bell, quantity: 3 });
    expect(counter.count).toBeLessThanOrEqual(3);
    counter.stop();
    expect(second.id).toBe(first.id);
    expect(second.ordersToProducts).toEqual([expect.objectContaining({ productId: shop.bell, quantity: 5 })]);
    expect(second.ordersToProducts[0]!.createdAt).toBeInstanceOf(Date);
    const before = second.updatedAt;
    await expect(addToCart(t.db, subject, { productId: shop.bell, quantity: 9996 })).rejects.toMatchObject({
      status: 400,
      causes: ['quantity: at most 9995 more of this product fit in the cart'],
    });
    await expect(addToCart(t.db, subject, { productId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
    const [after] = await listOrders(t.db.prisma, subject);
    expect(after!.ordersToProducts).toEqual([expect.objectContaining({ quantity: 5 })]);
    expect(after!.updatedAt).toEqual(before);
    // A refused add for a subject without a cart creates none.
    const fresh = await createSubject(t.db);
    await expect(addToCart(t.db, fresh, { productId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
    expect(await listOrders(t.db.prisma, fresh)).toEqual([]);
  });

  it('validates with the documented messages', async () => {
    const subject = await createSubject(t.db);
    await expect(addToCart(t.db, subject, {})).rejects.toMatchObject({ status: 400, message: 'productId is required' });
    await expect(addToCart(t.db, subject, { productId: shop.bell, quantity: 0 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(addToCart(t.db, subject, { productId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
    await expect(updateOrder(t.db, subject, undefined, { ordersToProducts: [] })).rejects.toMatchObject({
      message: 'orderId is required',
    });
    await expect(deleteOrder(t.db, subject, '')).rejects.toMatchObject({ message: 'orderId is required' });
  });

  it('updates and removes lines; another subject cannot touch the order', async () => {
    const owner = await createSubject(t.db);
    const other = await createSubject(t.db);
    const order = await addToCart(t.db, owner, { productId: shop.bell, quantity: 2 });
    const [line] = order.ordersToProducts;
    await expect(
      updateOrder(t.db, other, order.id, { ordersToProducts: [{ id: line!.id, quantity: 9 }] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(deleteOrder(t.db, other, order.id)).rejects.toMatchObject({ status: 403 });
    const updated = await updateOrder(t.db, owner, order.id, { ordersToProducts: [{ id: line!.id, quantity: 4 }] });
    expect(updated.ordersToProducts[0]!.quantity).toBe(4);
    await expect(
      updateOrder(t.db, owner, order.id, { ordersToProducts: [{ id: crypto.randomUUID(), quantity: 1 }] }),
    ).rejects.toMatchObject({ status: 400 });
    const emptied = await updateOrder(t.db, owner, order.id, { ordersToProducts: [{ id: line!.id, quantity: 0 }] });
    expect(emptied.ordersToProducts).toEqual([]);
    await deleteOrder(t.db, owner, order.id);
    expect(await listOrders(t.db.prisma, owner)).toEqual([]);
  });
});

describe('checkout and payment', () => {
  async function cartOf(products: [string, number][]) {
    const subject = await createSubject(t.db);
    let orderId = '';
    for (const [productId, quantity] of products)
      orderId = (await addToCart(t.db, subject, { productId, quantity })).id;
    return { subject, orderId };
  }
  const request = (subject: string, orderId: string, currencyId: string, provider: ProviderName = 'dummy') => ({
    subjectId: subject,
    orderIds: [orderId],
    provider,
    email: 'donor@example.org',
    currencyId,
  });

  it('creates one intent and invoice, moves the order to paying, and answers the payment url', async () => {
    const { subject, orderId } = await cartOf([
      [shop.bell, 1],
      [shop.chapel, 2],
    ]);
    const answer = await checkout(deps(), request(subject, orderId, shop.usd));
    expect(answer.billingModule.paymentIntent).toMatchObject({ amount: '82', status: 'open', provider: 'dummy' }); // 55.5 + 2 × 13.25
    expect(answer.billingModule.invoices[0]).toMatchObject({
      amount: '82',
      paymentUrl: `https://pay.example/${answer.billingModule.paymentIntent.id}`,
    });
    expect((await listOrders(t.db.prisma, subject))[0]!.status).toBe('paying');
  });

  it('concurrent and repeated checkouts of the same cart give one intent', async () => {
    const { subject, orderId } = await cartOf([[shop.bell, 1]]);
    const before = calls;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkout(deps(), request(subject, orderId, shop.rub))),
    );
    const again = await checkout(deps(), request(subject, orderId, shop.rub));
    expect(new Set([...answers, again].map((a) => a.billingModule.paymentIntent.id)).size).toBe(1);
    expect(calls - before).toBe(1);
    expect(
      await t.db.prisma.billingPaymentIntent.count({ where: { metadata: { path: ['subjectId'], equals: subject } } }),
    ).toBe(1);
  });

  it('refuses a currency without prices, an unconfigured provider and another subject’s order', async () => {
    const { subject, orderId } = await cartOf([[shop.icon, 1]]);
    await expect(checkout(deps(), request(subject, orderId, shop.usd))).rejects.toMatchObject({
      status: 400,
      message: NO_PRICE_MESSAGE,
    });
    await expect(checkout(deps(), request(subject, orderId, shop.rub, 'stripe'))).rejects.toMatchObject({
      status: 400,
      message: 'provider not available',
    });
    const stranger = await createSubject(t.db);
    await expect(checkout(deps(), request(stranger, orderId, shop.rub))).rejects.toMatchObject({ status: 403 });
  });

  it('a failing provider leaves the cart intact', async () => {
    const { subject, orderId } = await cartOf([[shop.bell, 2]]);
    failNext = true;
    try {
      await expect(checkout(deps(), request(subject, orderId, shop.rub))).rejects.toMatchObject({ status: 502 });
    } finally {
      failNext = false;
    }
    const [order] = await listOrders(t.db.prisma, subject);
    expect(order).toMatchObject({ status: 'new', type: 'cart' });
    expect(order!.ordersToProducts[0]!.quantity).toBe(2);
    expect(await t.db.prisma.ecommerceOrdersToBillingModulePaymentIntents.count({ where: { orderId } })).toBe(0);
  });

  it('applies a paid webhook once: paying → approving, invoice paid; a duplicate changes nothing', async () => {
    const { subject, orderId } = await cartOf([[shop.chapel, 1]]);
    const answer = await checkout(deps(), request(subject, orderId, shop.rub));
    const intentId = answer.billingModule.paymentIntent.id;
    const first = await webhook(intentId, 'succeeded', 'evt_1');
    const repeat = await webhook(intentId, 'succeeded', 'evt_1');
    const [both] = await Promise.all([webhook(intentId, 'succeeded'), webhook(intentId, 'failed')]);
    expect([first.applied, repeat.applied, both.applied]).toEqual([true, false, false]);
    const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: 'approving', type: 'history' });
    expect(await t.db.prisma.billingInvoice.findFirst({ where: { paymentIntentId: intentId } })).toMatchObject({
      status: 'paid',
    });
    // The subject's next add opens a new cart.
    const next = await addToCart(t.db, subject, { productId: shop.bell });
    expect(next.id).not.toBe(orderId);
  });

  it('a failed payment returns the order to the cart', async () => {
    const { subject, orderId } = await cartOf([[shop.chapel, 1]]);
    const answer = await checkout(deps(), request(subject, orderId, shop.rub));
    await webhook(answer.billingModule.paymentIntent.id, 'failed');
    expect(await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: 'new',
      type: 'cart',
    });
  });
});

describe('order lifecycle', () => {
  it('raises ecommerce.orderStatusChanged: the subscriber the app registered queues the owner’s mail', async () => {
    const subject = await createSubject(t.db);
    const email = `owner-${Date.now()}@example.com`;
    const identity = await t.db.prisma.rbacIdentity.create({ data: { email, verifiedAt: new Date() } });
    await t.db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject, identityId: identity.id } });
    const order = await t.db.prisma.ecommerceOrder.create({ data: { status: 'approving', type: 'history' } });
    await t.db.prisma.rbacSubjectsToEcommerceModuleOrders.create({
      data: { subjectId: subject, ecommerceModuleOrderId: order.id },
    });
    const mails = async () =>
      (await t.db.pool.query(`SELECT "payload" FROM "notification_notifications" WHERE "recipient" = $1`, [email]))
        .rows;

    // Events of their own (nothing subscribed): the order moves, no mail.
    await t.db.transaction((tx) => changeStatus(new AppEvents(), tx, order.id, 'packaging'));
    expect(await mails()).toEqual([]);
    await t.db.transaction((tx) => changeStatus(t.app.deps.events, tx, order.id, 'delivering'));
    expect(await mails()).toEqual([
      { payload: expect.objectContaining({ orderId: order.id, status: 'delivering', previousStatus: 'packaging' }) },
    ]);
  });

  it('allows the documented transitions, refuses others, and records a forced one', async () => {
    const order = await t.db.prisma.ecommerceOrder.create({ data: { status: 'approving', type: 'history' } });
    const move = (to: Parameters<typeof changeStatus>[3], force = false) =>
      t.db.transaction((tx) => changeStatus(t.app.deps.events, tx, order.id, to, { force }));
    await expect(move('delivered')).rejects.toMatchObject({
      status: 409,
      message: 'Order cannot go from approving to delivered',
    });
    expect(await move('packaging')).toMatchObject({ from: 'approving', to: 'packaging', forced: false });
    expect(await move('packaging')).toBeUndefined();
    expect(await move('new', true)).toMatchObject({ forced: true });
    const after = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe('new');
    expect(after.comment).toMatch(/status forced packaging → new/);
  });
});
