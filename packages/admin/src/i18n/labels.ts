/** A catalogue name's label in a language (compose-label.ts composes it; words-ru.ts has the Russian words). */
import { composeLabel } from './compose-label.ts';
import { PHRASES_RU, WORDS_RU } from './words-ru.ts';

export { wordsOf } from './compose-label.ts';

const RUSSIAN = { words: WORDS_RU, phrases: PHRASES_RU };

export const label = (name: string, locale: string): string =>
  composeLabel(name, locale === 'ru' ? RUSSIAN : undefined);
