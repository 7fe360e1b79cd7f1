/**
 * The site and the API reference work under the Content Security Policy the server sets on HTML
 * (packages/server/src/web/security-headers.ts): they render, and the browser reports no violation.
 */
import { expect, test, type Page } from '@playwright/test';

function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the site renders under its CSP without a violation', async ({ page }) => {
  const seen = violations(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('the API reference renders under its CSP without a violation', async ({ page }) => {
  const seen = violations(page);
  const res = await page.goto('/api/docs/');
  expect(res?.headers()['content-security-policy']).toContain('sha256-');
  await expect(page.getByText('/api/host/pages').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
