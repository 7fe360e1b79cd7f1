import { LANGUAGES } from '@symbol/contracts/constants';
import { describe, expect, it } from 'vitest';
import { COUNTED, countWords, LANGUAGE_NAMES, loadWords, WORDS_LANGUAGES, type Words } from './i18n.ts';

const CATALOGUES: Record<string, Words> = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadWords(language)] as const)),
);

describe('message catalogues', () => {
  const keys = (language: string) => Object.keys(CATALOGUES[language] ?? {}).sort();

  it('has a catalogue and a language name for every language of the platform', () => {
    for (const language of LANGUAGES) {
      expect(WORDS_LANGUAGES, language).toContain(language);
      expect(LANGUAGE_NAMES[language], language).toBeTruthy();
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    expect(keys(language)).toEqual(keys('en'));
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = Object.entries(CATALOGUES[language]!).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });
});

describe('counted phrases', () => {
  it.each(LANGUAGES)('%s has every counted phrase, each with the forms its plural rules select', (language) => {
    const phrases = COUNTED[language]!;
    expect(Object.keys(phrases).sort()).toEqual(Object.keys(COUNTED.en!).sort());
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const forms of Object.values(phrases))
      for (const category of categories) expect(forms[category], `${language} ${category}`).toContain('{count}');
  });

  it('counts the cart in each language', () => {
    expect(countWords('ru', 'itemsInCart', 2)).toBe('2 товара в корзине');
    expect(countWords('ru', 'itemsInCart', 5)).toBe('5 товаров в корзине');
    expect(countWords('ru', 'itemsInCart', 1)).toBe('1 товар в корзине');
    expect(countWords('en', 'itemsInCart', 1)).toBe('1 item in the cart');
    expect(countWords('en', 'itemsInCart', 2)).toBe('2 items in the cart');
  });
});
