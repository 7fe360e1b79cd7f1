/**
 * Routes: `/` goes to the default language; `/{language}{page url}` is the page of that url, loaded by the
 * whole-page call in the route loader (so a hover preloads it, and a navigation is one request). An unknown
 * url shows the site's page `/404`; a failure shows the global error screen.
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useLoaderData,
  useParams,
  type RouterHistory,
} from '@tanstack/react-router';
import type { Language } from '@symbol/contracts/constants';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useMemo } from 'react';
import { isNotFound, STALE_TIME_MS, trpc, type Api } from './api/client.ts';
import { useWithDrafts } from './api/preview-draft.ts';
import type { SiteConfig } from './api/types.ts';
import { loadWords, wordsFor } from './i18n.ts';
import { ErrorScreen } from './page/error-screen.tsx';
import { PageView } from './page/page-view.tsx';
import { NavigationProgress } from './page/navigation-progress.tsx';
import { PreviewBanner } from './page/preview-banner.tsx';
import { RESULTS, SEARCH_MIN, SEARCH_URL, searchInput } from './search/search.tsx';
import { buttonClass } from './ui/button-styles.ts';
import { suspendedPart } from './ui/lazy.tsx';
import { PageCommitted } from './ui/page-committed.ts';
import { PageSkeleton, SkeletonRows } from './ui/skeleton.tsx';
import { SiteLink } from './ui/site-link.tsx';
import { SiteContext, useSite } from './ui/site-context.tsx';
import { SiteToaster } from './ui/toaster.tsx';

export const NOT_FOUND_URL = '/404';

interface RouterContext {
  api: Api;
  config: SiteConfig;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ href: `/${context.config.defaultLanguage}/`, replace: true });
  },
});

function LanguageLayout() {
  const { language } = useParams({ strict: false }) as { language: string };
  const { config } = languageRoute.useRouteContext();
  const site = useMemo(() => ({ ...config, language, words: wordsFor(language) }), [config, language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <SiteContext.Provider value={site}>
      <PreviewBanner />
      <NavigationProgress />
      <Outlet />
      <SiteToaster />
    </SiteContext.Provider>
  );
}

const languageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$language',
  // A path without a language (the server redirects these too) goes to the default language.
  beforeLoad: ({ context, params, location }) => {
    if (!context.config.languages.includes(params.language))
      throw redirect({ href: `/${context.config.defaultLanguage}${location.href}`, replace: true });
  },
  // The language's words (a chunk of their own), loaded beside the page's data (the pages' loaders run with it).
  loader: ({ params }) => loadWords(params.language),
  component: LanguageLayout,
});

/** The page call's input; the language was checked against the site's languages by the language route. */
const pageInput = (params: { language: string; _splat?: string }) => ({
  url: `/${params._splat ?? ''}`.replace(/\/+$/, '') || '/',
  language: params.language as Language,
});

/**
 * The url was answered "not found" a moment ago: by the server's rendering (its query cache, the not-found kept,
 * came with the HTML) or by an earlier navigation. Asked again only once that answer is as stale as a page's data
 * would be: hydrating a 404 page asks for nothing. (Not by `isInvalidated` as well: page queries are marked so
 * right after the first load, which asked again at once; tried, server-rendering.spec.ts.)
 */
function knownMissing(api: Api, input: ReturnType<typeof pageInput>): boolean {
  const state = api.queryClient.getQueryState(getQueryKey(trpc.host.page, input, 'query'));
  return state?.status === 'error' && isNotFound(state.error) && Date.now() - state.errorUpdatedAt < STALE_TIME_MS;
}

async function loadPage({
  context,
  params,
}: {
  context: RouterContext;
  params: { language: string; _splat?: string };
}) {
  const input = pageInput(params);
  try {
    if (!knownMissing(context.api, input)) {
      await context.api.utils.host.page.ensureData(input);
      return { notFound: false };
    }
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    await context.api.utils.host.page.ensureData({ ...input, url: NOT_FOUND_URL });
    return { notFound: true };
  } catch (missing) {
    // A site without a /404 page still answers a 404 with a way home, not the error screen.
    if (!isNotFound(missing)) throw missing;
    return { notFound: true, builtIn: true };
  }
}

/** The 404 page's way on, whatever its widgets say: the home page, as the page's one primary action. */
function WayHome() {
  const { words } = useSite();
  return (
    <p className="px-4 pb-16 text-center">
      <SiteLink address="/" className={buttonClass('primary')}>
        {words.backHome}
      </SiteLink>
    </p>
  );
}

/** The 404 when the site has no /404 page of its own. */
function BuiltInNotFound() {
  const { words } = useSite();
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{words.notFoundTitle}</h1>
      <p className="mt-4">{words.notFoundText}</p>
      <div className="mt-8">
        <WayHome />
      </div>
      <PageCommitted />
    </main>
  );
}

