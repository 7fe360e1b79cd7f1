/**
 * Live content: the server's revalidation events (SSE) invalidate the cached queries about a second later
 * (spec §9: invalidation delay 1000 ms), so an open page shows an admin's write without a reload.
 * Active queries refetch at once; the rest when next used. The stream is opened by the page's boot (boot.ts)
 * before the app may have started: an event meanwhile starts the app, which then refreshes what it shows.
 */
import type { QueryClient } from '@tanstack/react-query';

export const INVALIDATION_DELAY_MS = 1000;
export const REVALIDATION_EVENTS_URL = '/api/revalidation/events';

let source: EventSource | undefined;
/** The app's reaction to an event, once it listens. */
let invalidateSoon: (() => void) | undefined;
/** An event came before the app listened. */
let missed = false;

/** Opens the stream once; `onEarlyEvent` runs on the first event that comes before the app listens. */
export function openRevalidationEvents(onEarlyEvent?: () => void): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(REVALIDATION_EVENTS_URL);
  source.addEventListener('revalidate', () => {
    if (invalidateSoon) return invalidateSoon();
    if (missed) return;
    missed = true;
    onEarlyEvent?.();
  });
}

export function listenForRevalidation(queryClient: QueryClient): () => void {
  openRevalidationEvents();
  let timer: ReturnType<typeof setTimeout> | undefined;
  invalidateSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries(), INVALIDATION_DELAY_MS);
  };
  if (missed) invalidateSoon();
  missed = false;
  return () => {
    clearTimeout(timer);
    source?.close();
    source = undefined;
    invalidateSoon = undefined;
  };
}
