/**
 * Stripe's recurring payments for a gift we renew ourselves: the first payment's Checkout Session makes a Customer
 * (`customer_creation: always`) and saves the card for later (`payment_intent_data.setup_future_usage:
 * off_session`); `checkout.session.completed` names the Customer, the subscription's reference. Each renewal takes
 * the Customer's card (GET /v1/payment_methods?customer=…&type=card) and confirms a PaymentIntent off-session
 * (POST /v1/payment_intents with `off_session`, `confirm`), idempotent per renewal. A decline (the SDK's
 * StripeCardError, a card needing the donor for authentication included) is a failed renewal; a network or API
 * failure throws, and the worker counts a failed attempt. Sources: https://docs.stripe.com/payments/save-during-payment,
 * https://docs.stripe.com/payments/without-card-authentication (off-session).
 */
import type Stripe from 'stripe';
import { AppError } from '../../../errors.ts';
import type { RecurringPayments } from './provider.ts';
import { providerFailed, toMinorUnits } from './shared.ts';

/** What the first payment's Checkout Session adds for a recurring gift. */
export const recurringSessionParams = {
  customer_creation: 'always',
  payment_intent_data: { setup_future_usage: 'off_session' },
} as const;

export function stripeRecurring(stripe: () => Stripe): RecurringPayments {
  return {
    async charge(request) {
      const currency = request.currency.trim().toLowerCase();
      try {
        const methods = await stripe().paymentMethods.list({ customer: request.reference, type: 'card', limit: 1 });
        const method = methods.data[0];
        if (!method) return { outcome: 'failed', externalId: '', reason: 'no saved card' };
        const payment = await stripe().paymentIntents.create(
          {
            amount: toMinorUnits(request.amount, currency),
            currency,
            customer: request.reference,
            payment_method: method.id,
            off_session: true,
            confirm: true,
            description: request.description,
            receipt_email: request.email,
            metadata: { intentId: request.intentId },
          },
          { idempotencyKey: `renewal-${request.intentId}` },
        );
        return payment.status === 'succeeded'
          ? { outcome: 'succeeded', externalId: payment.id }
          : { outcome: 'failed', externalId: payment.id, reason: `payment ${payment.status}` };
      } catch (error) {
        if (error instanceof AppError) throw error;
        const failure = error as { type?: string; message?: string; payment_intent?: { id?: string } };
        if (failure.type === 'StripeCardError')
          return {
            outcome: 'failed',
            externalId: failure.payment_intent?.id ?? '',
            reason: failure.message || 'the card was declined',
          };
        throw providerFailed('stripe', failure.message || 'no answer');
      }
    },
    // We drive the renewals (no Stripe Subscription was made): the saved card stays with the Customer.
    async cancel() {},
  };
}
