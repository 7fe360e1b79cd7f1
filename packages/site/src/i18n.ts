/**
 * The site's own words (content comes localized from the API): one message catalogue per language
 * (`./i18n/en.ts`, `./i18n/ru.ts`), complete in each (`i18n.test.ts` fails on a missing or empty key).
 */
import { formatCount } from '@symbol/contracts/intl';
import { COUNTED, type CountedKey } from './i18n/counted.ts';
import { en, type MessageKey } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

export type { MessageKey };
export type Words = Record<MessageKey, string>;

export const CATALOGUES: Readonly<Record<string, Words>> = { en, ru };

export const wordsFor = (language: string): Words => CATALOGUES[language] ?? en;

/** A counted phrase in the language: `countWords('ru', 'itemsInCart', 2)` is "2 товара в корзине". */
export const countWords = (language: string, key: CountedKey, count: number): string =>
  formatCount(count, (COUNTED[language] ?? COUNTED.en!)[key], language);

export { COUNTED };

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Русский' };
