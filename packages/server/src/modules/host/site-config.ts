/** What the public site needs to know before its first page call: the languages and the default one. */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@symbol/contracts';

export interface SiteConfig {
  languages: string[];
  defaultLanguage: string;
}

export const siteConfig = (): SiteConfig => ({ languages: [...LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE });
