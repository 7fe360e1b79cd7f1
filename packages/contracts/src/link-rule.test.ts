import { describe, expect, it } from 'vitest';
import { localizeLink } from './link-rule.ts';

const languages = ['en', 'ru'];

describe('the link rule', () => {
  it.each([
    ['', 'ru', '/', false],
    [null, 'en', '/', false],
    ['   ', 'en', '/', false],
    ['https://t.me/channel', 'ru', 'https://t.me/channel', true],
    ['mailto:hello@example.org', 'en', 'mailto:hello@example.org', true],
    ['tel:+74950000000', 'en', 'tel:+74950000000', true],
    ['/en', 'ru', '/en', false],
    ['/ru/', 'en', '/ru/', false],
    ['/', 'en', '/en/', false],
    ['/about', 'ru', '/ru/about', false],
    ['/#requisites', 'en', '/en/#requisites', false],
    ['/ecommerce/products/bell-tower', 'en', '/en/ecommerce/products/bell-tower', false],
    ['/english', 'ru', '/ru/english', false],
    ['about', 'en', '/en/about', false],
  ])('%j in %s → %s (new tab: %s)', (address, language, href, external) => {
    expect(localizeLink(address, language, languages)).toEqual({ href, external });
  });
});
