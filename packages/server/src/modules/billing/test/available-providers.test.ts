/**
 * Which providers a buyer may choose: a public list (REST and tRPC) of the configured ones, and a checkout
 * naming one that is not configured is the buyer's mistake (400 naming the available ones), not a 503.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createProviders } from '../providers/index.ts';

const t = await setupRbacApp();
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
  // Stripe configured beside dummy; every other provider lacks its credentials.
  Object.assign(t.app.deps, {
    payments: createProviders({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'w' }),
  });
});

describe('available payment providers', () => {
  it('are listed to anyone over REST and tRPC', async () => {
    const res = await as(t).get('/api/billing/providers');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { name: 'stripe', recurring: true },
      { name: 'dummy', recurring: true },
    ]);
    // The app router is assembled at run time: the caller's type does not know module procedures.
    const anonymous = t.caller({ isServer: false }) as unknown as { billing: { providers(): Promise<unknown> } };
    expect(await anonymous.billing.providers()).toEqual([
      { name: 'stripe', recurring: true },
      { name: 'dummy', recurring: true },
    ]);
  });

  it('a checkout with a provider that is not configured is a 400 naming the available ones', async () => {
    const me = await register(t);
    const http = as(t, me.jwt);
    const cart = `/api/rbac/subjects/${me.subjectId}/ecommerce-module/orders`;
    await http.post(cart, { productId: shop.bell });
    const res = await http.post(`${cart}/checkout`, {
      consent: true,
      provider: 'payselection',
      email: 'donor@example.org',
      billingModule: { currency: { id: shop.rub } },
    });
    expectError(res, 400, 'provider not available');
    expect(res.body.cause).toEqual(['provider: payselection is not available; available: stripe, dummy']);
    const [order] = (await http.get(cart)).body.data;
    expect(order).toMatchObject({ status: 'new', type: 'cart' });
  });
});
