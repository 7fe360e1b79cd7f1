/**
 * TipTopPay (Kazakhstan): the CloudPayments protocol on https://api.tiptoppay.kz — orders/create with HTTP Basic
 * `PublicId:ApiSecret`, Pay/Fail notifications signed with base64 HMAC-SHA256 of the body in Content-HMAC /
 * X-Content-HMAC, answer `{"code":0}`. Source: https://developers.tiptoppay.kz (same sections as CloudPayments).
 */
import { createCloudPaymentsFamilyProvider } from './cloudpayments.ts';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider } from './provider.ts';

export function createTipTopPayProvider(env: EnvInput = process.env, fetch: Fetch = globalThis.fetch): PaymentProvider {
  const config = loadProvidersEnv(env);
  return createCloudPaymentsFamilyProvider(
    {
      name: 'tiptoppay',
      publicId: config.TIPTOPPAY_PUBLIC_ID,
      apiSecret: config.TIPTOPPAY_API_SECRET,
      apiUrl: config.TIPTOPPAY_API_URL,
    },
    fetch,
  );
}
