import { INVOICE_STATUSES, PAYMENT_INTENT_STATUSES, PAYMENT_PROVIDERS } from '../../constants.ts';
import { entity } from '../entity.ts';
import {
  adminTitle,
  bool,
  content,
  decimal,
  enumOf,
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
    variant: variant(['default', 'toggle-group-default', 'symbol']),
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
  entity('billing', 'widgets', { ...content() }),
];
