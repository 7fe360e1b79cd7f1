/**
 * The site's API client: tRPC over HTTP (`/api/trpc`, one GET per query, no batching: one page call is one
 * request) on TanStack Query with the spec's cache rules (§9): fresh for 60 s, no refetch on window focus or
 * reconnect, at most 5 requests at a time. Issue 12's session (tokens, cart) plugs into `headers` here.
 */
import { QueryClient } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { limitedFetch } from './limit-fetch.ts';
import type { AppRouter } from '@symbol/server/router';

export const STALE_TIME_MS = 60_000;
export const MAX_PARALLEL_REQUESTS = 5;

export const trpc = createTRPCReact<AppRouter>();

export function createApi() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (count, error) => count < 2 && !isNotFound(error),
      },
    },
  });
  const client = trpc.createClient({
    links: [httpLink({ url: '/api/trpc', fetch: limitedFetch(MAX_PARALLEL_REQUESTS) })],
  });
  const utils = createTRPCQueryUtils({ queryClient, client });
  return { queryClient, client, utils };
}

export type Api = ReturnType<typeof createApi>;

export function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number; status?: number } } | null)?.data;
  return data?.httpStatus === 404 || data?.status === 404;
}
