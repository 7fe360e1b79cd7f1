/**
 * Monthly giving (issue 27 §2) over real HTTP and PostgreSQL: a monthly donation's first payment makes its
 * subscription once; a renewal pass (the trigger a test runs, at a time it chooses) charges what is due through
 * the dummy provider's simulated renewals, each an order of the subscriber with its receipt; a declined renewal is
 * retried after 1, 3 and 7 days and mailed each time, then cancelled; the donor cancels from the account or
 * through the signed link of a mail, and nothing is charged after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, freshEmail, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp();
let shop: Shop;
let rub: string;
beforeAll(async () => {
  shop = await createShop(t.db);
  rub = (await t.db.prisma.billingCurrency.create({ data: { slug: 'rub', symbol: '₽', adminTitle: 'RUB' } })).id;
});

const DAY = 24 * 60 * 60_000;
const donate = (subjectId: string, productId: string) =>
  `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${productId}/donate`;
const subscriptions = (subjectId: string) => `/api/rbac/subjects/${subjectId}/billing-module/subscriptions`;
const renewDue = (at?: Date) =>
  t.http
    .post('/api/billing/subscriptions/renew-due')
    .set('x-rbac-secret-key', SECRET)
    .send({ data: at ? { at: at.toISOString() } : {} });

/** A donor who gives `amount` RUB monthly and pays the first payment on the dummy page. */
async function monthlyDonor(email = freshEmail('monthly'), interval = 'month') {
  const me = await register(t);
  const http = as(t, me.jwt);
  const res = await http.post(donate(me.subjectId, shop.bell), {
    consent: true,
    amount: '700',
    email,
    interval,
    language: 'ru',
    billingModule: { currency: { id: rub } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const intentId = res.body.data.billingModule.paymentIntent.id as string;
  const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
  const subscription = await t.db.prisma.billingSubscription.findUniqueOrThrow({
    where: { firstPaymentIntentId: intentId },
  });
  return { me, http, email, intentId, subscription };
}

const cancelUrlIn = (text: string) =>
  /(http\S+\/api\/billing\/subscriptions\/[\w-]+\/cancel\?[^\s"<>]+)/.exec(text)?.[1];

const isReceipt = (m: { subject: string }) => /^(Квитанция|Receipt) №/.test(m.subject);

/** The subscription's mails to an address (each payment's receipt goes there too: see receiptsTo). */
async function mailsTo(address: string) {
  await t.deliverMail();
  return t.outbox.messages.filter((m) => m.to === address && !isReceipt(m));
}

async function receiptsTo(address: string) {
  await t.deliverMail();
  return t.outbox.messages.filter((m) => m.to === address && isReceipt(m));
}

const countRows = async () => ({
  subscriptions: await t.db.prisma.billingSubscription.count(),
  orders: await t.db.prisma.ecommerceOrder.count(),
  intents: await t.db.prisma.billingPaymentIntent.count(),
});

describe('a monthly donation', () => {
  it('refuses a bad interval and a provider without recurring payments with a 400, writing nothing', async () => {
    const me = await register(t);
    const http = as(t, me.jwt);
    const before = await countRows();
    const body = { amount: '700', email: me.email, billingModule: { currency: { id: rub } } };
    expectError(
      await http.post(donate(me.subjectId, shop.bell), { consent: true, ...body, interval: 'fortnight' }),
      400,
    );
    expectError(
      await http.post(donate(me.subjectId, shop.bell), {
        consent: true,
        ...body,
        interval: 'month',
        provider: 'stripe',
      }),
      400,
    );
    expectError(
      await http.post(donate(me.subjectId, shop.bell), { consent: true, ...body, interval: 'month', amount: '50' }),
      400,
    );
    expect(await countRows()).toEqual(before);
  });

  it('starts its subscription when the first payment succeeds, once, and mails a cancel link', async () => {
    const started = Date.now();
    const { me, http, email, intentId, subscription } = await monthlyDonor();
    expect(subscription).toMatchObject({
      subjectId: me.subjectId,
      productId: shop.bell,
      currencyId: rub,
      interval: 'month',
      provider: 'dummy',
      providerReference: `dummy_sub_${intentId}`,
      status: 'active',
      email,
      language: 'ru',
      failedAttempts: 0,
    });
    expect(String(subscription.amount)).toBe('700');
    const next = subscription.nextChargeAt!.getTime();
    expect(next).toBeGreaterThan(started + 27 * DAY);
    expect(next).toBeLessThan(Date.now() + 32 * DAY);

    // The same webhook again (a provider retries) makes no second subscription.
    const body = JSON.stringify({ id: `dummy_evt_${intentId}_succeeded`, intentId, outcome: 'succeeded' });
    const { signDummyEvent, DUMMY_SIGNATURE_HEADER } = await import('../providers/index.ts');
    const again = await t.http
      .post('/api/billing/webhooks/dummy')
      .set('content-type', 'application/json')
      .set(DUMMY_SIGNATURE_HEADER, signDummyEvent(body, t.app.deps.payments.dummy.webhookSecret))
      .send(body);
    expect(again.status).toBe(200);
    expect(await t.db.prisma.billingSubscription.count({ where: { subjectId: me.subjectId } })).toBe(1);

    const list = await http.get(subscriptions(me.subjectId));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: subscription.id, status: 'active', amount: '700', interval: 'month', payments: 1 }),
    ]);
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toMatch(/ежемесячное пожертвование/i);
    expect(cancelUrlIn(welcome!.text)).toContain(`/api/billing/subscriptions/${subscription.id}/cancel?expires=`);
    // The next payment's date ends its sentence once: "… 2026 года.", never "2026 г.." (issue 32).
    expect(welcome!.text).toMatch(/Следующий платёж — \d{1,2} [а-я]+ \d{4} года\./);
    expect(welcome!.text).not.toContain('..');
    // The first payment's receipt goes to the address given, its PDF attached.
    const [receipt] = await receiptsTo(email);
    expect(receipt?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
  });

  it('renews when due: an order of the subscriber, paid, with its receipt; not again before the next month', async () => {
    const { me, http, email, subscription } = await monthlyDonor();
    const due = subscription.nextChargeAt!;
    // Before its time, nothing.
    expect((await renewDue(new Date(due.getTime() - 60_000))).body.data.renewals).not.toContainEqual(
      expect.objectContaining({ subscriptionId: subscription.id }),
    );
    const res = await renewDue(new Date(due.getTime() + 60_000));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = (res.body.data.renewals as { subscriptionId: string; outcome: string; orderId: string }[]).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    expect(mine).toEqual([expect.objectContaining({ outcome: 'renewed' })]);
    const orderId = mine[0]!.orderId;
    const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: 'approving', type: 'history' });
    expect(order.receipt).toMatch(/^http/);
    const [line] = await t.db.prisma.ecommerceOrdersToProducts.findMany({ where: { orderId } });
    expect(String(line!.price)).toBe('700');
    expect(line!.productId).toBe(shop.bell);
    const owner = await t.db.prisma.rbacSubjectsToEcommerceModuleOrders.findFirstOrThrow({
      where: { ecommerceModuleOrderId: orderId },
    });
    expect(owner.subjectId).toBe(me.subjectId);

    const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after.status).toBe('active');
    expect(after.nextChargeAt!.getTime()).toBeGreaterThan(due.getTime() + 27 * DAY);
    // The same time again: nothing is due any more.
    expect((await renewDue(new Date(due.getTime() + 120_000))).body.data.renewals).not.toContainEqual(
      expect.objectContaining({ subscriptionId: subscription.id }),
    );
    const list = await http.get(subscriptions(me.subjectId));
    expect(list.body.data[0]).toMatchObject({ payments: 2, status: 'active' });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/получено/));
    expect(cancelUrlIn(mails.at(-1)!.text)).toBeDefined();
  });

  it('two passes at once charge a due subscription once', async () => {
    const { subscription } = await monthlyDonor();
    const at = new Date(subscription.nextChargeAt!.getTime() + 60_000);
    const [a, b] = await Promise.all([renewDue(at), renewDue(at)]);
    const all = [...a.body.data.renewals, ...b.body.data.renewals].filter(
      (r: { subscriptionId: string }) => r.subscriptionId === subscription.id,
    );
    expect(all).toHaveLength(1);
  });

  it('retries a declined renewal after 1, 3 and 7 days, mailing each time, then cancels it', async () => {
    const email = freshEmail('donor+decline');
    const { subscription } = await monthlyDonor(email);
    const before = (await mailsTo(email)).length;
    let at = new Date(subscription.nextChargeAt!.getTime() + 60_000);
    const outcomes: string[] = [];
    for (const days of [1, 3, 7, 0]) {
      const res = await renewDue(at);
      const mine = res.body.data.renewals.find((r: { subscriptionId: string }) => r.subscriptionId === subscription.id);
      outcomes.push(mine.outcome);
      const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: mine.orderId } });
      // A failed renewal leaves no cart: its order is cancelled with the reason.
      expect(order.status).toBe('canceled');
      expect(order.comment).toMatch(/renewal payment failed/);
      const row = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
      if (days) {
        expect(row).toMatchObject({ status: 'past_due', lastError: expect.stringMatching(/declined/) });
        expect(row.nextChargeAt!.getTime()).toBe(at.getTime() + days * DAY);
        // Not retried before its day.
        expect((await renewDue(new Date(at.getTime() + days * DAY - 60_000))).body.data.renewals).not.toContainEqual(
          expect.objectContaining({ subscriptionId: subscription.id }),
        );
        at = row.nextChargeAt!;
      } else expect(row).toMatchObject({ status: 'cancelled', nextChargeAt: null, failedAttempts: 4 });
    }
    expect(outcomes).toEqual(['retrying', 'retrying', 'retrying', 'cancelled']);
    // Mailed each time (the outbox sends them in any order): three failures, then the cancellation.
    const mails = (await mailsTo(email)).slice(before);
    const failed = mails.filter((m) => /не прошло/.test(m.subject));
    expect(failed).toHaveLength(3);
    expect(mails.filter((m) => /отменено/.test(m.subject))).toHaveLength(1);
    expect(mails).toHaveLength(4);
    for (const mail of failed) expect(cancelUrlIn(mail.text)).toBeDefined();
    // Cancelled: never charged again.
    expect((await renewDue(new Date(at.getTime() + 400 * DAY))).body.data.renewals).not.toContainEqual(
      expect.objectContaining({ subscriptionId: subscription.id }),
    );
  });
});

