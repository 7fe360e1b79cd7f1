/**
 * CloudPayments, and the shared implementation of its protocol family (TipTopPay runs the same API on another
 * host). Sources: https://developers.cloudpayments.ru (API, «Создание счета для отправки по почте», «Уведомления»),
 * https://developers.tiptoppay.kz.
 * - Payment: POST {api}/orders/create with HTTP Basic `PublicId:ApiSecret`, JSON
 *   `{ Amount, Currency, Description, Email, InvoiceId, JsonData, … }`; the answer is the envelope
 *   `{ Success, Message, Model: { Id, Url, … } }` — Model.Url is the hosted payment page, Model.Id the order.
 *   `X-Request-ID` makes the call idempotent.
 * - Webhooks (Pay, Fail, and Confirm/Refund/Cancel if enabled) arrive as form-urlencoded or JSON (a cabinet
 *   setting) with headers `Content-HMAC` and `X-Content-HMAC`: base64(HMAC-SHA256(body, ApiSecret)). The two
 *   differ only in the URL encoding of the signed bytes: Content-HMAC is over the body as sent, X-Content-HMAC over
 *   its URL-decoded form. Either one matching is accepted. The answer must be `{"code":0}`.
 *   Configure only the Pay and Fail (optionally Cancel) notifications to our webhook URL: a Check notification
 *   looks like Pay (Status Completed) and would be read as a success.
 */
import { cloudPaymentsRecurring, cloudPaymentsToken } from './cloudpayments-recurring.ts';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider, WebhookEvent } from './provider.ts';
import {
  callProvider,
  header,
  hmacSha256,
  invalidSignature,
  notConfigured,
  parseBody,
  providerFailed,
  safeEqual,
  str,
  toJsonNumber,
} from './shared.ts';

export interface CloudPaymentsFamilyOptions {
  name: 'cloudpayments' | 'tiptoppay';
  publicId: string | undefined;
  apiSecret: string | undefined;
  apiUrl: string;
}

interface OrderEnvelope {
  Success?: boolean;
  Message?: string | null;
  Model?: { Id?: string | number; Url?: string } | null;
}

/** Both documented HMAC variants of a notification body. */
export function cloudPaymentsSignatures(rawBody: Buffer, apiSecret: string) {
  const raw = rawBody.toString('utf8');
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // not URL-encoded (a JSON body): both variants are over the same bytes
  }
  return {
    contentHmac: hmacSha256(apiSecret, rawBody, 'base64'),
    xContentHmac: hmacSha256(apiSecret, decoded, 'base64'),
  };
}

export function createCloudPaymentsFamilyProvider(
  options: CloudPaymentsFamilyOptions,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const { name, publicId, apiSecret, apiUrl } = options;
  const configured = Boolean(publicId && apiSecret);

  return {
    name,
    isConfigured: () => configured,
    webhookAnswer: { code: 0 },
    recurring: cloudPaymentsRecurring(options, fetch),

    async createPayment(request) {
      if (!publicId || !apiSecret) throw notConfigured(name);
      const body = {
        Amount: toJsonNumber(request.amount),
        Currency: request.currency.trim().toUpperCase(),
        Description: request.description,
        ...(request.email ? { Email: request.email, AccountId: request.email } : {}),
        InvoiceId: request.intentId,
        RequireConfirmation: false,
        SendEmail: false,
        SuccessRedirectUrl: request.returnUrl,
        FailRedirectUrl: request.returnUrl,
        JsonData: { intentId: request.intentId },
      };
      const response = await callProvider(name, fetch, `${apiUrl}/orders/create`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${publicId}:${apiSecret}`).toString('base64')}`,
          'X-Request-ID': `order-${request.intentId}`,
        },
        body: JSON.stringify(body),
      });
      const envelope = (response.json ?? {}) as OrderEnvelope;
      const url = envelope.Model?.Url;
      const id = envelope.Model?.Id;
      if (!response.ok || envelope.Success !== true || !url || id === undefined || id === null) {
        throw providerFailed(name, envelope.Message || `HTTP ${response.status}`);
      }
      return { externalId: String(id), paymentUrl: url };
    },

    parseWebhook(input): WebhookEvent {
      if (!apiSecret) throw notConfigured(name);
      const { contentHmac, xContentHmac } = cloudPaymentsSignatures(input.rawBody, apiSecret);
      const received = [header(input.headers, 'content-hmac'), header(input.headers, 'x-content-hmac')];
      const valid = received.some((value) => safeEqual(contentHmac, value) || safeEqual(xContentHmac, value));
      if (!valid) throw invalidSignature();

      const data = parseBody(input.rawBody, input.headers);
      const transactionId = str(data['TransactionId']);
      const status = str(data['Status']);
      const operation = str(data['OperationType']);
      const intentId = str(data['InvoiceId']) || undefined;
      const failed = str(data['ReasonCode']) !== undefined || str(data['Reason']) !== undefined;

      let outcome: WebhookEvent['outcome'] = 'ignored';
      let kind = status ?? 'Unknown';
      if (operation && operation !== 'Payment') {
        outcome = 'ignored'; // Refund, CardPayout…
        kind = operation;
      } else if (status === 'Completed') {
        outcome = 'succeeded'; // Pay (one-stage) or Confirm; a success may also carry Reason "Approved"
      } else if (failed || status === 'Declined') {
        outcome = 'failed'; // Fail
        kind = 'Fail';
      } else if (status === 'Cancelled') {
        outcome = 'canceled'; // Cancel of an authorization
      } // Authorized (two-stage hold) and anything else: ignored

      const token = outcome === 'succeeded' ? cloudPaymentsToken(data) : undefined;
      return {
        eventId: `${name}:${transactionId ?? 'unknown'}:${kind}`,
        intentId,
        outcome,
        ...(token && { recurringReference: token }),
      };
    },
  };
}

export function createCloudPaymentsProvider(
  env: EnvInput = process.env,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const config = loadProvidersEnv(env);
  return createCloudPaymentsFamilyProvider(
    {
      name: 'cloudpayments',
      publicId: config.CLOUDPAYMENTS_PUBLIC_ID,
      apiSecret: config.CLOUDPAYMENTS_API_SECRET,
      apiUrl: config.CLOUDPAYMENTS_API_URL,
    },
    fetch,
  );
}
