import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/admin/');
  await page.getByLabel(/username/i).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Symbol back office' })).toBeVisible();
}

/** `fullPage` widens the viewport to the page while it shoots: off for phone-width views. */
export const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/admin-${name}.png`, fullPage });
