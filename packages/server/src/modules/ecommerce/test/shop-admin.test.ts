/**
 * The back office's product save and order list over real HTTP on a real database: the save is one
 * transaction (a refused part writes nothing), bad input is a 400, a plain user is refused; the order list
 * filters, is bounded and runs the same number of statements for 2 orders as for 40.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { orderTotals } from '../totals.ts';
import { as, expectError, init, loginAdmin, register, setupRbacApp, subjectOf } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

const editor = (productId: string) => `/api/ecommerce/products/${productId}/editor`;
const pricesOf = async (productId: string) =>
  Object.fromEntries(
    (
      (await admin.get(editor(productId))).body.data.prices as { billingModuleCurrencyId: string; amount: string }[]
    ).map((p) => [p.billingModuleCurrencyId, p.amount]),
  );

describe('the product screen saves in one transaction', () => {
  it('sets prices per currency, stores, categories and images, and totals follow', async () => {
    const category = await t.db.prisma.ecommerceCategory.create({ data: { slug: 'bells-cat', adminTitle: 'Bells' } });
    const file = await t.db.prisma.fileStorageFile.create({
      data: { adminTitle: 'photo', slug: `photo-${Date.now()}`, file: '/files/bell.png' },
    });
    const res = await admin.put(editor(shop.chapel), {
      product: { title: { en: 'Chapel', ru: 'Часовня' } },
      prices: [
        { billingModuleCurrencyId: shop.rub, amount: '2500' },
        { billingModuleCurrencyId: shop.eur, amount: '30.5' },
      ],
      stores: [{ storeId: shop.store, sku: 'CHAPEL-1' }],
      categoryIds: [category.id],
      fileIds: [file.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      product: { title: { en: 'Chapel', ru: 'Часовня' } },
      stores: [{ storeId: shop.store, sku: 'CHAPEL-1' }],
      categoryIds: [category.id],
      fileIds: [file.id],
    });
    // usd dropped, rub changed, eur added: exactly what the cart's totals read.
    expect(await pricesOf(shop.chapel)).toEqual({ [shop.rub]: '2500', [shop.eur]: '30.5' });
    const order = await t.db.prisma.ecommerceOrder.create({ data: {} });
    await t.db.prisma.ecommerceOrdersToProducts.create({
      data: { orderId: order.id, productId: shop.chapel, quantity: 2 },
    });
    const totals = await orderTotals(t.db.prisma, [order.id]);
    expect(totals.map((x) => [x.billingModuleCurrency.id, x.total]).sort()).toEqual(
      [
        [shop.rub, '5000'],
        [shop.eur, '61'],
      ].sort(),
    );
  });

  it("sets a project's goal per currency apart from its prices (issue 27: attributes of key type goal)", async () => {
    const prices = await pricesOf(shop.icon);
    const res = await admin.put(editor(shop.icon), {
      goals: [
        { billingModuleCurrencyId: shop.rub, amount: '600000' },
        { billingModuleCurrencyId: shop.usd, amount: '7500' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const goals = (res.body.data.goals as { billingModuleCurrencyId: string; amount: string }[]).map((g) => [
      g.billingModuleCurrencyId,
      g.amount,
    ]);
    expect(Object.fromEntries(goals)).toEqual({ [shop.rub]: '600000', [shop.usd]: '7500' });
    // The goal is no price: the prices are what they were.
    expect(await pricesOf(shop.icon)).toEqual(prices);
    const key = await t.db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'goal' } });
    expect(key.field).toBe('number');
    // Changed in one currency, dropped in the other.
    const again = await admin.put(editor(shop.icon), {
      goals: [{ billingModuleCurrencyId: shop.rub, amount: '650000' }],
    });
    expect(again.body.data.goals).toEqual([
      expect.objectContaining({ billingModuleCurrencyId: shop.rub, amount: '650000' }),
    ]);
    expectError(
      await admin.put(editor(shop.icon), { goals: [{ billingModuleCurrencyId: shop.rub, amount: '-1' }] }),
      400,
    );
    expectError(
      await admin.put(editor(shop.icon), { goals: [{ billingModuleCurrencyId: crypto.randomUUID(), amount: '1' }] }),
      400,
    );
  });

  it('writes nothing when a part fails midway (an SKU another product holds)', async () => {
    const before = await admin.get(editor(shop.bell));
    const res = await admin.put(editor(shop.bell), {
      product: { title: { en: 'Changed' } },
      prices: [{ billingModuleCurrencyId: shop.rub, amount: '1' }],
      stores: [{ storeId: shop.store, sku: await skuOf(shop.icon) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const after = await admin.get(editor(shop.bell));
    expect(after.body.data).toEqual(before.body.data);
  });

  it('answers bad input with a 400 and changes nothing', async () => {
    const before = (await admin.get(editor(shop.bell))).body.data;
    const bad = [
      { prices: [{ billingModuleCurrencyId: shop.rub, amount: '-5' }] },
      { prices: [{ billingModuleCurrencyId: shop.rub, amount: 'ten' }] },
      { prices: [{ billingModuleCurrencyId: crypto.randomUUID(), amount: '5' }] },
      {
        prices: [
          { billingModuleCurrencyId: shop.rub, amount: '5' },
          { billingModuleCurrencyId: shop.rub, amount: '6' },
        ],
      },
      { stores: [{ storeId: shop.store, sku: '' }] },
      { categoryIds: ['not-a-uuid'] },
      { product: { type: 'lease' } },
      { somethingElse: true },
    ];
    for (const data of bad) {
      const res = await admin.put(editor(shop.bell), data);
      expect(res.status, JSON.stringify([data, res.body])).toBe(400);
    }
    expectError(await admin.put(editor(crypto.randomUUID()), { prices: [] }), 404);
    expect((await admin.get(editor(shop.bell))).body.data).toEqual(before);
  });

  it('refuses a plain user and an anonymous caller', async () => {
    const user = await register(t);
    const before = (await admin.get(editor(shop.icon))).body.data;
    const data = { prices: [{ billingModuleCurrencyId: shop.rub, amount: '1' }] };
    expectError(await as(t, user.jwt).put(editor(shop.icon), data), 403);
    expectError(await as(t).put(editor(shop.icon), data), 403);
    expect((await admin.get(editor(shop.icon))).body.data).toEqual(before);
  });
});

async function skuOf(productId: string) {
  const link = await t.db.prisma.ecommerceStoresToProducts.findFirstOrThrow({ where: { productId } });
  return link.sku;
}

/** An order of a subject with an email identity and a social profile, made as the cart and checkout leave it. */
async function orderOf(email: string, productIds: string[], status = 'new') {
  const p = t.db.prisma;
  const subject = await p.rbacSubject.create({ data: { slug: `s-${crypto.randomUUID()}` } });
  const identity = await p.rbacIdentity.create({ data: { email, verifiedAt: new Date() } });
  await p.rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: identity.id } });
  const profile = await p.socialProfile.create({
    data: { slug: `p-${crypto.randomUUID()}`, adminTitle: email, title: { en: `Name of ${email}` } },
  });
  await p.rbacSubjectsToSocialModuleProfiles.create({
    data: { subjectId: subject.id, socialModuleProfileId: profile.id },
  });
  const order = await p.ecommerceOrder.create({ data: { status } });
  await p.rbacSubjectsToEcommerceModuleOrders.create({
    data: { subjectId: subject.id, ecommerceModuleOrderId: order.id },
  });
  for (const productId of productIds)
    await p.ecommerceOrdersToProducts.create({ data: { orderId: order.id, productId } });
  return order.id;
}

