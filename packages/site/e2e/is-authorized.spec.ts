/**
 * The is-authorized wrapper (spec §2, §6) on the seeded /showcase: it asks the server whether a read of blog
 * articles-to-widgets is permitted. This server makes content reads public, so every visitor (a guest here)
 * is answered yes and sees the wrapped widget, never the 'Not authorized' fallback. The page is read untouched: the
 * wrapper's question starts the app at once (it passed in the whole suite only when another test's write did).
 */
import { expect, test } from '@playwright/test';

test('the is-authorized wrapper shows its widget to a visitor the server lets read the blog widgets', async ({
  page,
}) => {
  const answer = page.waitForResponse((r) => r.url().includes('rbac.subject.authentication.isAuthorized'));
  await page.goto('/en/showcase');
  expect(JSON.stringify(await (await answer).json())).toContain('"authorized":true');
  await expect(page.getByRole('heading', { name: 'For those allowed to read the blog widgets' })).toBeVisible();
  await expect(page.getByText('Not authorized', { exact: true })).toHaveCount(0);
});
