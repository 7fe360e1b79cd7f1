/**
 * Labels composed from catalogue names, word by word (`sliders-to-slides` → 'Sliders to slides' / 'Слайдеры →
 * слайды'), or a whole phrase where that reads wrong in Russian (`className` → 'CSS-класс').
 */
import { PHRASES_RU, WORDS_RU } from './words-ru.ts';

export const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s/_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function label(name: string, locale: string): string {
  const phrase = locale === 'ru' ? PHRASES_RU[name] : undefined;
  if (phrase) return capitalize(phrase);
  const words = wordsOf(name).map((word) => (locale === 'ru' ? (WORDS_RU[word] ?? word) : word));
  return capitalize(words.filter(Boolean).join(' '));
}
