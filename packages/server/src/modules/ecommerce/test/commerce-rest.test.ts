/**
 * Commerce end to end over the documented REST paths: a signed-in subject fills a two-currency cart,
 * checks out with the dummy provider, pays on its page and the order moves on; Stripe and CloudPayments
 * webhooks are signed as the providers sign them (the SDK's own test helper; HMAC with a test secret).
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { PDFParse } from 'pdf-parse';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createProviders } from '../../billing/providers/index.ts';
import { as, markVerified, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
const CLOUDPAYMENTS_SECRET = 'cp-test-api-secret';

/** Stand-in for CloudPayments' API (the one network edge): answers orders/create like the real one. */
let cloudPayments: Server;
let cloudPaymentsRequests: { path: string; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  cloudPayments = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
      cloudPaymentsRequests.push({ path: req.url ?? '', body: parsed });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          Success: true,
          Model: {
            Id: `cp_${String(parsed.InvoiceId)}`,
            Url: `https://orders.cloudpayments.test/${String(parsed.InvoiceId)}`,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => cloudPayments.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => cloudPayments.close(() => resolve())));

const cpPort = () => (cloudPayments.address() as { port: number }).port;
const t = await setupRbacApp();
const payments = () =>
  createProviders({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET,
    CLOUDPAYMENTS_PUBLIC_ID: 'pk_test',
    CLOUDPAYMENTS_API_SECRET: CLOUDPAYMENTS_SECRET,
    CLOUDPAYMENTS_API_URL: `http://127.0.0.1:${cpPort()}`,
  });
let shop: Shop;

beforeAll(async () => {
  Object.assign(t.app.deps, { payments: payments() });
  shop = await createShop(t.db);
});

const orders = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;
const checkoutData = (currencyId: string, provider = 'dummy') => ({
  consent: true,
  provider,
  email: 'donor@example.org',
  billingModule: { currency: { id: currencyId } },
});

async function buyer() {
  const tokens = await register(t);
  await markVerified(t, tokens.email); // order mail goes to verified addresses only
  return { ...tokens, http: as(t, tokens.jwt) };
}

