/** Shared bits of the site's browser tests: the seeded pages and the page-data requests a page makes. */
import type { Page } from '@playwright/test';

/** Seeded pages that, together, show every public variant (prisma/seed). */
export const VARIANT_PAGES = [
  '/showcase',
  '/',
  '/about',
  '/projects',
  '/blog',
  '/ecommerce/categories/restoration',
  '/ecommerce/stores/foundation-store',
  '/ecommerce/products/pokrovskoye-bell-tower',
  '/blog/articles/annual-report-2024',
  '/blog/categories/news',
  '/social/profiles/anna-smirnova',
  '/rbac/subjects/foundation-team',
];

/** Counts the whole-page calls (`host.page`) the page makes from now on. */
export function countPageCalls(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/host.page')) seen.urls.push(request.url());
  });
  return seen;
}
