import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi, MAX_PARALLEL_REQUESTS, STALE_TIME_MS } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the site's API client", () => {
  it('keeps answers fresh for 60 s and never refetches on window focus or reconnect (spec §9)', () => {
    expect(STALE_TIME_MS).toBe(60_000);
    expect(createApi().queryClient.getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('sends at most 5 requests at a time; the others wait their turn', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    // The network: each request hangs until the test lets it answer.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      started.push(String(input));
      await new Promise<void>((resolve) => finish.push(resolve));
      return new Response(JSON.stringify({ result: { data: { languages: ['en'], defaultLanguage: 'en' } } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const api = createApi();
    const answers = Array.from({ length: 8 }, () => api.client.host.config.query());
    await vi.waitFor(() => expect(started).toHaveLength(MAX_PARALLEL_REQUESTS));
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toHaveLength(5);
    finish.shift()!();
    await vi.waitFor(() => expect(started).toHaveLength(6));
    while (started.length < 8 || finish.length) {
      finish.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(answers)).toHaveLength(8);
  });
});
