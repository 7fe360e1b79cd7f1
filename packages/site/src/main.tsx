import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { trackPageViews } from './analytics/beacon.ts';
import { createApi } from './api/client.ts';
import { previewToken } from './api/preview.ts';
import { listenForDrafts } from './api/preview-draft.ts';
import { listenForRevalidation } from './api/revalidation.ts';
import { loadSiteConfig } from './api/site-config.ts';
import './registry/variants.ts';
import { createSiteRouter } from './router.tsx';
import { replayHeldInput, tookOver } from './page/before-hydration.ts';
import { serverState } from './page/server-state.ts';
import { signInFromMiniApp } from './session/mini-app.ts';
import { SiteApp } from './site-app.tsx';
import { HYDRATED } from './ui/hydrated-marks.ts';
import { keepStaticIslands } from './ui/island.ts';
import { mountToasterWhenIdle } from './ui/toaster.tsx';
import { loadLazyParts } from './ui/lazy.tsx';

const api = createApi();
const config = await loadSiteConfig(api);
// Opened inside Telegram as a Mini App: signed in with its initData (its fragment dropped before the router reads it).
void signInFromMiniApp(api, config);
const root = document.getElementById('root')!;
const state = serverState();
// A release preview (`?preview=`) is not what the server rendered (the live page): rendered here, from its own data.
const serverRendered = !!state && !!root.firstChild && !previewToken();
// The first page's content is React's (ui/page-committed.ts): what the visitor did before is handed over
// (page/before-hydration.ts). Later pages commit too, after a navigation: nothing is held by then.
let hydrated = false;
function committed() {
  if (hydrated) return;
  hydrated = true;
  performance.mark('site:hydrated');
  document.documentElement.setAttribute(HYDRATED, '');
  root.addEventListener('click', followPlainLink);
  void replayHeldInput();
  mountToasterWhenIdle();
}

/**
 * A link of the site the router does not handle (in a static island: ui/island.ts) is followed as its own links
 * are, on the client; a new tab, a download, another site or an anchor on this page keeps the browser's way.
 */
function followPlainLink(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || tookOver(link) || (link.target && link.target !== '_self')) return;
  if (link.hasAttribute('download') || link.origin !== location.origin) return;
  if (!config.languages.includes(link.pathname.split('/')[1] ?? '')) return;
  if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
  event.preventDefault();
  void router.navigate({ href: link.pathname + link.search + link.hash });
}
const router = createSiteRouter(api, config, undefined, serverRendered);
// A logout or a failed refresh ends the session: both tokens are gone; the visitor goes home (spec §2), in
// the language being read.
api.session.onEnd = () => {
  const language = router.state.location.pathname.split('/')[1] ?? '';
  void router.navigate({ href: config.languages.includes(language) ? `/${language}/` : '/' });
};

// The app's own code has run: the page's lazy parts may still be loading (e2e/donate.spec.ts acts in between).
performance.mark('site:started');
if (state && serverRendered) {
  // Rendered by the server: its query cache (the page's data) comes with the HTML, fresh as of now (the server
  // drops a cached rendering on every write), so neither the router's loader nor the page asks for it again.
  const now = Date.now();
  // (A url the server found missing is known missing as of now too: router.tsx `knownMissing`.)
  for (const query of state.queries) {
    query.dehydratedAt = now;
    query.state.dataUpdatedAt = now;
    if (query.state.status === 'error') query.state.errorUpdatedAt = now;
  }
  hydrate(api.queryClient, state);
  keepStaticIslands(root, state.staticIslands ?? []);
  await Promise.all([router.load(), loadLazyParts(state.lazyParts ?? [])]);
  // What TanStack Router's own hydration sets: the router then renders the tree the server did (without the
  // Suspense around its matches it adds to a page rendered in the browser), so hydration matches.
  router.ssr = { manifest: undefined };
  // The code needed to hydrate is all here by now, the page's lazy parts included (bench/first-render.ts sums the
  // scripts loaded before this mark).
  performance.mark('site:hydrate');
  hydrateRoot(root, <SiteApp api={api} router={router} onCommitted={committed} />);
} else {
  root.replaceChildren();
  performance.mark('site:hydrate');
  createRoot(root).render(<SiteApp api={api} router={router} onCommitted={committed} />);
}

// The page builder's unsaved texts, when this is its preview frame.
listenForDrafts();

// Live content and the page views' beacon, once the page has loaded (kept off the first render's path).
// (The page may have loaded while this module awaited its data: then at once.)
const afterLoad = () => {
  listenForRevalidation(api.queryClient);
  trackPageViews(router);
  // Yandex Metrika / Google Analytics: only when configured, the consent banner's code loads (off the budget).
  if (config.analytics) void import('./analytics/consent.tsx').then((consent) => consent.askConsent(config));
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
