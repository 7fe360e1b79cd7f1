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
import { mediaEn, mediaRu } from './media-messages.ts';
import { en, ru } from './messages.ts';
import { shopEn, shopRu } from '../shop/messages.ts';
import { tasksEn, tasksRu } from './tasks-messages.ts';
import { historyEn, historyRu } from '../history/messages.ts';
import { listEn, listRu } from './list-words.ts';

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

/** Texts of screens loaded on first use, added when their code loads (addScreenMessages). */
const screenLayers: Record<'en' | 'ru', Tree[]> = { en: [], ru: [] };
const addedScreens = new Set<object>();

/** Later layers win: react-admin's own words, ours, each screen's, then the catalogue's labels. */
const LAYERS = new Map<string, () => Tree[]>([
  [
    'ru',
    () => [
      russianMessages as unknown as Tree,
      ru,
      mediaRu,
      shopRu,
      { admin: tasksRu },
      { admin: historyRu },
      ...screenLayers.ru,
      listRu,
      catalogueMessages('ru'),
    ],
  ],
  [
    'en',
    () => [
      en,
      mediaEn,
      shopEn,
      { admin: tasksEn },
      { admin: historyEn },
      ...screenLayers.en,
      listEn,
      catalogueMessages('en'),
    ],
  ],
]);

export const messagesFor = (locale: string): TranslationMessages =>
  (LAYERS.get(locale === 'ru' ? 'ru' : 'en')!() as Tree[]).reduce(
    merge,
    englishMessages as unknown as Tree,
  ) as unknown as TranslationMessages;

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('RaStore.locale');
const initial = stored?.includes('ru') ? 'ru' : 'en';

export const i18nProvider = polyglotI18nProvider(messagesFor, initial, LOCALES, { allowMissing: true });

/**
 * Adds a lazily loaded screen's texts (under `admin`) and rebuilds the current language's phrases, before the
 * screen renders: its texts stay out of the first screen's bundle.
 */
export async function addScreenMessages(en: Tree, ru: Tree): Promise<void> {
  if (addedScreens.has(en)) return;
  addedScreens.add(en);
  screenLayers.en.push({ admin: en });
  screenLayers.ru.push({ admin: ru });
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}
