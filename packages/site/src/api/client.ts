/**
 * The site's API client: tRPC over HTTP (`/api/trpc`, one GET per query, no batching: one page call is one
 * request) on TanStack Query with the spec's cache rules (§9): fresh for 60 s, no refetch on window focus or
 * reconnect, at most 5 requests at a time. The session (../session) wraps the fetch: it refreshes an expired
 * access token once and sends the request again. Every failed mutation shows the error toast (a mutation
 * with `meta: { toast: false }` shows its own); a query shows it when its meta asks (`meta: { toast: true }`).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { Session, type SessionCalls } from '../session/session.ts';
import { sessionFetch } from '../session/session-fetch.ts';
import { toastError } from '../ui/toast.ts';
import { limitedFetch } from './limit-fetch.ts';
import { previewHeaders } from './preview.ts';
import type { AppRouter } from '@symbol/server/router';

export const STALE_TIME_MS = 60_000;
export const MAX_PARALLEL_REQUESTS = 5;

export const trpc = createTRPCReact<AppRouter>();

const API_URL = '/api/trpc';

/** init, refresh and logout go around the session's own request handling (no refresh of a refresh). */
function sessionCalls(): SessionCalls {
  const plain = createTRPCClient<AppRouter>({ links: [httpLink({ url: API_URL })] });
  const auth = plain.rbac.subject.authentication;
  return {
    // A POST without a body is refused by the server's JSON parser ('Unexpected end of JSON input'): send `{}`.
    init: () => auth.init.mutate({}),
    refresh: (refresh) => auth.refresh.mutate({ refresh }),
    logout: (refresh) => auth.logout.mutate(refresh ? { refresh } : {}),
  };
}

/** `link`: how queries reach the server; the server rendering passes one that calls it in-process. */
export function createApi(session: Session = new Session(sessionCalls()), link?: TRPCLink<AppRouter>) {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast !== false) toastError(error);
      },
    }),
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toast === true) toastError(error);
      },
    }),
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
    links: [
      link ??
        httpLink({
          url: API_URL,
          fetch: sessionFetch(session, limitedFetch(MAX_PARALLEL_REQUESTS)),
          // A preview link's token: the server then answers as the release will make the site.
          headers: previewHeaders,
        }),
    ],
  });
  const utils = createTRPCQueryUtils({ queryClient, client });
  // Another subject (sign-in, sign-out, a new anonymous one): its data is refetched from scratch; pages
  // (which may show more to a signed-in member) are refetched in place.
  let epoch = session.snapshot().epoch;
  session.subscribe(() => {
    if (session.snapshot().epoch === epoch) return;
    epoch = session.snapshot().epoch;
    void queryClient.resetQueries({ predicate: (query) => !isPageQuery(query.queryKey) });
    void queryClient.invalidateQueries({ predicate: (query) => isPageQuery(query.queryKey) });
  });
  return { queryClient, client, utils, session };
}

export type Api = ReturnType<typeof createApi>;

/** tRPC query keys start with the procedure path: `[['host', 'page'], ...]`. */
const isPageQuery = (key: readonly unknown[]): boolean => {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'host';
};

export function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number; status?: number } } | null)?.data;
  return data?.httpStatus === 404 || data?.status === 404;
}
