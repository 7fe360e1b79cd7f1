import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPayselectionInternationalProvider } from './payselection-international.ts';
import { createPayselectionProvider } from './payselection.ts';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { caught, startFakeApi, type FakeApi } from './testing.ts';

const hexHmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const variants = [
  {
    name: 'payselection',
    prefix: 'PAYSELECTION',
    create: (env: Record<string, string | undefined>) => createPayselectionProvider(env),
  },
  {
    name: 'payselection-international',
    prefix: 'PAYSELECTION_INTERNATIONAL',
    create: (env: Record<string, string | undefined>) => createPayselectionInternationalProvider(env),
  },
] as const;

describe.each(variants)('$name provider', ({ name, prefix, create }) => {
  const SITE_ID = name === 'payselection' ? '16' : '27';
  const SECRET = `${name}-secret-key`;
  const request: PaymentRequest = {
    intentId: 'intent-ps-1',
    amount: '12.5',
    currency: 'rub',
    email: 'buyer@example.com',
    description: 'Order #9',
    apiUrl: 'http://127.0.0.1:3000',
    returnUrl: 'http://127.0.0.1:5173/orders',
    webhookUrl: `https://shop.example/api/billing/webhooks/${name}`,
  };
  const configured = (extra: Record<string, string> = {}): PaymentProvider =>
    create({ [`${prefix}_SITE_ID`]: SITE_ID, [`${prefix}_SECRET_KEY`]: SECRET, ...extra });

  it('is configured only with the site id and the secret key', () => {
    expect(create({}).isConfigured()).toBe(false);
    expect(create({ [`${prefix}_SITE_ID`]: SITE_ID }).isConfigured()).toBe(false);
    expect(create({ [`${prefix}_SECRET_KEY`]: SECRET }).isConfigured()).toBe(false);
    expect(configured().isConfigured()).toBe(true);
  });

  it('creates a webpayment signed over method, path, site id, request id and body', async () => {
    api = await startFakeApi(() => ({ status: 201, json: 'https://webform.example/pay/abc' }));
    const session = await configured({ [`${prefix}_API_URL`]: api.url }).createPayment(request);
    expect(session).toEqual({ externalId: 'intent-ps-1', paymentUrl: 'https://webform.example/pay/abc' });

    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/webpayments/create');
    expect(sent.headers['x-site-id']).toBe(SITE_ID);
    const requestId = sent.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const expected = hexHmac(SECRET, `POST\n/webpayments/create\n${SITE_ID}\n${requestId}\n${sent.body}`);
    expect(sent.headers['x-request-signature']).toBe(expected);

    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(body).toEqual({
      MetaData: { PaymentType: 'Pay' },
      PaymentRequest: {
        OrderId: 'intent-ps-1',
        Amount: '12.50',
        Currency: 'RUB',
        Description: 'Order #9',
        RebillFlag: false,
        ExtraData: {
          WebhookUrl: request.webhookUrl,
          ReturnUrl: request.returnUrl,
          SuccessUrl: request.returnUrl,
          DeclineUrl: request.returnUrl,
          CancelUrl: request.returnUrl,
        },
      },
      CustomerInfo: { Email: 'buyer@example.com', ReceiptEmail: 'buyer@example.com' },
    });
  });

  it('turns an error answer into a 502 and an unconfigured call into a 503', async () => {
    api = await startFakeApi(() => ({ status: 400, json: { Code: 'InvalidSignature', Description: 'bad sign' } }));
    await expect(configured({ [`${prefix}_API_URL`]: api.url }).createPayment(request)).rejects.toMatchObject({
      status: 502,
      message: `Provider ${name} failed: InvalidSignature bad sign`,
    });
    await expect(create({}).createPayment(request)).rejects.toMatchObject({
      status: 503,
      message: `Provider ${name} is not configured`,
    });
  });

  const notification = (event: string, transactionId = 'PS00000000001') =>
    JSON.stringify({
      Event: event,
      TransactionId: transactionId,
      OrderId: 'intent-ps-1',
      Amount: '12.50',
      Currency: 'RUB',
      DateTime: '17.11.2024 23:06:17',
      IsTest: 1,
    });

  /** Signed as Payselection signs: POST, the notification URL, the site id, the raw body. */
  const delivery = (body: string, secret = SECRET, url = request.webhookUrl) => ({
    rawBody: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      'x-site-id': SITE_ID,
      'x-webhook-signature': hexHmac(secret, `POST\n${url}\n${SITE_ID}\n${body}`),
    },
    url,
  });

  it('maps Payment to succeeded, Fail to failed, Refund to ignored', () => {
    const provider = configured();
    expect(provider.parseWebhook(delivery(notification('Payment')))).toEqual({
      eventId: `${name}:PS00000000001:Payment`,
      intentId: 'intent-ps-1',
      outcome: 'succeeded',
    });
    expect(provider.parseWebhook(delivery(notification('Fail', 'PS2'))).outcome).toBe('failed');
    expect(provider.parseWebhook(delivery(notification('Refund', 'PS3'))).outcome).toBe('ignored');
  });

  it('signs over the registered webhook URL when one is configured (behind a proxy)', () => {
    const registered = `https://public.example/api/billing/webhooks/${name}`;
    const provider = configured({ [`${prefix}_WEBHOOK_URL`]: registered });
    const signedForPublicUrl = delivery(notification('Payment'), SECRET, registered);
    const received = { ...signedForPublicUrl, url: 'http://10.0.0.5:3000/api/billing/webhooks/x' };
    expect(provider.parseWebhook(received).outcome).toBe('succeeded');
  });

  it('refuses a modified body, a wrong secret, another URL, another site and no signature with 400', () => {
    const provider = configured();
    const good = delivery(notification('Fail'));
    const attempts = [
      { ...good, rawBody: Buffer.from(notification('Payment')) },
      delivery(notification('Payment'), 'wrong-secret'),
      { ...delivery(notification('Payment')), url: 'https://attacker.example/hook' },
      { ...good, headers: { ...good.headers, 'x-site-id': '999' } },
      { ...good, headers: { 'x-site-id': SITE_ID } },
    ];
    for (const attempt of attempts) {
      expect(caught(() => provider.parseWebhook(attempt))?.status).toBe(400);
    }
  });

  it('renews by rebill, signed over its path on the gateway, and stops it by unsubscribe', async () => {
    api = await startFakeApi((sent) =>
      sent.path === '/payments/requests/rebill'
        ? { json: { TransactionId: 'T-9', TransactionState: 'wait_for_webhook', OrderId: 'intent-r1' } }
        : { json: {} },
    );
    const provider = configured({ [`${prefix}_GATEWAY_URL`]: api.url });
    const charge = {
      reference: 'RB-1',
      intentId: 'intent-r1',
      amount: '700',
      currency: 'rub',
      email: 'donor@example.org',
      description: 'Renewal',
      webhookUrl: `https://shop.example/api/billing/webhooks/${name}`,
    };
    await expect(provider.recurring!.charge(charge)).resolves.toEqual({ outcome: 'pending', externalId: 'T-9' });
    const sent = api.requests[0]!;
    expect(sent.path).toBe('/payments/requests/rebill');
    expect(JSON.parse(sent.body)).toEqual({
      OrderId: 'intent-r1',
      RebillId: 'RB-1',
      Amount: '700.00',
      Currency: 'RUB',
      Description: 'Renewal',
      WebhookUrl: charge.webhookUrl,
    });
    const requestId = sent.headers['x-request-id'] as string;
    expect(sent.headers['x-request-signature']).toBe(
      hexHmac(SECRET, `POST\n/payments/requests/rebill\n${SITE_ID}\n${requestId}\n${sent.body}`),
    );
    await provider.recurring!.cancel('RB-1');
    expect(api.requests[1]).toMatchObject({ method: 'POST', path: '/payments/unsubscribe' });
    expect(JSON.parse(api.requests[1]!.body)).toEqual({ RebillId: 'RB-1' });
  });

  it('asks to keep the card for a recurring first payment, and reads the RebillId of its webhook', async () => {
    api = await startFakeApi(() => ({ status: 201, json: 'https://webform.example/pay/abc' }));
    await configured({ [`${prefix}_API_URL`]: api.url }).createPayment({
      ...request,
      recurring: { interval: 'month' },
    });
    expect(JSON.parse(api.requests[0]!.body).PaymentRequest.RebillFlag).toBe(true);
    const body = JSON.stringify({ Event: 'Payment', TransactionId: 'T-1', OrderId: 'intent-ps-1', RebillId: 'RB-7' });
    const url = `https://shop.example/api/billing/webhooks/${name}`;
    const event = configured().parseWebhook({
      rawBody: Buffer.from(body),
      headers: {
        'x-site-id': SITE_ID,
        'x-webhook-signature': hexHmac(SECRET, `POST\n${url}\n${SITE_ID}\n${body}`),
      },
      url,
    });
    expect(event).toMatchObject({ outcome: 'succeeded', intentId: 'intent-ps-1', recurringReference: 'RB-7' });
  });
});
