/**
 * A free amount (issue 27 §1) over real HTTP and PostgreSQL: validated and held to the currency's minimum before
 * anything is written, then paid through the same checkout and dummy provider as any order, the order's total
 * being the donor's amount (in that currency only), and the donor's cart left alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp();
let shop: Shop;
let rub: string;
beforeAll(async () => {
  shop = await createShop(t.db);
  // The minimum is the ISO code's: a currency named `rub` (the fixture's carry a tag).
  rub = (await t.db.prisma.billingCurrency.create({ data: { slug: 'rub', symbol: '₽', adminTitle: 'RUB' } })).id;
});

const orders = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;
const donate = (subjectId: string, productId: string) =>
  `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${productId}/donate`;

async function donor() {
  const me = await register(t);
  return { me, http: as(t, me.jwt) };
}

const countRows = async () => ({
  orders: await t.db.prisma.ecommerceOrder.count(),
  lines: await t.db.prisma.ecommerceOrdersToProducts.count(),
  intents: await t.db.prisma.billingPaymentIntent.count(),
});

describe('a free amount', () => {
  it('refuses a bad or too small amount with a 400 naming it, and writes nothing', async () => {
    const { me, http } = await donor();
    const before = await countRows();
    const body = (amount: unknown, currency = rub) => ({
      consent: true,
      amount,
      provider: 'dummy',
      email: me.email,
      billingModule: { currency: { id: currency } },
    });
    expectError(await http.post(donate(me.subjectId, shop.bell), body('99.99')), 400, /below the minimum/);
    const small = await http.post(donate(me.subjectId, shop.bell), body('50'));
    expect(small.body.cause).toEqual(['amount: at least 100 RUB']);
    // A currency without a listed minimum takes 1 unit.
    expectError(await http.post(donate(me.subjectId, shop.bell), body('0.5', shop.usd)), 400, /below the minimum/);
    for (const bad of ['-5', 'abc', '100.123', '', 0, '1e5', '99999999999'])
      expectError(await http.post(donate(me.subjectId, shop.bell), body(bad)), 400);
    expectError(await http.post(donate(me.subjectId, shop.bell), { ...body('500'), email: 'x' }), 400);
    expectError(await http.post(donate(me.subjectId, shop.bell), { ...body('500'), billingModule: {} }), 400);
    expectError(
      await http.post(donate(me.subjectId, '00000000-0000-4000-8000-000000000000'), body('500')),
      404,
      /Product not found/,
    );
    expect(await countRows()).toEqual(before);
  });

  it('refuses a gift without consent to the offer and the personal data policy (400), writing nothing', async () => {
    const { me, http } = await donor();
    const before = await countRows();
    const body = { amount: '500', email: me.email, billingModule: { currency: { id: rub } } };
    for (const consent of [undefined, false]) {
      const res = await http.post(donate(me.subjectId, shop.bell), { ...body, ...(consent === false && { consent }) });
      expectError(res, 400, /consent is required/);
    }
    expect(await countRows()).toEqual(before);
  });

  it("is another subject's to give: a 403", async () => {
    const { me } = await donor();
    const other = await donor();
    const res = await other.http.post(donate(me.subjectId, shop.bell), {
      consent: true,
      amount: '500',
      email: me.email,
      billingModule: { currency: { id: rub } },
    });
    expect(res.status).toBe(403);
  });

  it("is paid as the donor's amount through the dummy provider, beside an untouched cart", async () => {
    const { me, http } = await donor();
    // The donor's cart: a bell; the donation must not sweep it.
    expect((await http.post(orders(me.subjectId), { productId: shop.bell })).status).toBe(201);
    const res = await http.post(donate(me.subjectId, shop.bell), {
      consent: true,
      amount: '1234,5',
      email: me.email,
      billingModule: { currency: { id: rub } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const intent = res.body.data.billingModule.paymentIntent;
    expect(intent).toMatchObject({ amount: '1234.5', currencyId: rub, provider: 'dummy' });
    const orderId = res.body.data.ecommerceModule.orders[0].id as string;
    // The order keeps what the donor accepted: both documents, their versions, when (issue 32).
    const { consent } = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(consent).toMatchObject({ accepted: ['offer', 'privacy'], language: 'ru' });
    expect((consent as { acceptedAt: string }).acceptedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The order's total is the donor's amount, in that currency only.
    const list = (await http.get(orders(me.subjectId))).body.data as {
      id: string;
      totals: { total: string; billingModuleCurrency: { id: string } }[];
    }[];
    const donation = list.find((o) => o.id === orderId)!;
    expect(donation.totals).toEqual([expect.objectContaining({ total: '1234.5' })]);
    expect(donation.totals[0]!.billingModuleCurrency.id).toBe(rub);

    const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
    expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
    const paid = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(paid).toMatchObject({ status: 'approving', type: 'history' });
    const cart = list.find((o) => o.id !== orderId)!;
    expect(await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: cart.id } })).toMatchObject({
      status: 'new',
      type: 'cart',
    });
  });
});
