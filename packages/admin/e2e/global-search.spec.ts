/**
 * The back office's global search (Ctrl+K, issue 37) in English and Russian at 360 and 1440 px: an operator finds
 * a donor's order by the donor's email (found through the customer's sign-in identity) and opens it; a project by
 * a word form of its title, with the words marked. Screenshots: test-results/admin-global-search-*.png (shot() adds admin-).
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const LANGUAGES = [
  {
    locale: 'en',
    field: 'Title, slug, email or id',
    orders: 'Orders',
    wordForm: 'bell towers',
    project: 'The bell tower of the Church of the Intercession in Pokrovskoye',
  },
  {
    locale: 'ru',
    field: 'Название, слаг, эл. почта или ID',
    orders: 'Заказы',
    wordForm: 'колокольни',
    project: 'Колокольня Покровской церкви в селе Покровском',
  },
] as const;

async function inLanguage(page: Page, locale: string) {
  await openAdmin(page, '', locale);
}

/** A donor (signed up with `email`) with one order. */
async function donorWithOrder(email: string) {
  const registered = await api<{ jwt: string }>(
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/registration',
    { data: { login: email, password: 'password-123' } },
  );
  expect(registered.status, registered.message).toBe(201);
  const subjectId = JSON.parse(Buffer.from(registered.data.jwt.split('.')[1]!, 'base64url').toString()).sub;
  const products = await api<{ id: string }[]>('GET', '/api/ecommerce/products?limit=1');
  const added = await api(
    'POST',
    `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`,
    { data: { productId: products.data[0]!.id } },
    { authorization: `Bearer ${registered.data.jwt}` },
  );
  expect(added.status, added.message).toBe(201);
}

for (const l of LANGUAGES)
  for (const width of [360, 1440])
    test(`${l.locale} ${width}px: Ctrl+K finds a donor's order by the email and a project by a word form`, async ({
      page,
    }) => {
      const email = `search-donor-${l.locale}-${width}-${Date.now()}@example.org`;
      await donorWithOrder(email);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await inLanguage(page, l.locale);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/system/search')) asked.push(decodeURIComponent(request.url()));
      });

      const field = page.getByRole('searchbox', { name: l.field });
      // The app bar listens for Ctrl+K once it is mounted (after the reload in the language): pressed until then.
      await expect(async () => {
        await page.keyboard.press('Control+k');
        await expect(field).toBeFocused({ timeout: 1000 });
      }).toPass();
      await field.pressSequentially(l.wordForm);
      const project = page.getByRole('button', { name: new RegExp(l.project) });
      await expect(project).toBeVisible();
      await expect(project.locator('mark').first()).toBeVisible();
      // One request per settled text (exactly one on an idle machine; a loaded one can type slower than the
      // 250 ms), none twice, in the operator's language.
      expect(asked.at(-1)).toContain(`q=${l.wordForm}&language=${l.locale}`);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.length).toBeLessThan(l.wordForm.length);
      await shot(page, `global-search-words-${l.locale}-${width}`, false);

      await field.fill(email);
      const order = page.getByRole('button').filter({ hasText: l.orders });
      await expect(order).toHaveCount(1);
      await shot(page, `global-search-email-${l.locale}-${width}`, false);
      await expectNoSidewaysScroll(page);
      await order.click();
      await expect(page).toHaveURL(/#\/ecommerce\/orders\/[0-9a-f-]{36}/);
      await expect(page.getByText(email).first()).toBeVisible({ timeout: 60_000 });
    });
