import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentRequest } from './provider.ts';
import { createStripeProvider } from './stripe.ts';
import { caught, startFakeApi, type FakeApi } from './testing.ts';

const SECRET_KEY = 'sk_test_providers';
const WEBHOOK_SECRET = 'whsec_test_providers';

const request: PaymentRequest = {
  intentId: 'intent-42',
  amount: '19.99',
  currency: 'usd',
  email: 'buyer@example.com',
  description: 'Order #42',
  apiUrl: 'http://127.0.0.1:3000',
  returnUrl: 'http://127.0.0.1:5173/orders?done=1',
  webhookUrl: 'http://127.0.0.1:3000/api/billing/webhooks/stripe',
};

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function sessionReply(id = 'cs_test_a1') {
  return {
    json: {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: `https://checkout.stripe.com/c/pay/${id}`,
    },
  };
}

/** A webhook signed exactly as Stripe signs it, with the SDK's own test helper. */
function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': signature }, url: request.webhookUrl };
}

const sessionEvent = (type: string, object: Record<string, unknown>, id = 'evt_1') => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: 1,
  data: { object: { object: 'checkout.session', id: 'cs_test_a1', ...object } },
});

describe('stripe provider', () => {
  it('is configured only with both the secret key and the webhook secret', () => {
    expect(createStripeProvider({}).isConfigured()).toBe(false);
    expect(createStripeProvider({ STRIPE_SECRET_KEY: SECRET_KEY }).isConfigured()).toBe(false);
    expect(createStripeProvider({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).isConfigured()).toBe(false);
    expect(
      createStripeProvider({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).isConfigured(),
    ).toBe(true);
  });

  it('creates a Checkout Session through the SDK with exact minor units', async () => {
    api = await startFakeApi(() => sessionReply());
    const provider = createStripeProvider({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    });
    const session = await provider.createPayment(request);
    expect(session).toEqual({ externalId: 'cs_test_a1', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1' });

    expect(api.requests).toHaveLength(1);
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['authorization']).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['idempotency-key']).toBe('checkout-session-intent-42-usd-1999');
    const form = new URLSearchParams(sent.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe('intent-42');
    expect(form.get('metadata[intentId]')).toBe('intent-42');
    expect(form.get('payment_intent_data[metadata][intentId]')).toBe('intent-42');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Order #42');
    expect(form.get('customer_email')).toBe('buyer@example.com');
    expect(form.get('success_url')).toBe(request.returnUrl);
    expect(form.get('cancel_url')).toBe(request.returnUrl);
  });

  it('sends zero-decimal currencies as whole units', async () => {
    api = await startFakeApi(() => sessionReply('cs_test_jpy'));
    const provider = createStripeProvider({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    });
    await provider.createPayment({ ...request, amount: '5000', currency: 'JPY' });
    const form = new URLSearchParams(api.requests[0]!.body);
    expect(form.get('line_items[0][price_data][currency]')).toBe('jpy');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('5000');
  });

  it('turns a Stripe API error into a 502 and an unconfigured call into a 503', async () => {
    api = await startFakeApi(() => ({
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'Invalid currency: xyz' } },
    }));
    const provider = createStripeProvider({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    });
    await expect(provider.createPayment(request)).rejects.toMatchObject({ status: 502 });
    await expect(createStripeProvider({}).createPayment(request)).rejects.toMatchObject({
      status: 503,
      message: 'Provider stripe is not configured',
    });
  });

  it("refunds through the SDK: the Checkout Session's PaymentIntent, in minor units, idempotent", async () => {
    api = await startFakeApi((sent) =>
      sent.path.startsWith('/v1/checkout/sessions/')
        ? { json: { id: 'cs_test_a1', object: 'checkout.session', payment_intent: 'pi_test_9' } }
        : { json: { id: 're_test_1', object: 'refund', status: 'succeeded' } },
    );
    const stripe = createStripeProvider({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    });
    const refund = await stripe.refund!({
      intentId: 'intent-42',
      externalId: 'cs_test_a1',
      amount: '19.99',
      currency: 'USD',
      idempotencyKey: 'refund-order-1',
      reason: 'asked by the donor',
    });
    expect(refund).toEqual({ externalId: 're_test_1' });
    expect(api.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_a1',
      'POST /v1/refunds',
    ]);
    const sent = api.requests[1]!;
    expect(sent.headers['idempotency-key']).toBe('refund-order-1');
    const form = new URLSearchParams(sent.body);
    expect(form.get('payment_intent')).toBe('pi_test_9');
    expect(form.get('amount')).toBe('1999');
    expect(form.get('metadata[intentId]')).toBe('intent-42');
  });

  const provider = createStripeProvider({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

  it('maps checkout.session.completed to succeeded with the intent id', () => {
    const event = provider.parseWebhook(
      signed(
        sessionEvent('checkout.session.completed', {
          client_reference_id: 'intent-42',
          metadata: { intentId: 'intent-42' },
          payment_status: 'paid',
        }),
      ),
    );
    expect(event).toEqual({ eventId: 'evt_1', intentId: 'intent-42', externalId: 'cs_test_a1', outcome: 'succeeded' });
  });

  it('falls back to metadata.intentId and leaves an unpaid (delayed) completion to the async events', () => {
    const paid = provider.parseWebhook(
      signed(
        sessionEvent('checkout.session.completed', { metadata: { intentId: 'intent-7' }, payment_status: 'paid' }),
      ),
    );
    expect(paid.intentId).toBe('intent-7');
    const unpaid = provider.parseWebhook(
      signed(sessionEvent('checkout.session.completed', { client_reference_id: 'intent-7', payment_status: 'unpaid' })),
    );
    expect(unpaid.outcome).toBe('ignored');
    const settled = provider.parseWebhook(
      signed(sessionEvent('checkout.session.async_payment_succeeded', { client_reference_id: 'intent-7' })),
    );
    expect(settled.outcome).toBe('succeeded');
  });

  it('maps expired to canceled, payment_intent.payment_failed to failed, and ignores the rest', () => {
    const expired = provider.parseWebhook(
      signed(sessionEvent('checkout.session.expired', { client_reference_id: 'intent-42' }, 'evt_2')),
    );
    expect(expired).toMatchObject({ eventId: 'evt_2', intentId: 'intent-42', outcome: 'canceled' });

    const failed = provider.parseWebhook(
      signed({
        id: 'evt_3',
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: { object: 'payment_intent', id: 'pi_1', metadata: { intentId: 'intent-42' } } },
      }),
    );
    expect(failed).toEqual({ eventId: 'evt_3', intentId: 'intent-42', outcome: 'failed' });

    const other = provider.parseWebhook(
      signed({ id: 'evt_4', object: 'event', type: 'customer.created', data: { object: { object: 'customer' } } }),
    );
    expect(other).toEqual({ eventId: 'evt_4', outcome: 'ignored' });
  });

  it('refuses a modified body, a wrong secret and a missing header with 400', () => {
    const good = signed(
      sessionEvent('checkout.session.completed', { client_reference_id: 'intent-42', payment_status: 'paid' }),
    );
    const tampered = { ...good, rawBody: Buffer.from(good.rawBody.toString().replace('intent-42', 'intent-43')) };
    expect(caught(() => provider.parseWebhook(tampered))?.status).toBe(400);

    const wrongSecret = signed(sessionEvent('checkout.session.completed', { payment_status: 'paid' }), 'whsec_other');
    expect(caught(() => provider.parseWebhook(wrongSecret))?.status).toBe(400);

    expect(caught(() => provider.parseWebhook({ ...good, headers: {} }))?.status).toBe(400);
  });
});
