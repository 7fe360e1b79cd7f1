/**
 * The site's counted phrases, one set of plural forms per language (`{count}` is the number): the language's
 * `Intl.PluralRules` picks the form, so Russian reads "1 товар", "2 товара", "5 товаров".
 */
import type { PluralForms } from '@symbol/contracts/intl';

const en = {
  itemsInCart: { one: '{count} item in the cart', other: '{count} items in the cart' },
  donors: { one: '{count} donor', other: '{count} donors' },
  payments: { one: '{count} payment', other: '{count} payments' },
} satisfies Record<string, PluralForms>;

export type CountedKey = keyof typeof en;

const ru: Record<CountedKey, PluralForms> = {
  itemsInCart: {
    one: '{count} товар в корзине',
    few: '{count} товара в корзине',
    many: '{count} товаров в корзине',
    other: '{count} товара в корзине',
  },
  donors: {
    one: '{count} жертвователь',
    few: '{count} жертвователя',
    many: '{count} жертвователей',
    other: '{count} жертвователя',
  },
  payments: { one: '{count} платёж', few: '{count} платежа', many: '{count} платежей', other: '{count} платежа' },
};

export const COUNTED: Readonly<Record<string, Record<CountedKey, PluralForms>>> = { en, ru };