function PageRoute({ params, notFound }: { params: { language: string; _splat?: string }; notFound: boolean }) {
  const site = useSite();
  const input = notFound ? { ...pageInput(params), url: NOT_FOUND_URL } : pageInput(params);
  const page = trpc.host.page.useQuery(input);
  // In the page builder's preview frame: with the texts being typed there (api/preview-draft.ts).
  const data = useWithDrafts(page.data);
  useEffect(() => {
    if (data) document.title = data.metadata.title;
  }, [data]);
  if (page.error && !data) throw page.error;
  if (!data) return <PageSkeleton />;
  return (
    <SiteContext.Provider value={{ ...site, page: data }}>
      <PageView data={data} closing={notFound ? <WayHome /> : undefined} />
    </SiteContext.Provider>
  );
}

/**
 * Both page routes render this one component: a different component type for the home page's route would make
 * React rebuild the whole page, header and footer included, on a navigation between it and any other page.
 */
function PageMatch() {
  const loaded = useLoaderData({ strict: false }) as { notFound: boolean; builtIn?: boolean };
  const params = useParams({ strict: false }) as { language: string; _splat?: string };
  if (loaded.builtIn) return <BuiltInNotFound />;
  return <PageRoute params={params} notFound={loaded.notFound} />;
}

const pageRoute = (path: '/' | '$') =>
  createRoute({
    getParentRoute: () => languageRoute,
    path,
    loader: loadPage,
    component: PageMatch,
    // Only when nothing is shown yet (a first load the server did not render). A navigation keeps the page it
    // leaves, header and footer shown, until the next one is loaded, under the layout's progress bar: the skeleton
    // (after the router's 300 ms) hid the whole page, frame included.
    pendingComponent: PageSkeleton,
    pendingMs: Number.POSITIVE_INFINITY,
    errorComponent: ({ error }) => <ErrorScreen error={error} />,
  });

const routes = { '/': pageRoute('/'), $: pageRoute('$') };

/**
 * The results page's frame is the home page's (its layouts: header, footer) and its search answer, both loaded
 * before it shows (so the server renders them). A failed search shows on the page, not as the error screen.
 */
async function loadSearch({
  context,
  params,
  deps,
}: {
  context: RouterContext;
  params: { language: string };
  deps: { q: string };
}) {
  const language = params.language as Language;
  const q = deps.q.trim();
  await Promise.all([
    context.api.utils.host.page.ensureData({ url: '/', language }).catch(() => null),
    q.length >= SEARCH_MIN
      ? context.api.utils.search.ensureData(searchInput(q, language, RESULTS)).catch(() => null)
      : null,
  ]);
}

/** The search page's results: their code loads only there (ui/lazy.tsx). */
const SearchResults = suspendedPart(
  'search',
  (search) => search.SearchResults,
  <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14">
    <SkeletonRows heights={['h-10', 'h-24', 'h-24', 'h-24']} />
  </div>,
);

function SearchRoute() {
  const site = useSite();
  const { q } = searchRoute.useSearch();
  const frame = trpc.host.page.useQuery({ url: '/', language: site.language as Language }, { retry: false });
  useEffect(() => {
    const query = q.trim();
    document.title = query ? `${query} — ${site.words.searchTitle}` : site.words.searchTitle;
  }, [q, site.words]);
  const results = <SearchResults q={q} />;
  if (!frame.data)
    return frame.isPending ? (
      <PageSkeleton />
    ) : (
      <main id="main" tabIndex={-1} className="outline-none">
        {results}
      </main>
    );
  const data = { ...frame.data, url: SEARCH_URL, widgets: [] };
  return (
    <SiteContext.Provider value={{ ...site, page: data }}>
      <PageView data={data} notice={results} />
    </SiteContext.Provider>
  );
}

const searchRoute = createRoute({
  getParentRoute: () => languageRoute,
  path: 'search',
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: loadSearch,
  component: SearchRoute,
  pendingComponent: PageSkeleton,
  pendingMs: Number.POSITIVE_INFINITY,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

const routeTree = rootRoute.addChildren([indexRoute, languageRoute.addChildren([routes['/'], searchRoute, routes.$])]);

/**
 * The router's scroll restoration, in the browser only (on the server it would write an inline script, refused by
 * the CSP, and not in the browser's own rendering: a hydration mismatch). When it hydrates the server's HTML, its
 * first render leaves the page where the browser has it: at its #hash, or where the visitor scrolled or tapped (a
 * Donate's #donate) while the app was loading; resetting to the top there undid the visitor's move.
 */
function restoreScroll(history: RouterHistory | undefined, hydrating: boolean) {
  if (history) return false;
  let firstRender = hydrating;
  return () => {
    const restore = !firstRender;
    firstRender = false;
    return restore;
  };
}

/**
 * `history`: the browser's by default; the server rendering passes one holding the requested url.
 * `hydrating`: the browser's router starts on the server's HTML (main.tsx).
 */
export function createSiteRouter(api: Api, config: SiteConfig, history?: RouterHistory, hydrating = false) {
  return createRouter({
    routeTree,
    history,
    context: { api, config },
    // `/ru/` is the home page's address (the server's redirects, the sitemap): kept as it is, not made `/ru`.
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // The query cache decides freshness (60 s); the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    scrollRestoration: restoreScroll(history, hydrating),
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
  });
}
