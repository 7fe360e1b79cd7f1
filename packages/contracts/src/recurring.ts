/**
 * How a recurring gift's interval is said (issue 27 §2), shared by the site (the donation form, the thank-you
 * page, the account) and the server's mails, so a weekly gift reads "weekly" / "раз в неделю" everywhere and never
 * "monthly". Also how a `subscription` product's `interval` attribute is read, for the server and the site alike.
 */
import { SUBSCRIPTION_INTERVALS, type Language } from './constants.ts';

export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

export interface IntervalWords {
  /** How often, as the form's choice and the button say it: "monthly", "раз в неделю". */
  every: string;
  /** The same amount each period: "each month", "каждую неделю". */
  each: string;
  /** An amount per period, `{amount}` the amount: "{amount} a month", "{amount} в неделю". */
  per: string;
  /** The gift itself: "monthly gift", "еженедельное пожертвование". */
  gift: string;
}

const WORDS: Record<Language, Record<SubscriptionInterval, IntervalWords>> = {
  en: {
    day: { every: 'daily', each: 'each day', per: '{amount} a day', gift: 'daily gift' },
    week: { every: 'weekly', each: 'each week', per: '{amount} a week', gift: 'weekly gift' },
    month: { every: 'monthly', each: 'each month', per: '{amount} a month', gift: 'monthly gift' },
    year: { every: 'yearly', each: 'each year', per: '{amount} a year', gift: 'yearly gift' },
  },
  ru: {
    day: { every: 'ежедневно', each: 'каждый день', per: '{amount} в день', gift: 'ежедневное пожертвование' },
    week: {
      every: 'раз в неделю',
      each: 'каждую неделю',
      per: '{amount} в неделю',
      gift: 'еженедельное пожертвование',
    },
    month: { every: 'ежемесячно', each: 'каждый месяц', per: '{amount} в месяц', gift: 'ежемесячное пожертвование' },
    year: { every: 'ежегодно', each: 'каждый год', per: '{amount} в год', gift: 'ежегодное пожертвование' },
  },
};

/** The interval's words in the language (English for a language the site does not have). */
export const intervalWords = (interval: SubscriptionInterval, language: string): IntervalWords =>
  (WORDS[language as Language] ?? WORDS.en)[interval];

/** A phrase's first letter in capitals, as a label or a heading starts: "Weekly", "Раз в неделю". */
export const capitalized = (text: string, language: string): string =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

const isInterval = (value: unknown): value is SubscriptionInterval =>
  (SUBSCRIPTION_INTERVALS as readonly unknown[]).includes(value);

/**
 * A `subscription` product's interval from the text of its `interval` attribute ("week", " Year "): `month` when
 * it has none or names none of SUBSCRIPTION_INTERVALS.
 */
export const readInterval = (text: unknown): SubscriptionInterval => {
  const value = typeof text === 'string' ? text.trim().toLowerCase() : undefined;
  return isInterval(value) ? value : 'month';
};
