import { expect, test } from '@playwright/test';
import { shot, signInAsAdmin } from './sign-in.ts';

test('the admin signs in and sees the dashboard and a list', async ({ page }) => {
  await signInAsAdmin(page);
  await shot(page, 'dashboard');
  await page.goto('/admin/#/website-builder/widgets');
  await expect(page.getByRole('link', { name: 'Add new' }).first()).toBeVisible();
  await shot(page, 'widgets-list');
});
