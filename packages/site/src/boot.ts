/**
 * The page's entry (issues 24 and 36). The server sends each page rendered whole; the app's code (React, the
 * router, the widgets: about 180 kB gzip, a few hundred milliseconds of a slow phone's main thread to evaluate and
 * hydrate) only makes it interactive. So:
 * - a plain visit to a server-rendered page (no session, no address parameters, no preview, no analytics
 *   consent to ask) starts the app on the visitor's first move (a touch, a pointer moved, a key, a field focused):
 *   reading and scrolling never wait on it, and a press made before it is ready is held and replayed
 *   (page/before-hydration.ts). The page view is counted and live content listened for meanwhile; a change to
 *   the content starts the app, which shows it, and so does a slider's first advance coming due. The app's code is
 *   fetched (not compiled) once the browser is idle.
 * - any other page (a signed-in or shopping visitor's, one acting on its address, one with a part drawn in the
 *   browser only, a page the server did not render) starts the app once the page is painted, its main picture
 *   (the one marked `fetchpriority="high"`, its largest contentful paint) included; a picture slow to come does
 *   not hold it back past MAX_WAIT_MS.
 */
import { SUBJECT_REFRESH_STORAGE_KEY } from '@symbol/contracts/constants';
import { trackServerPageView } from './analytics/beacon.ts';
import { previewToken } from './api/preview.ts';
import { openRevalidationEvents } from './api/revalidation.ts';
import { holdInputUntilHydrated, onFirstMove, stopHolding } from './page/before-hydration.ts';
import { startBeforeMotion } from './page/moving-parts.ts';
import { serverState } from './page/server-state.ts';
import { AWAITS_APP, ENABLED_BY_SCRIPT } from './ui/hydrated-marks.ts';
import './styles.css';

const MAX_WAIT_MS = 2500;

/**
 * What the page needs to hydrate that the app would ask for only once its own code has run: the words of the page's
 * language and the chunks of its lazy parts (after the app's code, on a phone's network they were a round trip more
 * before hydration: docs/bench.md). The tables come with the app's code (prefetched), not in this first script.
 */
async function pageCode() {
  const { CATALOGUES, loadCode } = await import('./page/page-code.ts');
  await Promise.all([CATALOGUES[document.documentElement.lang]?.(), ...loadCode(serverState()?.lazyParts ?? [])]);
}

let started: Promise<unknown> | undefined;
const start = () =>
  // (The page's code early, not instead: a chunk that fails here, the app asks for again itself.)
  (started ??= Promise.all([import('./main.tsx'), pageCode().catch(() => undefined)]).catch((error: unknown) => {
    stopHolding();
    throw error;
  }));

function storedSession(): boolean {
  try {
    return !!localStorage.getItem(SUBJECT_REFRESH_STORAGE_KEY);
  } catch {
    return false;
  }
}

/** A page that is read until the visitor moves: rendered by the server and needing nothing of the app to show. */
function waitsForVisitor(): boolean {
  const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as { analytics?: unknown };
  return (
    !!document.getElementById('page-state') &&
    !!document.getElementById('root')?.firstChild &&
    !location.search &&
    !/tgWebApp/.test(location.hash) &&
    window.top === window &&
    !previewToken() &&
    !config.analytics &&
    !storedSession() &&
    !document.querySelector(`[${AWAITS_APP}]`)
  );
}

function loaded(image: HTMLImageElement | null): Promise<unknown> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
}

/** Resolves after the next frame is painted (a task queued from a frame callback runs after that frame). */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The app's code fetched when the browser is idle, so the first move finds it here: a prefetch, kept as bytes,
 * not a modulepreload, whose compiling was the reader's longest task (docs/bench.md). As many links per idle
 * slice as it has time for; none once the app has started (it asks for what it still lacks itself).
 */
function prefetchWhenIdle(files: string[]) {
  // A browser never idle (a busy page, a busy machine) still fetches them, a link per task, 2 s on (as quicklink does).
  const idle =
    'requestIdleCallback' in window
      ? (next: (deadline: IdleDeadline) => void) => requestIdleCallback(next, { timeout: 2000 })
      : (next: () => void) => setTimeout(next, 50);
  const next = (deadline?: IdleDeadline) => {
    do {
      const href = files.shift();
      if (!href || started) return;
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', crossOrigin: '', href }),
      );
    } while (deadline && deadline.timeRemaining() > 25);
    idle(next);
  };
  idle(next);
}

holdInputUntilHydrated(document.getElementById('root'));
if (waitsForVisitor()) {
  // (Not on the other pages: there the app comes at once and a signed-in visitor's form waits for the session.)
  for (const control of document.querySelectorAll(`[${ENABLED_BY_SCRIPT}]`)) control.removeAttribute('disabled');
  onFirstMove(() => void start());
  // A slider advances on its own, untouched: the app starts just before its first advance is due (an app started at
  // once would block a phone's reader, one started on the first move left the slider standing).
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const beforeMotion = startBeforeMotion(document, reducedMotion, performance.now());
  if (beforeMotion !== undefined) setTimeout(() => void start(), beforeMotion);
  const afterLoad = () => {
    if (started) return; // the app counts the page and listens itself
    // Each step a task of its own, the prefetch in the browser's idle slices: on a slow phone a link appended
    // costs milliseconds, and the 26 of the app's files in one go were a task of 110 ms at 4× CPU, blocking input
    // (Lighthouse's TBT) while the visitor reads (docs/bench.md).
    setTimeout(() => !started && trackServerPageView());
    setTimeout(() => !started && openRevalidationEvents(() => void start()));
    prefetchWhenIdle(document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content.split(' ') ?? []);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
} else {
  const main = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  await Promise.race([loaded(main), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  await painted();
  await start();
}

export {};
