/**
 * Payselection International: the Payselection API (see payselection.ts) for a second site — foreign cards,
 * other currencies — with its own site id and secret key (PAYSELECTION_INTERNATIONAL_*).
 */
import { loadProvidersEnv, type EnvInput } from './config.ts';
import { createPayselectionFamilyProvider } from './payselection.ts';
import type { Fetch, PaymentProvider } from './provider.ts';

export function createPayselectionInternationalProvider(
  env: EnvInput = process.env,
  fetch: Fetch = globalThis.fetch,
): PaymentProvider {
  const config = loadProvidersEnv(env);
  return createPayselectionFamilyProvider(
    {
      name: 'payselection-international',
      siteId: config.PAYSELECTION_INTERNATIONAL_SITE_ID,
      secretKey: config.PAYSELECTION_INTERNATIONAL_SECRET_KEY,
      apiUrl: config.PAYSELECTION_INTERNATIONAL_API_URL,
      gatewayUrl: config.PAYSELECTION_INTERNATIONAL_GATEWAY_URL,
      webhookUrl: config.PAYSELECTION_INTERNATIONAL_WEBHOOK_URL,
    },
    fetch,
  );
}
