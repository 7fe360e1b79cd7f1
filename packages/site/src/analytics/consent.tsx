/**
 * The consent banner for Yandex Metrika / Google Analytics (issue 34 §6), loaded only when a tag is configured
 * (main.tsx), so a site without one ships none of it. The visitor's choice is kept in localStorage (no cookie);
 * Accept loads the tags (vendors.ts), Decline loads nothing, now or on a later visit. The site's own statistics
 * need no consent (no cookie, no personal data) and go on either way.
 *
 * The banner is a region at the bottom of the screen, first in the tab order (before the page), its buttons the
 * site's; the page gets room below it so that nothing (a donation form's submit at 360 px) stays under it, and the
 * page's buttons fixed at the bottom rise above it. Once chosen, "Statistics settings" under the footer asks again;
 * declining what was accepted drops the tags' own cookies on this site and reloads the page without them.
 */
import { useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AnalyticsTags, SiteConfig } from '../api/types.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { loadVendors } from './vendors.ts';

export const CONSENT_KEY = 'analytics.consent';
type Choice = 'accepted' | 'declined';

const WORDS = {
  en: {
    label: 'Statistics',
    text: 'May we count your visit with {vendors}? They use cookies; our own statistics do not.',
    accept: 'Accept',
    decline: 'Decline',
    and: ' and ',
    yandex: 'Yandex Metrika',
    google: 'Google Analytics',
    settings: 'Statistics settings',
  },
  ru: {
    label: 'Статистика',
    text: 'Можно учитывать ваш визит в {vendors}? Они используют cookie, наша статистика — нет.',
    accept: 'Согласиться',
    decline: 'Отказаться',
    and: ' и ',
    yandex: 'Яндекс Метрике',
    google: 'Google Analytics',
    settings: 'Настройки статистики',
  },
};

function stored(): Choice | undefined {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : undefined;
  } catch {
    return undefined;
  }
}

function store(choice: Choice) {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage refused (a private window): the choice holds for this page only.
  }
}

function Banner({
  tags,
  language,
  onChoose,
}: {
  tags: AnalyticsTags;
  language: string;
  onChoose(choice: Choice): void;
}) {
  const w = language === 'ru' ? WORDS.ru : WORDS.en;
  const ref = useRef<HTMLElement>(null);
  const vendors = [tags.yandexMetrikaId && w.yandex, tags.gaMeasurementId && w.google].filter(Boolean).join(w.and);
  // Room below the page for the banner: the last of the page (a form's submit) can scroll above it.
  useLayoutEffect(() => {
    const banner = ref.current!;
    // The page's own buttons fixed at the bottom (the phone's Donate, the cart) rise above it (--consent-offset).
    const fit = () => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
      document.documentElement.style.setProperty('--consent-offset', `${banner.offsetHeight}px`);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--consent-offset');
    };
  }, []);
  return (
    <section
      ref={ref}
      aria-labelledby="analytics-consent-label"
      lang={language}
      data-analytics-consent
      className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-300 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-[1_1_16rem] text-sm text-stone-800">
          <strong id="analytics-consent-label" className="mr-1 font-semibold">
            {w.label}.
          </strong>
          {w.text.replace('{vendors}', vendors)}
        </p>
        <div className="flex gap-2">
          {(['accepted', 'declined'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              onClick={() => onChoose(choice)}
              className={`${buttonClass(choice === 'accepted' ? 'default' : 'outline', 'sm')} min-h-11 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800`}
            >
              {choice === 'accepted' ? w.accept : w.decline}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The tags' first-party cookies (Metrika's `_ym…`, Analytics' `_ga…`, `_gid`): gone when the visitor declines. */
function dropVendorCookies() {
  const host = location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim())) {
    if (!/^(_ym|_ga|_gid|_gat)/.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}

const languageOf = (config: Pick<SiteConfig, 'languages' | 'defaultLanguage'>) => {
  const first = location.pathname.split('/')[1] ?? '';
  return config.languages.includes(first) ? first : config.defaultLanguage;
};

function showBanner(tags: AnalyticsTags, language: string, previous: Choice | undefined) {
  const host = document.createElement('div');
  host.id = 'analytics-consent';
  // First in the tab order: a keyboard reaches the choice before the page.
  document.body.prepend(host);
  const root: Root = createRoot(host);
  const choose = (made: Choice) => {
    store(made);
    root.unmount();
    host.remove();
    if (made === previous) return;
    if (made === 'accepted') loadVendors(tags);
    else if (previous === 'accepted') {
      // The tags are running in this page: only a page without them stops them.
      dropVendorCookies();
      location.reload();
    }
  };
  root.render(<Banner tags={tags} language={language} onChoose={choose} />);
}

/** "Statistics settings" below the footer (outside the page's React tree): the banner again. */
function offerSettings(tags: AnalyticsTags, language: string) {
  if (document.getElementById('analytics-settings')) return;
  const host = document.createElement('div');
  host.id = 'analytics-settings';
  host.lang = language;
  host.className = 'bg-stone-950 px-4 pb-6 text-center md:px-8';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = (language === 'ru' ? WORDS.ru : WORDS.en).settings;
  button.className =
    'text-sm text-stone-400 underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  button.addEventListener('click', () => {
    if (!document.getElementById('analytics-consent')) showBanner(tags, language, stored());
  });
  host.append(button);
  document.body.append(host);
}

/** Loads the tags when the visitor accepted before; asks when they have not chosen yet; nothing once declined. */
export function askConsent(config: Pick<SiteConfig, 'analytics' | 'languages' | 'defaultLanguage'>): void {
  const tags = config.analytics;
  if (!tags) return;
  const language = languageOf(config);
  offerSettings(tags, language);
  const choice = stored();
  if (choice === 'accepted') return loadVendors(tags);
  if (choice === 'declined') return;
  showBanner(tags, language, undefined);
}
