/**
 * The shop and order screens (issue 25, items 2 and 3), in English and Russian: a product's price set in two
 * currencies on its screen shows on the public site; an order found by its customer's email moves to its next
 * status. Screenshots at 360 and 1440 px of both screens in both languages (test-results/admin-shop-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { adminPath, openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const LANGUAGES = [
  {
    locale: 'en',
    priceIn: (c: string) => `Price in ${c}`,
    save: 'Save product',
    search: 'Search',
    saved: 'Product saved',
    // Both drop zero cents; English puts the sign first, Russian after (contracts/intl).
    rub: '₽1,234',
    usd: '$56.50',
    orders: 'Orders',
    email: "Customer's email",
    status: 'Status',
    allOrders: 'All orders',
    next: 'Send for payment',
    now: 'Awaiting payment',
    customer: 'Customer',
    identities: 'Sign-in identities',
    customerOrders: 'Orders',
    verified: 'not verified',
    donate: 'Donate',
    otherAmount: 'Other amount',
    receiptEmail: /^Email for your receipt/,
    pay: /^Pay /,
    payment: 'Test payment: ₽777, paid',
    invoice: 'Invoice: ₽777, paid',
    receipt: /^Receipt of /,
    payments: 'Payments',
    receipts: 'Receipts',
    reissue: 'Send the receipt again (duplicate)',
    reissued: 'The receipt was sent again, marked a duplicate.',
    dashboard: 'Dashboard',
    leave: 'This product has changes that are not saved. Leave and lose them?',
    stay: 'Stay',
  },
  {
    locale: 'ru',
    priceIn: (c: string) => `Цена в ${c}`,
    save: 'Сохранить товар',
    search: 'Поиск',
    saved: 'Товар сохранён',
    rub: '1\u00a0234\u00a0₽',
    usd: '56,50\u00a0$',
    orders: 'Заказы',
    email: 'Эл. почта покупателя',
    status: 'Статус',
    allOrders: 'Все заказы',
    next: 'Отправить на оплату',
    now: 'Ожидает оплаты',
    customer: 'Покупатель',
    identities: 'Способы входа',
    customerOrders: 'Заказы',
    verified: 'не подтверждён',
    donate: 'Пожертвовать',
    otherAmount: 'Другая сумма',
    receiptEmail: /^Электронная почта для чека/,
    pay: /^Оплатить /,
    payment: 'Тестовая оплата: 777\u00a0₽, оплачен',
    invoice: 'Счёт: 777\u00a0₽, оплачен',
    receipt: /^Чек от /,
    payments: 'Платежи',
    receipts: 'Чеки',
    reissue: 'Отправить чек повторно (дубликат)',
    reissued: 'Чек отправлен повторно с пометкой «дубликат».',
    dashboard: 'Сводка',
    leave: 'Изменения товара не сохранены. Уйти и потерять их?',
    stay: 'Остаться',
  },
] as const;

/** Signs in (the form in English), then opens `url` in the language (the admin reads its choice at start). */
async function inLanguage(page: Page, locale: string, url: string) {
  await openAdmin(page, adminPath(url), locale);
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, `${name}-360`);
  await expectNoSidewaysScroll(page, `${name}: horizontal overflow at 360 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const l of LANGUAGES) {
  test(`${l.locale}: a product's price in two currencies, set on its screen, shows on the site`, async ({ page }) => {
    const slug = `admin-price-${l.locale}-${Date.now()}`;
    const made = await api<{ id: string }>(
      'POST',
      '/api/ecommerce/products',
      { data: { adminTitle: `Price test ${l.locale}`, slug, title: { en: 'Price test', ru: 'Проверка цены' } } },
      asServer,
    );
    expect(made.status, made.message).toBe(201);
    await inLanguage(page, l.locale, `/admin/#/ecommerce/products/${made.data.id}`);
    await page.getByRole('textbox', { name: l.priceIn('RUB') }).fill('1234');
    await page.getByRole('textbox', { name: l.priceIn('USD') }).fill(l.locale === 'ru' ? '56,50' : '56.50');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible();
    await shots(page, `shop-product-${l.locale}`);

    await page.goto(`/${l.locale}/ecommerce/products/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText(l.rub).first()).toBeVisible();
    await main.getByRole('button', { name: /USD/ }).first().click();
    await expect(main.getByText(l.usd).first()).toBeVisible();

    // The product list shows both prices in the product's row.
    await page.goto('/admin/#/ecommerce/products');
    await page.getByRole('textbox', { name: l.search }).fill(`Price test ${l.locale}`);
    const row = page.getByRole('row').filter({ hasText: `Price test ${l.locale}` });
    await expect(row).toContainText(l.rub);
    await expect(row).toContainText(l.usd);
    await shot(page, `shop-products-${l.locale}-1440`);
  });

  test(`${l.locale}: an order found by its customer's email moves to its next status`, async ({ page }) => {
    const email = `buyer-${l.locale}-${Date.now()}@example.org`;
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

    await inLanguage(page, l.locale, '/admin/#/ecommerce/orders');
    // The screen's code loads on first visit: on the loaded 2-core machine that took over 20 s once.
    await expect(page.getByRole('heading', { name: l.orders, level: 1 })).toBeVisible({ timeout: 60_000 });
    // The list opens on paid orders (issue 34): a cart is among all of them.
    await page.getByRole('combobox', { name: l.status }).click();
    await page.getByRole('option', { name: l.allOrders }).click();
    await page.getByRole('searchbox', { name: l.email }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await shots(page, `shop-orders-${l.locale}`);
    await row.getByRole('link').click();
    await page.getByRole('button', { name: l.next }).click();
    await expect(page.getByText(l.now, { exact: true }).first()).toBeVisible();
    await shots(page, `shop-order-${l.locale}`);
    const overview = await api<{ rows: { status: string }[] }>(
      'GET',
      `/api/ecommerce/orders/overview?email=${encodeURIComponent(email)}`,
      undefined,
      asServer,
    );
    expect(overview.data.rows.map((r) => r.status)).toEqual(['paying']);

    // The customer's own screen, from the order's: the email (not yet verified) and the order in its new status.
    await page.getByRole('region', { name: l.customer }).getByRole('link').click();
    const identities = page.getByRole('region', { name: l.identities });
    await expect(identities).toContainText(email);
    await expect(identities).toContainText(l.verified);
    const orders = page.getByRole('region', { name: l.customerOrders, exact: true });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await expect(orders.getByRole('listitem')).toContainText(l.now);
    await shots(page, `customer-${l.locale}`);
  });
}

