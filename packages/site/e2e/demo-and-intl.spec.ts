/**
 * Issue 27 §4 and §5 in the browser, at a phone's and a desktop's width in both languages: the demo's placeholder
 * requisites labelled as demo, an article dated by its publication date, the cart counted by the language's
 * plural rules, the footer's year, the team page named by its profile, the error screen's one sentence and one
 * action, and the 404 page's way home.
 */
import { expect, request as api, test, type Page } from '@playwright/test';
import { signIn, type Visitor } from './session.ts';
import { hydrated } from './helpers.ts';
import { runClockUntilVisible } from '../../../scripts/e2e/clock.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: {
    requisites: 'Donate by bank transfer',
    demo: 'Demo',
    published: 'February 14, 2025',
    cart: 'Open the cart (2 items in the cart)',
    team: "The foundation's team",
    offline: 'No connection to the site. Check your internet connection and try again.',
    generic: 'Oh no! Something went wrong...',
    tryAgain: 'Try again',
    notFound: 'Page not found',
    home: 'Back to the home page',
  },
  ru: {
    requisites: 'Пожертвовать банковским переводом',
    demo: 'Демо',
    published: '14 февраля 2025 г.',
    cart: 'Открыть корзину (2 товара в корзине)',
    team: 'Команда фонда',
    offline: 'Нет связи с сайтом. Проверьте подключение к интернету и попробуйте ещё раз.',
    generic: 'Ой! Что-то пошло не так...',
    tryAgain: 'Попробовать снова',
    notFound: 'Страница не найдена',
    home: 'На главную',
  },
} as const;

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `test-results/issue-27-${name}.png`, fullPage: true });

