/**
 * 0xProcessing (crypto). Sources:
 * https://docs.0xprocessing.com/0xprocessing-api/deposits/payment-form-with-fixed-amount and
 * https://docs.0xprocessing.com/0xprocessing-api/webhooks/payment-form-with-fixed-amount.
 * - Payment: POST https://app.0xprocessing.com/Payment, form-urlencoded: MerchantId, Currency (the coin, e.g.
 *   USDT), AmountUSD (or Amount in the coin), Email, ClientId, BillingID (= our intent id), SuccessUrl,
 *   CancelUrl, Test, and ReturnUrl=true so the answer is JSON `{ redirectUrl, id }` instead of the HTML form.
 * - Webhook: POST JSON { PaymentId, MerchantId, Amount, AmountUSD, Currency, Email, Status, BillingID, Signature,
 *   … }. Signature = md5 hex of `PaymentId:MerchantId:Email:Currency:WebhookPassword` (colon-joined, no quotes;
 *   the static-wallet page documents the same string with an empty Email). Status: Success → succeeded,
 *   Canceled → canceled, Insufficient (underpaid, awaiting the merchant) → failed.
 *   NOTE: the documented signature covers only those fields — not Status or the amounts — so it proves the
 *   sender knows the webhook password, not that the rest of the body is untouched.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../../../errors.ts';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider, WebhookEvent } from './provider.ts';
import {
  callProvider,
  invalidSignature,
  notConfigured,
  parseBody,
  providerFailed,
  safeEqual,
  str,
  toFixedDecimal,
} from './shared.ts';

/** md5 hex of `PaymentId:MerchantId:Email:Currency:Password`. */
export function oxProcessingSignature(parts: {
  paymentId: string;
  merchantId: string;
  email: string;
  currency: string;
  password: string;
}): string {
  const text = `${parts.paymentId}:${parts.merchantId}:${parts.email}:${parts.currency}:${parts.password}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function createOxProcessingProvider(
  env: EnvInput = process.env,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const config = loadProvidersEnv(env);
  const merchantId = config.OXPROCESSING_MERCHANT_ID;
  const password = config.OXPROCESSING_WEBHOOK_PASSWORD;
  const configured = Boolean(merchantId && password);

  return {
    name: '0xprocessing',
    isConfigured: () => configured,

    async createPayment(request) {
      if (!merchantId || !password) throw notConfigured('0xprocessing');
      if (!request.email) throw badRequest('Email is required for 0xprocessing');
      const currency = request.currency.trim().toUpperCase();
      const form = new URLSearchParams();
      form.set('MerchantId', merchantId);
      if (currency === 'USD') {
        // A fiat amount: the buyer pays its equivalent in the configured coin.
        form.set('Currency', config.OXPROCESSING_CURRENCY);
        form.set('AmountUSD', toFixedDecimal(request.amount, 2));
      } else {
        // The currency is itself a coin (USDT, BTC…): the amount is in that coin.
        form.set('Currency', currency);
        form.set('Amount', request.amount.trim());
      }
      form.set('Email', request.email);
      form.set('ClientId', request.email);
      form.set('BillingID', request.intentId);
      form.set('SuccessUrl', request.returnUrl);
      form.set('CancelUrl', request.returnUrl);
      form.set('ReturnUrl', 'true');
      if (config.OXPROCESSING_TEST) form.set('Test', 'true');

      const response = await callProvider('0xprocessing', fetch, `${config.OXPROCESSING_API_URL}/Payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const answer = (response.json ?? {}) as { redirectUrl?: string; id?: string | number; message?: string };
      if (!response.ok || !answer.redirectUrl || answer.id === undefined || answer.id === null) {
        throw providerFailed('0xprocessing', answer.message || `HTTP ${response.status}`);
      }
      return { externalId: String(answer.id), paymentUrl: answer.redirectUrl };
    },

    parseWebhook(input): WebhookEvent {
      if (!merchantId || !password) throw notConfigured('0xprocessing');
      const data = parseBody(input.rawBody, input.headers);
      const paymentId = str(data['PaymentId']);
      if (!paymentId) throw invalidSignature();
      const expected = oxProcessingSignature({
        paymentId,
        merchantId,
        email: str(data['Email']) ?? '',
        currency: str(data['Currency']) ?? '',
        password,
      });
      if (!safeEqual(expected, str(data['Signature'])?.toLowerCase())) throw invalidSignature();

      const status = str(data['Status']) ?? 'Unknown';
      const outcome: WebhookEvent['outcome'] =
        status === 'Success'
          ? 'succeeded'
          : status === 'Canceled'
            ? 'canceled'
            : status === 'Insufficient'
              ? 'failed'
              : 'ignored';
      return {
        eventId: `0xprocessing:${paymentId}:${status}`,
        intentId: str(data['BillingID']) ?? str(data['BillingId']) ?? undefined,
        externalId: paymentId,
        outcome,
      };
    },
  };
}
