/**
 * The back office's first screen over real HTTP on a real database: money counted from succeeded payments of
 * orders not canceled (this month, last month, per day, per project with its goal), monthly donors and the
 * recurring total, and what needs action; one statement; admin only. The shop's currencies are fresh, so the
 * figures in them are this test's alone; the counts are compared before and after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { as, expectError, loginAdmin, register } from '../../rbac/test/support.ts';
import { setupRbacApp } from '../../rbac/test/support.ts';
import { stampPaidLines } from '../raised.ts';
import { createShop, createSubject, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

const p = () => t.db.prisma;
const read = async () => {
  const res = await admin.get('/api/ecommerce/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const inCurrency = (list: { amount: string; currency: { id: string } }[], currencyId: string) =>
  list.find((m) => m.currency.id === currencyId)?.amount;

/** An order of one product with a payment in `status`, made at `at`. */
async function order(
  productId: string,
  payment: { status: string; amount: string; currencyId: string; at: Date; email?: string },
  orderStatus = 'approving',
) {
  const created = await p().ecommerceOrder.create({ data: { status: orderStatus, type: 'history' } });
  await p().ecommerceOrdersToProducts.create({ data: { orderId: created.id, productId, quantity: 1 } });
  const intent = await p().billingPaymentIntent.create({
    data: {
      provider: 'dummy',
      status: payment.status,
      amount: payment.amount,
      currencyId: payment.currencyId,
      idempotencyKey: crypto.randomUUID(),
      email: payment.email ?? null,
      createdAt: payment.at,
      updatedAt: payment.at,
    },
  });
  await p().ecommerceOrdersToBillingModulePaymentIntents.create({
    data: { orderId: created.id, billingModulePaymentIntentId: intent.id },
  });
  // Money arrived: the lines keep what they cost then, as the server stamps them when the order is paid.
  if (payment.status === 'succeeded') await stampPaidLines(p(), created.id);
  return { orderId: created.id, intentId: intent.id };
}

async function goal(productId: string, currencyId: string, amount: string) {
  const key = await p().ecommerceAttributeKey.create({
    data: { slug: `goal-${crypto.randomUUID()}`, adminTitle: 'Goal', type: 'goal', field: 'number' },
  });
  const attribute = await p().ecommerceAttribute.create({
    data: { number: amount, adminTitle: amount, slug: `goal-${crypto.randomUUID()}` },
  });
  await p().ecommerceProductsToAttributes.create({ data: { productId, attributeId: attribute.id } });
  await p().ecommerceAttributeKeysToAttributes.create({ data: { attributeKeyId: key.id, attributeId: attribute.id } });
  await p().ecommerceAttributesToBillingModuleCurrencies.create({
    data: { attributeId: attribute.id, billingModuleCurrencyId: currencyId },
  });
}

