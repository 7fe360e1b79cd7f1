import {
  INVOICE_STATUSES,
  PAYMENT_INTENT_STATUSES,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '../../constants.ts';
import { entity } from '../entity.ts';
import {
  adminTitle,
  bool,
  content,
  datetime,
  decimal,
  enumOf,
  int,
  json,
  localized,
  optionalText,
  ref,
  slug,
  text,
  variant,
} from '../fields.ts';

export const billing = [
  entity('billing', 'currencies', {
    adminTitle: adminTitle(),
    /** The spec wants lowercase letters, digits and hyphens: slug values are exactly that. */
    slug: slug(),
    title: localized(),
    symbol: text(),
    isDefault: bool({ default: false }),
    /** `local`: a currency of one country's own payment methods (the original's). */
    variant: variant(['default', 'toggle-group-default', 'symbol', 'local']),
  }),
  /** One checkout attempt with one provider; provider webhooks find it by externalId. */
  entity(
    'billing',
    'payment-intents',
    {
      provider: enumOf(PAYMENT_PROVIDERS),
      status: enumOf(PAYMENT_INTENT_STATUSES, { default: 'open', index: true }),
      amount: decimal(),
      currencyId: ref('billing/currencies'),
      externalId: optionalText({ index: true }),
      /** A retried checkout must not charge twice. */
      idempotencyKey: text({ unique: true }),
      email: optionalText(),
      metadata: json({ optional: true }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /** What the buyer pays through: the checkout answer redirects to its paymentUrl. */
  entity(
    'billing',
    'invoices',
    {
      paymentIntentId: ref('billing/payment-intents'),
      amount: decimal(),
      status: enumOf(INVOICE_STATUSES, { default: 'open', index: true }),
      paymentUrl: optionalText(),
      externalId: optionalText({ index: true }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /**
   * A recurring gift (issue 27 §2): made when its first payment succeeds, charged again each `interval` by the
   * renewal worker through the same provider (`providerReference`: its subscription, token or rebill id), each
   * renewal an order of the subscriber. Only the server writes it; the donor cancels through the subject route or
   * the signed link in its mails, an operator through the admin.
   */
  entity(
    'billing',
    'subscriptions',
    {
      subjectId: ref('rbac/subjects'),
      productId: ref('ecommerce/products'),
      currencyId: ref('billing/currencies'),
      amount: decimal(),
      interval: enumOf(SUBSCRIPTION_INTERVALS, 'month'),
      provider: enumOf(PAYMENT_PROVIDERS),
      providerReference: optionalText({ index: true }),
      status: enumOf(SUBSCRIPTION_STATUSES, 'active'),
      email: text(),
      language: optionalText(),
      /** When the worker charges it next; null once cancelled. */
      nextChargeAt: datetime({ optional: true }),
      /** Failed renewals in a row: retried after 1, 3 and 7 days, then cancelled. */
      failedAttempts: int({ default: 0 }),
      lastError: optionalText(),
      cancelledAt: datetime({ optional: true }),
      /** The payment that started it: one subscription per first payment, however often its webhook comes. */
      firstPaymentIntentId: ref('billing/payment-intents', { unique: true }),
    },
    { restricted: true, indexes: [['status', 'nextChargeAt']] },
  ),
  entity('billing', 'widgets', { ...content() }),
];
