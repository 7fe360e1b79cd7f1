/**
 * Issue 32 §5–§6 at a phone's and a desktop's width in both languages: a project is given to as a cause (its page's
 * first action is the donation form, no price, quantity or cart), the consent to the offer and the personal data
 * policy is required on the donation and contact forms and stored with the order and the request; the legal pages,
 * the reports and the requisites are there; developer pages are out of the sitemap and say noindex.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './helpers.ts';
import { serverKey } from './session.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: {
    donate: 'Donate',
    other: 'Other amount',
    give: /^Donate ₽300/,
    consent: /public offer/,
    cart: /Add to cart/,
    help: 'Help',
    name: 'Your name',
    email: 'E-mail for our reply',
    message: 'Your message',
    submit: 'Submit',
    sent: 'Form submitted successfully',
    offer: 'Public offer to make a donation',
    reports: 'Reports and documents',
    annual: 'Annual report 2025',
    ogrn: 'OGRN 1127700000000',
  },
  ru: {
    donate: 'Помочь',
    other: 'Другая сумма',
    give: /^Пожертвовать 300 ₽/,
    consent: /публичной оферты/,
    cart: /В корзину/,
    help: 'Помочь',
    name: 'Как вас зовут',
    email: 'Почта для ответа',
    message: 'Ваше сообщение',
    submit: 'Отправить',
    sent: 'Форма успешно отправлена',
    offer: 'Публичная оферта о заключении договора пожертвования',
    reports: 'Отчёты и документы',
    annual: 'Годовой отчёт за 2025 год',
    ogrn: 'ОГРН 1127700000000',
  },
} as const;

const shot = (page: Page, name: string) => screenshot(page, { path: `/tmp/trust-shots/${name}.png`, fullPage: true });

/** The order a payment (its intent) pays, read with the server key. */
async function orderOfIntent(request: APIRequestContext, intentId: string) {
  const links = await request.get(
    `/api/ecommerce/orders-to-billing-module-payment-intents?filters[and][0][column]=billingModulePaymentIntentId&filters[and][0][method]=eq&filters[and][0][value]=${intentId}`,
    { headers: serverKey() },
  );
  expect(links.status()).toBe(200);
  const [link] = (await links.json()).data as { orderId: string }[];
  const order = await request.get(`/api/ecommerce/orders/${link!.orderId}`, { headers: serverKey() });
  return (await order.json()).data as { consent: { accepted: string[]; language: string; acceptedAt: string } | null };
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const w = WORDS[language];
    const at = `${language}-${width}`;

    test(`${at}: a project is given to as a cause, with the consent required and stored`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const donations: string[] = [];
      page.on(
        'request',
        (r) => r.method() === 'POST' && r.url().includes('checkout.donation') && donations.push(r.url()),
      );

      // Cards say "Help" with their progress, not a price.
      await page.goto(`/${language}/projects`);
      const card = page.locator('[data-variant="symbol-faith-project-card"]').first();
      await expect(card.getByText(w.help, { exact: true })).toBeVisible();

      await page.goto(`/${language}/projects/icon-restoration-workshop`);
      const form = await hydrated(page.getByRole('form', { name: w.donate }));
      // Giving, not buying: no price list, quantity or cart on a cause's page.
      await expect(page.getByRole('button', { name: w.cart })).toHaveCount(0);
      await expect(page.getByRole('spinbutton')).toHaveCount(0);
      if (width === 360) {
        // On a phone giving comes right under the project's picture, before its long description.
        const actionTop = (await page.locator('article aside').boundingBox())!.y;
        const text = page.locator('article .prose-site').first();
        expect(actionTop).toBeLessThan((await text.boundingBox())!.y);
      }
      await form.getByLabel(w.other).fill('300');
      await form.getByRole('textbox', { name: /mail|почт/i }).fill(`cause-${at}-${Date.now()}@example.net`);
      await shot(page, `project-${at}`);

      // Without the consent the browser refuses: nothing is sent.
      const consent = form.getByRole('checkbox', { name: w.consent });
      await expect(form.getByRole('link', { name: /public offer|публичной оферты/ })).toHaveAttribute(
        'href',
        `/${language}/offer`,
      );
      await form.getByRole('button', { name: w.give }).click();
      expect(await consent.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(donations).toEqual([]);

      await consent.check();
      await form.getByRole('button', { name: w.give }).click();
      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      const intentId = /\/dummy\/pay\/([0-9a-f-]{36})/.exec(page.url())![1]!;
      const order = await orderOfIntent(request, intentId);
      expect(order.consent).toMatchObject({ accepted: ['offer', 'privacy'], language });
      expect(Date.now() - Date.parse(order.consent!.acceptedAt)).toBeLessThan(120_000);
    });

    test(`${at}: the contact form needs the consent and stores it; the legal pages, reports and requisites`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/crm/forms/') && posts.push(r.url()));
      await page.goto(`/${language}/contacts`);
      const form = await hydrated(
        page.locator('form', { has: page.getByRole('textbox', { name: w.message }) }).first(),
      );
      const email = `contact-${at}-${Date.now()}@example.net`;
      await form.getByRole('textbox', { name: w.name }).fill('Anna');
      await form.getByRole('textbox', { name: w.email }).fill(email);
      await form.getByRole('textbox', { name: w.message }).fill('About the bell tower');
      await form.getByRole('button', { name: w.submit }).click();
      const consent = form.getByRole('checkbox', { name: w.consent });
      expect(await consent.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(posts).toEqual([]);
      await consent.check();
      await form.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: w.sent }).first()).toBeVisible();
      const requests = await request.get('/api/crm/requests?limit=1000', { headers: serverKey() });
      const stored = ((await requests.json()).data as { payload: Record<string, unknown>; consent: unknown }[]).find(
        (r) => r.payload['contact-form-email'] === email,
      );
      expect(stored?.consent).toMatchObject({ accepted: ['offer', 'privacy'], language });

      // The footer names who stands behind the site; its documents lead to the offer and the reports.
      const footer = page.locator('footer');
      await expect(footer.locator('[data-requisites]')).toContainText(w.ogrn);
      await shot(page, `footer-${at}`);
      await page.goto(`/${language}/offer`);
      await expect(page.getByRole('heading', { level: 1, name: w.offer })).toBeVisible();
      await expect(page.getByText(/sample of the demo site|Образец демо-сайта/i)).toBeVisible();
      await page.goto(`/${language}/reports`);
      await expect(page.getByRole('heading', { level: 1, name: w.reports })).toBeVisible();
      const report = page.getByRole('link', { name: w.annual });
      await expect(report).toHaveAttribute('href', '/documents/annual-report-2025.pdf');
      expect((await request.get('/documents/annual-report-2025.pdf')).headers()['content-type']).toContain('pdf');
      await shot(page, `reports-${at}`);
    });
  }

test('developer pages are out of the sitemap and say noindex; the legal pages are in it', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/(showcase|account-widgets)/);
  for (const url of ['/ru/offer', '/en/privacy', '/en/reports']) expect(sitemap).toContain(url);
  for (const url of ['/ru/showcase', '/en/account-widgets']) {
    const html = await (await request.get(url)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  }
  expect(await (await request.get('/en/about')).text()).not.toContain('name="robots"');
  await page.goto('/en/');
  // The hero calls to give; its slide does not lead to the shop's product page.
  await expect(page.getByRole('link', { name: 'Help the bell tower' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'A village church waiting for its bells' })).toHaveAttribute(
    'href',
    '/en/projects/pokrovskoye-bell-tower',
  );
});
