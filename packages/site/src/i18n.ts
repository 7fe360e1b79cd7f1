/**
 * The site's own words (content comes localized from the API): one message catalogue per language
 * (`./i18n/en.ts`, `./i18n/ru.ts`), complete in each (`i18n.test.ts` fails on a missing or empty key).
 */
import { en, type MessageKey } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

export type { MessageKey };
export type Words = Record<MessageKey, string>;

export const CATALOGUES: Readonly<Record<string, Words>> = { en, ru };

export const wordsFor = (language: string): Words => CATALOGUES[language] ?? en;

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Русский' };
