/**
 * Recurring gifts in the back office (issue 27 §2): `billing/subscriptions` is a catalogue entity, so its list and
 * record screens come from the catalogue. A donor gives monthly through the API and pays on the dummy page; the
 * operator finds the gift in the list and opens it.
 */
import { expect, test } from '@playwright/test';
import { api, asServer } from './api.ts';
import { shot, openAdmin } from './sign-in.ts';

async function monthlyGift() {
  const email = `admin-monthly-${Date.now().toString(36)}@example.org`;
  const registered = await api<{ jwt: string }>(
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/registration',
    {
      data: { login: email, password: 'password-123' },
    },
  );
  expect(registered.status, registered.message).toBe(201);
  const auth = { authorization: `Bearer ${registered.data.jwt}` };
  const subjectId = JSON.parse(Buffer.from(registered.data.jwt.split('.')[1]!, 'base64url').toString()).sub as string;
  const filter = (column: string, value: string) =>
    `filters[and]=${encodeURIComponent(JSON.stringify([{ column, method: 'eq', value }]))}`;
  const [product] = (
    await api<{ id: string }[]>(
      'GET',
      `/api/ecommerce/products?${filter('slug', 'summer-volunteer-camp')}`,
      undefined,
      asServer,
    )
  ).data;
  const [rub] = (
    await api<{ id: string }[]>('GET', `/api/billing/currencies?${filter('slug', 'rub')}`, undefined, asServer)
  ).data;
  const donated = await api<{ billingModule: { invoices: { paymentUrl: string }[] } }>(
    'POST',
    `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${product!.id}/donate`,
    // consent: the donor accepts the offer and the personal data policy (required of a visitor, issue 32).
    { data: { amount: '1500', email, interval: 'month', consent: true, billingModule: { currency: { id: rub!.id } } } },
    auth,
  );
  expect(donated.status, donated.message).toBe(201);
  const link = new URL(donated.data.billingModule.invoices[0]!.paymentUrl);
  const paid = await fetch(`${process.env.E2E_BASE_URL}${link.pathname}/succeeded${link.search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return email;
}

test('billing subscriptions: the list shows a monthly gift, its screen its schedule', async ({ page }) => {
  const email = await monthlyGift();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '#/billing/subscriptions');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('active')).toBeVisible();
  await shot(page, 'subscriptions-list');
  await row.click();
  await expect(page.getByText(email).first()).toBeVisible();
  await shot(page, 'subscription');
});
