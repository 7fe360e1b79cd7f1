/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** How far the page is wider than its window: more than 0 is a sideways scroll. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page fits its window's width. Polled: after a change of width the app lays itself out again a render or
 * more later (its media queries in JavaScript), and a measure taken at once saw the old layout in the new window
 * (a screenshot taken first had hidden that wait).
 */
export async function expectNoSidewaysScroll(page: Page, message = 'horizontal overflow') {
  await expect.poll(() => sidewaysScroll(page), { message }).toBeLessThanOrEqual(0);
}
