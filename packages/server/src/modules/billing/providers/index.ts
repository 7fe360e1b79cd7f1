/** Every payment provider behind the one interface, keyed by the contract's provider names. */
import { createCloudPaymentsProvider } from './cloudpayments.ts';
import type { EnvInput } from './config.ts';
import { createDummyProvider, type DummyProvider } from './dummy.ts';
import { createOxProcessingProvider } from './oxprocessing.ts';
import { createPayselectionInternationalProvider } from './payselection-international.ts';
import { createPayselectionProvider } from './payselection.ts';
import type { Fetch, PaymentProvider, ProviderName } from './provider.ts';
import { createStripeProvider } from './stripe.ts';
import { createTipTopPayProvider } from './tiptoppay.ts';

export type Providers = Record<ProviderName, PaymentProvider> & { dummy: DummyProvider };

export function createProviders(env: EnvInput = process.env, fetch: Fetch = globalThis.fetch): Providers {
  return {
    stripe: createStripeProvider(env, fetch),
    '0xprocessing': createOxProcessingProvider(env, fetch),
    payselection: createPayselectionProvider(env, fetch),
    'payselection-international': createPayselectionInternationalProvider(env, fetch),
    cloudpayments: createCloudPaymentsProvider(env, fetch),
    tiptoppay: createTipTopPayProvider(env, fetch),
    dummy: createDummyProvider(env, fetch),
  };
}

export type { EnvInput, ProvidersEnv } from './config.ts';
export { loadProvidersEnv } from './config.ts';
export { DUMMY_SIGNATURE_HEADER, signDummyEvent, type DummyEvent, type DummyProvider } from './dummy.ts';
export type * from './provider.ts';
