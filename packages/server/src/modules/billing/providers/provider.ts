/**
 * One interface for every payment provider. Checkout asks a provider for a payment session (where the
 * buyer pays); the provider's webhook tells the outcome. Network calls go through an injected `fetch`,
 * so tests can stand a local HTTP server in for the provider's API (the one outside edge we fake).
 */
import type { PAYMENT_PROVIDERS, SubscriptionInterval } from '@symbol/contracts';
import { z } from 'zod';

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type { SubscriptionInterval };

export interface PaymentRequest {
  /** Our payment intent id: the provider echoes it back (order id / invoice id / client reference). */
  intentId: string;
  /** Exact decimal string in major units, e.g. "5000" or "12.5". */
  amount: string;
  /** ISO-like currency code from the currency slug, upper-cased by adapters that need it ("RUB"). */
  currency: string;
  email?: string;
  description: string;
  /** This API's public origin (the core config's PUBLIC_API_URL): where the dummy payment page lives. */
  apiUrl: string;
  /** Where the buyer returns after paying. */
  returnUrl: string;
  /** Our webhook address for this provider (absolute). */
  webhookUrl: string;
  /** A recurring gift's first payment: the provider is asked to keep the means of paying for the renewals. */
  recurring?: { interval: SubscriptionInterval };
}

export interface PaymentSession {
  /** The provider's id of the payment/session/order, stored on the intent and invoice. */
  externalId: string;
  paymentUrl: string;
}

export interface WebhookInput {
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
  /** Absolute URL the webhook was received on (some signatures cover it). */
  url: string;
}

export interface WebhookEvent {
  /** Unique per provider event: a repeated delivery has the same id. */
  eventId: string;
  /** Our intent id when the provider echoes it, else its own id (`externalId`). */
  intentId?: string;
  externalId?: string;
  outcome: 'succeeded' | 'failed' | 'canceled' | 'ignored';
  /** A recurring first payment's handle for the renewals (a subscription, token or rebill id), when it has one. */
  recurringReference?: string;
  /** Why a payment failed, in the provider's words, when it says. */
  reason?: string;
}

/** One renewal of a recurring gift, charged without the donor (off-session). */
export interface RecurringCharge {
  /** The subscription's `providerReference`: what the first payment left to charge again. */
  reference: string;
  /** Our payment intent id of this renewal. */
  intentId: string;
  amount: string;
  currency: string;
  email: string;
  description: string;
  /** Our webhook address for this provider (absolute): where a provider that answers later sends the outcome. */
  webhookUrl: string;
}

export interface RecurringResult {
  /**
   * `pending`: the provider took the charge and tells its outcome by webhook (Payselection's rebill); the
   * renewal's intent stays open until then.
   */
  outcome: 'succeeded' | 'failed' | 'pending';
  /** The provider's id of this charge, stored on the intent. */
  externalId: string;
  /** Why it failed, in the provider's words (kept on the subscription, told to the donor). */
  reason?: string;
}

/**
 * A provider's own recurring mechanism (Stripe subscriptions, CloudPayments and Payselection recurring; the
 * dummy simulates one). A provider without it takes no monthly gifts.
 */
export interface RecurringPayments {
  /** Charges one renewal now; a decline is an outcome, a network failure throws (the worker retries it). */
  charge(request: RecurringCharge): Promise<RecurringResult>;
  /** Stops the provider's side of a cancelled subscription (nothing to do where we drive the renewals). */
  cancel(reference: string): Promise<void>;
}

/** Money given back for a payment (issue 34 §4): all of it, or one order's share of a payment of several. */
export interface RefundRequest {
  /** Our payment intent id. */
  intentId: string;
  /** The provider's id stored on the intent (a Checkout Session, a PaymentIntent…). */
  externalId: string | null;
  /** Exact decimal string in major units: what is given back. */
  amount: string;
  currency: string;
  /** The same for every attempt of one refund: a retried refund never gives the money back twice. */
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  /** The provider's id of the refund, recorded with it. */
  externalId: string;
}

export interface PaymentProvider {
  name: ProviderName;
  /** False when its credentials are missing: checkout answers 503 'Provider X is not configured'. */
  isConfigured(): boolean;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Verifies the signature (AppError 400 when it fails) and reads the event. */
  parseWebhook(input: WebhookInput): WebhookEvent;
  /** The body the provider expects in the webhook answer (CloudPayments wants `{ code: 0 }`). */
  webhookAnswer?: WebhookAnswer;
  recurring?: RecurringPayments;
  /**
   * Gives a succeeded payment's money back through the provider's API. Absent: the provider cannot refund from here
   * (the refund route answers 409). A refusal or a network failure throws (nothing is recorded then).
   */
  refund?(request: RefundRequest): Promise<RefundResult>;
}

export type Fetch = typeof fetch;

/**
 * What a webhook is answered (the OpenAPI document's schema of `POST /api/billing/webhooks/{provider}`):
 * `{ received: true }`, or the body a provider's protocol asks for instead (CloudPayments: `{ code: 0 }`).
 */
export const webhookAnswerSchema = z.union([
  z.object({ received: z.literal(true) }).meta({ description: 'the event was received' }),
  z.object({ code: z.literal(0) }).meta({ description: "CloudPayments' protocol: accepted" }),
]);
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
