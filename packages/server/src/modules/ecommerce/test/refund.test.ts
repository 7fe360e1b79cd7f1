/**
 * Refunds (issue 34 §4): staff give a paid order's money back through its provider (the dummy here); the order is
 * canceled, so the project's raised total and donors, the dashboard's month and the donor's yearly statement drop
 * it; the refund is recorded on the order sheet and the donor gets a notice. A second refund, an unpaid order and a provider that
 * cannot refund answer 409; the donor cannot refund (403); a bad id is a 400.
 */
import { formatMoney, orderNumber } from '@symbol/contracts/intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { raisedByProduct } from '../raised.ts';
import { readStatement } from '../statement.ts';
import { createShop, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

const refund = (orderId: string) => `/api/ecommerce/orders/${orderId}/refund`;

/** A registered donor who paid `quantity` bells in ₽ through the dummy, giving `email` at checkout. */
async function paidOrder(email: string, quantity = 1) {
  const donor = await register(t);
  const me = as(t, donor.jwt);
  const orders = `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/orders`;
  expect((await me.post(orders, { productId: shop.bell, quantity })).status).toBe(201);
  const [cart] = (await me.get(orders)).body.data as { id: string }[];
  const checkout = await me.post(`${orders}/checkout`, {
    consent: true,
    provider: 'dummy',
    email,
    language: 'ru',
    billingModule: { currency: { id: shop.rub } },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);
  return { ...donor, me, orderId: cart!.id, intentId: checkout.body.data.billingModule.paymentIntent.id as string };
}

const raisedRub = async () => {
  const raised = (await raisedByProduct(t.db.prisma, [shop.bell])).get(shop.bell);
  return {
    amount: raised?.collected.find((c) => c.currencyId === shop.rub)?.amount ?? '0',
    donors: raised?.donors ?? 0,
  };
};

/** The dashboard's money this month in the shop's (fresh) roubles: this test's alone. */
const dashboardRub = async () => {
  const res = await admin.get('/api/ecommerce/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.raised.thisMonth as { amount: string; currency: { id: string } }[]).find(
    (m) => m.currency.id === shop.rub,
  )?.amount;
};

describe('a refund', () => {
  it('gives the money back, cancels the order, lowers the raised total and donors, and tells the donor', async () => {
    const ann = await paidOrder('ann-refund@example.org', 2);
    const bob = await paidOrder('bob-refund@example.org', 1);
    expect(await raisedRub()).toEqual({ amount: '15000', donors: 2 });
    expect(await dashboardRub()).toBe('15000');
    const year = t.clock.now().getUTCFullYear();
    expect((await readStatement(t.db.prisma, ann.subjectId, year, 'en', { name: 'Fund' })).gifts).toHaveLength(1);

    // Staff only; a bad id is a 400.
    expect((await ann.me.post(refund(ann.orderId), { reason: 'mine' })).status).toBe(403);
    expect((await admin.post(refund('not-an-id'))).status).toBe(400);

    const res = await admin.post(refund(ann.orderId), { reason: 'asked by the donor' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      orderId: ann.orderId,
      status: 'canceled',
      refund: {
        amount: '10000',
        provider: 'dummy',
        externalId: `dummy_refund_${ann.intentId}`,
        reason: 'asked by the donor',
        refundedBy: { email: 'admin@example.org' },
      },
    });
    // Money back leaves every total: the project's raised and donors, the donor's statement.
    expect(await raisedRub()).toEqual({ amount: '5000', donors: 1 });
    expect(await dashboardRub()).toBe('5000');
    expect((await readStatement(t.db.prisma, ann.subjectId, year, 'en', { name: 'Fund' })).gifts).toHaveLength(0);
    const order = await t.db.prisma.ecommerceOrder.findUnique({ where: { id: ann.orderId } });
    expect(order!.status).toBe('canceled');
    expect(order!.comment).toContain('refunded 10000');
    // The payment keeps succeeded (the money did arrive); the refund is its own record, on the sheet.
    expect((await t.db.prisma.billingPaymentIntent.findUnique({ where: { id: ann.intentId } }))!.status).toBe(
      'succeeded',
    );
    const sheet = await admin.get(`/api/ecommerce/orders/${ann.orderId}/sheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.refund).toMatchObject({ amount: '10000', reason: 'asked by the donor' });

    // The donor's notice, in the checkout's language, instead of the generic status mail.
    const mails = await t.db.prisma.notificationNotification.findMany({
      where: { recipient: 'ann-refund@example.org' },
    });
    const rub = await t.db.prisma.billingCurrency.findUniqueOrThrow({ where: { id: shop.rub } });
    const amount = formatMoney('10000', rub, 'ru');
    const notice = mails.find((m) => m.subject.startsWith('Возврат'));
    expect(notice?.subject).toBe(`Возврат ${amount} по заказу ${orderNumber(ann.orderId)}`);
    expect(notice?.body).not.toContain('asked by the donor');
    const statusMails = await t.db.prisma.notificationNotification.findMany({
      where: { subjectId: ann.subjectId, payload: { path: ['status'], equals: 'canceled' } },
    });
    expect(statusMails).toHaveLength(0);

    // Once only.
    const again = await admin.post(refund(ann.orderId));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already refunded/);
    expect(await raisedRub()).toEqual({ amount: '5000', donors: 1 });
    expect(bob.orderId).not.toBe(ann.orderId);
  });

  it('refuses an unpaid order and a provider that cannot refund here, writing nothing', async () => {
    const donor = await register(t);
    const me = as(t, donor.jwt);
    const orders = `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/orders`;
    expect((await me.post(orders, { productId: shop.chapel, quantity: 1 })).status).toBe(201);
    const [cart] = (await me.get(orders)).body.data as { id: string }[];
    const unpaid = await admin.post(refund(cart!.id));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toMatch(/not paid/);

    const paid = await paidOrder('cy-refund@example.org');
    await t.db.prisma.billingPaymentIntent.update({
      where: { id: paid.intentId },
      data: { provider: 'cloudpayments' },
    });
    const refused = await admin.post(refund(paid.orderId), {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This provider cannot refund here');
    expect((await t.db.prisma.ecommerceOrder.findUnique({ where: { id: paid.orderId } }))!.status).toBe('approving');
  });
});
