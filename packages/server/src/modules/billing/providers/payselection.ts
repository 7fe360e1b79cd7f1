/**
 * Payselection (and Payselection International: the same API, another site with its own keys).
 * Sources: https://api.payselection.com (sections «Request signature», «Webpay: create», «Webhooks»), and
 * Payselection's own integrations, which show the exact strings: the PHP SDK
 * (github.com/Payselection/Payselection-PayApp-SDK-PHP: Library::sendRequest, BaseHook) and the WooCommerce
 * gateway (github.com/Payselection/payselection-gateway-for-woocommerce: Api::request, Webhook::handle).
 * - Payment: POST {webform}/webpayments/create with JSON
 *   `{ MetaData: { PaymentType: "Pay" }, PaymentRequest: { OrderId, Amount: "12.50", Currency, Description,
 *   RebillFlag, ExtraData: { WebhookUrl, SuccessUrl, DeclineUrl, … } }, CustomerInfo: { Email, … } }`.
 *   Headers X-SITE-ID, X-REQUEST-ID (unique) and X-REQUEST-SIGNATURE = hex HMAC-SHA256, keyed with the site's
 *   secret key, of `POST\n/webpayments/create\n{X-SITE-ID}\n{X-REQUEST-ID}\n{body}`. The answer is the payment
 *   page URL as a JSON string.
 *   UNCERTAIN: the newer WooCommerce gateway signs webform calls (paylink_create) with the site's *public* key
 *   and the site address in place of the path; the API docs and the PHP SDK use the secret key and the path for
 *   every call, which is what is done here.
 * - Webhook: headers X-SITE-ID and X-WEBHOOK-SIGNATURE = hex HMAC-SHA256 (secret key) of
 *   `POST\n{notification URL}\n{X-SITE-ID}\n{raw body}`; the notification URL is the one the webhook was sent to
 *   (PAYSELECTION_WEBHOOK_URL overrides it behind a proxy). Body JSON with Event, TransactionId, OrderId, Amount…
 *   Events: Payment → succeeded, Fail → failed; Block, Cancel, Refund, Recurring… → ignored.
 * - Recurring gifts (rebill): the first payment is created with `RebillFlag: true`; its Payment webhook carries a
 *   `RebillId`, kept as the subscription's reference. Each renewal is POST {gateway}/payments/requests/rebill with
 *   `{ OrderId, RebillId, Amount, Currency, Description, WebhookUrl }`, signed like any request over its path; the
 *   gateway answers `{ TransactionId, TransactionState, OrderId }` at once and tells the outcome by the usual
 *   webhook (Payment / Fail with our OrderId), so a renewal is `pending` until then. A cancelled gift is stopped
 *   with POST {gateway}/payments/unsubscribe `{ RebillId }`.
 */
import { randomUUID } from 'node:crypto';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider, RecurringPayments, RecurringResult, WebhookEvent } from './provider.ts';
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
  toFixedDecimal,
} from './shared.ts';

export const PAYSELECTION_CREATE_PATH = '/webpayments/create';
export const PAYSELECTION_REBILL_PATH = '/payments/requests/rebill';
export const PAYSELECTION_UNSUBSCRIBE_PATH = '/payments/unsubscribe';

export interface PayselectionOptions {
  name: 'payselection' | 'payselection-international';
  siteId: string | undefined;
  secretKey: string | undefined;
  apiUrl: string;
  /** The gateway (renewals and their cancellation). */
  gatewayUrl: string;
  /** Exact notification URL used in the webhook signature; unset: the URL the webhook arrived on. */
  webhookUrl: string | undefined;
}

/** The documented request signature: hex HMAC-SHA256 over method, path, site id, request id and body. */
export function payselectionRequestSignature(
  secretKey: string,
  parts: { method: string; path: string; siteId: string; requestId: string; body: string },
): string {
  return hmacSha256(
    secretKey,
    `${parts.method}\n${parts.path}\n${parts.siteId}\n${parts.requestId}\n${parts.body}`,
    'hex',
  );
}

/** The documented webhook signature: hex HMAC-SHA256 over method, notification URL, site id and body. */
export function payselectionWebhookSignature(
  secretKey: string,
  parts: { method?: string; url: string; siteId: string; body: string | Buffer },
): string {
  const body = typeof parts.body === 'string' ? parts.body : parts.body.toString('utf8');
  return hmacSha256(secretKey, `${parts.method ?? 'POST'}\n${parts.url}\n${parts.siteId}\n${body}`, 'hex');
}