describe('a two-currency cart over REST', () => {
  it('adds, updates, totals, checks out with the dummy provider and pays', async () => {
    const me = await buyer();
    const added = await me.http.post(orders(me.subjectId), { productId: shop.bell, quantity: 1, storeId: shop.store });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const third = await me.http.post(orders(me.subjectId), { productId: shop.chapel, quantity: 3 });
    const orderId = third.body.data.id as string;

    // 2 × 5000 + 3 × 1200.50 = 13601.5 ₽; 2 × 55.5 + 3 × 13.25 = 150.75 $.
    const totals = await me.http.get(`${orders(me.subjectId)}/total`);
    expect(
      totals.body.data
        .map((x: { total: string; billingModuleCurrency: { id: string } }) => [x.billingModuleCurrency.id, x.total])
        .sort(),
    ).toEqual(
      [
        [shop.rub, '13601.5'],
        [shop.usd, '150.75'],
      ].sort(),
    );
    expect((await me.http.get(`${orders(me.subjectId)}/quantity`)).body.data).toEqual({ quantity: 5 });

    const chapelLine = third.body.data.ordersToProducts.find((l: { productId: string }) => l.productId === shop.chapel);
    const updated = await me.http.patch(`${orders(me.subjectId)}/${orderId}`, {
      ordersToProducts: [{ id: chapelLine.id, quantity: 1 }],
    });
    expect(updated.status).toBe(200);
    const listed = await me.http.get(`${orders(me.subjectId)}?billingModuleCurrencyId=${shop.usd}`);
    expect(listed.body.data[0]).toMatchObject({ id: orderId, total: '124.25' }); // 2 × 55.5 + 13.25

    const checkout = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.usd));
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const paymentUrl = checkout.body.data.billingModule.invoices[0].paymentUrl as string;
    expect(checkout.body.data.billingModule.paymentIntent).toMatchObject({ amount: '124.25', status: 'open' });
    const { pathname, search } = new URL(paymentUrl);
    const page = await t.http.get(`${pathname}${search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('124.25 $');

    const paid = await t.http.post(`${pathname}/succeeded${search}`);
    expect(paid.status).toBe(303);
    const [order] = (await me.http.get(orders(me.subjectId))).body.data;
    expect(order).toMatchObject({ id: orderId, status: 'approving', type: 'history' });
    // Back on the site's thank-you page, which reads the payment and its paid order (the owner's only).
    const intentId = checkout.body.data.billingModule.paymentIntent.id as string;
    expect(paid.headers.location).toBe(`/api/billing/payment-intents/${intentId}/return`);
    const back = await t.http.get(paid.headers.location!);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/ecommerce/checkout/thank-you?paymentIntentId=${intentId}`,
    );
    const payment = await me.http.get(`/api/rbac/subjects/${me.subjectId}/billing-module/payment-intents/${intentId}`);
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    expect(payment.body.data).toMatchObject({
      status: 'succeeded',
      amount: '124.25',
      currency: { id: shop.usd },
      orders: [{ id: orderId, status: 'approving', total: '124.25' }],
    });
    const stranger = await buyer();
    const foreign = await stranger.http.get(
      `/api/rbac/subjects/${stranger.subjectId}/billing-module/payment-intents/${intentId}`,
    );
    expect(foreign.status).toBe(404);

    // The receipt: a PDF stored as a file, linked to the order, mailed with the status changes.
    expect(order.receipt).toMatch(/^http.*\.pdf$/);
    const [link] = await t.db.prisma.ecommerceOrdersToFileStorageModuleFiles.findMany({
      where: { orderId },
      include: { fileStorageModuleFile: true },
    });
    expect(link!.fileStorageModuleFile).toMatchObject({ mimeType: 'application/pdf' });
    // A private file: its owner downloads it, anyone else gets a 404.
    expect((await t.http.get(new URL(order.receipt).pathname)).status).toBe(404);
    const pdf = await me.http.get(new URL(order.receipt).pathname).buffer(true);
    expect(pdf.status).toBe(200);
    // Its amounts written as the site writes them in the mail's language (the default one, Russian, as the
    // checkout named none; this fixture's currency slug is no ISO code, so the number is followed by its symbol).
    const text = (await new PDFParse({ data: new Uint8Array(pdf.body as Buffer) }).getText()).text;
    expect(text).toContain('124,25 $');
    expect(text).toContain('2 × 55,5 $');
    const mails = (
      await t.db.prisma.notificationNotification.findMany({
        where: { subjectId: me.subjectId },
        orderBy: { createdAt: 'asc' },
      })
    ).filter((m) => !(m.payload as { verifyUrl?: string }).verifyUrl); // registration's verification mail
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/paying$/),
      expect.stringMatching(/approving$/),
      expect.stringMatching(/Квитанция № \d+ по заказу|Receipt № \d+ for order/),
    ]);
    expect(mails.every((m) => m.recipient === me.email)).toBe(true);
    expect(mails.at(-1)!.body).toContain('Итого: 124,25 $');
  });

  it('answers the documented messages', async () => {
    const me = await buyer();
    const res = await me.http.post(orders(me.subjectId), { quantity: 1 });
    expect(res.body).toMatchObject({ status: 400, message: 'productId is required' });
    const noOrder = await me.http.patch(`${orders(me.subjectId)}`, { ordersToProducts: [] });
    expect(noOrder.body).toMatchObject({ status: 400, message: 'orderId is required' });
    await me.http.post(orders(me.subjectId), { productId: shop.icon });
    const invalid = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub, 'paypal'));
    expect(invalid.body).toMatchObject({ status: 400, message: 'Invalid provider' });
    const noPrice = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.usd));
    expect(noPrice.body).toMatchObject({
      status: 400,
      message: "Product doesn't have price attributes connected to billing module currency.",
    });
    const badEmail = await me.http.post(`${orders(me.subjectId)}/checkout`, {
      ...checkoutData(shop.rub),
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    const productCheckout = await me.http.post(
      `/api/rbac/subjects/${me.subjectId}/ecommerce-module/products/${shop.icon}/checkout`,
      { consent: true, email: 'a@b.org', quantity: 0 },
    );
    expect(productCheckout.status).toBe(400);
    const unconfigured = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub, 'payselection'));
    expect(unconfigured.body).toMatchObject({ status: 400, message: 'provider not available' });
  });

  it('caps a cart line, not only each add: adds past the cap are a 400 and change nothing', async () => {
    const me = await buyer();
    const full = await me.http.post(orders(me.subjectId), { productId: shop.bell, quantity: 10_000 });
    expect(full.status, JSON.stringify(full.body)).toBe(201);
    const over = await me.http.post(orders(me.subjectId), { productId: shop.bell, quantity: 5 });
    expect(over.body).toMatchObject({ status: 400, message: 'A cart line holds at most 10000 items' });
    expect(over.body.cause).toEqual(['quantity: at most 0 more of this product fit in the cart']);
    const [cart] = (await me.http.get(orders(me.subjectId))).body.data;
    expect(cart.ordersToProducts.map((l: { quantity: number }) => l.quantity)).toEqual([10_000]);
  });

  it('one-step product checkout pays a fresh order and leaves the cart alone', async () => {
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const res = await me.http.post(
      `/api/rbac/subjects/${me.subjectId}/ecommerce-module/products/${shop.chapel}/checkout`,
      { consent: true, email: 'donor@example.org', quantity: 2, billingModule: { currency: { id: shop.rub } } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.billingModule.paymentIntent.amount).toBe('2401');
    const list = (await me.http.get(orders(me.subjectId))).body.data as { status: string }[];
    expect(list.map((o) => o.status).sort()).toEqual(['new', 'paying']);
  });

  it('concurrent double checkout gives one intent', async () => {
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const answers = await Promise.all(
      [1, 2, 3].map(() => me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub))),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(new Set(answers.map((a) => a.body.data.billingModule.paymentIntent.id)).size).toBe(1);
  });

  it('a checkout that arrives after the first has moved the cart to paying meets the same payment', async () => {
    // The late half of the race above, made deterministic: the first answer has committed before the second asks.
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const first = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub));
    const second = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.billingModule.paymentIntent.id).toBe(first.body.data.billingModule.paymentIntent.id);
  });

  it('the payment return brings the buyer to the thank-you page in the language of the latest checkout', async () => {
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const wrong = await me.http.post(`${orders(me.subjectId)}/checkout`, {
      ...checkoutData(shop.rub),
      language: 'de',
    });
    expect(wrong.body).toMatchObject({ status: 400 });
    expect(JSON.stringify(wrong.body)).toContain('language must be one of en, ru');
    const en = await me.http.post(`${orders(me.subjectId)}/checkout`, {
      ...checkoutData(shop.rub),
      language: 'en',
    });
    expect(en.status, JSON.stringify(en.body)).toBe(201);
    const intentId = en.body.data.billingModule.paymentIntent.id as string;
    const back = () => t.http.get(`/api/billing/payment-intents/${intentId}/return`);
    expect((await back()).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/en/ecommerce/checkout/thank-you?paymentIntentId=${intentId}`,
    );
    // Checked out again (the same open payment) from the Russian site: it comes back in Russian.
    const ru = await me.http.post(`${orders(me.subjectId)}/checkout`, {
      ...checkoutData(shop.rub),
      language: 'ru',
    });
    expect(ru.body.data.billingModule.paymentIntent.id).toBe(intentId);
    expect((await back()).headers.location).toBe(
      `${t.config.PUBLIC_SITE_URL}/ru/ecommerce/checkout/thank-you?paymentIntentId=${intentId}`,
    );
    // With PUBLIC_SITE_URL set (from the config, not the process environment), on the site's own origin.
    const configured = loadConfig({ PUBLIC_SITE_URL: 'https://site.example/' });
    expect(configured.PUBLIC_SITE_URL_SET).toBe(true);
    expect(loadConfig({}).PUBLIC_SITE_URL_SET).toBe(false);
    const { PUBLIC_SITE_URL, PUBLIC_SITE_URL_SET } = t.app.deps.config;
    Object.assign(t.app.deps.config, { PUBLIC_SITE_URL: configured.PUBLIC_SITE_URL, PUBLIC_SITE_URL_SET: true });
    try {
      expect((await back()).headers.location).toBe(
        `https://site.example/ru/ecommerce/checkout/thank-you?paymentIntentId=${intentId}`,
      );
    } finally {
      Object.assign(t.app.deps.config, { PUBLIC_SITE_URL, PUBLIC_SITE_URL_SET });
    }
  });

  it("another subject's cart and orders are untouchable", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const added = await owner.http.post(orders(owner.subjectId), { productId: shop.bell });
    const orderId = added.body.data.id as string;
    const lineId = added.body.data.ordersToProducts[0].id as string;
    for (const res of [
      await stranger.http.get(orders(owner.subjectId)),
      await stranger.http.post(orders(owner.subjectId), { productId: shop.bell }),
      await stranger.http.patch(`${orders(owner.subjectId)}/${orderId}`, {
        ordersToProducts: [{ id: lineId, quantity: 5 }],
      }),
      await stranger.http.delete(`${orders(owner.subjectId)}/${orderId}`),
      await stranger.http.post(`${orders(owner.subjectId)}/checkout`, checkoutData(shop.rub)),
      await stranger.http.get(`/api/ecommerce/orders/${orderId}/total`),
      await stranger.http.post(`/api/ecommerce/orders/${orderId}/check`),
      await stranger.http.get(`/api/ecommerce/orders-to-products/${lineId}/total`),
      await stranger.http.get(`/api/ecommerce/orders/${orderId}`),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    // Through the stranger's own route the owner's order is still refused.
    const viaOwnRoute = await stranger.http.patch(`${orders(stranger.subjectId)}/${orderId}`, {
      ordersToProducts: [{ id: lineId, quantity: 5 }],
    });
    expect(viaOwnRoute.status).toBe(403);
    expect((await as(t).get(orders(owner.subjectId))).status).toBe(401);
    const [order] = (await owner.http.get(orders(owner.subjectId))).body.data;
    expect(order.ordersToProducts[0].quantity).toBe(1);
  });

  it('the owner reads the order extras', async () => {
    const me = await buyer();
    const added = await me.http.post(orders(me.subjectId), { productId: shop.chapel, quantity: 2 });
    const orderId = added.body.data.id as string;
    const total = await me.http.get(`/api/ecommerce/orders/${orderId}/total`);
    expect(
      total.body.data.find((x: { billingModuleCurrency: { id: string } }) => x.billingModuleCurrency.id === shop.rub)
        .total,
    ).toBe('2401');
    const attributes = await me.http.get(`/api/ecommerce/orders/${orderId}/checkout-attributes/${shop.usd}`);
    expect(attributes.body.data).toEqual([
      expect.objectContaining({ productId: shop.chapel, price: '13.25', quantity: 2 }),
    ]);
    const check = await me.http.post(`/api/ecommerce/orders/${orderId}/check`, { billingModuleCurrencyId: shop.eur });
    expect(check.body.data).toMatchObject({
      ok: false,
      problems: [`Product ${shop.chapel} has no price in this currency`],
    });
    const line = added.body.data.ordersToProducts[0].id as string;
    const lineTotal = await me.http.get(
      `/api/ecommerce/orders-to-products/${line}/total?billingModuleCurrencyId=${shop.usd}`,
    );
    expect(lineTotal.body.data).toEqual([{ total: '26.5', billingModuleCurrency: { id: shop.usd, symbol: '$' } }]);
    const patched = await me.http.patch(`/api/ecommerce/orders/${orderId}/orders-to-products/${line}`, { quantity: 3 });
    expect(patched.body.data.ordersToProducts[0].quantity).toBe(3);
  });
});

