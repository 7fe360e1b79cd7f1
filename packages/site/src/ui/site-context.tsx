/** What every widget may read: the language, the site's languages, its words and the current page. */
import { createContext, useContext } from 'react';
import type { PageData, SiteConfig } from '../api/types.ts';
import type { Words } from '../i18n.ts';

export interface Site extends SiteConfig {
  language: string;
  words: Words;
  page?: PageData;
}

// Provided by the language route (router.tsx), once its words are loaded: there is no site outside it.
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside the language route');
  return site;
}
