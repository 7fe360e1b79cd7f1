/** The page cache: expiry, shared loads, revalidation by page and by layout, least-recently-used eviction. */
import { describe, expect, it } from 'vitest';
import { PageCache } from '../page-cache.ts';

describe('PageCache', () => {
  it('shares one load between concurrent misses and expires after its lifetime', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PageCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', '/a', load), cache.getOrLoad('a', '/a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.getOrLoad('a', '/a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', '/a', load)).toBe(2);
  });

  it('keeps no failed load', async () => {
    const cache = new PageCache<number>(1000);
    await expect(cache.getOrLoad('a', '/a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.getOrLoad('a', '/a', async () => 7)).toBe(7);
  });

  it('drops one url for `page`, the url and everything below it for `layout`', async () => {
    const cache = new PageCache<string>(60_000);
    for (const url of ['/', '/blog', '/blog/articles/a', '/blogger', '/about'])
      for (const language of ['en', 'ru']) await cache.getOrLoad(`${language} ${url}`, url, async () => url);
    expect(cache.invalidate('/blog', 'page')).toBe(2);
    expect(cache.invalidate('/blog', 'layout')).toBe(2); // /blog/articles/a, not /blogger
    expect(cache.size).toBe(6);
    expect(cache.invalidate('/', 'layout')).toBe(6);
  });

  it('with a lifetime of 0 keeps nothing but still shares a build in progress', async () => {
    const cache = new PageCache<number>(0);
    let loads = 0;
    let finish: (value: number) => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.getOrLoad('a', '/a', slow);
    const second = cache.getOrLoad('a', '/a', slow);
    expect(loads).toBe(1);
    finish(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(cache.size).toBe(0);
    const third = cache.getOrLoad('a', '/a', slow); // the build ended: a new request builds again
    expect(loads).toBe(2);
    cache.clear(); // a write while it builds: the next request does not join the old build
    const fourth = cache.getOrLoad('a', '/a', slow);
    expect(loads).toBe(3);
    finish(3);
    expect(await fourth).toBe(3);
    expect(cache.size).toBe(0);
    void third;
  });

  it('evicts the least recently used entry when full, and does nothing with a lifetime of 0', async () => {
    const cache = new PageCache<string>(60_000, 2);
    await cache.getOrLoad('a', '/a', async () => 'a');
    await cache.getOrLoad('b', '/b', async () => 'b');
    await cache.getOrLoad('a', '/a', async () => 'a2'); // a used again
    await cache.getOrLoad('c', '/c', async () => 'c'); // evicts b
    expect(await cache.getOrLoad('a', '/a', async () => 'a3')).toBe('a');
    expect(await cache.getOrLoad('b', '/b', async () => 'b2')).toBe('b2');
    const off = new PageCache<string>(0);
    await off.getOrLoad('a', '/a', async () => 'a');
    expect(off.size).toBe(0);
  });
});