describe('the dashboard', () => {
  it('counts what was paid, per month, day and project, the monthly donors and what needs action', async () => {
    let counter = countQueries(t.db.pool);
    const before = await read();
    counter.stop();
    const statementsBefore = counter.count;
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await goal(shop.bell, shop.rub, '100000');
    // Paid this month: two gifts to the bell by one donor (a free amount counts as paid), one in dollars.
    await order(shop.bell, { status: 'succeeded', amount: '5000', currencyId: shop.rub, at: now, email: 'A@x.org' });
    await order(shop.bell, { status: 'succeeded', amount: '5000', currencyId: shop.rub, at: now, email: 'a@x.org' });
    await order(shop.chapel, { status: 'succeeded', amount: '13.25', currencyId: shop.usd, at: now });
    // Paid last month.
    await order(shop.chapel, { status: 'succeeded', amount: '1200.5', currencyId: shop.rub, at: lastMonth });
    // Not money: a canceled order's payment, a failed payment, an open one.
    await order(shop.bell, { status: 'succeeded', amount: '5000', currencyId: shop.rub, at: now }, 'canceled');
    await order(shop.bell, { status: 'failed', amount: '5000', currencyId: shop.rub, at: now }, 'new');
    await order(shop.bell, { status: 'open', amount: '5000', currencyId: shop.rub, at: now }, 'paying');
    // In review.
    await order(shop.bell, { status: 'succeeded', amount: '4000', currencyId: shop.rub, at: now }, 'reviewing');
    // Monthly donors: one monthly, one weekly (52/12 of it a month), one past due, one cancelled.
    const subject = await createSubject(t.db);
    for (const [interval, status, amount] of [
      ['month', 'active', '300'],
      ['week', 'active', '70'],
      ['month', 'past_due', '500'],
      ['month', 'cancelled', '900'],
    ] as const) {
      const { intentId } = await order(shop.bell, { status: 'succeeded', amount, currencyId: shop.eur, at: lastMonth });
      await p().billingSubscription.create({
        data: {
          subjectId: subject,
          productId: shop.bell,
          currencyId: shop.eur,
          amount,
          interval,
          status,
          provider: 'dummy',
          email: 'monthly@x.org',
          firstPaymentIntentId: intentId,
        },
      });
    }
    const form = await p().crmForm.create({ data: { slug: `f-${crypto.randomUUID()}`, adminTitle: 'Contact' } });
    await p().crmRequest.create({ data: { formId: form.id, payload: { message: 'Hello' } } });

    counter = countQueries(t.db.pool);
    const after = await read();
    counter.stop();
    // The admin's session check and the dashboard's one statement, whatever the data holds.
    expect(counter.count).toBe(statementsBefore);
    expect(counter.count).toBeLessThanOrEqual(2);

    expect(after.month).toBe(now.toISOString().slice(0, 7));
    // This month: 5000 + 5000 + 4000 (in review: paid, not canceled) in roubles; 13.25 dollars.
    expect(inCurrency(after.raised.thisMonth, shop.rub)).toBe('14000');
    expect(inCurrency(after.raised.thisMonth, shop.usd)).toBe('13.25');
    expect(inCurrency(after.raised.lastMonth, shop.rub)).toBe('1200.5');
    expect(inCurrency(after.raised.lastMonth, shop.eur)).toBe('1770');
    expect(after.days).toHaveLength(30);
    const today = after.days.at(-1);
    expect(today.day).toBe(now.toISOString().slice(0, 10));
    expect(inCurrency(today.raised, shop.rub)).toBe('14000');

    const bell = after.projects.find((project: { id: string }) => project.id === shop.bell);
    expect(bell).toMatchObject({ adminTitle: 'bell', goals: [{ amount: '100000', currency: { id: shop.rub } }] });
    // The bell's line price (5000 ₽) per paid order: three this month (one in review), and in euros none (no price).
    expect(inCurrency(bell.raised, shop.rub)).toBe('15000');
    expect(after.projects.some((project: { id: string }) => project.id === shop.chapel)).toBe(false);

    expect(after.monthly.active - before.monthly.active).toBe(2);
    expect(after.monthly.newThisMonth - before.monthly.newThisMonth).toBe(2);
    expect(after.monthly.failed - before.monthly.failed).toBe(1);
    expect(inCurrency(after.monthly.recurring, shop.eur)).toBe('603.33');
    expect(after.actions.newRequests - before.actions.newRequests).toBe(1);
    expect(after.actions.reviewing - before.actions.reviewing).toBe(1);
    expect(after.actions.failedPayments - before.actions.failedPayments).toBe(1);
  });

  it('is for admins only', async () => {
    expectError(await as(t).get('/api/ecommerce/dashboard'), 403);
    const user = await register(t);
    expectError(await as(t, user.jwt).get('/api/ecommerce/dashboard'), 403);
  });

  it('is in the OpenAPI document', async () => {
    const res = await as(t).get('/api/openapi.json');
    expect(res.body.paths['/api/ecommerce/dashboard'].get.responses['200']).toBeDefined();
  });
});
