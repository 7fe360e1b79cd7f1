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
  useParams,
} from '@tanstack/react-router';
import type { Language } from '@symbol/contracts/constants';
import { useEffect, useMemo } from 'react';
import { isNotFound, trpc, type Api } from './api/client.ts';
import type { SiteConfig } from './api/types.ts';
import { wordsFor } from './i18n.ts';
import { ErrorScreen } from './page/error-screen.tsx';
import { PageView } from './page/page-view.tsx';
import { buttonClass } from './ui/button-styles.ts';
import { PageSkeleton } from './ui/skeleton.tsx';
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
  component: LanguageLayout,
});

/** The page call's input; the language was checked against the site's languages by the language route. */
const pageInput = (params: { language: string; _splat?: string }) => ({
  url: `/${params._splat ?? ''}`.replace(/\/+$/, '') || '/',
  language: params.language as Language,
});

async function loadPage({
  context,
  params,
}: {
  context: RouterContext;
  params: { language: string; _splat?: string };
}) {
  const input = pageInput(params);
  try {
    await context.api.utils.host.page.ensureData(input);
    return { notFound: false };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await context.api.utils.host.page.ensureData({ ...input, url: NOT_FOUND_URL });
    return { notFound: true };
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

function PageRoute({ params, notFound }: { params: { language: string; _splat?: string }; notFound: boolean }) {
  const site = useSite();
  const input = notFound ? { ...pageInput(params), url: NOT_FOUND_URL } : pageInput(params);
  const page = trpc.host.page.useQuery(input);
  useEffect(() => {
    if (page.data) document.title = page.data.metadata.title;
  }, [page.data]);
  if (page.error && !page.data) throw page.error;
  if (!page.data) return <PageSkeleton />;
  return (
    <SiteContext.Provider value={{ ...site, page: page.data }}>
      <PageView data={page.data} closing={notFound ? <WayHome /> : undefined} />
    </SiteContext.Provider>
  );
}

const pageRoute = (path: '/' | '$') =>
  createRoute({
    getParentRoute: () => languageRoute,
    path,
    loader: loadPage,
    component: function Page() {
      const { route } = routes[path];
      return <PageRoute params={route.useParams() as { language: string }} notFound={route.useLoaderData().notFound} />;
    },
    pendingComponent: PageSkeleton,
    errorComponent: ({ error }) => <ErrorScreen error={error} />,
  });

const routes = { '/': { route: pageRoute('/') }, $: { route: pageRoute('$') } };

const routeTree = rootRoute.addChildren([indexRoute, languageRoute.addChildren([routes['/'].route, routes.$.route])]);

export function createSiteRouter(api: Api, config: SiteConfig) {
  return createRouter({
    routeTree,
    context: { api, config },
    defaultPreload: 'intent',
    // The query cache decides freshness (60 s); the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
  });
}