/** Two of one project in the visitor's cart, through the API the cart uses. */
async function twoInTheCart(visitor: Visitor) {
  const request = await api.newContext({ baseURL: process.env.E2E_BASE_URL });
  const filters = JSON.stringify([{ column: 'slug', method: 'eq', value: 'pokrovskoye-bell-tower' }]);
  const products = await request.get(`/api/ecommerce/products?filters[and]=${encodeURIComponent(filters)}`);
  const [product] = (await products.json()).data as { id: string }[];
  const added = await request.post(`/api/rbac/subjects/${visitor.subjectId}/ecommerce-module/orders`, {
    headers: { authorization: `Bearer ${visitor.jwt}` },
    data: { data: { productId: product!.id, quantity: 2 } },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await request.dispose();
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440]) {
    const words = WORDS[language];
    const at = `${language}-${width}`;

    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the demo requisites carry a visible Demo label; the footer has this year', async ({ page }) => {
        await page.goto(`/${language}/`);
        const requisites = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: words.requisites }) });
        const note = requisites.getByRole('note');
        await expect(note.getByText(words.demo, { exact: true })).toBeVisible();
        await expect(requisites.getByText('7700000000 / 770001001')).toBeVisible();
        // The label sits with the details: inside the same box, right above the first of them.
        const [noteBox, taxBox] = [await note.boundingBox(), await requisites.getByText('7700000000').boundingBox()];
        expect(taxBox!.y).toBeGreaterThan(noteBox!.y);
        expect(taxBox!.y - noteBox!.y).toBeLessThan(400);
        await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
        await requisites.scrollIntoViewIfNeeded();
        await screenshot(page, { path: `test-results/issue-27-requisites-${at}.png` });
      });

      test("an article shows its own publication date, and the team page its profile's name", async ({ page }) => {
        await page.goto(`/${language}/blog/articles/annual-report-2024`);
        await expect(
          page
            .getByRole('article')
            .filter({ has: page.getByRole('heading', { level: 1 }) })
            .locator('time')
            .getByText(words.published, { exact: true }),
        ).toBeVisible();
        await shot(page, `article-${at}`);
        await page.goto(`/${language}/rbac/subjects/foundation-team`);
        await expect(page.getByRole('heading', { level: 1, name: words.team })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${words.team} — `));
        await expect(page.getByText('foundation-team', { exact: true })).toHaveCount(0);
        await shot(page, `team-${at}`);
      });

      test('the cart button counts its items by the plural rules of the language', async ({ page, context }) => {
        await twoInTheCart(await signIn(context));
        await page.goto(`/${language}/`);
        await expect(page.getByRole('button', { name: words.cart, exact: true })).toBeVisible();
        await screenshot(page, { path: `test-results/issue-27-cart-${at}.png` });
      });

      test('the 404 page leads home', async ({ page }) => {
        await page.goto(`/${language}/no/such/page`);
        await expect(page.getByRole('heading', { name: words.notFound })).toBeVisible();
        const home = page.getByRole('main').getByRole('link', { name: words.home });
        await expect(home).toBeVisible();
        await shot(page, `404-${at}`);
        await home.click();
        await expect(page).toHaveURL(new RegExp(`/${language}/?$`));
        await expect(page.getByRole('heading', { name: words.requisites })).toBeVisible();
      });

      test('a page call that gets no answer: one sentence in the language, one action', async ({ page }) => {
        // The first load is rendered by the server (no page call): the call fails on a client-side navigation, from
        // the 404 page's link home.
        // The site retries a failed call twice, a second and two apart: the page's clock runs through those waits.
        await page.clock.install();
        await page.goto(`/${language}/no/such/page`);
        // Hydrated first: the route below must catch the navigation's call, not a plain link's page load.
        const home = await hydrated(page.getByRole('main').getByRole('link', { name: words.home }));
        await page.route(/\/api\/trpc\/host\.page/, (route) => route.abort('failed'));
        await home.click();
        const alert = page.getByRole('alert');
        await runClockUntilVisible(page, alert.getByText(words.offline, { exact: true }));
        await expect(page.getByText('Failed to fetch')).toHaveCount(0);
        await expect(page.getByRole('button')).toHaveText([words.tryAgain]);
        await shot(page, `error-${at}`);
      });

      test("a page call the server fails: the site's sentence, not the server's, and one action", async ({ page }) => {
        // The first load is rendered by the server (no page call): the home page's call fails on a client-side
        // navigation, from the 404 page's link home; the /500 page the error screen shows around its notice loads.
        await page.clock.install();
        await page.goto(`/${language}/no/such/page`);
        const home = await hydrated(page.getByRole('main').getByRole('link', { name: words.home }));
        await page.route(/\/api\/trpc\/host\.page\?.*%22url%22%3A%22%2F%22/, (route) =>
          route.fulfill({
            status: 500,
            json: { error: { message: 'Internal failure', code: -32603, data: { httpStatus: 500 } } },
          }),
        );
        await home.click();
        const alert = page.getByRole('alert');
        await runClockUntilVisible(page, alert.getByText(words.generic, { exact: true }));
        await expect(page.getByText('Internal failure')).toHaveCount(0);
        await expect(alert.getByRole('button')).toHaveText([words.tryAgain]);
        await shot(page, `server-error-${at}`);
      });
    });
  }

const REFUSED_SIGN_IN = {
  en: { form: 'Login', email: 'Email', password: 'Password', toast: 'Invalid login or password | 401 Unauthorized' },
  ru: {
    form: 'Войти',
    email: 'Электронная почта',
    password: 'Пароль',
    toast: 'Неверная почта или пароль, или сессия закончилась. Войдите снова.',
  },
} as const;

for (const language of ['en', 'ru'] as const)
  test(`${language}: a refused sign-in's toast is in the page's language`, async ({ page }) => {
    const words = REFUSED_SIGN_IN[language];
    await page.goto(`/${language}/rbac/subject/authentication/select-method`);
    const form = page.getByRole('form', { name: words.form });
    await form.getByLabel(words.email).fill(`nobody-${language}@example.org`);
    await form.getByLabel(words.password).fill('wrong-password-1');
    await form.getByRole('button', { name: words.form }).click();
    await expect(page.locator('[data-sonner-toast]').getByText(words.toast, { exact: true })).toBeVisible();
    if (language === 'ru') await expect(page.getByText('Invalid login or password', { exact: false })).toHaveCount(0);
    await screenshot(page, { path: `test-results/issue-27-refused-${language}.png` });
  });

test("a refused sign-in's toast shows when the toasts' code cannot be fetched, and the page stays", async ({
  page,
}) => {
  // sonner's chunk (a deploy replaced the files under an open page, or the visitor went offline), known by its content.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('data-sonner-toaster')) return route.abort();
    return route.fulfill({ response });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const words = REFUSED_SIGN_IN.en;
  await page.goto('/en/rbac/subject/authentication/select-method');
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.email).fill('nobody-offline@example.org');
  await form.getByLabel(words.password).fill('wrong-password-1');
  await form.getByRole('button', { name: words.form }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('alert').getByText(words.toast, { exact: true })).toBeVisible();
  await screenshot(page, { path: 'test-results/toast-without-sonner-en.png' });
  await expect(form).toBeVisible();
  await notifications.getByRole('button', { name: 'Close notification' }).click();
  await expect(notifications.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
