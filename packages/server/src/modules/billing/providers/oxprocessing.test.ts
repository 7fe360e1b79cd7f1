import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOxProcessingProvider } from './oxprocessing.ts';
import type { PaymentRequest } from './provider.ts';
import { caught, startFakeApi, type FakeApi } from './testing.ts';

const MERCHANT_ID = '0xMR1234567';
const PASSWORD = 'webhook-password';

const request: PaymentRequest = {
  intentId: 'intent-ox-1',
  amount: '49.9',
  currency: 'usd',
  email: 'buyer@example.com',
  description: 'Order #3',
  apiUrl: 'http://127.0.0.1:3000',
  returnUrl: 'http://127.0.0.1:5173/orders',
  webhookUrl: 'http://127.0.0.1:3000/api/billing/webhooks/0xprocessing',
};

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const configured = (extra: Record<string, string> = {}) =>
  createOxProcessingProvider({
    OXPROCESSING_MERCHANT_ID: MERCHANT_ID,
    OXPROCESSING_WEBHOOK_PASSWORD: PASSWORD,
    ...extra,
  });

/** A callback as 0xProcessing sends it: JSON, Signature = md5("PaymentId:MerchantId:Email:Currency:Password"). */
function callback(fields: Record<string, unknown>, password = PASSWORD) {
  const data = {
    PaymentId: 987654,
    MerchantId: MERCHANT_ID,
    Amount: 49.9,
    AmountUSD: 49.9,
    Currency: 'USDT (TRC20)',
    Email: 'buyer@example.com',
    Status: 'Success',
    BillingID: 'intent-ox-1',
    Insufficient: false,
    ...fields,
  };
  const text = `${data.PaymentId}:${MERCHANT_ID}:${data.Email}:${data.Currency}:${password}`;
  const Signature = createHash('md5').update(text).digest('hex');
  const body = JSON.stringify({ ...data, Signature });
  return { rawBody: Buffer.from(body), headers: { 'content-type': 'application/json' }, url: request.webhookUrl };
}

describe('0xprocessing provider', () => {
  it('is configured only with the merchant id and the webhook password', () => {
    expect(createOxProcessingProvider({}).isConfigured()).toBe(false);
    expect(createOxProcessingProvider({ OXPROCESSING_MERCHANT_ID: MERCHANT_ID }).isConfigured()).toBe(false);
    expect(createOxProcessingProvider({ OXPROCESSING_WEBHOOK_PASSWORD: PASSWORD }).isConfigured()).toBe(false);
    expect(configured().isConfigured()).toBe(true);
  });

  it('posts the fixed-amount payment form and returns redirectUrl and id', async () => {
    api = await startFakeApi(() => ({ json: { redirectUrl: 'https://app.example/Payment/abc', id: 555 } }));
    const session = await configured({ OXPROCESSING_API_URL: api.url, OXPROCESSING_TEST: 'true' }).createPayment(
      request,
    );
    expect(session).toEqual({ externalId: '555', paymentUrl: 'https://app.example/Payment/abc' });

    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/Payment');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      MerchantId: MERCHANT_ID,
      Currency: 'USDT',
      AmountUSD: '49.90',
      Email: 'buyer@example.com',
      ClientId: 'buyer@example.com',
      BillingID: 'intent-ox-1',
      SuccessUrl: request.returnUrl,
      CancelUrl: request.returnUrl,
      ReturnUrl: 'true',
      Test: 'true',
    });
  });

  it('sends a coin amount as Amount in that coin', async () => {
    api = await startFakeApi(() => ({ json: { redirectUrl: 'https://app.example/Payment/btc', id: 556 } }));
    await configured({ OXPROCESSING_API_URL: api.url }).createPayment({
      ...request,
      amount: '0.0015',
      currency: 'btc',
    });
    const form = new URLSearchParams(api.requests[0]!.body);
    expect(form.get('Currency')).toBe('BTC');
    expect(form.get('Amount')).toBe('0.0015');
    expect(form.get('AmountUSD')).toBeNull();
    expect(form.get('Test')).toBeNull();
  });

  it('fails with 502 on an error answer, 503 unconfigured, 400 without email', async () => {
    api = await startFakeApi(() => ({ status: 400, json: { message: 'Merchant not found' } }));
    await expect(configured({ OXPROCESSING_API_URL: api.url }).createPayment(request)).rejects.toMatchObject({
      status: 502,
      message: 'Provider 0xprocessing failed: Merchant not found',
    });
    await expect(createOxProcessingProvider({}).createPayment(request)).rejects.toMatchObject({ status: 503 });
    await expect(configured().createPayment({ ...request, email: undefined })).rejects.toMatchObject({ status: 400 });
  });

  it('maps Success, Canceled and Insufficient callbacks', () => {
    const provider = configured();
    expect(provider.parseWebhook(callback({}))).toEqual({
      eventId: '0xprocessing:987654:Success',
      intentId: 'intent-ox-1',
      externalId: '987654',
      outcome: 'succeeded',
    });
    expect(provider.parseWebhook(callback({ Status: 'Canceled' })).outcome).toBe('canceled');
    expect(provider.parseWebhook(callback({ Status: 'Insufficient', Insufficient: true })).outcome).toBe('failed');
  });

  it('refuses a modified signed field, a wrong password and a missing signature with 400', () => {
    const provider = configured();
    const good = callback({});
    const tampered = {
      ...good,
      rawBody: Buffer.from(good.rawBody.toString().replace('"PaymentId":987654', '"PaymentId":987655')),
    };
    const noSignature = {
      ...good,
      rawBody: Buffer.from(good.rawBody.toString().replace(/"Signature":"[0-9a-f]+"/, '"Signature":""')),
    };
    for (const attempt of [tampered, callback({}, 'wrong-password'), noSignature]) {
      expect(caught(() => provider.parseWebhook(attempt))?.status).toBe(400);
    }
  });
});
