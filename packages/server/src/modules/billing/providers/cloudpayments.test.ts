import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCloudPaymentsProvider } from './cloudpayments.ts';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { caught, startFakeApi, type FakeApi } from './testing.ts';
import { createTipTopPayProvider } from './tiptoppay.ts';

const request: PaymentRequest = {
  intentId: 'intent-cp-1',
  amount: '1234.56',
  currency: 'rub',
  email: 'buyer@example.com',
  description: 'Order #7',
  apiUrl: 'http://127.0.0.1:3000',
  returnUrl: 'http://127.0.0.1:5173/orders',
  webhookUrl: 'http://127.0.0.1:3000/api/billing/webhooks/cloudpayments',
};

const base64Hmac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64');

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const family = [
  {
    name: 'cloudpayments',
    create: (env: Record<string, string>) =>
      createCloudPaymentsProvider({
        CLOUDPAYMENTS_PUBLIC_ID: env['PUBLIC_ID'],
        CLOUDPAYMENTS_API_SECRET: env['API_SECRET'],
        CLOUDPAYMENTS_API_URL: env['API_URL'],
      }),
    defaultHost: 'https://api.cloudpayments.ru',
  },
  {
    name: 'tiptoppay',
    create: (env: Record<string, string>) =>
      createTipTopPayProvider({
        TIPTOPPAY_PUBLIC_ID: env['PUBLIC_ID'],
        TIPTOPPAY_API_SECRET: env['API_SECRET'],
        TIPTOPPAY_API_URL: env['API_URL'],
      }),
    defaultHost: 'https://api.tiptoppay.kz',
  },
] as const;

