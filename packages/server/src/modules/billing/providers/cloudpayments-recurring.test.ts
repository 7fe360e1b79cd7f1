/** CloudPayments' token charge for a renewal, against a local stand-in for its API (the edge we fake). */
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCloudPaymentsProvider } from './cloudpayments.ts';
import { startFakeApi, type FakeApi } from './testing.ts';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const provider = (url: string) =>
  createCloudPaymentsProvider({
    CLOUDPAYMENTS_PUBLIC_ID: 'pk_test',
    CLOUDPAYMENTS_API_SECRET: 'cp-secret',
    CLOUDPAYMENTS_API_URL: url,
  });
const renewal = {
  reference: 'tk_card_1',
  intentId: 'intent-r1',
  amount: '700',
  currency: 'rub',
  email: 'donor@example.org',
  description: 'Renewal',
  webhookUrl: 'http://127.0.0.1/api/billing/webhooks/x',
};

describe('cloudpayments recurring', () => {
  it('keeps the card token of a Pay notification for the renewals', () => {
    const body = new URLSearchParams({
      TransactionId: '501',
      Status: 'Completed',
      OperationType: 'Payment',
      InvoiceId: 'intent-1',
      Token: 'tk_card_1',
    }).toString();
    const event = provider('http://127.0.0.1:1').parseWebhook({
      rawBody: Buffer.from(body),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-hmac': createHmac('sha256', 'cp-secret').update(body).digest('base64'),
      },
      url: 'http://127.0.0.1/api/billing/webhooks/cloudpayments',
    });
    expect(event).toMatchObject({ outcome: 'succeeded', intentId: 'intent-1', recurringReference: 'tk_card_1' });
  });

  it('charges the token, merchant-initiated and scheduled, and reads a completed payment', async () => {
    api = await startFakeApi(() => ({ json: { Success: true, Model: { TransactionId: 777, Status: 'Completed' } } }));
    await expect(provider(api.url).recurring!.charge(renewal)).resolves.toEqual({
      outcome: 'succeeded',
      externalId: '777',
    });
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/payments/tokens/charge' });
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('pk_test:cp-secret').toString('base64')}`);
    expect(JSON.parse(sent!.body)).toMatchObject({
      Amount: 700,
      Currency: 'RUB',
      Token: 'tk_card_1',
      AccountId: 'donor@example.org',
      TrInitiatorCode: 0,
      PaymentScheduled: 1,
      InvoiceId: 'intent-r1',
    });
  });

  it('reads a decline as a failed renewal with the card holder’s message, and a 5xx as no answer', async () => {
    api = await startFakeApi((request) =>
      request.body.includes('intent-r1')
        ? {
            json: {
              Success: false,
              Model: {
                TransactionId: 778,
                Status: 'Declined',
                ReasonCode: 5051,
                CardHolderMessage: 'Insufficient funds',
              },
            },
          }
        : { status: 502, text: 'bad gateway' },
    );
    await expect(provider(api.url).recurring!.charge(renewal)).resolves.toEqual({
      outcome: 'failed',
      externalId: '778',
      reason: 'Insufficient funds',
    });
    await expect(provider(api.url).recurring!.charge({ ...renewal, intentId: 'intent-r2' })).rejects.toThrow();
  });
});
