/**
 * Payment provider settings, read from `process.env`-like input so tests pass their own. Every credential is
 * optional: a provider without its credentials reports `isConfigured() === false` and checkout answers 400
 * 'provider not available'.
 * An empty string counts as unset. `*_API_URL` overrides exist so tests can point an adapter at 127.0.0.1.
 */
import { z } from 'zod';
import { ConfigError } from '../../../config.ts';

const optional = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());
const url = (fallback: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback),
    z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, '')),
  );
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

/** true/false when set; undefined when unset or empty (the caller picks the default). */
const optionalFlag = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
);

export const providersEnvSchema = z.object({
  /** Decides the dummy provider's default: off in production. */
  NODE_ENV: z.string().optional(),
  /**
   * The dummy provider (orders paid without money). Unset: on, except with NODE_ENV=production; true turns it
   * on in production too (logged as a warning at start), false turns it off everywhere.
   */
  PAYMENTS_DUMMY_ENABLED: optionalFlag,
  /** Unset: a random secret per process (the dummy page and its webhook run in the same server). */
  DUMMY_WEBHOOK_SECRET: optional,

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Unset: the SDK's default (https://api.stripe.com). */
  STRIPE_API_URL: optional,

  CLOUDPAYMENTS_PUBLIC_ID: optional,
  CLOUDPAYMENTS_API_SECRET: optional,
  CLOUDPAYMENTS_API_URL: url('https://api.cloudpayments.ru'),

  TIPTOPPAY_PUBLIC_ID: optional,
  TIPTOPPAY_API_SECRET: optional,
  TIPTOPPAY_API_URL: url('https://api.tiptoppay.kz'),

  PAYSELECTION_SITE_ID: optional,
  PAYSELECTION_SECRET_KEY: optional,
  PAYSELECTION_API_URL: url('https://webform.payselection.com'),
  /** The payment gateway: the renewals of recurring gifts (rebill) and their cancellation. */
  PAYSELECTION_GATEWAY_URL: url('https://gw.payselection.com'),
  /** The notification URL exactly as registered with Payselection (it is part of the webhook signature). */
  PAYSELECTION_WEBHOOK_URL: optional,

  PAYSELECTION_INTERNATIONAL_SITE_ID: optional,
  PAYSELECTION_INTERNATIONAL_SECRET_KEY: optional,
  PAYSELECTION_INTERNATIONAL_API_URL: url('https://webform.payselection.com'),
  PAYSELECTION_INTERNATIONAL_GATEWAY_URL: url('https://gw.payselection.com'),
  PAYSELECTION_INTERNATIONAL_WEBHOOK_URL: optional,

  OXPROCESSING_MERCHANT_ID: optional,
  OXPROCESSING_WEBHOOK_PASSWORD: optional,
  OXPROCESSING_API_URL: url('https://app.0xprocessing.com'),
  /** The coin the buyer pays in when the amount is in USD (the form requires one). */
  OXPROCESSING_CURRENCY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : 'USDT'),
    z.string(),
  ),
  /** Test payment forms (buttons that fire the webhook), for a merchant account in test. */
  OXPROCESSING_TEST: flag,
});

export type ProvidersEnv = z.infer<typeof providersEnvSchema>;
export type EnvInput = Record<string, string | undefined>;

export function loadProvidersEnv(env: EnvInput = process.env): ProvidersEnv {
  const parsed = providersEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid payment provider configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
