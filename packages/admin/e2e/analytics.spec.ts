/**
 * The dashboard's visitors card (issue 34 §6) in English and Russian at 360 and 1440 px: page views sent in the
 * test, as a browser's beacon sends them (each visitor a browser of its own), show in the card's figures, pages,
 * funnel, per-day chart and per-project funnel as the summary counts them, without overflowing the screen. The site's own browser tests run a
 * headless browser, which the collector leaves out as a robot: the figures move only here.
 */
import { expect, test } from '@playwright/test';
import type { AnalyticSummary as Summary } from '@symbol/contracts/analytic';
import { api, asServer } from './api.ts';
import { shot, signInAsAdmin } from './sign-in.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const summary = async () => {
  const answer = await api<Summary>('GET', `/api/analytic/summary?from=${day(-29)}&to=${day(0)}`, undefined, asServer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};

/** Visitor `name` of this run: one browser for all its events. */
const RUN = Date.now().toString(36);
async function visit(name: string, body: Record<string, unknown>) {
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/analytic/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64; e2e-visitor-${name}-${RUN}) Chrome/131.0 Safari/537.36`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(202);
  expect(response.headers.get('set-cookie')).toBeNull();
}

const LANGUAGES = [
  {
    locale: 'en',
    title: 'Visitors, last 30 days',
    pages: 'Most viewed pages',
    campaigns: 'Campaigns (UTM)',
    started: 'Started the form',
    perDay: 'Per day',
    projects: 'Donation funnel by project',
  },
  {
    locale: 'ru',
    title: 'Посетители за 30 дней',
    pages: 'Самые просматриваемые страницы',
    campaigns: 'Кампании (UTM)',
    started: 'Начали заполнять форму',
    perDay: 'По дням',
    projects: 'Воронка по проектам',
  },
] as const;

for (const l of LANGUAGES)
  for (const width of [1440, 360])
    test(`visitors card in ${l.locale} at ${width} px shows the page views sent`, async ({ page }) => {
      const before = await summary();
      const path = `/en/e2e-analytics-${l.locale}-${width}`;
      // A seeded project: its page viewed and its form started, for the per-project funnel.
      const products = await api<{ id: string }[]>('GET', '/api/ecommerce/products?limit=1', undefined, asServer);
      const productId = products.data[0]!.id;
      // Three visitors of this test's own (the funnel counts visitors, not events).
      for (const visitor of [1, 2, 3].map((n) => `${l.locale}-${width}-${n}`)) {
        await visit(visitor, {
          url: `${process.env.E2E_BASE_URL}${path}?utm_source=e2e&utm_campaign=e2e-spring`,
          event: 'pageview',
          productId,
        });
        await visit(visitor, { url: `${process.env.E2E_BASE_URL}${path}`, event: 'form_started', productId });
      }
      // Written within ~2 s (each instance flushes its buffer), the page views and the forms started each in their
      // flush: the card is compared with a summary that counts all six (CI 1 Dec: the page views were in, the last
      // form not, and the card, read later, showed one more than the summary).
      let after = before;
      await expect
        .poll(
          async () => {
            after = await summary();
            return [after.pageviews - before.pageviews >= 3, after.funnel.started - before.funnel.started >= 3];
          },
          { timeout: 15_000 },
        )
        .toEqual([true, true]);

      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      await page.evaluate((value) => window.localStorage.setItem('RaStore.locale', JSON.stringify(value)), l.locale);
      await page.reload();
      const card = page.getByRole('region', { name: l.title });
      await expect(card.locator('[data-figure="pageviews"]')).toHaveText(after.pageviews.toLocaleString(l.locale));
      await expect(card.locator('[data-figure="visitors"]')).toHaveText(after.visitors.toLocaleString(l.locale));
      await expect(card.locator('[data-step="started"]')).toHaveText(after.funnel.started.toLocaleString(l.locale));
      await expect(card.getByText(l.started)).toBeVisible();
      if (after.topPages.some((p) => p.url === path))
        await expect(card.getByRole('region', { name: l.pages })).toContainText(path);
      if (after.campaigns.some((c) => c.campaign === 'e2e-spring'))
        await expect(card.getByRole('region', { name: l.campaigns })).toContainText('e2e-spring · e2e');
      // Every day of the last 30 drawn; today's views among them.
      expect(after.days).toHaveLength(30);
      expect(after.days[29]!.pageviews).toBeGreaterThanOrEqual(3);
      await expect(card.getByRole('figure', { name: l.perDay })).toBeVisible();
      await expect(card.getByRole('figure', { name: l.perDay }).locator('svg path').first()).toBeAttached();
      const project = after.projects.find((p) => p.productId === productId);
      if (project) {
        const row = card.getByRole('region', { name: l.projects }).locator(`[data-project="${productId}"]`);
        await expect(row.locator('[data-project-step="viewed"]')).toHaveText(project.viewed.toLocaleString(l.locale));
        await expect(row.locator('[data-project-step="started"]')).toHaveText(project.started.toLocaleString(l.locale));
      }
      await expectNoSidewaysScroll(page);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `analytics-${l.locale}-${width}`, width > 360);
      // At 360 px the app bar lies over a card scrolled to: the whole page instead.
      if (width > 360) await screenshot(card, { path: `/tmp/shots-34/admin-visitors-card-${l.locale}-${width}.png` });
      else await screenshot(page, { path: `/tmp/shots-34/admin-dashboard-${l.locale}-${width}.png`, fullPage: true });
    });
