/**
 * The dummy payment page's address comes from the core config's PUBLIC_API_URL, whose default follows HOST and
 * PORT: an API started on another port hands out a link to itself, not to port 3000.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, register, setupRbacApp } from '../../rbac/test/support.ts';

const t = await setupRbacApp({ PORT: '4517' });
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
});

describe('the dummy payment url', () => {
  it('follows PORT when PUBLIC_API_URL is unset', async () => {
    expect(t.config.PUBLIC_API_URL).toBe('http://127.0.0.1:4517');
    const me = await register(t);
    const http = as(t, me.jwt);
    const orders = `/api/rbac/subjects/${me.subjectId}/ecommerce-module/orders`;
    expect((await http.post(orders, { productId: shop.bell })).status).toBe(201);
    const checkout = await http.post(`${orders}/checkout`, {
      consent: true,
      provider: 'dummy',
      email: 'donor@example.org',
      billingModule: { currency: { id: shop.usd } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const paymentUrl = checkout.body.data.billingModule.invoices[0].paymentUrl as string;
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:4517\/api\/billing\/dummy\/pay\//);
  });
});
