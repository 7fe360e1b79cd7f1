/**
 * The analytics beacon (issue 34 §6) in a browser: a page view for the page loaded and for the page the router moves
 * to (the donation form's project with it, the previous page as its referrer), `form_started` on the first touch of
 * the form, `payment_started` when it goes to payment; no answer sets a cookie. (The collector leaves this headless
 * browser out as a robot: what is checked here is what the site sends; the server's test counts what it keeps.)
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, hydrated } from './helpers.ts';

interface Beacon {
  url: string;
  event: string;
  referrer?: string;
  productId?: string;
}

function beacons(page: Page) {
  const sent: Beacon[] = [];
  const cookies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytic/events')
      sent.push(JSON.parse(request.postData() ?? '{}') as Beacon);
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/analytic/events') return;
    const cookie = await response.headerValue('set-cookie');
    if (cookie) cookies.push(cookie);
  });
  return { sent, cookies };
}

test('page views on load and on a move, the form started, the payment started; no cookie', async ({ page }) => {
  const { sent, cookies } = beacons(page);
  await page.goto('/en/');
  await expect
    .poll(() => sent.filter((b) => b.event === 'pageview').map((b) => new URL(b.url).pathname))
    .toEqual(['/en/']);
  const donate = await hydrated(page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true }));
  await donate.click();
  await expect(page).toHaveURL(/\/en\/donate$/);
  await expect.poll(() => sent.filter((b) => b.event === 'pageview').length).toBe(2);
  const move = sent.filter((b) => b.event === 'pageview')[1]!;
  expect(new URL(move.url).pathname).toBe('/en/donate');
  expect(new URL(move.referrer!).pathname).toBe('/en/');
  expect(move.productId).toMatch(/^[0-9a-f-]{36}$/);

  const form = page.getByRole('form', { name: 'Donate' });
  await form.getByRole('button', { name: '$ USD' }).click();
  await form.getByRole('button', { name: '$10', exact: true }).click();
  await form.getByLabel('Email for your receipt').fill(`beacon-${Date.now().toString(36)}@example.org`);
  // Once, whatever the number of touches.
  expect(sent.filter((b) => b.event === 'form_started')).toEqual([
    expect.objectContaining({ productId: move.productId }),
  ]);
  await acceptTerms(form);
  await form.getByRole('button', { name: 'Donate $10 once' }).click();
  await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
  expect(sent.filter((b) => b.event === 'payment_started')).toEqual([
    expect.objectContaining({ productId: move.productId }),
  ]);
  expect(cookies).toEqual([]);
});
