/**
 * A project's progress on its page (issue 27 §1): the page call itself answers each product's goals and what paid
 * orders gave to it, with the number of donors, in one query for any number of products; a paid donation moves
 * it at once, though the page was cached (the paid status drops the cached pages: ecommerce/progress-pages.ts; the
 * receipt file written with the payment does too); an unpaid one does not.
 */
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../../../../prisma/seed/define.ts';
import { countQueries } from '../../../db/query-counter.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { as, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp({ PAGE_CACHE_TTL_MS: '60000' });
await seedDemoContent(t.db);

const BELL = seedId('ecommerce/products:pokrovskoye-bell-tower');
const RUB = seedId('billing/currencies:rub');
const USD = seedId('billing/currencies:usd');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are walked freely in assertions
type Tree = Record<string, any>;
async function bellOnItsPage(): Promise<Tree> {
  const res = await t.http.get('/api/host/page').query({ url: '/projects/pokrovskoye-bell-tower', language: 'en' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.segments['ecommerce.products.slug'].record;
}

/** A donation made and left on its payment page: answers the way to pay it. */
async function donate(amount: string, currency: string, email?: string) {
  const me = await register(t);
  const res = await as(t, me.jwt).post(`/api/rbac/subjects/${me.subjectId}/ecommerce-module/products/${BELL}/donate`, {
    consent: true,
    amount,
    email: email ?? me.email,
    billingModule: { currency: { id: currency } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
  return async () => expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
}

describe("a project's progress", () => {
  it('comes with the page: the goal per currency, nothing collected and no donors at first', async () => {
    const bell = await bellOnItsPage();
    expect(bell.goals).toEqual([
      expect.objectContaining({ amount: '1200000', currency: expect.objectContaining({ slug: 'rub' }) }),
      expect.objectContaining({ amount: '13000', currency: expect.objectContaining({ slug: 'usd' }) }),
    ]);
    expect(bell.progress).toEqual({ donors: 0, collected: [] });
    // Prices stay prices: the goal is not one.
    expect(bell.prices.map((p: Tree) => p.amount)).toEqual(['5000', '55']);
  });

  it('moves with paid donations only, per currency, counting each donor once', async () => {
    const payments = [
      await donate('1500', RUB, 'same-donor@example.org'),
      await donate('700', RUB, 'Same-Donor@example.org'),
      await donate('20.5', USD),
    ];
    await donate('90000', RUB); // never paid
    expect((await bellOnItsPage()).progress).toEqual({ donors: 0, collected: [] }); // and cached so
    for (const pay of payments) await pay();
    const bell = await bellOnItsPage();
    expect(bell.progress.donors).toBe(2);
    expect(new Map(bell.progress.collected.map((c: Tree) => [c.currencyId, c.amount]))).toEqual(
      new Map([
        [RUB, '2200'],
        [USD, '20.5'],
      ]),
    );
  });

  it('is one query for all the products of a page (the /donate page offers every project)', async () => {
    const counter = countQueries(t.db.pool, { keepText: true });
    const res = await t.http.get('/api/host/page').query({ url: '/donate', language: 'ru' });
    counter.stop();
    expect(res.status).toBe(200);
    const offered = res.body.data.widgets[0].externalWidgets[0].products as Tree[];
    expect(offered.length).toBeGreaterThanOrEqual(4);
    expect(offered.every((p) => p.progress && Array.isArray(p.goals))).toBe(true);
    expect(counter.texts.filter((text) => text.includes('"billing_payment_intents"'))).toHaveLength(1);
  });
});
