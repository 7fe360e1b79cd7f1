/**
 * Impact hints (issue 32 §3): the page call itself answers each project's hints (`impactHints`: amount, currency,
 * text in the page's language, in the operator's order), one query for every product of a page; the operator edits
 * them through the generic routes, which refuse a bad one with a 400 and write nothing, and a change shows on the
 * next page read though pages are cached.
 */
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../../../../prisma/seed/define.ts';
import { countQueries } from '../../../db/query-counter.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { as, expectError, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp({ PAGE_CACHE_TTL_MS: '60000' });
await seedDemoContent(t.db);

const ICONS = seedId('ecommerce/products:icon-restoration-workshop');
const RUB = seedId('billing/currencies:rub');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are walked freely in assertions
type Tree = Record<string, any>;
async function iconsOnItsPage(language: 'en' | 'ru'): Promise<Tree> {
  const res = await t.http.get('/api/host/page').query({ url: '/projects/icon-restoration-workshop', language });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.segments['ecommerce.products.slug'].record;
}
const hintCount = () =>
  t.db.pool.query('SELECT count(*)::int AS n FROM ecommerce_impact_hints').then((r) => r.rows[0].n);

describe('impact hints', () => {
  it('come with the page, in its language and the operator’s order, per currency', async () => {
    const en = await iconsOnItsPage('en');
    const rub = (en.impactHints as Tree[]).filter((h) => h.currency.slug === 'rub');
    expect(rub.map((h) => h.amount)).toEqual(['700', '1500', '4000', '10000']);
    expect(rub[0]).toEqual({
      amount: '700',
      currency: { id: RUB, slug: 'rub' },
      description: 'A set of squirrel-hair brushes for a restorer.',
    });
    const ru = await iconsOnItsPage('ru');
    expect(ru.impactHints[0].description).toBe('Набор беличьих кистей для реставратора.');
    expect((ru.impactHints as Tree[]).filter((h) => h.currency.slug === 'usd').map((h) => h.amount)).toEqual([
      '10',
      '20',
      '45',
      '110',
    ]);
  });

  it('are one query for all the products of a page', async () => {
    const counter = countQueries(t.db.pool, { keepText: true });
    const res = await t.http.get('/api/host/page').query({ url: '/donate', language: 'en' });
    counter.stop();
    expect(res.status).toBe(200);
    const offered = res.body.data.widgets[0].externalWidgets[0].products as Tree[];
    expect(offered.every((p) => Array.isArray(p.impactHints) && p.impactHints.length > 0)).toBe(true);
    expect(counter.texts.filter((text) => text.includes('"ecommerce_impact_hints"'))).toHaveLength(1);
  });

  it('are edited by an operator only; a bad one is refused with a 400 and nothing is written', async () => {
    const before = await hintCount();
    const hint = {
      productId: ICONS,
      currencyId: RUB,
      amount: '2500',
      description: { en: 'Varnish removal on one icon.', ru: 'Снятие олифы с одной иконы.' },
      orderIndex: 5,
    };
    const visitor = await register(t);
    expect((await as(t, visitor.jwt).post('/api/ecommerce/impact-hints', hint)).status).toBe(403);
    expect((await as(t).post('/api/ecommerce/impact-hints', hint)).status).toBe(403);
    const admin = as(t, (await loginAdmin(t)).jwt);
    expectError(await admin.post('/api/ecommerce/impact-hints', { ...hint, amount: '0' }), 400);
    expectError(await admin.post('/api/ecommerce/impact-hints', { ...hint, amount: '-5' }), 400);
    expectError(await admin.post('/api/ecommerce/impact-hints', { ...hint, amount: 'a lot' }), 400);
    const { productId: _productId, ...withoutProduct } = hint;
    expectError(await admin.post('/api/ecommerce/impact-hints', withoutProduct), 400);
    const unknown = await admin.post('/api/ecommerce/impact-hints', { ...hint, productId: seedId('nothing') });
    expect(unknown.status, JSON.stringify(unknown.body)).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    // The same amount twice for one project and currency: refused.
    const twice = await admin.post('/api/ecommerce/impact-hints', { ...hint, amount: '700' });
    expect(twice.status, JSON.stringify(twice.body)).toBe(409);
    expect(await hintCount()).toBe(before);

    await iconsOnItsPage('en'); // cached now
    const made = await admin.post('/api/ecommerce/impact-hints', hint);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rub = ((await iconsOnItsPage('en')).impactHints as Tree[]).filter((h) => h.currency.slug === 'rub');
    expect(rub.at(-1)).toEqual(
      expect.objectContaining({ amount: '2500', description: 'Varnish removal on one icon.' }),
    );
  });
});
