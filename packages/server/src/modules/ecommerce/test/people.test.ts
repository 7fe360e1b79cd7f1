/**
 * GET /api/ecommerce/people over real HTTP on a real database: a donor's email, name, first and last gift and lifetime
 * total (a canceled order's money left out), the recurring gift, search and the donors/monthly/staff filters, pages,
 * statements that do not grow with the page, staff only. The person's sheet carries the lifetime total and the
 * recurring gifts too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { ADMIN, as, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
let admin: ReturnType<typeof as>;
const p = () => t.db.prisma;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

/** A subject with an email identity and a name. */
async function person(email: string, name?: string) {
  const subject = await p().rbacSubject.create({ data: { slug: `person-${crypto.randomUUID()}` } });
  const identity = await p().rbacIdentity.create({
    data: { email, provider: 'email_and_password', verifiedAt: new Date() },
  });
  await p().rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: identity.id } });
  if (name) {
    const profile = await p().socialProfile.create({
      data: { slug: `p-${crypto.randomUUID()}`, adminTitle: name, title: { en: name, ru: name } },
    });
    await p().rbacSubjectsToSocialModuleProfiles.create({
      data: { subjectId: subject.id, socialModuleProfileId: profile.id },
    });
  }
  return subject.id;
}

/** A paid gift (or a payment in `status`) of `subjectId`'s order. */
async function gift(subjectId: string, amount: string, currencyId: string, at: Date, orderStatus = 'approving') {
  const order = await p().ecommerceOrder.create({ data: { status: orderStatus, type: 'history' } });
  await p().rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: order.id } });
  await p().ecommerceOrdersToProducts.create({ data: { orderId: order.id, productId: shop.bell, quantity: 1 } });
  const intent = await p().billingPaymentIntent.create({
    data: {
      provider: 'dummy',
      status: 'succeeded',
      amount,
      currencyId,
      idempotencyKey: crypto.randomUUID(),
      createdAt: at,
      updatedAt: at,
    },
  });
  await p().ecommerceOrdersToBillingModulePaymentIntents.create({
    data: { orderId: order.id, billingModulePaymentIntentId: intent.id },
  });
  return intent.id;
}

const list = async (query: string) => {
  const res = await admin.get(`/api/ecommerce/people?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('GET /api/ecommerce/people', () => {
  it('lists a donor with email, name, first and last gift, lifetime total and recurring gift', async () => {
    const donor = await person(`anna-${tag}@example.org`, `Анна ${tag}`);
    const first = new Date('2026-01-10T10:00:00Z');
    const last = new Date('2026-03-05T10:00:00Z');
    await gift(donor, '1000', shop.rub, first);
    const intent = await gift(donor, '2500.50', shop.rub, last);
    await gift(donor, '10', shop.usd, new Date('2026-02-01T10:00:00Z'));
    await gift(donor, '9999', shop.rub, new Date('2026-03-06T10:00:00Z'), 'canceled'); // refunded: not counted
    await p().billingSubscription.create({
      data: {
        subjectId: donor,
        productId: shop.bell,
        currencyId: shop.rub,
        amount: '500',
        interval: 'month',
        status: 'active',
        provider: 'dummy',
        email: `anna-${tag}@example.org`,
        firstPaymentIntentId: intent,
      },
    });
    const data = await list(`q=anna-${tag}`);
    expect(data.total).toBe(1);
    const [row] = data.rows;
    expect(row).toMatchObject({
      id: donor,
      email: `anna-${tag}@example.org`,
      name: { en: `Анна ${tag}` },
      gifts: 3,
      firstGift: first.toISOString(),
      lastGift: last.toISOString(),
      monthly: { status: 'active', amount: '500', interval: 'month', currency: { id: shop.rub } },
    });
    expect(
      row.lifetime.map((m: { amount: string; currency: { id: string } }) => [m.currency.id, m.amount]).sort(),
    ).toEqual(
      [
        [shop.rub, '3500.5'],
        [shop.usd, '10'],
      ].sort(),
    );
    // Found by name as well, and listed among donors and monthly donors.
    expect((await list(`q=${encodeURIComponent(`Анна ${tag}`)}`)).rows.map((r: { id: string }) => r.id)).toEqual([
      donor,
    ]);
    expect((await list(`kind=donors&q=${tag}`)).rows.map((r: { id: string }) => r.id)).toContain(donor);
    expect((await list(`kind=monthly&q=${tag}`)).rows.map((r: { id: string }) => r.id)).toEqual([donor]);
    expect((await list(`kind=staff&q=${tag}`)).rows).toEqual([]);

    const sheet = await admin.get(`/api/ecommerce/customers/${donor}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.lifetime).toHaveLength(2);
    expect(sheet.body.data.subscriptions).toEqual([
      expect.objectContaining({ status: 'active', amount: '500', interval: 'month' }),
    ]);
  });

  it('filters staff, pages, and reads in statements that do not grow with the page', async () => {
    const staff = await list(`kind=staff&q=${encodeURIComponent(ADMIN.email)}`);
    expect(staff.rows.map((r: { email: string }) => r.email)).toEqual([ADMIN.email]);
    expect(staff.rows[0].roles.map((r: { slug: string }) => r.slug)).toContain('admin');
    for (let i = 0; i < 6; i++) {
      const id = await person(`page-${tag}-${i}@example.org`);
      await gift(id, String(100 + i), shop.rub, new Date(Date.UTC(2026, 0, 1 + i)));
    }
    const one = countQueries(t.db.pool);
    const small = await list(`q=page-${tag}&limit=2`);
    one.stop();
    const many = countQueries(t.db.pool);
    const big = await list(`q=page-${tag}&limit=6`);
    many.stop();
    expect(many.count).toBe(one.count);
    expect(small.total).toBe(6);
    expect(small.rows.map((r: { email: string }) => r.email)).toEqual([
      `page-${tag}-5@example.org`,
      `page-${tag}-4@example.org`,
    ]);
    expect(big.rows).toHaveLength(6);
    const next = await list(`q=page-${tag}&limit=2&offset=2`);
    expect(next.rows.map((r: { email: string }) => r.email)).toEqual([
      `page-${tag}-3@example.org`,
      `page-${tag}-2@example.org`,
    ]);
  });

  it('refuses bad filters and anyone but staff', async () => {
    expect((await admin.get('/api/ecommerce/people?kind=vip')).status).toBe(400);
    expect((await admin.get('/api/ecommerce/people?limit=101')).status).toBe(400);
    expect((await admin.get('/api/ecommerce/people?unknown=1')).status).toBe(400);
    const user = as(t, (await register(t)).jwt);
    const refused = await user.get('/api/ecommerce/people');
    expect(refused.status).toBe(403);
    expect((await as(t).get('/api/ecommerce/people')).status).toBe(403);
  });
});
