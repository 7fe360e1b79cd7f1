/** A paid gift made through the API and the test provider's pay link, for the admin's order and media specs. */
import { expect } from '@playwright/test';
import { api } from './api.ts';

export async function currencyId(slug: string) {
  const found = await api<{ id: string }[]>(
    'GET',
    `/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`,
  );
  return found.data[0]!.id;
}

/**
 * A registered donor buys the product once in ₽ and pays on the test provider's page (its pay link, posted as the
 * page's button does); answers the donor's email and the order's id.
 */
export async function paidGift(productId: string, rub: string, tag: string) {
  const email = `refund-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const registered = await api<{ jwt: string }>(
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/registration',
    { data: { login: email, password: 'password-123' } },
  );
  expect(registered.status, registered.message).toBe(201);
  const subjectId = JSON.parse(Buffer.from(registered.data.jwt.split('.')[1]!, 'base64url').toString()).sub;
  const checkout = await api<{
    billingModule: { invoices: { paymentUrl: string }[] };
    ecommerceModule: { orders: { id: string }[] };
  }>(
    'POST',
    `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${productId}/checkout`,
    {
      data: {
        quantity: 1,
        billingModule: { currency: { id: rub } },
        email,
        language: 'en',
        provider: 'dummy',
        consent: true,
      },
    },
    { authorization: `Bearer ${registered.data.jwt}` },
  );
  expect(checkout.status, checkout.message).toBe(201);
  const { pathname, search } = new URL(checkout.data.billingModule.invoices[0]!.paymentUrl);
  const paid = await fetch(`${process.env.E2E_BASE_URL}${pathname}/succeeded${search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return { email, orderId: checkout.data.ecommerceModule.orders[0]!.id };
}
