/** The page cache's series on the app's /metrics: hits and misses (builds), and the pages it holds. */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PageCache } from './page-cache.ts';

export function observePageCache(cache: PageCache<unknown>, registry: Registry): void {
  new Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests answered from the cache or a build already running (hit), or by a new build (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    // The cache counts for itself (its stats); a scrape reads them.
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cache.stats.shared);
      this.inc({ result: 'miss' }, cache.stats.builds);
    },
  });
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages held by the cache',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });
}
