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

/** Console violations and the page's `securitypolicyviolation` events (a blocked frame raises one). */
async function violationEvents(page: Page): Promise<string[]> {
  const seen = violations(page);
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
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

test('the API reference renders under its CSP without a violation, and asks no other origin', async ({ page }) => {
  const seen = violations(page);
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  const res = await page.goto('/api/docs/');
  expect(res?.headers()['content-security-policy']).toContain('sha256-');
  // Rendered from the document it loaded, the host module's part (the reference opens one module at a time: the
  // whole document took Scalar over 20 s beside other work, CI 1 Dec): its operations listed in the sidebar.
  await expect(
    page.getByRole('complementary').getByText('List (filters, orderBy, offset, limit): host/pages').first(),
  ).toBeVisible({ timeout: 20_000 });
  // Then the operations' own sections, their paths drawn (within a second of the sidebar on an idle machine).
  await expect(page.getByText('/api/host/pages').first()).toBeVisible({ timeout: 20_000 });
  // Drawn with the sidebar, and gone: Scalar's "Ask AI" and "Generate MCP" send the document to Scalar's service.
  await expect(page.getByRole('complementary').getByText('Open API Client')).toBeVisible();
  await expect(page.getByText('Ask AI')).toHaveCount(0);
  await expect(page.getByText('Generate MCP')).toHaveCount(0);
  // Not 'networkidle', which at times never came here although the page's three requests had all ended (CI, twice).
  await page.waitForLoadState('load');
  expect(seen).toEqual([]);
  expect(requested.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});

test("the showcase's iframe widget loads its OpenStreetMap embed without a violation", async ({ page }) => {
  const seen = await violationEvents(page);
  // OpenStreetMap is outside this machine: its embed is answered here (the frame's request still goes
  // through the page's CSP, which blocks it before any request when frame-src does not allow it).
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>OpenStreetMap embed</p>' }),
  );
  const res = await page.goto('/en/showcase');
  expect(res?.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:/);
  const map = page.locator('iframe[src^="https://www.openstreetmap.org/"]');
  await map.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(
    page.frameLocator('iframe[src^="https://www.openstreetmap.org/"]').getByText('OpenStreetMap embed'),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(seen).toEqual([]);
});
