/**
 * Readable names of widget variants (`symbol-faith-centered-dark` → "Centered heading on dark" / "Заголовок по
 * центру на тёмном фоне"), made from the identifier through a phrase table, as the catalogue gives variants no
 * titles. The identifier is read left to right, the longest phrase first; a theme prefix is dropped (every
 * variant of the palette is the foundation site's), `default` is kept only alone. A word the table lacks stays as
 * written, so a new variant is readable at once (`hero-section-1` → "Hero section 1") and named well by adding
 * a row here. Each phrase is whole in both languages, so the Russian needs no agreement between words.
 */
import { LANGUAGES, type Language } from '@symbol/contracts/constants';

type Phrase = Record<Language, string>;

/** Prefixes naming a site theme rather than what the widget shows. */
const THEMES = ['symbol-faith'];

/** Identifier words (joined by `-`) → what they say; the first phrase of a name is written with a capital. */
const PHRASES: Record<string, Phrase> = {
  default: { en: 'basic widget', ru: 'базовый виджет' },
  content: { en: 'text', ru: 'текст' },
  centered: { en: 'centered heading', ru: 'заголовок по центру' },
  'simple-centered': { en: 'simple centered heading', ru: 'простой заголовок по центру' },
  'with-background': { en: 'on a background picture', ru: 'на фоновой картинке' },
  description: { en: 'with a description', ru: 'с описанием' },
  dark: { en: 'on dark', ru: 'на тёмном фоне' },
  'dark-cards': { en: 'cards on dark', ru: 'карточки на тёмном фоне' },
  'dark-carousel': { en: 'carousel on dark', ru: 'карусель на тёмном фоне' },
  navbar: { en: 'menu bar', ru: 'меню' },
  footer: { en: 'footer', ru: 'подвал' },
  iframe: { en: 'embedded page', ru: 'встроенная страница' },
  donate: { en: 'donation form', ru: 'форма пожертвования' },
  requisites: { en: 'bank details', ru: 'реквизиты' },
  ask: { en: 'ask the assistant', ru: 'вопрос помощнику' },
  'two-columns': { en: 'in two columns', ru: 'в две колонки' },
  // The other modules' widgets, whole names: a page's blocks show them in the builder.
  'article-list': { en: 'article list', ru: 'список статей' },
  'article-overview': { en: 'article', ru: 'статья' },
  'article-overview-with-private-content': { en: 'article with private content', ru: 'статья с закрытой частью' },
  'article-overview-ecommerce-module-product-list': { en: 'article with products', ru: 'статья с товарами' },
  'article-overview-ecommerce-module-product-list-card': {
    en: 'article with product cards',
    ru: 'статья с карточками товаров',
  },
  'category-list': { en: 'category list', ru: 'список категорий' },
  'category-list-button': { en: 'category buttons', ru: 'категории кнопками' },
  'category-overview': { en: 'category', ru: 'категория' },
  'product-list': { en: 'product list', ru: 'список товаров' },
  'product-overview': { en: 'product', ru: 'товар' },
  'project-list': { en: 'project list', ru: 'список проектов' },
  documents: { en: 'documents', ru: 'документы' },
  'store-list': { en: 'store list', ru: 'список магазинов' },
  'store-overview': { en: 'store', ru: 'магазин' },
  cart: { en: 'cart', ru: 'корзина' },
  checkout: { en: 'checkout', ru: 'оформление заказа' },
  'product-checkout': { en: 'one product checkout', ru: 'оформление одного товара' },
  'checkout-thank-you': { en: 'thank you after checkout', ru: 'спасибо за заказ' },
  'profile-overview': { en: 'profile', ru: 'профиль' },
  'chat-list': { en: 'chat list', ru: 'список чатов' },
  'chat-overview': { en: 'chat', ru: 'чат' },
  'form-list': { en: 'forms', ru: 'формы' },
  'is-authorized': { en: 'for signed-in visitors only', ru: 'только для вошедших' },
  'select-method': { en: 'sign-in methods', ru: 'способы входа' },
  login: { en: 'sign-in form', ru: 'форма входа' },
  registration: { en: 'registration form', ru: 'форма регистрации' },
  'forgot-password': { en: 'forgotten password form', ru: 'форма «забыли пароль»' },
  'reset-password': { en: 'new password form', ru: 'форма нового пароля' },
  'verify-email': { en: 'email verification', ru: 'подтверждение почты' },
  logout: { en: 'sign out', ru: 'выход' },
  'authentication-button': { en: 'account button', ru: 'кнопка входа' },
  wallet: { en: 'wallet sign-in', ru: 'вход кошельком' },
  'identity-settings': { en: 'sign-in settings', ru: 'настройки входа' },
};

const LONGEST_PHRASE = Math.max(...Object.keys(PHRASES).map((key) => key.split('-').length));

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The variant's name in the admin's language (English for a locale the table does not have). */
export function variantName(variant: string, locale: string): string {
  const language: Language = (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'en';
  const theme = THEMES.find((prefix) => variant.startsWith(`${prefix}-`));
  let words = (theme ? variant.slice(theme.length + 1) : variant).split('-').filter(Boolean);
  if (words.length > 1) words = words.filter((word) => word !== 'default');
  const parts: string[] = [];
  for (let i = 0; i < words.length;) {
    let size = Math.min(LONGEST_PHRASE, words.length - i);
    while (size > 1 && !PHRASES[words.slice(i, i + size).join('-')]) size--;
    const key = words.slice(i, i + size).join('-');
    parts.push(PHRASES[key]?.[language] ?? key);
    i += size;
  }
  return capitalized(parts.join(' ') || variant);
}
