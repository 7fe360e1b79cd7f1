/**
 * Yandex Metrika and Google Analytics 4 (issue 34 §6), loaded only after the visitor accepted (consent.tsx):
 * each vendor's own loader (a queue the tag reads when it arrives, then its script), a hit for each page the router
 * moves to (Metrika; GA 4 counts history changes itself), and the donation funnel as goals: `form_started`,
 * `payment_started` and `paid` (`ym(id, 'reachGoal', name)`, `gtag('event', name)`).
 */
import type { AnalyticsTags } from '../api/types.ts';
import { onTracked } from './beacon.ts';

type Queue = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };
type VendorWindow = Window & { ym?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export const YANDEX_METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let loaded = false;

export function loadVendors(tags: AnalyticsTags): void {
  if (loaded) return;
  loaded = true;
  const w = window as VendorWindow;
  const metrika = tags.yandexMetrikaId ? Number(tags.yandexMetrikaId) : undefined;
  if (metrika) {
    // Metrika's loader: calls wait in `ym.a` until tag.js replaces `ym`.
    w.ym ??= Object.assign(
      function (...args: unknown[]) {
        (w.ym!.a ??= []).push(args);
      },
      { l: Date.now() },
    );
    addScript(YANDEX_METRIKA_SCRIPT);
    w.ym(metrika, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  }
  if (tags.gaMeasurementId) {
    // gtag's loader: `arguments` objects pushed to dataLayer, as gtag.js expects them.
    w.dataLayer ??= [];
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', tags.gaMeasurementId);
    addScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(tags.gaMeasurementId)}`);
  }
  // The page shown now was counted by the tags' own start.
  let counted = location.href.split('#')[0];
  onTracked((event, url) => {
    if (event === 'pageview') {
      const page = url.split('#')[0];
      if (page !== counted && metrika) w.ym?.(metrika, 'hit', url);
      counted = page;
      return;
    }
    if (metrika) w.ym?.(metrika, 'reachGoal', event);
    if (tags.gaMeasurementId) w.gtag?.('event', event);
  });
}
