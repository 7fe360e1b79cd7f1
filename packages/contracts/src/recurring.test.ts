import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_INTERVALS } from './constants.ts';
import { formatMoney } from './intl.ts';
import { capitalized, intervalWords, readInterval } from './recurring.ts';

const rub = { slug: 'rub', symbol: '₽' };

describe('a recurring gift said by its interval', () => {
  it('is weekly, monthly or yearly as it is charged, in both languages', () => {
    expect(intervalWords('week', 'en').every).toBe('weekly');
    expect(intervalWords('week', 'ru').every).toBe('раз в неделю');
    expect(intervalWords('month', 'ru').every).toBe('ежемесячно');
    expect(intervalWords('year', 'ru').every).toBe('ежегодно');
    expect(intervalWords('year', 'en').gift).toBe('yearly gift');
    expect(intervalWords('week', 'ru').gift).toBe('еженедельное пожертвование');
    expect(intervalWords('week', 'ru').each).toBe('каждую неделю');
    expect(intervalWords('week', 'ru').per.replace('{amount}', formatMoney('600', rub, 'ru'))).toBe(
      '600\u00a0₽ в неделю',
    );
  });

  it('has every word for every interval in every language, English for another language', () => {
    for (const interval of SUBSCRIPTION_INTERVALS)
      for (const language of ['en', 'ru'])
        for (const text of Object.values(intervalWords(interval, language))) expect(text.trim()).not.toBe('');
    expect(intervalWords('day', 'de')).toEqual(intervalWords('day', 'en'));
  });

  it('starts a label with a capital', () => {
    expect(capitalized(intervalWords('week', 'ru').every, 'ru')).toBe('Раз в неделю');
    expect(capitalized(intervalWords('year', 'en').every, 'en')).toBe('Yearly');
  });

  it("reads a product's interval attribute, month when it names none", () => {
    expect(readInterval(' Week ')).toBe('week');
    expect(readInterval('year')).toBe('year');
    expect(readInterval('fortnight')).toBe('month');
    expect(readInterval(undefined)).toBe('month');
  });
});
