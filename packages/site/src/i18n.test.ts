import { LANGUAGES } from '@symbol/contracts/constants';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGE_NAMES } from './i18n.ts';

describe('message catalogues', () => {
  const keys = (language: string) => Object.keys(CATALOGUES[language] ?? {}).sort();

  it('has a catalogue and a language name for every language of the platform', () => {
    for (const language of LANGUAGES) {
      expect(CATALOGUES[language], language).toBeDefined();
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