describe('a subscription product', () => {
  it('is given at the interval its `interval` attribute names, without the donor choosing it', async () => {
    const server = { 'x-rbac-secret-key': SECRET };
    const made = async (path: string, data: object) => {
      const res = await t.http.post(path).set(server).send({ data });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const product = await made('/api/ecommerce/products', { adminTitle: 'Weekly support', type: 'subscription' });
    const key = await made('/api/ecommerce/attribute-keys', { adminTitle: 'Interval', type: 'interval' });
    const attribute = await made('/api/ecommerce/attributes', { string: { en: 'week', ru: 'неделя' } });
    await made('/api/ecommerce/attribute-keys-to-attributes', { attributeKeyId: key, attributeId: attribute });
    await made('/api/ecommerce/products-to-attributes', { productId: product, attributeId: attribute });
    const plain = await made('/api/ecommerce/products', { adminTitle: 'Monthly by default', type: 'subscription' });

    for (const [productId, interval] of [
      [product, 'week'],
      [plain, 'month'],
    ] as const) {
      const me = await register(t);
      const res = await as(t, me.jwt).post(donate(me.subjectId, productId), {
        consent: true,
        amount: '300',
        email: me.email,
        billingModule: { currency: { id: rub } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
      expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
      const subscription = await t.db.prisma.billingSubscription.findUniqueOrThrow({
        where: { firstPaymentIntentId: res.body.data.billingModule.paymentIntent.id },
      });
      expect(subscription.interval).toBe(interval);
    }
  });
});

describe('a weekly gift', () => {
  it('is said weekly: the thank-you answer (its next payment, its cancel link), the mail, the cancel page', async () => {
    const started = Date.now();
    const { me, http, email, intentId, subscription } = await monthlyDonor(freshEmail('weekly'), 'week');
    expect(subscription.interval).toBe('week');

    // What the thank-you page loads: the payment, its orders and its recurring gift, in one answer.
    const res = await http.get(`/api/rbac/subjects/${me.subjectId}/billing-module/payment-intents/${intentId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const recurring = res.body.data.recurring;
    expect(recurring).toMatchObject({
      interval: 'week',
      subscription: { id: subscription.id, status: 'active', amount: '700', interval: 'week' },
    });
    const next = new Date(recurring.subscription.nextChargeAt as string).getTime();
    expect(next).toBe(subscription.nextChargeAt!.getTime());
    expect(next).toBeGreaterThan(started + 6 * DAY);
    expect(next).toBeLessThan(Date.now() + 8 * DAY);
    const cancelUrl = new URL(recurring.subscription.cancelUrl as string);
    expect(cancelUrl.pathname).toBe(`/api/billing/subscriptions/${subscription.id}/cancel`);

    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toContain('Ваше еженедельное пожертвование');
    expect(welcome?.text).toContain('раз в неделю');
    expect(welcome?.text).not.toMatch(/ежемесячн/i);

    const page = await t.http.get(`${cancelUrl.pathname}${cancelUrl.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Отменить еженедельное пожертвование');
    expect(page.text).toContain('в неделю проекту');
  });

  it('a one-off payment has no recurring part', async () => {
    const me = await register(t);
    const http = as(t, me.jwt);
    const res = await http.post(donate(me.subjectId, shop.bell), {
      consent: true,
      amount: '700',
      email: me.email,
      billingModule: { currency: { id: rub } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const intentId = res.body.data.billingModule.paymentIntent.id as string;
    const shown = await http.get(`/api/rbac/subjects/${me.subjectId}/billing-module/payment-intents/${intentId}`);
    expect(shown.body.data.recurring).toBeNull();
  });
});

describe('cancelling', () => {
  it('from the account: only the subject’s own, then no renewal; again changes nothing', async () => {
    const { me, http, subscription } = await monthlyDonor();
    const other = await register(t);
    const path = `${subscriptions(me.subjectId)}/${subscription.id}/cancel`;
    // Someone else's: their path refuses (403), and their own path does not find it (404); nothing changes.
    expect((await as(t, other.jwt).post(path)).status).toBe(403);
    expectError(await as(t, other.jwt).post(`${subscriptions(other.subjectId)}/${subscription.id}/cancel`), 404);
    expectError(await http.post(`${subscriptions(me.subjectId)}/not-a-uuid/cancel`), 400);
    expect((await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe(
      'active',
    );

    const res = await http.post(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ cancelled: true });
    expect((await http.post(path)).body.data).toEqual({ cancelled: false });
    const row = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(row).toMatchObject({ status: 'cancelled', nextChargeAt: null });
    expect((await renewDue(new Date(Date.now() + 400 * DAY))).body.data.renewals).not.toContainEqual(
      expect.objectContaining({ subscriptionId: subscription.id }),
    );
  });

  it('through the signed link of a mail: without signing in, for that subscription only, until it expires', async () => {
    const first = await monthlyDonor();
    const second = await monthlyDonor();
    const link = new URL(cancelUrlIn((await mailsTo(first.email))[0]!.text)!);
    const status = async (id: string) =>
      (await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id } })).status;

    // The page confirms first: opening the link (a mail client's prefetch) cancels nothing.
    const page = await t.http.get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Отменить ежемесячное пожертвование');
    expect(await status(first.subscription.id)).toBe('active');

    // The first one's token on the second one's path, a changed token or expiry: refused, nothing changes.
    const secondPath = link.pathname.replace(first.subscription.id, second.subscription.id);
    expect((await t.http.post(`${secondPath}${link.search}`)).status).toBe(403);
    const tampered = new URLSearchParams(link.search);
    tampered.set('expires', String(Number(tampered.get('expires')) + 1));
    expect((await t.http.post(`${link.pathname}?${tampered}`)).status).toBe(403);
    expect((await t.http.post(`${link.pathname}?expires=1&token=x`)).status).toBe(403);
    expect((await t.http.post(`${link.pathname}`)).status).toBe(403);
    expect((await t.http.post('/api/billing/subscriptions/not-a-uuid/cancel')).status).toBe(403);
    expect(await status(first.subscription.id)).toBe('active');
    expect(await status(second.subscription.id)).toBe('active');

    // Expired (61 days later): refused with 410.
    t.clock.advance(61 * DAY);
    try {
      expect((await t.http.post(`${link.pathname}${link.search}`)).status).toBe(410);
      expect(await status(first.subscription.id)).toBe('active');
    } finally {
      t.clock.advance(-61 * DAY);
    }

    const done = await t.http.post(`${link.pathname}${link.search}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Ежемесячное пожертвование отменено');
    expect(await status(first.subscription.id)).toBe('cancelled');
    expect(await status(second.subscription.id)).toBe('active');
    const again = await t.http.get(`${link.pathname}${link.search}`);
    expect(again.text).toContain('уже отменено');
    const last = (await mailsTo(first.email)).at(-1)!;
    expect(last.subject).toMatch(/отменено/);
  });
});

describe('the renewal trigger', () => {
  it('is for operators: refused without permission, a bad time is a 400', async () => {
    const me = await register(t);
    expect([401, 403]).toContain((await t.http.post('/api/billing/subscriptions/renew-due').send({ data: {} })).status);
    expect([401, 403]).toContain((await as(t, me.jwt).post('/api/billing/subscriptions/renew-due', {})).status);
    expectError(
      await t.http
        .post('/api/billing/subscriptions/renew-due')
        .set('x-rbac-secret-key', SECRET)
        .send({ data: { at: 'tomorrow' } }),
      400,
    );
  });
});

describe("a recurring gift managed from its mail's link, without signing in (issue 32 §4)", () => {
  it('skips the next payment and changes the amount; a bad amount or link changes nothing', async () => {
    const { me, http, intentId, subscription } = await monthlyDonor(freshEmail('manage'));
    const shown = await http.get(`/api/rbac/subjects/${me.subjectId}/billing-module/payment-intents/${intentId}`);
    const link = new URL(shown.body.data.recurring.subscription.cancelUrl as string);
    const page = await t.http.get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Пропустить следующее списание');
    expect(page.text).toContain('Изменить сумму');
    const at = (name: string) => `${link.pathname.replace(/\/cancel$/, `/${name}`)}${link.search}`;

    // Skip: the next charge moves one month on.
    const skipped = await t.http.post(at('skip'));
    expect(skipped.status).toBe(200);
    expect(skipped.text).toContain('Следующее списание пропущено');
    const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    const before = subscription.nextChargeAt!;
    const expected = new Date(before);
    expected.setUTCDate(1);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.nextChargeAt!.getUTCMonth()).toBe(expected.getUTCMonth());
    expect(after.nextChargeAt!.getTime()).toBeGreaterThan(before.getTime() + 27 * DAY);

    // Change the amount (a form's urlencoded field).
    const changed = await t.http.post(at('amount')).type('form').send({ amount: '1 200,5' });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Сумма изменена');
    expect(
      String((await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } })).amount),
    ).toBe('1200.5');
    // Under the minimum, or not a number: 400, unchanged.
    for (const amount of ['50', 'abc', '']) {
      const refused = await t.http.post(at('amount')).type('form').send({ amount });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('Такую сумму нельзя списать');
    }
    // A forged link: 403, unchanged.
    const forged = `${link.pathname.replace(/\/cancel$/, '/amount')}?expires=${link.searchParams.get('expires')}&token=x`;
    expect((await t.http.post(forged).type('form').send({ amount: '5000' })).status).toBe(403);
    expect((await t.http.post(forged.replace('/amount', '/skip'))).status).toBe(403);
    const last = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(String(last.amount)).toBe('1200.5');
    expect(last.nextChargeAt!.getTime()).toBe(after.nextChargeAt!.getTime());
  });
});