for (const l of LANGUAGES) {
  test(`${l.locale}: a guest's donation is found by the email typed for its receipt, its payment in words`, async ({
    browser,
    page,
  }) => {
    // The donor is a guest in a browser of their own (the admin's tab would sign the donation in as the admin).
    const email = `guest-${l.locale}-${Date.now()}@example.net`;
    const donor = await browser.newPage();
    await donor.goto(`/${l.locale}/donate`);
    await donor.getByRole('textbox', { name: l.otherAmount }).fill('777');
    await donor.getByRole('textbox', { name: l.receiptEmail }).fill(email);
    // The consent to the offer and the personal data policy every donation needs (issue 32).
    await donor.getByRole('checkbox', { name: /public offer|публичной оферты/ }).check();
    await donor.getByRole('button', { name: new RegExp(`^${l.donate}`) }).click();
    await donor.getByRole('button', { name: l.pay }).click();
    await donor.waitForURL(/thank-you/);
    await donor.close();

    await inLanguage(page, l.locale, '/admin/#/ecommerce/orders');
    await expect(page.getByRole('heading', { name: l.orders, level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('searchbox', { name: l.email }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    const payments = page.getByRole('region', { name: l.payments });
    await expect(payments).toContainText(l.payment);
    await expect(payments).toContainText(l.invoice);
    const receipts = page.getByRole('region', { name: l.receipts });
    await expect(receipts.getByRole('link')).toHaveText(l.receipt);
    await shots(page, `shop-guest-order-${l.locale}`);
    // Sent again, marked a duplicate (issue 32): a second receipt file beside the first.
    await receipts.getByRole('button', { name: l.reissue }).click();
    await expect(page.getByText(l.reissued)).toBeVisible();
    await expect(receipts.getByRole('link')).toHaveCount(2);
  });
}

for (const l of LANGUAGES) {
  test(`${l.locale}: leaving a product with an unsaved price asks first, and staying keeps it`, async ({ page }) => {
    const slug = `admin-leave-${l.locale}-${Date.now()}`;
    const made = await api<{ id: string }>(
      'POST',
      '/api/ecommerce/products',
      { data: { adminTitle: `Leave test ${l.locale}`, slug, title: { en: 'Leave test', ru: 'Проверка ухода' } } },
      asServer,
    );
    expect(made.status, made.message).toBe(201);
    await inLanguage(page, l.locale, `/admin/#/ecommerce/products/${made.data.id}`);
    const price = page.getByRole('textbox', { name: l.priceIn('RUB') });
    await price.fill('4321');
    // Asked in the admin's own dialog, never the browser's.
    let native = false;
    page.on('dialog', (dialog) => {
      native = true;
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: l.dashboard }).click();
    const asked = page.getByRole('dialog');
    await expect(asked).toContainText(l.leave);
    await asked.getByRole('button', { name: l.stay }).click();
    await expect(asked).toHaveCount(0);
    await expect(price).toHaveValue('4321');
    expect(page.url()).toContain(made.data.id);

    // Saved, it leaves without a question.
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible();
    await page.getByRole('menuitem', { name: l.dashboard }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(asked).toHaveCount(0);
    expect(native).toBe(false);
  });
}

for (const l of LANGUAGES) {
  test(`${l.locale}: the product list's search finds a product by its title in either language`, async ({ page }) => {
    await inLanguage(page, l.locale, '/admin/#/ecommerce/products?filter=%7B%7D');
    const search = page.getByRole('textbox', { name: l.search });
    for (const title of ['Колокольня Покровской', 'bell tower of the church']) {
      await search.fill(title);
      // The header and the one product: the list is narrowed, not only still showing the product.
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('row').nth(1)).toContainText('Bell tower of the Church of the Intercession');
    }
  });
}

test("ru: the pickers of a product's categories and of an article's links speak Russian (MUI said 'Open')", async ({
  page,
}) => {
  const products = await api<{ id: string }[]>('GET', '/api/ecommerce/products?limit=1');
  const articles = await api<{ id: string }[]>('GET', '/api/blog/articles?limit=1');
  await inLanguage(page, 'ru', '/admin/');
  for (const url of [
    `/admin/#/ecommerce/products/${products.data[0]!.id}`,
    `/admin/#/blog/articles/${articles.data[0]!.id}`,
  ]) {
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Открыть', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);
  }
});
