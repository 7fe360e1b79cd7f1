/**
 * The dummy provider marks orders paid without money: it must be off in production unless a setting turns it
 * on (then loudly logged), and its pay page answers only through the signed, single-use link the checkout
 * hands the buyer (paymentUrl), never to a bare intent id.
 */
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createProviders } from '../providers/index.ts';

const t = await setupRbacApp();
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
});

const cartOf = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;

async function dummyCheckout(language?: 'en' | 'ru') {
  const me = await register(t);
  const http = as(t, me.jwt);
  await http.post(cartOf(me.subjectId), { productId: shop.bell });
  const res = await http.post(`${cartOf(me.subjectId)}/checkout`, {
    consent: true,
    provider: 'dummy',
    email: me.email,
    billingModule: { currency: { id: language ? shop.usd : shop.rub } },
    ...(language ? { language } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
  const intentId = res.body.data.billingModule.paymentIntent.id as string;
  const orderId = res.body.data.ecommerceModule.orders[0].id as string;
  const status = async () => {
    const intent = await t.db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id: intentId } });
    const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    return { intent: intent.status, order: order.status };
  };
  return { me, http, link, intentId, status };
}

describe('the dummy pay page', () => {
  it("refuses a bare intent id or another intent's link, and pays through its own link once", async () => {
    const { link, status } = await dummyCheckout();
    const other = await dummyCheckout();
    const token = link.searchParams.get('token');
    expect(token).toMatch(/^[\w-]{20,}$/);
    const otherToken = other.link.searchParams.get('token')!;

    expect((await t.http.get(link.pathname)).status).toBe(403);
    expect((await t.http.get(`${link.pathname}?token=${otherToken}`)).status).toBe(403);
    expectError(await t.http.post(`${link.pathname}/succeeded`), 403);
    expectError(await t.http.post(`${link.pathname}/succeeded?token=${otherToken}`), 403);
    expectError(await t.http.post(`${other.link.pathname}/succeeded?token=${token}`), 403);
    expect(await status()).toEqual({ intent: 'open', order: 'paying' });
    expect(await other.status()).toEqual({ intent: 'open', order: 'paying' });

    const page = await t.http.get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="${link.pathname}/succeeded?token=${token}"`);
    // As a browser submits the page's form: urlencoded, empty body.
    const paid = await t.http
      .post(`${link.pathname}/succeeded${link.search}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('');
    expect(paid.status, paid.text).toBe(303);
    expect(await status()).toEqual({ intent: 'succeeded', order: 'approving' });

    expectError(await t.http.post(`${link.pathname}/succeeded${link.search}`), 409, /already used/);
    expectError(await t.http.post(`${link.pathname}/failed${link.search}`), 409);
    expect(await status()).toEqual({ intent: 'succeeded', order: 'approving' });
  });

  it("speaks the checkout's language, writes the amount as the site does, and says a bad link is one", async () => {
    const ru = await dummyCheckout('ru');
    const page = await t.http.get(`${ru.link.pathname}${ru.link.search}`);
    expect(page.text).toContain('<html lang="ru">');
    expect(page.text).toContain('Тестовая оплата');
    // The fixture's currencies carry a tag (not an ISO code): the number in the language, then the symbol.
    expect(page.text).toContain('Оплатить 55,5 $');
    expect(page.text).toContain('Отклонить');
    const en = await dummyCheckout('en');
    const english = await t.http.get(`${en.link.pathname}${en.link.search}`);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('Pay 55.5 $');
    const refused = await t.http.get(ru.link.pathname);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Ссылка на оплату недействительна.');
  });

  it('a declined payment spends the link: it cannot pay the orders afterwards', async () => {
    const { link, status } = await dummyCheckout();
    expect((await t.http.post(`${link.pathname}/failed${link.search}`)).status).toBe(303);
    expect(await status()).toEqual({ intent: 'failed', order: 'new' });
    expectError(await t.http.post(`${link.pathname}/succeeded${link.search}`), 409);
    expect(await status()).toEqual({ intent: 'failed', order: 'new' });
  });

  it('a link of a cart that changed since no longer pays it, and the order stays unpaid', async () => {
    const { me, http, link, status } = await dummyCheckout();
    const inDollars = await http.post(`${cartOf(me.subjectId)}/checkout`, {
      consent: true,
      provider: 'dummy',
      email: me.email,
      billingModule: { currency: { id: shop.usd } },
    });
    const dollarLink = new URL(inDollars.body.data.billingModule.invoices[0].paymentUrl as string);
    // Declining the dollar payment returns the order to the cart; the ruble link is still open.
    expect((await t.http.post(`${dollarLink.pathname}/failed${dollarLink.search}`)).status).toBe(303);
    expect(await status()).toEqual({ intent: 'open', order: 'new' });

    expect((await http.post(cartOf(me.subjectId), { productId: shop.bell, quantity: 9_999 })).status).toBe(201);
    expectError(await t.http.post(`${link.pathname}/succeeded${link.search}`), 409, /no longer pays/);
    expect(await status()).toEqual({ intent: 'canceled', order: 'new' });
  });

  it('two racing posts of one link: one applies, the other is refused', async () => {
    const { link, status } = await dummyCheckout();
    const answers = await Promise.all(
      ['failed', 'succeeded', 'succeeded'].map((outcome) => t.http.post(`${link.pathname}/${outcome}${link.search}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409]);
    const after = await status();
    expect(after).toEqual(
      after.intent === 'failed' ? { intent: 'failed', order: 'new' } : { intent: 'succeeded', order: 'approving' },
    );
  });
});

describe('in production', () => {
  it('the dummy provider is off without PAYMENTS_DUMMY_ENABLED: no checkout, no pay page, not listed', async () => {
    const { link, status, me, http } = await dummyCheckout();
    const production = createProviders({ NODE_ENV: 'production' });
    const before = t.app.deps.payments;
    Object.assign(t.app.deps, { payments: production });
    try {
      expect((await as(t).get('/api/billing/providers')).body.data).toEqual([]);
      await http.post(cartOf(me.subjectId), { productId: shop.chapel });
      const checkout = await http.post(`${cartOf(me.subjectId)}/checkout`, {
        consent: true,
        provider: 'dummy',
        email: me.email,
        billingModule: { currency: { id: shop.rub } },
      });
      expectError(checkout, 400, 'provider not available');
      // A link handed out while it was on is dead too.
      expect((await t.http.get(`${link.pathname}${link.search}`)).status).toBe(404);
      expectError(await t.http.post(`${link.pathname}/succeeded${link.search}`), 404);
      expect(await status()).toEqual({ intent: 'open', order: 'paying' });
    } finally {
      Object.assign(t.app.deps, { payments: before });
    }
  });

  it('PAYMENTS_DUMMY_ENABLED=true turns it on, with a warning at start', async () => {
    expect(createProviders({ NODE_ENV: 'production', PAYMENTS_DUMMY_ENABLED: 'true' }).dummy.isConfigured()).toBe(true);
    expect(createProviders({ NODE_ENV: 'test', PAYMENTS_DUMMY_ENABLED: 'false' }).dummy.isConfigured()).toBe(false);
    expect(createProviders({}).dummy.isConfigured()).toBe(true);

    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    await setupTestApp(
      { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters!' },
      { payments: createProviders({ NODE_ENV: 'production', PAYMENTS_DUMMY_ENABLED: 'true' }) },
      { logger: { level: 'warn', stream } },
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/dummy payment provider is ENABLED in production/),
      }),
    );
  });
});
