/**
 * Stripe through the official SDK.
 * - Payment: a Checkout Session in `payment` mode with one `price_data` line item (amount in minor units),
 *   `client_reference_id` and `metadata.intentId` = our intent id
 *   (https://docs.stripe.com/api/checkout/sessions/create).
 * - Webhook: `stripe.webhooks.constructEvent(rawBody, Stripe-Signature header, STRIPE_WEBHOOK_SECRET)`
 *   (https://docs.stripe.com/webhooks#verify-official-libraries); the raw bytes must be passed untouched.
 * Events: checkout.session.completed (paid) and checkout.session.async_payment_succeeded → succeeded;
 * checkout.session.async_payment_failed and payment_intent.payment_failed → failed; checkout.session.expired →
 * canceled; everything else ignored.
 * - Refund: `stripe.refunds.create({ payment_intent, amount })` (https://docs.stripe.com/api/refunds/create), the
 *   PaymentIntent read from the Checkout Session (`checkout.sessions.retrieve`) unless the intent stores one
 *   (`pi_…`, a renewal); idempotent per refund.
 */
import type Stripe from 'stripe';
import { onDemand } from '../../../on-demand.ts';
import { AppError } from '../../../errors.ts';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider, WebhookEvent } from './provider.ts';
import { header, invalidSignature, notConfigured, providerFailed, toMinorUnits } from './shared.ts';
import { TIMEOUTS } from '../../../timeouts.ts';
import { recurringSessionParams, stripeRecurring } from './stripe-recurring.ts';

const stripeSdk = onDemand<typeof Stripe>('stripe');

type StripeEvent = ReturnType<Stripe['webhooks']['constructEvent']>;

/** host/port/protocol for the SDK from STRIPE_API_URL (tests point it at 127.0.0.1). */
function apiLocation(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  } as const;
}

export function createStripeProvider(env: EnvInput = process.env, fetch: Fetch = globalThis.fetch): PaymentProvider {
  const config = loadProvidersEnv(env);
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  const configured = Boolean(secretKey && webhookSecret);

  let client: Stripe | undefined;
  const stripe = () => {
    if (!secretKey || !configured) throw notConfigured('stripe');
    const Sdk = stripeSdk();
    client ??= new Sdk(secretKey, {
      httpClient: Sdk.createFetchHttpClient(fetch),
      maxNetworkRetries: 1,
      timeout: TIMEOUTS.providerCallMs,
      telemetry: false,
      ...apiLocation(config.STRIPE_API_URL),
    });
    return client;
  };

  return {
    name: 'stripe',
    isConfigured: () => configured,
    recurring: stripeRecurring(stripe),

    async createPayment(request) {
      const currency = request.currency.trim().toLowerCase();
      const unitAmount = toMinorUnits(request.amount, currency);
      let session: Awaited<ReturnType<Stripe['checkout']['sessions']['create']>>;
      try {
        session = await stripe().checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: unitAmount,
                  product_data: { name: request.description || `Payment ${request.intentId}` },
                },
              },
            ],
            client_reference_id: request.intentId,
            metadata: { intentId: request.intentId },
            // The PaymentIntent carries the id too, so payment_intent.* events map back to our intent.
            payment_intent_data: {
              metadata: { intentId: request.intentId },
              ...(request.recurring && recurringSessionParams.payment_intent_data),
            },
            ...(request.recurring && { customer_creation: recurringSessionParams.customer_creation }),
            ...(request.email ? { customer_email: request.email } : {}),
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          // A retried create for the same intent returns the same session instead of a second one.
          { idempotencyKey: `checkout-session-${request.intentId}-${currency}-${unitAmount}` },
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerFailed('stripe', (error as Error).message);
      }
      if (!session.url) throw providerFailed('stripe', 'the Checkout Session has no url');
      return { externalId: session.id, paymentUrl: session.url };
    },

    async refund(request) {
      const currency = request.currency.trim().toLowerCase();
      const amount = toMinorUnits(request.amount, currency);
      const reference = request.externalId ?? '';
      try {
        let paymentIntent = reference.startsWith('pi_') ? reference : undefined;
        if (!paymentIntent && reference.startsWith('cs_')) {
          const session = await stripe().checkout.sessions.retrieve(reference);
          const found = session.payment_intent;
          paymentIntent = typeof found === 'string' ? found : found?.id;
        }
        if (!paymentIntent)
          throw providerFailed('stripe', `no PaymentIntent to refund for ${reference || 'this payment'}`);
        const refund = await stripe().refunds.create(
          {
            payment_intent: paymentIntent,
            amount,
            reason: 'requested_by_customer',
            metadata: { intentId: request.intentId, ...(request.reason ? { note: request.reason.slice(0, 450) } : {}) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { externalId: refund.id };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerFailed('stripe', (error as Error).message);
      }
    },

    parseWebhook(input): WebhookEvent {
      if (!webhookSecret || !configured) throw notConfigured('stripe');
      const signature = header(input.headers, 'stripe-signature');
      if (!signature) throw invalidSignature();
      let event: StripeEvent;
      try {
        event = stripe().webhooks.constructEvent(input.rawBody, signature, webhookSecret);
      } catch {
        throw invalidSignature();
      }
      return mapEvent(event);
    },
  };
}

interface SessionLike {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  /** Made for a recurring gift's first payment (`customer_creation: always`): what its renewals charge. */
  customer?: string | null;
}

function fromSession(event: StripeEvent, outcome: WebhookEvent['outcome']): WebhookEvent {
  const session = event.data.object as unknown as SessionLike;
  const intentId = session.client_reference_id ?? session.metadata?.['intentId'] ?? undefined;
  const customer = outcome === 'succeeded' && typeof session.customer === 'string' ? session.customer : undefined;
  return {
    eventId: event.id,
    intentId,
    externalId: session.id,
    outcome,
    ...(customer && { recurringReference: customer }),
  };
}

function mapEvent(event: StripeEvent): WebhookEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as unknown as SessionLike;
      // `unpaid` means a delayed method (bank debit…): async_payment_succeeded/failed will settle it.
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return fromSession(event, paid ? 'succeeded' : 'ignored');
    }
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, 'succeeded');
    case 'checkout.session.async_payment_failed':
      return fromSession(event, 'failed');
    case 'checkout.session.expired':
      return fromSession(event, 'canceled');
    case 'payment_intent.payment_failed': {
      const paymentIntent = event.data.object as unknown as { id: string; metadata?: Record<string, string> | null };
      return { eventId: event.id, intentId: paymentIntent.metadata?.['intentId'], outcome: 'failed' };
    }
    default:
      return { eventId: event.id, outcome: 'ignored' };
  }
}
