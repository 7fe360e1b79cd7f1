/**
 * Payselection's recurring gifts (issue 27 §2) over real HTTP and PostgreSQL, its API stood in by a local server:
 * the first payment asks to keep the card (RebillFlag) and its webhook's RebillId becomes the subscription's
 * reference; a renewal is a rebill whose outcome comes later by webhook, so it waits (and is not charged twice)
 * until the webhook settles it like the worker settles any renewal: paid and the calendar kept, or failed and
 * retried on schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, freshEmail, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createProviders } from '../providers/index.ts';
import { payselectionWebhookSignature } from '../providers/payselection.ts';
import { startFakeApi, type FakeApi } from '../providers/testing.ts';

const SITE_ID = '16';
const KEY = 'ps-secret';
const WEBHOOK_URL = 'https://foundation.example/api/billing/webhooks/payselection';
const DAY = 24 * 60 * 60_000;

const t = await setupRbacApp();
let shop: Shop;
let rub: string;
let api: FakeApi;
/** What the gateway answers a rebill (a test changes it). */
let rebillAnswer: { status?: number; json: unknown } = {
  json: { TransactionId: 'PS-T-2', TransactionState: 'wait_for_webhook' },
};
beforeAll(async () => {
  shop = await createShop(t.db);
  rub = (await t.db.prisma.billingCurrency.create({ data: { slug: 'rub', symbol: '₽', adminTitle: 'RUB' } })).id;
  api = await startFakeApi((request) =>
    request.path === '/webpayments/create'
      ? { status: 201, json: 'https://webform.example/pay/first' }
      : request.path === '/payments/requests/rebill'
        ? rebillAnswer
        : { json: {} },
  );
  Object.assign(t.app.deps, {
    payments: createProviders({
      ...process.env,
      PAYSELECTION_SITE_ID: SITE_ID,
      PAYSELECTION_SECRET_KEY: KEY,
      PAYSELECTION_API_URL: api.url,
      PAYSELECTION_GATEWAY_URL: api.url,
      PAYSELECTION_WEBHOOK_URL: WEBHOOK_URL,
    }),
  });
});
afterAll(() => api.close());

