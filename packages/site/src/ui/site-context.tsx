/** What every widget may read: the language, the site's languages, its words and the current page. */
import { createContext, useContext } from 'react';
import type { PageData, SiteConfig } from '../api/types.ts';
import { wordsFor, type Words } from '../i18n.ts';

export interface Site extends SiteConfig {
  language: string;
  words: Words;
  page?: PageData;
}

export const SiteContext = createContext<Site>({
  languages: [],
  defaultLanguage: '',
  language: 'en',
  words: wordsFor('en'),
});

export const useSite = () => useContext(SiteContext);
