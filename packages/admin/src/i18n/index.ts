/**
 * react-admin's i18n provider: react-admin's own texts (en, ru), the admin's texts, and resource and field
 * names labelled from the catalogue. The operator switches language in the app bar; the choice is kept.
 */
import { entities } from '@symbol/contracts/catalogue';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { label } from './labels.ts';
import { en, ru } from './messages.ts';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

type Tree = { [key: string]: string | Tree };

/** `b` over `a`: a key Russian lacks (a newer react-admin text) falls back to English instead of its key. */
function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const base = out[key];
    out[key] = typeof value === 'object' && typeof base === 'object' ? merge(base, value) : value;
  }
  return out;
}

function catalogueMessages(locale: string): Tree {
  const resources: Tree = {};
  for (const entity of entities) {
    const fields: Tree = { id: 'ID', createdAt: label('createdAt', locale), updatedAt: label('updatedAt', locale) };
    for (const name of Object.keys(entity.fields)) fields[name] = label(name, locale);
    resources[entity.key] = { name: label(entity.collection, locale), fields };
  }
  const modules: Tree = {};
  for (const entity of entities) modules[entity.module] = label(entity.module, locale);
  return { resources, modules };
}

export const messagesFor = (locale: string): TranslationMessages =>
  (locale === 'ru'
    ? merge(
        merge(merge(englishMessages as unknown as Tree, russianMessages as unknown as Tree), ru),
        catalogueMessages('ru'),
      )
    : merge(merge(englishMessages as unknown as Tree, en), catalogueMessages('en'))) as unknown as TranslationMessages;

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('RaStore.locale');
const initial = stored?.includes('ru') ? 'ru' : 'en';

export const i18nProvider = polyglotI18nProvider(messagesFor, initial, LOCALES, { allowMissing: true });
