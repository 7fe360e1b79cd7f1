/**
 * The back office's customer screen over real HTTP on a real database: a subject's identities, roles, orders
 * (list rows with totals) and requests in a bounded number of statements (the same for 2 orders as for 30);
 * a missing subject is a 404, a bad id a 400, a plain user and anonymous callers are refused. The product list's
 * thumbnails and prices: one statement for a page, bad ids a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { as, expectError, loginAdmin, register, setupRbacApp, subjectOf } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

const sheet = (subjectId: string) => admin.get(`/api/ecommerce/customers/${subjectId}`);

/** A subject with an email identity, a profile and a role, as sign-up and an operator leave it. */
async function customer(email: string) {
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
  const role = await p.rbacRole.findFirstOrThrow({ where: { slug: 'user' } });
  await p.rbacSubjectsToRoles.create({ data: { subjectId: subject.id, roleId: role.id } });
  return subject.id;
}

async function orderFor(subjectId: string, productId: string) {
  const p = t.db.prisma;
  const order = await p.ecommerceOrder.create({ data: {} });
  await p.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: order.id } });
  await p.ecommerceOrdersToProducts.create({ data: { orderId: order.id, productId, quantity: 2 } });
  return order.id;
}

describe('the customer screen', () => {
  it("answers a subject's identities, roles, orders with totals and requests", async () => {
    const subjectId = await customer('olga.customer@example.org');
    const order = await orderFor(subjectId, shop.bell);
    await orderFor(await customer('someone.else@example.org'), shop.bell);
    const form = await t.db.prisma.crmForm.create({ data: { slug: `f-${Date.now()}`, adminTitle: 'Volunteers' } });
    await t.db.prisma.crmRequest.create({ data: { formId: form.id, subjectId, payload: { message: 'I can help' } } });

    const res = await sheet(subjectId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: subjectId,
      name: { en: 'Name of olga.customer@example.org' },
      identities: [
        { email: 'olga.customer@example.org', provider: 'email_and_password', verifiedAt: expect.any(String) },
      ],
      roles: [{ slug: 'user', title: 'User' }],
      orders: { total: 1, rows: [{ id: order, status: 'new', lines: [{ productId: shop.bell, quantity: 2 }] }] },
      requests: [{ form: 'Volunteers', payload: { message: 'I can help' } }],
    });
    expect(res.body.data.orders.rows[0].totals.length).toBeGreaterThan(0);
    // The order list filters by the same customer.
    const listed = await admin.get(`/api/ecommerce/orders/overview?customerId=${subjectId}`);
    expect((listed.body.data.rows as { id: string }[]).map((r) => r.id)).toEqual([order]);
  });

  it('runs as many statements for 30 orders as for 2, and shows the newest 20', async () => {
    const subjectId = await customer(`many-${Date.now()}@example.org`);
    const count = async () => {
      const counter = countQueries(t.db.pool);
      const res = await sheet(subjectId);
      counter.stop();
      expect(res.status).toBe(200);
      return {
        statements: counter.count,
        rows: res.body.data.orders.rows.length as number,
        total: res.body.data.orders.total as number,
      };
    };
    for (let i = 0; i < 2; i++) await orderFor(subjectId, shop.chapel);
    const few = await count();
    for (let i = 2; i < 30; i++) await orderFor(subjectId, shop.chapel);
    const many = await count();
    expect([few.rows, many.rows, many.total]).toEqual([2, 20, 30]);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(6);
  });

  it('answers 404 for no such subject, 400 for a bad id, and refuses a plain user and anonymous callers', async () => {
    expectError(await sheet(crypto.randomUUID()), 404);
    expectError(await sheet('not-an-id'), 400);
    const user = await register(t);
    expectError(await as(t, user.jwt).get(`/api/ecommerce/customers/${subjectOf(user.jwt)}`), 403);
    expectError(await as(t).get(`/api/ecommerce/customers/${crypto.randomUUID()}`), 403);
  });
});

describe("the product list's thumbnails and prices", () => {
  it('answers each product of a page with its first image and a price per currency, in one statement', async () => {
    const file = await t.db.prisma.fileStorageFile.create({
      data: { adminTitle: 'bell', slug: 'bell-card', file: '/files/bell-card.png' },
    });
    const saved = await admin.put(`/api/ecommerce/products/${shop.bell}/editor`, {
      prices: [
        { billingModuleCurrencyId: shop.rub, amount: '5000' },
        { billingModuleCurrencyId: shop.eur, amount: '55.5' },
      ],
      fileIds: [file.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const counter = countQueries(t.db.pool);
    const res = await admin.get(`/api/ecommerce/products/cards?ids=${shop.bell},${shop.chapel}`);
    counter.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bell = (res.body.data as { productId: string }[]).find((c) => c.productId === shop.bell);
    expect(bell).toMatchObject({ image: '/files/bell-card.png' });
    expect(
      (bell as unknown as { prices: { amount: string; currency: { id: string } }[] }).prices
        .map((p) => [p.currency.id, p.amount])
        .sort(),
    ).toEqual(
      [
        [shop.rub, '5000'],
        [shop.eur, '55.5'],
      ].sort(),
    );
    expect(res.body.data).toHaveLength(2);
    expect(counter.count).toBeLessThanOrEqual(2);
  });

  it('refuses no ids, a bad id and more than 100 with a 400', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    for (const query of ['', '?ids=', '?ids=x', `?ids=${many}`])
      expectError(await admin.get(`/api/ecommerce/products/cards${query}`), 400);
  });
});