describe('webhooks', () => {
  async function payingOrder(provider: 'stripe' | 'cloudpayments') {
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell });
    if (provider === 'cloudpayments') {
      const res = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub, 'cloudpayments'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { me, intentId: res.body.data.billingModule.paymentIntent.id as string };
    }
    // Stripe's API is out of reach here: the intent a Stripe checkout would have made, written directly.
    const [cart] = (await me.http.get(orders(me.subjectId))).body.data;
    const intent = await t.db.prisma.billingPaymentIntent.create({
      data: {
        provider: 'stripe',
        amount: '5000',
        currencyId: shop.rub,
        idempotencyKey: `test-${cart.id}`,
        externalId: `cs_test_${cart.id}`,
      },
    });
    await t.db.prisma.ecommerceOrdersToBillingModulePaymentIntents.create({
      data: { orderId: cart.id, billingModulePaymentIntentId: intent.id },
    });
    await t.db.prisma.ecommerceOrder.update({ where: { id: cart.id }, data: { status: 'paying' } });
    return { me, intentId: intent.id };
  }

  const orderStatus = async (me: Awaited<ReturnType<typeof buyer>>) =>
    (await me.http.get(orders(me.subjectId))).body.data[0].status;

  it('Stripe: a signed event pays once; a forged signature changes nothing', async () => {
    const { me, intentId } = await payingOrder('stripe');
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_x`,
          object: 'checkout.session',
          client_reference_id: intentId,
          metadata: { intentId },
          payment_status: 'paid',
        },
      },
    });
    const forged = await t.http
      .post('/api/billing/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))
      .send(payload);
    expect(forged.status).toBe(400);
    expect(await orderStatus(me)).toBe('paying');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const send = () =>
      t.http
        .post('/api/billing/webhooks/stripe')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
    expect((await send()).status).toBe(200);
    expect(await orderStatus(me)).toBe('approving');
    expect((await send()).status).toBe(200);
    const intent = await t.db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id: intentId } });
    expect(intent.status).toBe('succeeded');
  });

  it('CloudPayments: checkout signs in with Basic auth, the HMAC webhook pays once, a forged one is refused', async () => {
    cloudPaymentsRequests = [];
    const { me, intentId } = await payingOrder('cloudpayments');
    expect(cloudPaymentsRequests).toEqual([
      expect.objectContaining({
        path: '/orders/create',
        body: expect.objectContaining({ Amount: 5000, InvoiceId: intentId }),
      }),
    ]);
    const body = new URLSearchParams({
      TransactionId: '42',
      Amount: '5000.00',
      Currency: 'RUB',
      InvoiceId: intentId,
      Status: 'Completed',
      OperationType: 'Payment',
    }).toString();
    const hmac = createHmac('sha256', CLOUDPAYMENTS_SECRET).update(body).digest('base64');
    const post = (signature: string, payload = body) =>
      t.http
        .post('/api/billing/webhooks/cloudpayments')
        .set('content-type', 'application/x-www-form-urlencoded')
        .set('content-hmac', signature)
        .send(payload);

    const tampered = await post(hmac, body.replace('5000.00', '1.00'));
    expect(tampered.status).toBe(400);
    expect(await orderStatus(me)).toBe('paying');
    const first = await post(hmac);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 0 });
    expect((await post(hmac)).body).toEqual({ code: 0 });
    expect(await orderStatus(me)).toBe('approving');
    expect(await t.db.prisma.billingInvoice.findFirst({ where: { paymentIntentId: intentId } })).toMatchObject({
      status: 'paid',
    });
  });

  it('a failing provider leaves the cart intact', async () => {
    const me = await buyer();
    await me.http.post(orders(me.subjectId), { productId: shop.bell, quantity: 2 });
    const port = cpPort();
    Object.assign(t.app.deps, {
      payments: createProviders({
        CLOUDPAYMENTS_PUBLIC_ID: 'pk',
        CLOUDPAYMENTS_API_SECRET: 's',
        CLOUDPAYMENTS_API_URL: 'http://127.0.0.1:9',
      }),
    });
    try {
      const res = await me.http.post(`${orders(me.subjectId)}/checkout`, checkoutData(shop.rub, 'cloudpayments'));
      expect(res.status).toBe(502);
    } finally {
      Object.assign(t.app.deps, { payments: payments() });
      expect(cpPort()).toBe(port);
    }
    const [cart] = (await me.http.get(orders(me.subjectId))).body.data;
    expect(cart).toMatchObject({ status: 'new', type: 'cart' });
    expect(cart.ordersToProducts[0].quantity).toBe(2);
  });
});

describe('order lifecycle over REST', () => {
  it('an admin moves orders along allowed transitions, is refused others unless forcing', async () => {
    const me = await buyer();
    const added = await me.http.post(orders(me.subjectId), { productId: shop.bell });
    const orderId = added.body.data.id as string;
    const admin = as(t);
    const move = (status: string, force?: boolean) =>
      t.http
        .post(`/api/ecommerce/orders/${orderId}/status`)
        .set('x-rbac-secret-key', 'test-secret-key-0123456789')
        .send({ data: { status, force } });
    expect((await move('delivered')).body).toMatchObject({
      status: 409,
      message: 'Order cannot go from new to delivered',
    });
    expect((await move('canceled')).body.data.change).toMatchObject({ from: 'new', to: 'canceled', forced: false });
    expect((await move('new')).status).toBe(409);
    const forced = await move('new', true);
    expect(forced.body.data.change).toMatchObject({ forced: true });
    expect(forced.body.data.order.comment).toMatch(/status forced canceled → new/);
    const patch = await t.http
      .patch(`/api/ecommerce/orders/${orderId}`)
      .set('x-rbac-secret-key', 'test-secret-key-0123456789')
      .send({ data: { status: 'delivered' } });
    expect(patch.status).toBe(409);
    // A subject cannot move its own order.
    expect((await me.http.post(`/api/ecommerce/orders/${orderId}/status`, { status: 'canceled' })).status).toBe(403);
    expect(admin.ip).toBeTruthy();
  });

  it('an order made by an operator (no owner) has its total and quantity read by the operator', async () => {
    const asOperator = (request: ReturnType<typeof t.http.get>) =>
      request.set('x-rbac-secret-key', 'test-secret-key-0123456789');
    const made = await asOperator(t.http.post('/api/ecommerce/orders')).send({ data: { comment: 'by phone' } });
    const orderId = made.body.data.id as string;
    const line = await asOperator(t.http.post('/api/ecommerce/orders-to-products')).send({
      data: { orderId, productId: shop.chapel, quantity: 2 },
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    const total = await asOperator(t.http.get(`/api/ecommerce/orders/${orderId}/total`));
    expect(total.status, JSON.stringify(total.body)).toBe(200);
    expect(
      total.body.data.find((x: { billingModuleCurrency: { id: string } }) => x.billingModuleCurrency.id === shop.rub)
        .total,
    ).toBe('2401');
    const quantity = await asOperator(t.http.get(`/api/ecommerce/orders/${orderId}/quantity`));
    expect(quantity.body.data).toEqual({ quantity: 2 });
    const missing = await asOperator(t.http.get(`/api/ecommerce/orders/${crypto.randomUUID()}/total`));
    expect(missing.status).toBe(404);
  });
});