const renewDue = async (at: Date) => {
  const res = await t.http
    .post('/api/billing/subscriptions/renew-due')
    .set('x-rbac-secret-key', SECRET)
    .send({ data: { at: at.toISOString() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.renewals as { subscriptionId: string; outcome: string; intentId: string; orderId: string }[];
};

const webhook = (payload: Record<string, string>) => {
  const body = JSON.stringify(payload);
  return t.http
    .post('/api/billing/webhooks/payselection')
    .set('content-type', 'application/json')
    .set('x-site-id', SITE_ID)
    .set('x-webhook-signature', payselectionWebhookSignature(KEY, { url: WEBHOOK_URL, siteId: SITE_ID, body }))
    .send(body);
};

const rebills = () => api.requests.filter((r) => r.path === '/payments/requests/rebill');

async function payselectionDonor() {
  const email = freshEmail('ps-monthly');
  const me = await register(t);
  const res = await as(t, me.jwt).post(
    `/api/rbac/subjects/${me.subjectId}/ecommerce-module/products/${shop.bell}/donate`,
    {
      consent: true,
      amount: '700',
      email,
      interval: 'month',
      provider: 'payselection',
      billingModule: { currency: { id: rub } },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const intentId = res.body.data.billingModule.paymentIntent.id as string;
  const created = api.requests.filter((r) => r.path === '/webpayments/create').at(-1)!;
  expect(JSON.parse(created.body).PaymentRequest).toMatchObject({ OrderId: intentId, RebillFlag: true });
  const rebillId = `RB-${intentId.slice(0, 8)}`;
  const paid = await webhook({ Event: 'Payment', TransactionId: 'PS-T-1', OrderId: intentId, RebillId: rebillId });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const subscription = await t.db.prisma.billingSubscription.findUniqueOrThrow({
    where: { firstPaymentIntentId: intentId },
  });
  return { me, email, rebillId, subscription };
}

describe('a Payselection monthly gift', () => {
  it('keeps the RebillId; a renewal waits for its webhook, is not charged twice meanwhile, and is paid by it', async () => {
    const { subscription, rebillId } = await payselectionDonor();
    expect(subscription).toMatchObject({ provider: 'payselection', providerReference: rebillId, status: 'active' });
    const due = subscription.nextChargeAt!;

    const before = rebills().length;
    const [pending] = (await renewDue(new Date(due.getTime() + 60_000))).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    expect(pending).toMatchObject({ outcome: 'pending' });
    expect(rebills()).toHaveLength(before + 1);
    expect(JSON.parse(rebills().at(-1)!.body)).toEqual({
      OrderId: pending!.intentId,
      RebillId: rebillId,
      Amount: '700.00',
      Currency: 'RUB',
      Description: expect.any(String),
      WebhookUrl: expect.stringMatching(/\/api\/billing\/webhooks\/payselection$/),
    });
    expect(rebills().at(-1)!.headers['x-request-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: pending!.orderId } })).status).toBe(
      'paying',
    );

    // A day later there is still no answer: the subscription is looked at, not charged again.
    const [waiting] = (await renewDue(new Date(due.getTime() + DAY + 120_000))).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    expect(waiting).toMatchObject({ outcome: 'awaiting', intentId: pending!.intentId });
    expect(rebills()).toHaveLength(before + 1);

    const paid = await webhook({ Event: 'Payment', TransactionId: 'PS-T-2', OrderId: pending!.intentId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: pending!.orderId } });
    expect(order).toMatchObject({ status: 'approving', type: 'history' });
    const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after).toMatchObject({ status: 'active', failedAttempts: 0 });
    // The calendar is kept from the date it was due, not from the day the answer came.
    expect(after.nextChargeAt!.getTime()).toBeGreaterThan(due.getTime() + 27 * DAY);
    expect(after.nextChargeAt!.getTime()).toBeLessThan(due.getTime() + 32 * DAY);
    // The same webhook again changes nothing.
    expect((await webhook({ Event: 'Payment', TransactionId: 'PS-T-2', OrderId: pending!.intentId })).status).toBe(200);
    expect(await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } })).toEqual(after);
  });

  it('a Fail webhook for a renewal cancels its order and retries the gift on schedule, with the reason', async () => {
    const { subscription, email } = await payselectionDonor();
    const due = subscription.nextChargeAt!;
    const [pending] = (await renewDue(new Date(due.getTime() + 60_000))).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    const failed = await webhook({
      Event: 'Fail',
      TransactionId: 'PS-T-3',
      OrderId: pending!.intentId,
      ErrorMessage: 'Insufficient funds',
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect((await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: pending!.orderId } })).status).toBe(
      'canceled',
    );
    const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after).toMatchObject({ status: 'past_due', failedAttempts: 1, lastError: 'Insufficient funds' });
    expect(after.nextChargeAt!.getTime()).toBeGreaterThan(Date.now() + DAY / 2);
    await t.deliverMail();
    expect(
      t.outbox.messages
        .filter((m) => m.to === email)
        .map((m) => m.text)
        .join('\n'),
    ).toContain('Insufficient funds');
  });

  it('a rebill the gateway refuses is a failed renewal; one never answered fails after 7 days', async () => {
    const { subscription } = await payselectionDonor();
    const due = subscription.nextChargeAt!;
    rebillAnswer = { status: 400, json: { Code: 'RebillNotFound', Description: 'Rebill id not found' } };
    try {
      const [refused] = (await renewDue(new Date(due.getTime() + 60_000))).filter(
        (r) => r.subscriptionId === subscription.id,
      );
      expect(refused).toMatchObject({ outcome: 'retrying' });
      const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
      expect(after.lastError).toBe('RebillNotFound: Rebill id not found');
    } finally {
      rebillAnswer = { json: { TransactionId: 'PS-T-4', TransactionState: 'wait_for_webhook' } };
    }
    const retryAt = (await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } }))
      .nextChargeAt!;
    const [pending] = (await renewDue(new Date(retryAt.getTime() + 60_000))).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    expect(pending).toMatchObject({ outcome: 'pending' });
    const [given] = (await renewDue(new Date(retryAt.getTime() + 8 * DAY))).filter(
      (r) => r.subscriptionId === subscription.id,
    );
    expect(given).toMatchObject({ outcome: 'retrying', intentId: pending!.intentId });
    const after = await t.db.prisma.billingSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after).toMatchObject({ status: 'past_due', failedAttempts: 2 });
    expect(after.lastError).toMatch(/no answer/);
  });
});
