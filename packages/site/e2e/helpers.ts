/** Shared bits of the site's browser tests: the seeded pages and the page-data requests a page makes. */
import { expect, type Locator, type Page } from '@playwright/test';
import { HYDRATED } from '../src/ui/hydrated-marks.ts';

/** Seeded pages that, together, show every public variant (prisma/seed). */
export const VARIANT_PAGES = [
  '/showcase',
  '/',
  '/about',
  '/projects',
  '/blog',
  '/contacts',
  '/ecommerce/categories/restoration',
  '/ecommerce/stores/foundation-store',
  '/ecommerce/products/pokrovskoye-bell-tower',
  '/blog/articles/annual-report-2024',
  '/blog/categories/news',
  '/social/profiles/anna-smirnova',
  '/rbac/subjects/foundation-team',
  '/rbac/subject/authentication/select-method',
  '/rbac/subject/authentication/email-and-password/registration',
  '/rbac/subject/authentication/email-and-password/forgot-password',
  '/rbac/subject/authentication/email-and-password/reset-password',
  '/rbac/subject/authentication/email-and-password/verify',
  '/rbac/subject/authentication/logout',
  '/rbac/subjects/settings',
  '/account-widgets',
  '/projects/pokrovskoye-bell-tower',
  '/ecommerce/checkout',
  '/ecommerce/checkout/thank-you',
  '/social/chats',
  '/reports',
];

/**
 * Cuts the page off from the live updates (api/revalidation.ts): the other tests' writes to the same server, running
 * meanwhile, would make it refetch the page it shows, a request a test of navigations does not expect (CI saw `/`
 * asked for again while `/about` was being preloaded). An empty stream, not an aborted request, which the console
 * reports as an error: the browser reconnects to it. Call it before the page loads.
 */
export async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route('**/api/revalidation/events', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': no live updates in this test\n\n' }),
  );
}

/** Counts the whole-page calls (`host.page`) the page makes from now on, without live updates. */
export async function countPageCalls(page: Page): Promise<{ urls: string[] }> {
  await withoutLiveUpdates(page);
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/host.page')) seen.urls.push(request.url());
  });
  return seen;
}

/**
 * Holds the page's scripts until the returned `release` is called: the server's page shows, not yet hydrated (as
 * on a slow phone). Call it before the page loads.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  return release;
}

/**
 * The visitor's first move, which starts a plain visit's app (src/boot.ts): Shift, a key that does nothing else,
 * pressed once the page's first script listens (it has run by DOMContentLoaded, as every module script of the page).
 */
export async function firstMove(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.keyboard.press('Shift');
}

/**
 * Holds the app's code (src/main.tsx's file) until the returned `release` is called: the page's first script runs
 * (a press is held from then on), the app does not start, as on a slow phone. Call it before the page loads.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const app = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await app;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the element: a link clicked before is a plain link, and the browser loads the next
 * page from the server instead of navigating on the client (what a test of a client-side navigation means to try).
 * The visitor's first move starts the app first.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await firstMove(element.page());
  // React sets an element's props in the render that hydrates it, before that render is committed: the page's
  // commit is the app's mark (ui/page-committed.ts), the props then tell a part drawn after it.
  await expect(element.page().locator(`html[${HYDRATED}]`)).toHaveCount(1);
  // A link of a static island (src/ui/island.ts) is never React's: the app follows it once its island is hydrated.
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const isReact = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
        const link = node.closest('a');
        return isReact(node) || (!!link && isReact(link.closest('[data-island]')));
      }),
    )
    .toBe(true);
  return element;
}

/** A fresh account's email (unique per test run) and a password that passes the rules. */
export const newAccount = (tag: string) => ({
  email: `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`,
  password: 'correct-horse-42',
});

/** The mails to `to` in the outbox the e2e server writes (`$E2E_DATA_DIR/outbox/*.eml`), newest first. */
export async function mailsTo(to: string): Promise<string[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.filter((text) => text.includes(`To: ${to}`));
}

/** The latest mail to `to` containing `contains` (and, with `atLeast`, once that many mails came); waits. */
export async function mailTo(to: string, contains = '', timeoutMs = 30_000, atLeast = 1): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to)).filter((text) => text.includes(contains));
    if (found.length >= atLeast) return found[0]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} containing ${contains} in the outbox after ${timeoutMs} ms`);
}

/**
 * Registers a new account through the registration form (`language` pages) and waits until the signed-in
 * account button shows. For other tests that need a signed-in visitor.
 */
export async function signUp(page: Page, tag = 'visitor', language: 'en' | 'ru' = 'en') {
  const account = newAccount(tag);
  await page.goto(`/${language}/rbac/subject/authentication/email-and-password/registration`);
  const form = page.getByRole('form');
  await form.getByLabel(language === 'en' ? 'Email' : 'Электронная почта').fill(account.email);
  await form.getByLabel(language === 'en' ? 'Password' : 'Пароль').fill(account.password);
  await form.getByRole('button', { name: language === 'en' ? 'Create an account' : 'Создать аккаунт' }).click();
  await page.getByRole('button', { name: language === 'en' ? 'Account' : 'Аккаунт', exact: true }).waitFor();
  // The session shows before the home page (where registration goes) has replaced the form: a click on the
  // header in between lands in the page that is about to go (an account menu opened there closed with it).
  await page.waitForURL(new RegExp(`/${language}/?$`));
  await expect(page.getByLabel(language === 'en' ? 'Password' : 'Пароль')).toHaveCount(0);
  // Told where the confirmation went (sign-up used to land on the home page without a word).
  await expect(
    page.getByText(
      language === 'en'
        ? `Account created. We sent a link to ${account.email}`
        : `Аккаунт создан. Мы отправили ссылку на ${account.email}`,
    ),
  ).toBeVisible();
  return account;
}

/** Nothing lies over the element: what is at its center and at its corners' insides is the element or within it. */
export async function uncovered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === node || node.contains(top));
    });
  });
}

/** Ticks a form's consent to the public offer and the personal data policy (required on every form, issue 32). */
export async function acceptTerms(scope: Locator | Page): Promise<void> {
  await scope.getByRole('checkbox', { name: /public offer|публичной оферты/ }).check();
}
