import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };

/** The admin's session key in localStorage (src/api/tokens.ts). */
const SESSION_KEY = 'symbol.admin.session';

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * The admin's session of this worker: the first test signs in through the form, later ones start from the
 * tokens it got, so a suite stays under the server's sign-in limit per account (10 per 15 minutes). When the
 * kept session no longer works (its refresh token was spent by another page), the form signs in again.
 */
let session: string | null = null;

const heading = (page: Page) => page.getByRole('heading', { name: 'Symbol back office' });

export async function signInAsAdmin(page: Page) {
  if (session) {
    await page.addInitScript(
      ([key, value]) => {
        // Once per tab: a later navigation keeps whatever the app did with its session since.
        if (window.sessionStorage.getItem('e2e.session-seeded')) return;
        window.sessionStorage.setItem('e2e.session-seeded', '1');
        window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, session] as const,
    );
    await page.goto('/admin/');
    const signInButton = page.getByRole('button', { name: /sign in/i });
    await expect(heading(page).or(signInButton)).toBeVisible({ timeout: 20_000 });
    if (await heading(page).isVisible()) return;
  }
  await signIn(page);
  await expect(heading(page)).toBeVisible({ timeout: 20_000 });
  session = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
}

/** `fullPage` widens the viewport to the page while it shoots: off for phone-width views. */
export const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/admin-${name}.png`, fullPage });
