import { expect, type Page } from '@playwright/test';
import { api } from './api.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

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
 * The admin's session of this worker: the first test signs in through the form, later ones start from its
 * refresh token, so a suite stays under the server's sign-in limit per account (10 per 15 minutes). Each test
 * spends the kept refresh token for a pair of its own (`nextSession`): its page starts with an access token good
 * for 15 minutes, and no page is ever seeded with a token an earlier page spent. (Seeding every page with the
 * first pair did: once the first access token expired, a page refreshed with the refresh token a page before it
 * had spent, the server took that for a stolen token and revoked the whole session, and the test went on signed
 * out: on a slow machine the admin's tests outlast 15 minutes.)
 */
let session: string | null = null;

async function nextSession(): Promise<string | null> {
  if (!session) return null;
  const { refresh } = JSON.parse(session) as { refresh: string };
  const answer = await api<{ jwt: string; refresh: string }>('POST', '/api/rbac/subjects/authentication/refresh', {
    data: { refresh },
  });
  session = answer.status === 200 ? JSON.stringify({ jwt: answer.data.jwt, refresh: answer.data.refresh }) : null;
  return session;
}

const heading = (page: Page) => page.getByRole('heading', { name: 'Symbol back office' });

export async function signInAsAdmin(page: Page) {
  const seeded = await nextSession();
  if (seeded) {
    await page.addInitScript(
      ([key, value]) => {
        // Once per tab: a later navigation keeps whatever the app did with its session since.
        if (window.sessionStorage.getItem('e2e.session-seeded')) return;
        window.sessionStorage.setItem('e2e.session-seeded', '1');
        window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, seeded] as const,
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
  screenshot(page, { path: `test-results/admin-${name}.png`, fullPage });

/**
 * The admin, signed in, opened at `path` (a hash route, `#/rbac/api-tokens`) in `locale`: one page load once the
 * worker holds a session, its tokens and the language in storage before the app starts (signing in, then setting
 * the language and reloading, cost each test two loads of the dashboard). A session spent meanwhile (another page
 * refreshed it) signs in through the form again.
 */
export async function openAdmin(page: Page, path = '', locale?: string) {
  const url = `/admin/${path}`;
  const seeded = await nextSession();
  if (seeded) {
    await page.addInitScript(
      ([key, value, language]) => {
        if (window.sessionStorage.getItem('e2e.session-seeded')) return;
        window.sessionStorage.setItem('e2e.session-seeded', '1');
        window.localStorage.setItem(key, value);
        if (language) window.localStorage.setItem('RaStore.locale', JSON.stringify(language));
      },
      [SESSION_KEY, seeded, locale ?? null] as const,
    );
    await page.goto(url);
    const signInButton = page.getByRole('button', { name: /sign in/i });
    await expect(page.getByRole('banner').or(signInButton)).toBeVisible({ timeout: 20_000 });
    if (await page.getByRole('banner').isVisible()) return;
  }
  await signIn(page);
  await expect(heading(page)).toBeVisible({ timeout: 20_000 });
  session = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  if (locale)
    await page.evaluate((value) => window.localStorage.setItem('RaStore.locale', JSON.stringify(value)), locale);
  // A full load at the path (a hash change alone would not read the language again).
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
}

/** An admin url's part after `/admin/` (`/admin/#/builder/x` → `#/builder/x`), for `openAdmin`. */
export const adminPath = (url: string) => url.replace(/^\/admin\/?/, '');
