/**
 * CloudPayments' (and TipTopPay's) recurring payments: the Pay notification of a card payment carries the card's
 * `Token`; each renewal charges it with POST {api}/payments/tokens/charge (HTTP Basic `PublicId:ApiSecret`,
 * `{ Amount, Currency, AccountId, Token, TrInitiatorCode: 0, PaymentScheduled: 1, InvoiceId, Description, Email }`:
 * initiated by the merchant, on a schedule). The answer `{ Success, Message, Model: { TransactionId, Status,
 * ReasonCode, CardHolderMessage } }` is a payment when Success and Status Completed; anything else (a decline,
 * a 3-D Secure the donor is not there to pass) is a failed renewal. `AccountId` is the donor's email, as the
 * first payment named it. Source: https://developers.cloudpayments.ru («Оплата по токену (рекарринг)»).
 */
import type { CloudPaymentsFamilyOptions } from './cloudpayments.ts';
import type { Fetch, RecurringPayments } from './provider.ts';
import { callProvider, notConfigured, providerFailed, str, toJsonNumber } from './shared.ts';

interface ChargeEnvelope {
  Success?: boolean;
  Message?: string | null;
  Model?: { TransactionId?: number | string; Status?: string; CardHolderMessage?: string; ReasonCode?: number } | null;
}

export function cloudPaymentsRecurring(options: CloudPaymentsFamilyOptions, fetch: Fetch): RecurringPayments {
  const { name, publicId, apiSecret, apiUrl } = options;
  return {
    async charge(request) {
      if (!publicId || !apiSecret) throw notConfigured(name);
      const response = await callProvider(name, fetch, `${apiUrl}/payments/tokens/charge`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${publicId}:${apiSecret}`).toString('base64')}`,
          'X-Request-ID': `renewal-${request.intentId}`,
        },
        body: JSON.stringify({
          Amount: toJsonNumber(request.amount),
          Currency: request.currency.trim().toUpperCase(),
          AccountId: request.email,
          Email: request.email,
          Token: request.reference,
          TrInitiatorCode: 0,
          PaymentScheduled: 1,
          InvoiceId: request.intentId,
          Description: request.description,
          JsonData: { intentId: request.intentId },
        }),
      });
      const envelope = (response.json ?? {}) as ChargeEnvelope;
      // No envelope at all (a 5xx, an HTML page): the provider did not answer; the worker counts a failed attempt.
      if (!response.ok || typeof envelope.Success !== 'boolean') throw providerFailed(name, `HTTP ${response.status}`);
      const model = envelope.Model ?? {};
      const externalId = String(model.TransactionId ?? '');
      if (envelope.Success && model.Status === 'Completed') return { outcome: 'succeeded', externalId };
      return {
        outcome: 'failed',
        externalId,
        reason: model.CardHolderMessage || envelope.Message || `declined (${model.Status ?? 'no status'})`,
      };
    },
    // We drive the renewals (no CloudPayments subscription was made): nothing to stop there.
    async cancel() {},
  };
}

/** The card token of a Pay notification: what the renewals charge. */
export const cloudPaymentsToken = (data: Record<string, unknown>) => str(data['Token']) || undefined;
