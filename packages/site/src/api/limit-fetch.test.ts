import { describe, expect, it } from 'vitest';
import { limitedFetch } from './limit-fetch.ts';

describe('limitedFetch', () => {
  it('keeps at most the limit in flight and starts the others in order as they finish', async () => {
    let active = 0;
    let peak = 0;
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const base = (async (input: RequestInfo | URL) => {
      started.push(String(input));
      peak = Math.max(peak, ++active);
      await new Promise<void>((resolve) => finish.push(resolve));
      active--;
      return new Response(String(input));
    }) as typeof fetch;
    const limited = limitedFetch(5, base);
    const answers = Array.from({ length: 12 }, (_, i) => limited(`/r${i}`));
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['/r0', '/r1', '/r2', '/r3', '/r4']);
    while (finish.length) {
      finish.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    const bodies = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(bodies).toEqual(Array.from({ length: 12 }, (_, i) => `/r${i}`));
    expect(started).toHaveLength(12);
    expect(peak).toBe(5);
  });

  it('frees the slot when a request fails', async () => {
    let calls = 0;
    const limited = limitedFetch(1, (async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return new Response('ok');
    }) as typeof fetch);
    await expect(limited('/a')).rejects.toThrow('offline');
    expect(await (await limited('/b')).text()).toBe('ok');
  });
});
