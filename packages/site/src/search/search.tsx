/**
 * The site's search (issue 37): the header's field with suggestions as you type (header-search.tsx) and the
 * results page `/{language}/search?q=` (search-page.tsx), both reading `GET /api/search` through tRPC `search`.
 */
import type { Language } from '@symbol/contracts/constants';
import { useEffect, useState } from 'react';
import type { Words } from '../i18n.ts';

/** The results page's url after the language; a static route, so a builder page with this url is never shown. */
export const SEARCH_URL = '/search';
/** Fewer than this many letters find nothing (the API's SEARCH_QUERY_MIN). */
export const SEARCH_MIN = 2;
/** Suggestions under the header's field, and results on the page: both bounded. */
export const SUGGESTIONS = 5;
export const RESULTS = 20;
/** How long the visitor stops typing before the suggestions are asked (one request per settled text). */
export const SETTLE_MS = 250;

/** The search call's input: the same object for the loader and the component, so they share one query. */
export const searchInput = (q: string, language: string, limit: number) => ({
  q,
  language: language as Language,
  limit,
});

/** The text once the visitor stopped typing for `ms`. */
export function useSettled(text: string, ms = SETTLE_MS) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The kind of a result, in words: the catalogue key of its entity. */
export function kindOf(entity: string, words: Words): string {
  if (entity === 'ecommerce/products') return words.searchKindProjects;
  if (entity === 'host/pages') return words.searchKindPages;
  if (entity === 'blog/articles') return words.searchKindArticles;
  if (entity.endsWith('/categories')) return words.searchKindCategories;
  return words.searchKindOther;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A magnifying glass, drawn (no icon font). */
export function SearchIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
