/**
 * The site's counted phrases, one set of plural forms per language (`{count}` is the number): the language's
 * `Intl.PluralRules` picks the form, so Russian reads "1 товар", "2 товара", "5 товаров".
 */
import type { PluralForms } from '@symbol/contracts/intl';

const en = {
  itemsInCart: { one: '{count} item in the cart', other: '{count} items in the cart' },
} satisfies Record<string, PluralForms>;

export type CountedKey = keyof typeof en;

const ru: Record<CountedKey, PluralForms> = {
  itemsInCart: {
    one: '{count} товар в корзине',
    few: '{count} товара в корзине',
    many: '{count} товаров в корзине',
    other: '{count} товара в корзине',
  },
};

export const COUNTED: Readonly<Record<string, Record<CountedKey, PluralForms>>> = { en, ru };