export function createPayselectionFamilyProvider(
  options: PayselectionOptions,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const { name, siteId, secretKey, apiUrl } = options;
  const configured = Boolean(siteId && secretKey);

  return {
    name,
    isConfigured: () => configured,

    async createPayment(request) {
      if (!siteId || !secretKey) throw notConfigured(name);
      const body = JSON.stringify({
        MetaData: { PaymentType: 'Pay' },
        PaymentRequest: {
          OrderId: request.intentId,
          Amount: toFixedDecimal(request.amount, 2),
          Currency: request.currency.trim().toUpperCase(),
          Description: request.description,
          // A recurring gift's first payment keeps the card for the renewals (the webhook names its RebillId).
          RebillFlag: Boolean(request.recurring),
          ExtraData: {
            WebhookUrl: request.webhookUrl,
            ReturnUrl: request.returnUrl,
            SuccessUrl: request.returnUrl,
            DeclineUrl: request.returnUrl,
            CancelUrl: request.returnUrl,
          },
        },
        CustomerInfo: request.email ? { Email: request.email, ReceiptEmail: request.email } : {},
      });
      const requestId = randomUUID();
      const signature = payselectionRequestSignature(secretKey, {
        method: 'POST',
        path: PAYSELECTION_CREATE_PATH,
        siteId,
        requestId,
        body,
      });
      const response = await callProvider(name, fetch, `${apiUrl}${PAYSELECTION_CREATE_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-SITE-ID': siteId,
          'X-REQUEST-ID': requestId,
          'X-REQUEST-SIGNATURE': signature,
        },
        body,
      });
      const answer = response.json as string | { Url?: string; Id?: string; Code?: string; Description?: string };
      const paymentUrl = typeof answer === 'string' ? answer : answer?.Url;
      if (!response.ok || !paymentUrl) {
        const detail =
          typeof answer === 'object' && answer ? [answer.Code, answer.Description].filter(Boolean).join(' ') : '';
        throw providerFailed(name, detail || `HTTP ${response.status}`);
      }
      // webpayments/create answers only the URL: the order is known to Payselection by our OrderId.
      const externalId = typeof answer === 'object' && answer.Id ? answer.Id : request.intentId;
      return { externalId, paymentUrl };
    },

    parseWebhook(input): WebhookEvent {
      if (!siteId || !secretKey) throw notConfigured(name);
      if (header(input.headers, 'x-site-id') !== siteId) throw invalidSignature();
      const expected = payselectionWebhookSignature(secretKey, {
        url: options.webhookUrl ?? input.url,
        siteId,
        body: input.rawBody,
      });
      if (!safeEqual(expected, header(input.headers, 'x-webhook-signature'))) throw invalidSignature();

      const data = parseBody(input.rawBody, input.headers);
      const event = str(data['Event']) ?? 'Unknown';
      const outcome: WebhookEvent['outcome'] =
        event === 'Payment' ? 'succeeded' : event === 'Fail' ? 'failed' : 'ignored';
      const rebillId = str(data['RebillId']);
      const reason = str(data['ErrorMessage']);
      return {
        eventId: `${name}:${str(data['TransactionId']) ?? str(data['OrderId']) ?? 'unknown'}:${event}`,
        intentId: str(data['OrderId']) || undefined,
        outcome,
        ...(outcome === 'succeeded' && rebillId && { recurringReference: rebillId }),
        ...(outcome === 'failed' && reason && { reason }),
      };
    },

    recurring: payselectionRebill(options, fetch),
  };
}

/** Our renewal asked of the gateway; its outcome comes by webhook (see the top of this file). */
function payselectionRebill(options: PayselectionOptions, fetch: Fetch): RecurringPayments {
  const { name, siteId, secretKey, gatewayUrl } = options;
  const call = async (path: string, payload: object) => {
    if (!siteId || !secretKey) throw notConfigured(name);
    const body = JSON.stringify(payload);
    const requestId = randomUUID();
    const signature = payselectionRequestSignature(secretKey, { method: 'POST', path, siteId, requestId, body });
    return callProvider(name, fetch, `${gatewayUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-SITE-ID': siteId,
        'X-REQUEST-ID': requestId,
        'X-REQUEST-SIGNATURE': signature,
      },
      body,
    });
  };
  return {
    async charge(request): Promise<RecurringResult> {
      const response = await call(PAYSELECTION_REBILL_PATH, {
        OrderId: request.intentId,
        RebillId: request.reference,
        Amount: toFixedDecimal(request.amount, 2),
        Currency: request.currency.trim().toUpperCase(),
        Description: request.description,
        WebhookUrl: request.webhookUrl,
      });
      const answer = (response.json ?? {}) as {
        TransactionId?: string;
        TransactionState?: string;
        Code?: string;
        Description?: string;
      };
      // The gateway refused the request itself (an unknown or revoked RebillId...): a failed renewal, retried on
      // schedule. A 5xx or no answer throws: the worker counts a failed attempt.
      if (response.status >= 400 && response.status < 500)
        return {
          outcome: 'failed',
          externalId: '',
          reason: [answer.Code, answer.Description].filter(Boolean).join(': ') || `HTTP ${response.status}`,
        };
      if (!response.ok || !answer.TransactionId) throw providerFailed(name, `HTTP ${response.status}`);
      const externalId = answer.TransactionId;
      if (answer.TransactionState === 'success') return { outcome: 'succeeded', externalId };
      if (answer.TransactionState === 'declined')
        return { outcome: 'failed', externalId, reason: answer.Description || 'declined' };
      return { outcome: 'pending', externalId };
    },
    async cancel(reference) {
      const response = await call(PAYSELECTION_UNSUBSCRIBE_PATH, { RebillId: reference });
      if (!response.ok) throw providerFailed(name, `unsubscribe: HTTP ${response.status}`);
    },
  };
}

export function createPayselectionProvider(
  env: EnvInput = process.env,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const config = loadProvidersEnv(env);
  return createPayselectionFamilyProvider(
    {
      name: 'payselection',
      siteId: config.PAYSELECTION_SITE_ID,
      secretKey: config.PAYSELECTION_SECRET_KEY,
      apiUrl: config.PAYSELECTION_API_URL,
      gatewayUrl: config.PAYSELECTION_GATEWAY_URL,
      webhookUrl: config.PAYSELECTION_WEBHOOK_URL,
    },
    fetch,
  );
}