const OVERVIEW = '/api/ecommerce/orders/overview';
const overview = (query: string) => admin.get(`${OVERVIEW}?${query}`);

describe('the order list', () => {
  let paid: string;
  let open: string;
  beforeAll(async () => {
    open = await orderOf('maria.open@example.org', [shop.bell]);
    paid = await orderOf('ivan_paid@example.org', [shop.bell, shop.icon], 'approving');
  });

  it('answers rows with customer, product titles and totals, filtered by status, email, product and day', async () => {
    const byEmail = await overview('email=IVAN_PAID');
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    expect(byEmail.body.data.total).toBe(1);
    const [row] = byEmail.body.data.rows;
    expect(row).toMatchObject({
      id: paid,
      status: 'approving',
      customer: { name: { en: 'Name of ivan_paid@example.org' }, emails: ['ivan_paid@example.org'] },
      lines: [
        { productId: shop.bell, quantity: 1 },
        { productId: shop.icon, quantity: 1 },
      ],
    });
    // The icon has no usd price, so the order totals only in rub (the cart's rule).
    expect(row.totals).toEqual([{ total: '5000.1', billingModuleCurrency: expect.objectContaining({ id: shop.rub }) }]);
    // `_` is a character to find, not LIKE's wildcard.
    expect((await overview('email=ivan_paid@')).body.data.total).toBe(1);
    expect((await overview('email=ivanXpaid')).body.data.total).toBe(0);
    const ids = async (query: string) => ((await overview(query)).body.data.rows as { id: string }[]).map((r) => r.id);
    expect(await ids('status=new&email=example.org')).toEqual([open]);
    expect(await ids(`productId=${shop.icon}`)).toEqual([paid]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&email=example.org`)).toEqual([paid, open]);
    expect(await ids('to=2000-01-01')).toEqual([]);
  });

  it("finds a guest donor's order by the email the receipt went to, and shows that email", async () => {
    // A guest's subject has no identity: the only email is the one typed at checkout, kept on the payment.
    const p = t.db.prisma;
    const subject = await p.rbacSubject.create({ data: { slug: `guest-${crypto.randomUUID()}` } });
    const order = await p.ecommerceOrder.create({ data: { status: 'approving' } });
    await p.rbacSubjectsToEcommerceModuleOrders.create({
      data: { subjectId: subject.id, ecommerceModuleOrderId: order.id },
    });
    await p.ecommerceOrdersToProducts.create({ data: { orderId: order.id, productId: shop.bell } });
    const intent = await p.billingPaymentIntent.create({
      data: {
        provider: 'dummy',
        status: 'succeeded',
        amount: '777',
        currencyId: shop.rub,
        idempotencyKey: crypto.randomUUID(),
        email: 'guest.donor@example.net',
      },
    });
    await p.ecommerceOrdersToBillingModulePaymentIntents.create({
      data: { orderId: order.id, billingModulePaymentIntentId: intent.id },
    });
    const found = await overview('email=GUEST.DONOR');
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.rows).toMatchObject([
      { id: order.id, customer: { id: subject.id, emails: ['guest.donor@example.net'] } },
    ]);
    expect(found.body.data.total).toBe(1);
  });

  it('is bounded and refuses bad filters with a 400', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'offset=-1',
      'status=lost',
      'from=yesterday',
      'productId=x',
      'sort=id',
    ])
      expectError(await overview(query), 400);
    const page = await overview('limit=1');
    expect(page.body.data).toMatchObject({ limit: 1, offset: 0 });
    expect(page.body.data.rows).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('runs as many statements for 40 orders as for 2', async () => {
    const tag = `bulk-${Date.now()}`;
    const count = async () => {
      const counter = countQueries(t.db.pool);
      const res = await overview(`email=${tag}&limit=100`);
      counter.stop();
      expect(res.status).toBe(200);
      return { statements: counter.count, rows: res.body.data.rows.length as number };
    };
    for (let i = 0; i < 2; i++) await orderOf(`${tag}-${i}@example.org`, [shop.bell, shop.chapel]);
    const few = await count();
    for (let i = 2; i < 40; i++) await orderOf(`${tag}-${i}@example.org`, [shop.bell, shop.chapel]);
    const many = await count();
    expect([few.rows, many.rows]).toEqual([2, 40]);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(6);
  });

  it("answers an order's screen: its row, payments, receipts and each status change", async () => {
    const order = await orderOf('sheet@example.org', [shop.chapel]);
    const moved = await admin.post(`/api/ecommerce/orders/${order}/status`, { status: 'canceled' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const res = await admin.get(`/api/ecommerce/orders/${order}/sheet`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      row: { id: order, status: 'canceled', customer: { emails: ['sheet@example.org'] } },
      payments: [],
      receipts: [],
      history: [{ from: 'new', to: 'canceled', at: expect.any(String) }],
    });
    expectError(await admin.get(`/api/ecommerce/orders/${crypto.randomUUID()}/sheet`), 404);
  });

  it("lists the moves a payment made, a guest's donation too (no one was mailed)", async () => {
    const guest = await init(t);
    const subjectId = subjectOf(guest.jwt);
    const given = await as(t, guest.jwt).post(
      `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${shop.bell}/donate`,
      {
        consent: true,
        amount: '750',
        email: 'guest.history@example.net',
        billingModule: { currency: { id: shop.rub } },
      },
    );
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const order = given.body.data.ecommerceModule.orders[0].id as string;
    const link = new URL(given.body.data.billingModule.invoices[0].paymentUrl as string);
    expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
    const sheet = await admin.get(`/api/ecommerce/orders/${order}/sheet`);
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    expect(sheet.body.data.history).toMatchObject([
      { from: 'new', to: 'paying' },
      { from: 'paying', to: 'approving' },
    ]);
    // The record's history has them too, as the system's moves (a payment's return is no one's call).
    const versions = await admin.get(`/api/ecommerce/orders/${order}/versions`);
    expect(versions.status, JSON.stringify(versions.body)).toBe(200);
    expect(versions.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('is closed to a plain user and to anonymous callers', async () => {
    const user = await register(t);
    expectError(await as(t, user.jwt).get(OVERVIEW), 403);
    expectError(await as(t).get(OVERVIEW), 403);
    expectError(await as(t, user.jwt).get(`/api/ecommerce/orders/${crypto.randomUUID()}/sheet`), 403);
  });
});