describe.each(family)('$name provider', ({ name, create, defaultHost }) => {
  const PUBLIC_ID = `pk_${name}_test`;
  const API_SECRET = `${name}-api-secret`;
  const configured = (apiUrl?: string): PaymentProvider =>
    create({ PUBLIC_ID, API_SECRET, ...(apiUrl ? { API_URL: apiUrl } : {}) });

  it('is configured only with the public id and the API secret', () => {
    expect(create({}).isConfigured()).toBe(false);
    expect(create({ PUBLIC_ID }).isConfigured()).toBe(false);
    expect(create({ API_SECRET }).isConfigured()).toBe(false);
    expect(configured().isConfigured()).toBe(true);
    expect(configured().webhookAnswer).toEqual({ code: 0 });
  });

  it('creates an order with HTTP Basic auth and returns Model.Url and Model.Id', async () => {
    api = await startFakeApi(() => ({
      json: {
        Success: true,
        Message: null,
        Model: {
          Id: 'f2K8LV6reGE9WBFn',
          Number: 61,
          Amount: 1234.56,
          Url: `https://orders.example/d/f2K8LV6reGE9WBFn`,
        },
      },
    }));
    const session = await configured(api.url).createPayment(request);
    expect(session).toEqual({
      externalId: 'f2K8LV6reGE9WBFn',
      paymentUrl: 'https://orders.example/d/f2K8LV6reGE9WBFn',
    });

    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/orders/create');
    expect(sent.headers['authorization']).toBe(`Basic ${Buffer.from(`${PUBLIC_ID}:${API_SECRET}`).toString('base64')}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['x-request-id']).toBe('order-intent-cp-1');
    expect(sent.body).toContain('"Amount":1234.56,');
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      Amount: 1234.56,
      Currency: 'RUB',
      Description: 'Order #7',
      Email: 'buyer@example.com',
      InvoiceId: 'intent-cp-1',
      RequireConfirmation: false,
      SuccessRedirectUrl: request.returnUrl,
      FailRedirectUrl: request.returnUrl,
      JsonData: { intentId: 'intent-cp-1' },
    });
  });

  it('turns Success:false into a 502 with the provider message', async () => {
    api = await startFakeApi(() => ({ json: { Success: false, Message: 'Amount is required' } }));
    await expect(configured(api.url).createPayment(request)).rejects.toMatchObject({
      status: 502,
      message: `Provider ${name} failed: Amount is required`,
    });
    await expect(create({}).createPayment(request)).rejects.toMatchObject({ status: 503 });
  });

  it(`defaults to ${defaultHost}`, async () => {
    const urls: string[] = [];
    const fakeFetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ Success: true, Model: { Id: 'x', Url: 'https://pay/x' } }));
    }) as unknown as typeof fetch;
    const provider =
      name === 'cloudpayments'
        ? createCloudPaymentsProvider(
            { CLOUDPAYMENTS_PUBLIC_ID: PUBLIC_ID, CLOUDPAYMENTS_API_SECRET: API_SECRET },
            fakeFetch,
          )
        : createTipTopPayProvider({ TIPTOPPAY_PUBLIC_ID: PUBLIC_ID, TIPTOPPAY_API_SECRET: API_SECRET }, fakeFetch);
    await provider.createPayment(request);
    expect(urls).toEqual([`${defaultHost}/orders/create`]);
  });

  // A Pay notification as the provider sends it by default: form-urlencoded, signed over the raw bytes.
  const payBody = new URLSearchParams({
    TransactionId: '1701609',
    Amount: '1234.56',
    Currency: 'RUB',
    InvoiceId: 'intent-cp-1',
    AccountId: 'buyer@example.com',
    Email: 'buyer@example.com',
    DateTime: '2024-11-17 23:06:17',
    OperationType: 'Payment',
    Status: 'Completed',
    TestMode: '1',
  }).toString();

  const failBody = new URLSearchParams({
    TransactionId: '1701658',
    Amount: '1234.56',
    Currency: 'RUB',
    InvoiceId: 'intent-cp-1',
    OperationType: 'Payment',
    Status: 'Declined',
    Reason: 'InsufficientFunds',
    ReasonCode: '5051',
  }).toString();

  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('accepts a Pay notification signed in Content-HMAC and maps it to succeeded', () => {
    const event = configured().parseWebhook({
      rawBody: Buffer.from(payBody),
      headers: { ...form, 'Content-HMAC': base64Hmac(API_SECRET, payBody) },
      url: request.webhookUrl,
    });
    expect(event).toEqual({ eventId: `${name}:1701609:Completed`, intentId: 'intent-cp-1', outcome: 'succeeded' });
  });

  it('accepts X-Content-HMAC computed over the URL-decoded body', () => {
    const decoded = decodeURIComponent(payBody.replace(/\+/g, ' '));
    const event = configured().parseWebhook({
      rawBody: Buffer.from(payBody),
      headers: { ...form, 'X-Content-HMAC': base64Hmac(API_SECRET, decoded) },
      url: request.webhookUrl,
    });
    expect(event.outcome).toBe('succeeded');
  });

  it('maps a Fail notification to failed and a Refund to ignored; JSON bodies work too', () => {
    const failed = configured().parseWebhook({
      rawBody: Buffer.from(failBody),
      headers: { ...form, 'content-hmac': base64Hmac(API_SECRET, failBody) },
      url: request.webhookUrl,
    });
    expect(failed).toEqual({ eventId: `${name}:1701658:Fail`, intentId: 'intent-cp-1', outcome: 'failed' });

    const refund = JSON.stringify({
      TransactionId: 1701700,
      PaymentTransactionId: 1701609,
      Amount: 1234.56,
      InvoiceId: 'intent-cp-1',
      OperationType: 'Refund',
    });
    const ignored = configured().parseWebhook({
      rawBody: Buffer.from(refund),
      headers: { 'content-type': 'application/json', 'content-hmac': base64Hmac(API_SECRET, refund) },
      url: request.webhookUrl,
    });
    expect(ignored).toEqual({ eventId: `${name}:1701700:Refund`, intentId: 'intent-cp-1', outcome: 'ignored' });
  });

  it('refuses a modified body, a wrong secret and a missing signature with 400', () => {
    const signature = base64Hmac(API_SECRET, failBody);
    const forged = failBody.replace('Status=Declined', 'Status=Completed');
    const attempts = [
      { rawBody: Buffer.from(forged), headers: { ...form, 'content-hmac': signature, 'x-content-hmac': signature } },
      { rawBody: Buffer.from(payBody), headers: { ...form, 'content-hmac': base64Hmac('wrong-secret', payBody) } },
      { rawBody: Buffer.from(payBody), headers: form },
    ];
    for (const attempt of attempts) {
      const error = caught(() => configured().parseWebhook({ ...attempt, url: request.webhookUrl }));
      expect(error?.status).toBe(400);
    }
  });
});
