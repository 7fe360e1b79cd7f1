/**
 * The account screens at 360 and 1440 px: nothing overflows sideways; screenshots go to
 * test-results/screenshots/ for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { signUp } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

for (const width of [360, 1440]) {
  test(`account screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = async (name: string) => {
      await expectNoSidewaysScroll(page, `${name} overflows sideways`);
      await screenshot(page, { path: `test-results/screenshots/account-${name}-${width}.png` });
    };
    await page.goto('/ru/rbac/subject/authentication/select-method');
    await expect(page.getByText('Или войдите с помощью')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Подключить кошелёк' })).toBeVisible();
    await shot('select-method-ru');

    await signUp(page, `screens-${width}`);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await shot('dropdown');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('list', { name: 'Sign-in methods' }).getByRole('listitem')).toHaveCount(1);
    await shot('settings');
    // Scrolled to the end, the floating cart button covers no text of the page's last blocks.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const button = document.querySelector('[data-floating-cart]')!.getBoundingClientRect();
      return [...document.querySelectorAll('body *')]
        .filter((el) => !el.closest('[data-floating-cart]'))
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.left < button.right &&
            r.right > button.left &&
            r.top < button.bottom &&
            r.bottom > button.top
          );
        })
        .map((el) => el.textContent!.trim());
    });
    expect(covered).toEqual([]);
    await shot('settings-bottom');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await shot('change-password');
  });
}
