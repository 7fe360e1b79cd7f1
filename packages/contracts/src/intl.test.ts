import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatCount,
  formatDate,
  formatShortDateTime,
  formatMoney,
  formatNumber,
  formatShortDay,
} from './intl.ts';

// Intl's own separator: a no-break space groups Russian thousands and precedes the sign.
const NBSP = '\u00a0';
const rub = { slug: 'rub', symbol: '₽' };
const usd = { slug: 'usd', symbol: '$' };

describe('money', () => {
  it('writes Russian amounts without zero kopecks, the sign after the number', () => {
    expect(formatMoney('1500', rub, 'ru')).toBe(`1${NBSP}500${NBSP}₽`);
    expect(formatMoney('55', usd, 'ru')).toBe(`55${NBSP}$`);
    expect(formatMoney('55.5', usd, 'ru')).toBe(`55,50${NBSP}$`);
  });

  it('writes English amounts without zero cents, the sign before the number', () => {
    expect(formatMoney('55', usd, 'en')).toBe('$55');
    expect(formatMoney('55.00', usd, 'en')).toBe('$55');
    expect(formatMoney('1500', rub, 'en')).toBe('₽1,500');
    expect(formatMoney(1234.5, usd, 'en')).toBe('$1,234.50');
    expect(formatMoney('0.05', usd, 'en')).toBe('$0.05');
  });

  it('writes a currency without an ISO code as the number and its symbol', () => {
    expect(formatMoney('1500', { slug: 'usdt-trc20', symbol: '₮' }, 'ru')).toBe(`1${NBSP}500 ₮`);
    expect(formatMoney('1500', { slug: 'usdt-trc20', symbol: '₮' }, 'en')).toBe('1,500 ₮');
  });

  it('shows an amount that is not a number as it came', () => {
    expect(formatMoney('—', rub, 'ru')).toBe('— ₽');
  });
});

describe('numbers', () => {
  it('groups thousands by the language', () => {
    expect(formatNumber('1500', 'ru')).toBe(`1${NBSP}500`);
    expect(formatNumber('1500', 'en')).toBe('1,500');
    expect(formatNumber('0.125', 'en')).toBe('0.13');
  });
});

describe('counted words', () => {
  const items = {
    ru: {
      one: '{count} товар в корзине',
      few: '{count} товара в корзине',
      many: '{count} товаров в корзине',
      other: '{count} товара в корзине',
    },
    en: { one: '{count} item in the cart', other: '{count} items in the cart' },
  };

  it('picks the Russian form by the number', () => {
    expect(formatCount(1, items.ru, 'ru')).toBe('1 товар в корзине');
    expect(formatCount(2, items.ru, 'ru')).toBe('2 товара в корзине');
    expect(formatCount(5, items.ru, 'ru')).toBe('5 товаров в корзине');
    expect(formatCount(11, items.ru, 'ru')).toBe('11 товаров в корзине');
    expect(formatCount(21, items.ru, 'ru')).toBe('21 товар в корзине');
    expect(formatCount(24, items.ru, 'ru')).toBe('24 товара в корзине');
  });

  it('picks the English form by the number', () => {
    expect(formatCount(1, items.en, 'en')).toBe('1 item in the cart');
    expect(formatCount(2, items.en, 'en')).toBe('2 items in the cart');
    expect(formatCount(0, items.en, 'en')).toBe('0 items in the cart');
  });

  it('falls back to the other form when a form is missing', () => {
    expect(formatCount(3, { other: '{count} x' }, 'ru')).toBe('3 x');
  });
});

describe('dates', () => {
  it('writes a publication date in the language, the same day in every time zone', () => {
    expect(formatDate('2025-02-12T00:30:00Z', 'en')).toBe('February 12, 2025');
    expect(formatDate('2025-02-12T23:30:00Z', 'ru')).toBe('12 февраля 2025 г.');
  });

  it("writes a message's date and time short, as Intl does for the language", () => {
    const at = new Date('2025-02-12T14:30:00Z');
    for (const language of ['en', 'ru'])
      expect(formatShortDateTime(at, language)).toBe(
        at.toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }),
      );
    expect(formatShortDateTime(at.toISOString(), 'ru')).toBe(formatShortDateTime(at, 'ru'));
  });

  it("writes a chart's day short, in UTC", () => {
    expect(formatShortDay('2025-02-12', 'en')).toBe('Feb 12');
    expect(formatShortDay('2025-02-12T23:30:00Z', 'ru')).toBe('12 февр.');
  });

  it('hands out one formatter for a language and options, whichever object spells them', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dateTimeFormat('en-GB', { ...options })).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(dateTimeFormat('en-GB', options)).not.toBe(dateTimeFormat('ru-RU', options));
  });

  it('makes its formatter once per language, not once per date (a list of dates was 50 µs a date)', () => {
    const Made = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Made {
      constructor(...args: ConstructorParameters<typeof Made>) {
        super(...args);
        made += 1;
      }
    } as typeof Made;
    try {
      const dates = ['2025-01-01', '2025-02-12', '2025-03-08', '2025-12-31'].map((day) => formatDate(day, 'de'));
      expect(dates).toEqual(['1. Januar 2025', '12. Februar 2025', '8. März 2025', '31. Dezember 2025']);
      formatDate('2025-02-12', 'fr');
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Made;
    }
  });
});
