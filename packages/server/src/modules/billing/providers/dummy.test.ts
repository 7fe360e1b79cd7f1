import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDummyProvider, signDummyEvent } from './dummy.ts';
import type { PaymentRequest } from './provider.ts';
import { caught } from './testing.ts';

const request: PaymentRequest = {
  intentId: 'intent-1',
  amount: '12.5',
  currency: 'usd',
  description: 'Order',
  apiUrl: 'http://127.0.0.1:3000',
  returnUrl: 'http://127.0.0.1:5173/orders',
  webhookUrl: 'http://127.0.0.1:3000/api/billing/webhooks/dummy',
};

const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('dummy provider', () => {
  it('is on but in production and points at the payment page served by the API, with its signed token', async () => {
    const provider = createDummyProvider({ DUMMY_WEBHOOK_SECRET: 's' });
    expect(provider.isConfigured()).toBe(true);
    const token = createHmac('sha256', 's').update('pay-link:intent-1').digest('base64url');
    await expect(provider.createPayment({ ...request, apiUrl: 'https://api.example.com' })).resolves.toEqual({
      externalId: 'dummy_intent-1',
      paymentUrl: `https://api.example.com/api/billing/dummy/pay/intent-1?token=${token}`,
    });
    expect(provider.isPayToken('intent-1', token)).toBe(true);
    expect(provider.isPayToken('intent-2', token)).toBe(false);
    expect(provider.isPayToken('intent-1', undefined)).toBe(false);
    expect(createDummyProvider({ NODE_ENV: 'production' }).isConfigured()).toBe(false);
    expect(createDummyProvider({ NODE_ENV: 'production', PAYMENTS_DUMMY_ENABLED: '1' }).isConfigured()).toBe(true);
    expect(createDummyProvider({ PAYMENTS_DUMMY_ENABLED: 'false' }).isConfigured()).toBe(false);
  });

  it('accepts an event signed with the configured secret and maps it', () => {
    const provider = createDummyProvider({ DUMMY_WEBHOOK_SECRET: 'dummy-test-secret' });
    const body = JSON.stringify({ id: 'evt-1', intentId: 'intent-1', outcome: 'succeeded' });
    const event = provider.parseWebhook({
      rawBody: Buffer.from(body),
      headers: { 'x-dummy-signature': hmacHex('dummy-test-secret', body) },
      url: request.webhookUrl,
    });
    expect(event).toEqual({
      eventId: 'evt-1',
      intentId: 'intent-1',
      externalId: 'dummy_intent-1',
      outcome: 'succeeded',
      recurringReference: 'dummy_sub_intent-1',
    });
    expect(signDummyEvent(body, 'dummy-test-secret')).toBe(hmacHex('dummy-test-secret', body));
  });

  it('simulates renewals: paid, or declined for an address with +decline', async () => {
    const provider = createDummyProvider({ DUMMY_WEBHOOK_SECRET: 's' });
    const charge = (email: string) =>
      provider.recurring!.charge({
        reference: 'dummy_sub_1',
        intentId: 'intent-2',
        webhookUrl: 'http://127.0.0.1/api/billing/webhooks/dummy',
        amount: '700',
        currency: 'rub',
        email,
        description: 'renewal',
      });
    await expect(charge('donor@example.org')).resolves.toEqual({ outcome: 'succeeded', externalId: 'dummy_intent-2' });
    await expect(charge('donor+decline-7@example.org')).resolves.toMatchObject({ outcome: 'failed' });
  });

  it('maps failed and canceled outcomes', () => {
    const provider = createDummyProvider({ DUMMY_WEBHOOK_SECRET: 's' });
    for (const outcome of ['failed', 'canceled'] as const) {
      const body = JSON.stringify({ id: `evt-${outcome}`, intentId: 'intent-1', outcome });
      const event = provider.parseWebhook({
        rawBody: Buffer.from(body),
        headers: { 'X-Dummy-Signature': signDummyEvent(body, 's') },
        url: request.webhookUrl,
      });
      expect(event.outcome).toBe(outcome);
    }
  });

  it('without DUMMY_WEBHOOK_SECRET uses one per-process secret the page can sign with', () => {
    const a = createDummyProvider({});
    const b = createDummyProvider({});
    expect(a.webhookSecret).toHaveLength(64);
    expect(a.webhookSecret).toBe(b.webhookSecret);
    const body = JSON.stringify({ id: 'evt-2', intentId: 'intent-2', outcome: 'failed' });
    const event = b.parseWebhook({
      rawBody: Buffer.from(body),
      headers: { 'x-dummy-signature': signDummyEvent(body, a.webhookSecret) },
      url: request.webhookUrl,
    });
    expect(event.outcome).toBe('failed');
  });

  it('refuses a forged body, a wrong secret, a missing signature and an invalid event with 400', () => {
    const provider = createDummyProvider({ DUMMY_WEBHOOK_SECRET: 'dummy-test-secret' });
    const body = JSON.stringify({ id: 'evt-1', intentId: 'intent-1', outcome: 'failed' });
    const forged = body.replace('failed', 'succeeded');
    const attempts = [
      { rawBody: Buffer.from(forged), headers: { 'x-dummy-signature': hmacHex('dummy-test-secret', body) } },
      { rawBody: Buffer.from(body), headers: { 'x-dummy-signature': hmacHex('another-secret', body) } },
      { rawBody: Buffer.from(body), headers: {} },
    ];
    for (const attempt of attempts) {
      const error = caught(() => provider.parseWebhook({ ...attempt, url: request.webhookUrl }));
      expect(error?.status).toBe(400);
    }
    const invalid = JSON.stringify({ id: 'evt-1', intentId: 'intent-1', outcome: 'paid' });
    const error = caught(() =>
      provider.parseWebhook({
        rawBody: Buffer.from(invalid),
        headers: { 'x-dummy-signature': signDummyEvent(invalid, 'dummy-test-secret') },
        url: request.webhookUrl,
      }),
    );
    expect(error?.status).toBe(400);
  });
});
