/**
 * A short in-memory cache of whole pages, per API instance. Concurrent misses for one key share one load;
 * entries expire after the TTL and are dropped at once by revalidation events (of any instance) and by
 * entity writes. Bounded: the least recently used entry goes when the cache is full (500 pages).
 */
export type RevalidationType = 'page' | 'layout';

interface Entry<T> {
  url: string;
  expires: number;
  value: Promise<T>;
}

export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** `url` is the page url without a language prefix: what revalidation paths are matched against. */
  async getOrLoad(key: string, url: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const found = this.entries.get(key);
    if (found) this.entries.delete(key);
    if (found && found.expires > this.now()) {
      this.entries.set(key, found); // most recently used last: the first entry is the one to evict
      return found.value;
    }
    const value = load();
    const entry = { url, expires: this.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept; a load that outlived an invalidation is already out of the map.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
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
