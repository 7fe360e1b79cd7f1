/**
 * The analytics beacon (issue 34 §6): a page view on each page the router shows, `form_started` on the first touch
 * of a donation form, `payment_started` when a gift or an order goes to payment. No cookie, nothing kept in the
 * browser; the server hashes the visitor with a daily salt and keeps no address. Sent with `navigator.sendBeacon`
 * (text holding JSON: no preflight, and it outlives the page going to the payment provider), else `fetch`
 * with keepalive; never awaited, never an error shown. Not sent from a release preview (the page builder's frame).
 */
import { useRef } from 'react';
import { previewToken } from '../api/preview.ts';

export type TrackedEvent = 'pageview' | 'form_started' | 'payment_started';

const ENDPOINT = '/api/analytic/events';
/** The attribute a form naming its project carries: a page view of the page it is on counts for that project. */
export const PROJECT_ATTRIBUTE = 'data-project';

/** The collector refuses a url past 2,048 characters: a longer one goes without its query (only its path is kept). */
const URL_MAX = 2048;
const fitted = (url: string) => (url.length <= URL_MAX ? url : url.split(/[?#]/)[0]!.slice(0, URL_MAX));

export function track(event: TrackedEvent, productId?: string, referrer?: string): void {
  if (typeof window === 'undefined' || previewToken()) return;
  const body = JSON.stringify({
    url: fitted(location.href),
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

/**
 * Sends a page view for the page shown now and for each the router resolves next. The first names the visitor's
 * referrer; the next ones the previous page (a move within the site, which the server does not count as a source).
 * Sent once the page is drawn, so that a project's form on it is found.
 */
export function trackPageViews(router: { subscribe(event: 'onResolved', listener: () => void): unknown }): void {
  let previous = document.referrer;
  let shown = '';
  const view = () =>
    setTimeout(() => {
      const page = pageOf(location.href);
      if (page === shown) return;
      const project = document.querySelector(`[${PROJECT_ATTRIBUTE}]`)?.getAttribute(PROJECT_ATTRIBUTE) ?? undefined;
      track('pageview', project, previous);
      previous = shown = page;
    }, 100);
  view();
  router.subscribe('onResolved', view);
}

/** Props for a donation or order form: `form_started` once per form shown, on its first click or input. */
export function useFormStarted(productId: string | undefined) {
  const started = useRef(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    track('form_started', productId);
  };
  return { onClickCapture: start, onInputCapture: start };
}
