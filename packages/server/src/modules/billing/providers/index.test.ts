import { PAYMENT_PROVIDERS } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { createProviders } from './index.ts';

describe('createProviders', () => {
  it('has one provider per contract name, each reporting its own name', () => {
    const providers = createProviders({});
    expect(Object.keys(providers).sort()).toEqual([...PAYMENT_PROVIDERS].sort());
    for (const name of PAYMENT_PROVIDERS) expect(providers[name].name).toBe(name);
  });

  it('without credentials only dummy is configured', () => {
    const providers = createProviders({});
    const configured = PAYMENT_PROVIDERS.filter((name) => providers[name].isConfigured());
    expect(configured).toEqual(['dummy']);
  });

  it('with every credential every provider is configured', () => {
    const providers = createProviders({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      OXPROCESSING_MERCHANT_ID: 'm',
      OXPROCESSING_WEBHOOK_PASSWORD: 'p',
      PAYSELECTION_SITE_ID: '1',
      PAYSELECTION_SECRET_KEY: 's',
      PAYSELECTION_INTERNATIONAL_SITE_ID: '2',
      PAYSELECTION_INTERNATIONAL_SECRET_KEY: 's2',
      CLOUDPAYMENTS_PUBLIC_ID: 'pk',
      CLOUDPAYMENTS_API_SECRET: 'sec',
      TIPTOPPAY_PUBLIC_ID: 'pk2',
      TIPTOPPAY_API_SECRET: 'sec2',
    });
    expect(PAYMENT_PROVIDERS.every((name) => providers[name].isConfigured())).toBe(true);
  });
});
