/**
 * The server rendering of a site page (built by `vite build --ssr`, mounted by packages/server/src/web/site.ts):
 * the same router and components as the browser, on a memory history holding the requested url. The page's data
 * is not fetched here: queries go through `call`, which the server answers in-process from the `host.page` build
 * it already has. Every visitor is rendered signed out (session parts show their signed-out or loading state), so
 * one rendering serves them all. The query cache is dehydrated beside the HTML; main.tsx hydrates it.
 */
import { defaultShouldDehydrateQuery, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { createApi, isNotFound } from './api/client.ts';
import type { SiteConfig } from './api/types.ts';
import { ERROR_PAGE_URL } from './page/error-screen.tsx';
import './registry/variants.ts';
import { createSiteRouter } from './router.tsx';
import { Session } from './session/session.ts';
import { SiteApp } from './site-app.tsx';
import { IslandProbes, staticIslands, type IslandProbeMap } from './ui/island.ts';
import { loadLazyParts, UsedParts } from './ui/lazy.tsx';
import type { AppRouter } from '@symbol/server/router';

/** A procedure call answered by the server itself; a failure carries its HTTP `status`. */
export type ServerCall = (path: string, input: unknown) => Promise<unknown>;

export interface RenderedPage {
  /** 200, or 500 when the page failed to render and shows the error screen. */
  status: number;
  /** The markup inside `#root`. */
  html: string;
  /** The query cache, for the browser's first render, the lazy parts it shows (ui/lazy.tsx) and its static
   * islands (ui/island.ts). */
  state: DehydratedState & { lazyParts: string[]; staticIslands: string[] };
}

function serverLink(call: ServerCall): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } } as never);
            observer.complete();
          },
          (error: { status?: number; message?: string }) => {
            const status = error.status ?? 500;
            const shape = { message: error.message ?? 'failed', code: -32000, data: { httpStatus: status, status } };
            observer.error(TRPCClientError.from({ error: shape } as never));
          },
        );
      });
}

const noSessionCalls = () => Promise.reject(new Error('no session on the server'));

function renderToText(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString();
        next();
      },
      final(next) {
        resolve(html);
        next();
      },
    });
    // All of it at once (lazy parts included): the answer is cached whole, then sent.
    const stream = renderToPipeableStream(node, {
      // No part is sent out of line (React does past 12.8 kB of a page by default): that needs an inline script,
      // which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error(error),
    });
  });
}

export async function renderPage(href: string, config: SiteConfig, call: ServerCall): Promise<RenderedPage> {
  const session = new Session(
    { init: noSessionCalls, refresh: noSessionCalls, logout: noSessionCalls },
    { get: () => null, set: () => {} },
  );
  const api = createApi(session, serverLink(call));
  const router = createSiteRouter(api, config, createMemoryHistory({ initialEntries: [href] }));
  await router.load();
  const failed = router.state.matches.some((match) => match.status === 'error');
  if (failed) {
    // The error screen shows the site's /500 page around its notice, when there is one.
    const language = href.split('/')[1] ?? config.defaultLanguage;
    await api.utils.host.page.prefetch({ url: ERROR_PAGE_URL, language } as never).catch(() => {});
  }
  await loadLazyParts();
  const used = new Set<string>();
  const islands: IslandProbeMap = new Map();
  const html = await renderToText(
    <UsedParts.Provider value={used}>
      <IslandProbes.Provider value={islands}>
        <SiteApp api={api} router={router} />
      </IslandProbes.Provider>
    </UsedParts.Provider>,
  );
  // The parts' names ride with the query cache: the browser loads them before it hydrates.
  // A url found missing rides along too: the browser's router then goes straight to the 404 page it shows.
  const dehydrated = dehydrate(api.queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFound(query.state.error),
  });
  // The clock is left out, so a page rendered again from the same data is the same bytes with the same ETag (a
  // browser's or a CDN's copy stays good after a write elsewhere): main.tsx dates the data when it hydrates.
  const queries = dehydrated.queries.map((query) => ({
    ...query,
    dehydratedAt: 0,
    state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
  }));
  return {
    status: failed ? 500 : 200,
    html,
    state: { ...dehydrated, queries, lazyParts: [...used], staticIslands: staticIslands(islands) },
  };
}
