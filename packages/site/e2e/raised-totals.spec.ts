/**
 * Public totals count money, not prices (issue 32 §2): a project is paid for at its price, then the operator changes
 * the price through the API; the project's public total is the same after a reload. Each run has its own project
 * (made through the API), so runs and other specs do not count each other's gifts.
 */
import { expect, request as api, test } from '@playwright/test';
import { serverKey, signIn } from './session.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: { pay: 'Pay ₽1,500', thanks: 'Thank you!', raised: /₽1,500 raised of ₽400,000/ },
  ru: { pay: 'Оплатить 1 500 ₽', thanks: 'Спасибо!', raised: /Собрано 1\s500\s₽ из 400\s000\s₽/ },
} as const;

async function currencyId(slug: string) {
  const request = await api.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await request.get(
    `/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`,
  );
  const id = ((await res.json()).data as { id: string }[])[0]!.id;
  await request.dispose();
  return id;
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const at = `${language}-${width}`;
    test(`${at}: a price changed after a gift leaves the public total as it was`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const [rub, usd] = await Promise.all([currencyId('rub'), currencyId('usd')]);
      const slug = `raised-${at}-${Date.now().toString(36)}`;
      const created = await request.post('/api/ecommerce/products', {
        headers: serverKey(),
        data: { data: { slug, adminTitle: slug, title: { en: `Totals test ${at}`, ru: `Проверка сборов ${at}` } } },
      });
      expect(created.status(), await created.text()).toBeLessThan(300);
      const productId = ((await created.json()).data as { id: string }).id;
      const save = (rubPrice: string) =>
        request.put(`/api/ecommerce/products/${productId}/editor`, {
          headers: serverKey(),
          data: {
            data: {
              prices: [
                { billingModuleCurrencyId: rub, amount: rubPrice },
                { billingModuleCurrencyId: usd, amount: '17' },
              ],
              goals: [
                { billingModuleCurrencyId: rub, amount: '400000' },
                { billingModuleCurrencyId: usd, amount: '4500' },
              ],
            },
          },
        });
      expect((await save('1500')).status()).toBe(200);

      // A signed-in donor buys one at 1 500 ₽ and pays it on the provider's page.
      const donor = await signIn(page.context());
      const checkout = await request.post(
        `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/products/${productId}/checkout`,
        {
          headers: { authorization: `Bearer ${donor.jwt}` },
          data: {
            data: {
              quantity: 1,
              billingModule: { currency: { id: rub } },
              email: donor.email,
              language,
              provider: 'dummy',
              // The donor accepts the offer and the personal data policy (required of a visitor, issue 32).
              consent: true,
            },
          },
        },
      );
      expect(checkout.status(), await checkout.text()).toBe(201);
      const paymentUrl = (await checkout.json()).data.billingModule.invoices[0].paymentUrl as string;
      await page.goto(paymentUrl);
      await page.getByRole('button', { name: WORDS[language].pay }).click();
      await expect(page.getByRole('heading', { name: WORDS[language].thanks })).toBeVisible({ timeout: 20_000 });

      await page.goto(`/${language}/projects/${slug}`);
      const progress = page.getByRole('progressbar').first();
      await expect(progress).toHaveAttribute('aria-label', WORDS[language].raised);
      const before = await progress.getAttribute('aria-label');

      // The operator raises the price: the gift stays what it was.
      expect((await save('1800')).status()).toBe(200);
      const editor = await request.get(`/api/ecommerce/products/${productId}/editor`, { headers: serverKey() });
      expect(JSON.stringify((await editor.json()).data)).toContain('1800');
      await page.reload();
      await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-label', before!);
      await screenshot(page, { path: `/tmp/donor-shots/raised-${at}.png`, fullPage: false });
    });
  }
