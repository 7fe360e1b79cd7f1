import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVALIDATION_DELAY_MS,
  listenForRevalidation,
  openRevalidationEvents,
  REVALIDATION_EVENTS_URL,
} from './revalidation.ts';

/** The browser's EventSource, as far as the listener uses it: the test sends the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string) {
    this.listeners.get(type)?.forEach((listener) => listener());
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live content', () => {
  it('invalidates the cached queries one second after a revalidation event, once for a burst', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['page'], { title: 'About' });
    const invalidated = () => queryClient.getQueryState(['page'])!.isInvalidated;
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = listenForRevalidation(queryClient);
    const source = FakeEventSource.last!;
    expect(source.url).toBe(REVALIDATION_EVENTS_URL);

    source.send('revalidate');
    await vi.advanceTimersByTimeAsync(INVALIDATION_DELAY_MS / 2);
    source.send('revalidate');
    await vi.advanceTimersByTimeAsync(INVALIDATION_DELAY_MS - 1);
    expect(invalidated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated()).toBe(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(INVALIDATION_DELAY_MS).toBe(1000);

    stop();
    expect(source.closed).toBe(true);
  });

  it('an event before the app listens starts the app once, which then refreshes what the page shows', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const started = vi.fn();
    openRevalidationEvents(started);
    const source = FakeEventSource.last!;
    source.send('revalidate');
    source.send('revalidate');
    expect(started).toHaveBeenCalledTimes(1);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['page'], { title: 'About' });
    const stop = listenForRevalidation(queryClient);
    expect(FakeEventSource.last).toBe(source);
    await vi.advanceTimersByTimeAsync(INVALIDATION_DELAY_MS);
    expect(queryClient.getQueryState(['page'])!.isInvalidated).toBe(true);
    stop();
  });
});
