/**
 * The analytics beacon (issue 34 §6): a page view on each page the router shows, `form_started` on the first touch
 * of a donation form, `payment_started` when a gift or an order goes to payment. No cookie, nothing kept in the
 * browser; the server hashes the visitor with a daily salt and keeps no address. Sent with `navigator.sendBeacon`
 * (text holding JSON: no preflight, and it outlives the page going to the payment provider), else `fetch`
 * with keepalive; never awaited, never an error shown. Not sent from a release preview (the page builder's frame).
 */
import { previewToken } from '../api/preview.ts';

export type TrackedEvent = 'pageview' | 'form_started' | 'payment_started';

const ENDPOINT = '/api/analytic/events';
/** The attribute a form naming its project carries: a page view of the page it is on counts for that project. */
export const PROJECT_ATTRIBUTE = 'data-project';

/** The collector refuses a url past 2,048 characters: a longer one goes without its query (only its path is kept). */
const URL_MAX = 2048;
const fitted = (url: string) => (url.length <= URL_MAX ? url : url.split(/[?#]/)[0]!.slice(0, URL_MAX));

/** What the vendor tags (vendors.ts) hear of, once a visitor consented: the beacon's events and `paid`. */
export type Goal = TrackedEvent | 'paid';
type Listener = (event: Goal, url: string) => void;
let listener: Listener | undefined;
let waiting: { event: Goal; url: string }[] = [];

/** Called by the vendor tags once loaded: they hear every event from now on, and the goals reached before. */
export function onTracked(next: Listener): void {
  listener = next;
  for (const { event, url } of waiting) next(event, url);
  waiting = [];
}

function tell(event: Goal, url: string) {
  if (listener) listener(event, url);
  // A goal reached as the page loads (the thank-you page's `paid`) waits for the tags, which load after the page.
  else if (event !== 'pageview' && waiting.length < 10) waiting.push({ event, url });
}

/** A goal only the vendor tags hear of (the server counts paid orders from the payments): `paid`. */
export function reachGoal(event: 'paid'): void {
  if (typeof window === 'undefined' || previewToken()) return;
  tell(event, location.href);
}

export function track(event: TrackedEvent, productId?: string, referrer?: string, url?: string): void {
  if (typeof window === 'undefined' || previewToken()) return;
  tell(event, url ?? location.href);
  const body = JSON.stringify({
    url: fitted(url ?? location.href),
    event,
    // Only a web page's address (not an app's `android-app://`), which the collector takes.
    ...(referrer && /^https?:\/\//.test(referrer) && { referrer: fitted(referrer) }),
    ...(productId && { productId }),
  });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // A browser refusing the beacon: the fetch below.
  }
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/** A page: its url without the fragment (a jump within the page is not another view). */
const pageOf = (href: string) => href.split('#')[0]!;
/** How long a page view waits for a project's form, whose code may still be loading. */
const FORM_WAIT_MS = 1500;

/** The page view not sent yet: waiting for the page's form to say its project (or for the wait to end). */
let pending: { url: string; referrer: string; timer: ReturnType<typeof setTimeout> } | undefined;

function sendView(project?: string) {
  if (!pending) return;
  clearTimeout(pending.timer);
  // Past the wait, the page drawn is the page viewed: a form on it names its project.
  const form = project ?? document.querySelector(`[${PROJECT_ATTRIBUTE}]`)?.getAttribute(PROJECT_ATTRIBUTE);
  track('pageview', form ?? undefined, pending.referrer, pending.url);
  pending = undefined;
}

/** The last project form shown, and on which page (it may show before the router says the page is resolved). */
let formOn: { page: string; productId: string } | undefined;

/** A project's donation or order form is shown: the page view waiting is sent with it. */
export function projectShown(productId: string): void {
  formOn = { page: pageOf(location.href), productId };
  if (pending) sendView(productId);
}

/** The page counted before the app started (boot.ts), which trackPageViews then does not count again. */
let countedFirst: string | undefined;

/**
 * The page view of a server-rendered page whose app waits for the visitor's first move (boot.ts): sent at once,
 * its project read from the server's HTML (the form that names it is there).
 */
export function trackServerPageView(): void {
  const project = document.querySelector(`[${PROJECT_ATTRIBUTE}]`)?.getAttribute(PROJECT_ATTRIBUTE);
  track('pageview', project ?? undefined, document.referrer);
  countedFirst = pageOf(location.href);
}

/**
 * Sends a page view for the page shown now and for each the router resolves next. The first names the visitor's
 * referrer; the next ones the previous page (a move within the site, which the server does not count as a source).
 * A page view is sent once the page's project form shows (its code may load after the page), else after
 * FORM_WAIT_MS, or when the visitor leaves first.
 */
export function trackPageViews(router: { subscribe(event: 'onResolved', listener: () => void): unknown }): void {
  let previous = countedFirst ?? document.referrer;
  let shown = countedFirst ?? '';
  const view = () => {
    const page = pageOf(location.href);
    if (page === shown) return;
    sendView();
    pending = { url: location.href, referrer: previous, timer: setTimeout(() => sendView(), FORM_WAIT_MS) };
    previous = shown = page;
    if (formOn?.page === page) sendView(formOn.productId);
  };
  view();
  router.subscribe('onResolved', view);
  addEventListener('pagehide', () => sendView());
}
