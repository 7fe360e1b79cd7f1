/**
 * The site's own words (content comes localized from the API): one message catalogue per language
 * (`./i18n/en.ts`, `./i18n/ru.ts`, loaded by `./i18n/catalogues.ts`), complete in each (`i18n.test.ts` fails on a missing or empty key). Each is a
 * chunk of its own: a page loads the words of its language only (`loadWords`, awaited by the language route
 * before it renders), not every language's.
 */
import { formatCount } from '@symbol/contracts/intl';
import { CATALOGUES } from './i18n/catalogues.ts';
import { COUNTED, type CountedKey } from './i18n/counted.ts';
import type { MessageKey } from './i18n/en.ts';

export type { MessageKey };
export type Words = Record<MessageKey, string>;

/** The languages that have a catalogue. */
export const WORDS_LANGUAGES = Object.keys(CATALOGUES);

const loaded: Record<string, Words> = {};

/** The language's words, loaded once (English for a language without a catalogue). */
export async function loadWords(language: string): Promise<Words> {
  const key = CATALOGUES[language] ? language : 'en';
  return (loaded[key] ??= await CATALOGUES[key]!());
}

/** The words of a language already loaded (`loadWords`): the language route loads them before it renders. */
export function wordsFor(language: string): Words {
  const words = loaded[language] ?? loaded.en;
  if (!words) throw new Error(`the words of "${language}" are not loaded yet (loadWords)`);
  return words;
}

/** A counted phrase in the language: `countWords('ru', 'itemsInCart', 2)` is "2 товара в корзине". */
export const countWords = (language: string, key: CountedKey, count: number): string =>
  formatCount(count, (COUNTED[language] ?? COUNTED.en!)[key], language);

export { COUNTED };

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Русский' };
