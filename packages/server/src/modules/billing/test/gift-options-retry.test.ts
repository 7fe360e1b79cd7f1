/**
 * A gift's options and a declined payment (issue 32 §3, §4) over real HTTP and PostgreSQL with the dummy provider:
 * "cover the fee" adds COVER_FEE_PERCENT to what is charged and records the fee; a dedication and the anonymous
 * choice are kept with the order; a declined gift is not left in the donor's cart, and is paid by trying again,
 * through the same method or another, with the same amount, email and options; only a failed payment is retried.
 */
import { COVER_FEE_PERCENT } from '@symbol/contracts/donation';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp();
let shop: Shop;
let rub: string;
beforeAll(async () => {
  shop = await createShop(t.db);
  rub =
    (await t.db.prisma.billingCurrency.findFirst({ where: { slug: 'rub' } }))?.id ??
    (await t.db.prisma.billingCurrency.create({ data: { slug: 'rub', symbol: '₽', adminTitle: 'RUB' } })).id;
});

const orders = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;
const donate = (subjectId: string, productId: string) =>
  `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${productId}/donate`;
const retry = (subjectId: string, intentId: string) =>
  `/api/rbac/subjects/${subjectId}/billing-module/payment-intents/${intentId}/retry`;
const answer = async (paymentUrl: string, outcome: 'succeeded' | 'failed') => {
  const link = new URL(paymentUrl);
  expect((await t.http.post(`${link.pathname}/${outcome}${link.search}`)).status).toBe(303);
};

describe("a gift's options", () => {
  it('covers the fee in money, keeps the dedication and the anonymous choice with the order', async () => {
    expect(COVER_FEE_PERCENT).toBe(3);
    const me = await register(t);
    const res = await as(t, me.jwt).post(donate(me.subjectId, shop.bell), {
      amount: '1500',
      email: me.email,
      billingModule: { currency: { id: rub } },
      consent: true,
      coverFee: true,
      anonymous: true,
      dedication: '  In memory of Anna  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 1500 + 3 % = 1545 charged.
    expect(res.body.data.billingModule.paymentIntent.amount).toBe('1545');
    const orderId = res.body.data.ecommerceModule.orders[0].id as string;
    const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ dedication: 'In memory of Anna', anonymous: true });
    expect(String(order.coveredFee)).toBe('45');
  });

  it('refuses a dedication too long or a non-boolean choice with a 400, writing nothing', async () => {
    const me = await register(t);
    const before = await t.db.prisma.ecommerceOrder.count();
    const base = { amount: '500', email: me.email, billingModule: { currency: { id: rub } } };
    expectError(
      await as(t, me.jwt).post(donate(me.subjectId, shop.bell), { ...base, dedication: 'x'.repeat(501) }),
      400,
      /dedication must be at most 500 characters/,
    );
    expectError(await as(t, me.jwt).post(donate(me.subjectId, shop.bell), { ...base, coverFee: 'yes' }), 400);
    expect(await t.db.prisma.ecommerceOrder.count()).toBe(before);
  });
});

describe('a declined payment', () => {
  it('leaves nothing in the cart and is paid by trying again, the same gift through the same method', async () => {
    const me = await register(t);
    const http = as(t, me.jwt);
    const res = await http.post(donate(me.subjectId, shop.bell), {
      amount: '700',
      email: me.email,
      billingModule: { currency: { id: rub } },
      consent: true,
      dedication: 'For the bells',
      language: 'ru',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = res.body.data.billingModule.paymentIntent.id as string;
    const orderId = res.body.data.ecommerceModule.orders[0].id as string;
    await answer(res.body.data.billingModule.invoices[0].paymentUrl, 'failed');

    // Not in the cart: the donor's cart is empty (no open cart), the gift waits as an order of its own.
    const list = (await http.get(orders(me.subjectId))).body.data as { id: string; type: string; status: string }[];
    expect(list.filter((o) => o.type === 'cart')).toEqual([]);
    expect(await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: 'new',
      type: 'history',
    });

    const again = await http.post(retry(me.subjectId, first), {});
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const second = again.body.data.billingModule.paymentIntent;
    expect(second).toMatchObject({ amount: '700', currencyId: rub, provider: 'dummy', email: me.email });
    expect(second.id).not.toBe(first);
    expect(second.metadata).toMatchObject({ language: 'ru' });
    expect(again.body.data.ecommerceModule.orders).toEqual([{ id: orderId }]);
    await answer(again.body.data.billingModule.invoices[0].paymentUrl, 'succeeded');
    expect(await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: 'approving',
      dedication: 'For the bells',
    });

    // Paid now: it is not tried again.
    expectError(await http.post(retry(me.subjectId, second.id), {}), 409, /only a failed or canceled payment/);
    expectError(await http.post(retry(me.subjectId, first), {}), 409);
  });

  it('is tried again through another method only if that one is available; never by someone else', async () => {
    const me = await register(t);
    const http = as(t, me.jwt);
    const res = await http.post(donate(me.subjectId, shop.bell), {
      amount: '300',
      email: me.email,
      billingModule: { currency: { id: rub } },
      consent: true,
    });
    const first = res.body.data.billingModule.paymentIntent.id as string;
    await answer(res.body.data.billingModule.invoices[0].paymentUrl, 'failed');
    const before = await t.db.prisma.billingPaymentIntent.count();
    expectError(await http.post(retry(me.subjectId, first), { provider: 'nope' }), 400, /Invalid provider/);
    expectError(await http.post(retry(me.subjectId, first), { provider: 'stripe' }), 400);
    const other = await register(t);
    expectError(await as(t, other.jwt).post(retry(other.subjectId, first), {}), 404);
    expect(await t.db.prisma.billingPaymentIntent.count()).toBe(before);
    const again = await http.post(retry(me.subjectId, first), { provider: 'dummy' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
