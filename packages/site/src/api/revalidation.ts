/**
 * Live content: the server's revalidation events (SSE) invalidate the cached queries about a second later
 * (spec §9: invalidation delay 1000 ms), so an open page shows an admin's write without a reload.
 * Active queries refetch at once; the rest when next used.
 */
import type { QueryClient } from '@tanstack/react-query';

export const INVALIDATION_DELAY_MS = 1000;
export const REVALIDATION_EVENTS_URL = '/api/revalidation/events';

export function listenForRevalidation(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(REVALIDATION_EVENTS_URL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  source.addEventListener('revalidate', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries(), INVALIDATION_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    source.close();
  };
}
