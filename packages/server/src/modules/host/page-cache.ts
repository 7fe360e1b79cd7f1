/**
 * A short in-memory cache of whole pages, per API instance. Concurrent misses for one key share one load
 * (single flight), even with a lifetime of 0 (no cache): requests arriving while a page is being built wait
 * for that build instead of starting their own. Entries expire after the TTL (with 0, as soon as the build
 * ends) and are dropped at once by revalidation events (of any instance) and by entity writes, a build still
 * running included: a request after a write never joins a build that started before it. Bounded: the least
 * recently used entry goes when the cache is full (500 pages).
 */
export type RevalidationType = 'page' | 'layout';

interface Entry<T> {
  url: string;
  expires: number;
  /** Still building: joined whatever the lifetime says. */
  pending: boolean;
  value: Promise<T>;
}

export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Loads started, and requests answered by an entry already there (built, or still building). */
  readonly stats = { builds: 0, shared: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Whether a request for `key` now would be answered without a load (built, or still building). */
  has(key: string): boolean {
    const found = this.entries.get(key);
    return !!found && (found.pending || found.expires > this.now());
  }

  /** `url` is the page url without a language prefix: what revalidation paths are matched against. */
  async getOrLoad(key: string, url: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) this.entries.delete(key);
    if (found && (found.pending || found.expires > this.now())) {
      this.entries.set(key, found); // most recently used last: the first entry is the one to evict
      this.stats.shared++;
      return found.value;
    }
    this.stats.builds++;
    const value = load();
    const entry: Entry<T> = { url, expires: this.now() + this.ttlMs, pending: true, value };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept, nor a finished one without a lifetime; a load that outlived an
    // invalidation is already out of the map.
    const settle = (keep: boolean) => {
      entry.pending = false;
      if (!keep && this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then(
      () => settle(this.ttlMs > 0),
      () => settle(false),
    );
    return value;
  }

  /**
   * The kept value of `key` (built, not expired), without counting a use: a caller holding something made from
   * a value checks by identity that it is still the one kept (a write or an expiry replaces or drops it).
   */
  peek(key: string): Promise<T> | undefined {
    const found = this.entries.get(key);
    return found && !found.pending && found.expires > this.now() ? found.value : undefined;
  }

  /**
   * Like Next.js `revalidatePath`: `page` drops that url only, `layout` drops it and every url below it
   * (`/` with `layout` drops everything).
   */
  invalidate(path: string, type: RevalidationType): number {
    const base = path === '/' ? '' : path;
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      const hit = type === 'page' ? entry.url === path : entry.url === path || entry.url.startsWith(`${base}/`);
      if (hit) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }
}
