import { describe, expect, it } from 'vitest';
import { PUBLIC_VARIANTS } from '@symbol/contracts/public-variants';
import { PALETTE_VARIANTS } from './variants.ts';
import { variantName } from './variant-names.ts';

describe('variantName', () => {
  it('names the palette variants from the phrase table, in both languages', () => {
    expect(variantName('symbol-faith-centered-with-background', 'en')).toBe('Centered heading on a background picture');
    expect(variantName('symbol-faith-centered-with-background', 'ru')).toBe('Заголовок по центру на фоновой картинке');
    expect(variantName('symbol-faith-dark-carousel', 'ru')).toBe('Карусель на тёмном фоне');
    expect(variantName('content-default', 'en')).toBe('Text');
    expect(variantName('default', 'ru')).toBe('Базовый виджет');
    expect(variantName('symbol-faith-requisites-two-columns', 'ru')).toBe('Реквизиты в две колонки');
  });

  it('keeps the words the table lacks, readable', () => {
    expect(variantName('hero-section-1', 'en')).toBe('Hero section 1');
    expect(variantName('hero-section-dark', 'ru')).toBe('Hero section на тёмном фоне');
  });

  it('gives every palette variant a name of its own, with no identifier left in it', () => {
    for (const language of ['en', 'ru'] as const) {
      const names = PALETTE_VARIANTS.map((variant) => variantName(variant, language));
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).not.toMatch(/-/);
    }
  });

  it('names every widget variant of every module in Russian words (a block of any page reads in Russian)', () => {
    for (const [entity, variants] of Object.entries(PUBLIC_VARIANTS)) {
      if (!entity.endsWith('/widgets')) continue;
      for (const variant of variants) expect(variantName(variant, 'ru'), variant).not.toMatch(/[a-z]/i);
    }
    expect(variantName('symbol-faith-project-list-default', 'ru')).toBe('Список проектов');
    expect(variantName('form-list-default', 'en')).toBe('Forms');
  });
});
