/** Stripe's side of a monthly gift against a local stand-in for its API (the edge we fake), through the SDK. */
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe.ts';
import { startFakeApi, type FakeApi, type RecordedRequest } from './testing.ts';

const SECRET_KEY = 'sk_test_recurring';
const WEBHOOK_SECRET = 'whsec_test_recurring';
let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const provider = (url = 'http://127.0.0.1:1') =>
  createStripeProvider({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: url });
const renewal = {
  reference: 'cus_donor',
  intentId: 'intent-r1',
  amount: '25',
  currency: 'usd',
  email: 'donor@example.org',
  description: 'Renewal',
  webhookUrl: 'http://127.0.0.1/api/billing/webhooks/x',
};
const cards = { json: { object: 'list', data: [{ id: 'pm_card', object: 'payment_method' }], has_more: false } };

describe('stripe recurring', () => {
  it('asks the first payment’s Checkout Session to keep the card, and reads the Customer from its completion', async () => {
    api = await startFakeApi(() => ({
      json: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' },
    }));
    await provider(api.url).createPayment({
      intentId: 'intent-1',
      amount: '25',
      currency: 'usd',
      email: 'donor@example.org',
      description: 'Monthly gift',
      apiUrl: 'http://127.0.0.1:3000',
      returnUrl: 'http://127.0.0.1:3000/return',
      webhookUrl: 'http://127.0.0.1:3000/api/billing/webhooks/stripe',
      recurring: { interval: 'month' },
    });
    const form = new URLSearchParams(api.requests[0]!.body);
    expect(form.get('customer_creation')).toBe('always');
    expect(form.get('payment_intent_data[setup_future_usage]')).toBe('off_session');

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: 'cs_1',
          client_reference_id: 'intent-1',
          payment_status: 'paid',
          customer: 'cus_donor',
        },
      },
    });
    const event = provider(api.url).parseWebhook({
      rawBody: Buffer.from(payload),
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      url: 'http://127.0.0.1:3000/api/billing/webhooks/stripe',
    });
    expect(event).toMatchObject({ outcome: 'succeeded', intentId: 'intent-1', recurringReference: 'cus_donor' });
  });

  it('charges the Customer’s saved card off-session, once per renewal', async () => {
    api = await startFakeApi((request: RecordedRequest) =>
      request.path.startsWith('/v1/payment_methods')
        ? cards
        : { json: { id: 'pi_renewal', object: 'payment_intent', status: 'succeeded' } },
    );
    await expect(provider(api.url).recurring!.charge(renewal)).resolves.toEqual({
      outcome: 'succeeded',
      externalId: 'pi_renewal',
    });
    const [list, create] = api.requests;
    expect(list!.path).toBe('/v1/payment_methods?customer=cus_donor&type=card&limit=1');
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(create!.headers['idempotency-key']).toBe('renewal-intent-r1');
    const form = new URLSearchParams(create!.body);
    expect(
      Object.fromEntries(
        ['amount', 'currency', 'customer', 'payment_method', 'off_session', 'confirm'].map((k) => [k, form.get(k)]),
      ),
    ).toEqual({
      amount: '2500',
      currency: 'usd',
      customer: 'cus_donor',
      payment_method: 'pm_card',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('reads a declined card as a failed renewal with Stripe’s message', async () => {
    api = await startFakeApi((request: RecordedRequest) =>
      request.path.startsWith('/v1/payment_methods')
        ? cards
        : {
            status: 402,
            json: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
                payment_intent: { id: 'pi_declined', object: 'payment_intent' },
              },
            },
          },
    );
    await expect(provider(api.url).recurring!.charge(renewal)).resolves.toEqual({
      outcome: 'failed',
      externalId: 'pi_declined',
      reason: 'Your card was declined.',
    });
  });
});
