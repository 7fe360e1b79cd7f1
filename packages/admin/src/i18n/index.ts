/**
 * react-admin's i18n provider: react-admin's own texts (en, ru), the admin's texts, and resource and field
 * names labelled from the catalogue. The operator switches language in the app bar; the choice is kept. The
 * Russian texts are a chunk of their own (russian.ts), loaded before the first render when Russian is the kept
 * choice, else on the switch.
 */
import { entities } from '@symbol/contracts/catalogue';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { composeLabel } from './compose-label.ts';
import { mediaEn } from './media-messages.ts';
import { en } from './messages.ts';
import { shopEn } from '../shop/messages.ts';
import { tasksEn } from './tasks-messages.ts';
import { historyEn } from '../history/messages.ts';
import { listEn } from './list-words.ts';

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

function catalogueMessages(label: (name: string) => string): Tree {
  const resources: Tree = {};
  for (const entity of entities) {
    const fields: Tree = { id: 'ID', createdAt: label('createdAt'), updatedAt: label('updatedAt') };
    for (const name of Object.keys(entity.fields)) fields[name] = label(name);
    resources[entity.key] = { name: label(entity.collection), fields };
  }
  const modules: Tree = {};
  for (const entity of entities) modules[entity.module] = label(entity.module);
  return { resources, modules };
}

/** Texts of screens loaded on first use, added when their code loads (addScreenMessages). */
const screenLayers: Record<'en' | 'ru', Tree[]> = { en: [], ru: [] };
const addedScreens = new Set<object>();

const loadRussian = () => import('./russian.ts');
let russian: Awaited<ReturnType<typeof loadRussian>> | undefined;

/** Later layers win: react-admin's own words, ours, each screen's, then the catalogue's labels. */
function layers(locale: string): Tree[] {
  if (locale === 'ru' && russian)
    return [
      ...(russian.russianBelow as unknown as Tree[]),
      ...screenLayers.ru,
      ...(russian.russianAbove as Tree[]),
      catalogueMessages(russian.russianLabel),
    ];
  return [
    en,
    mediaEn,
    shopEn,
    { admin: tasksEn },
    { admin: historyEn },
    ...screenLayers.en,
    listEn,
    catalogueMessages(composeLabel),
  ];
}

const build = (locale: string) =>
  layers(locale).reduce(merge, englishMessages as unknown as Tree) as unknown as TranslationMessages;

/** A language's messages: at once, or once the Russian chunk has loaded (the first switch to Russian). */
export const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale !== 'ru' || russian
    ? build(locale)
    : loadRussian().then((loaded) => {
        russian = loaded;
        return build(locale);
      });

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('RaStore.locale');
const initial = stored?.includes('ru') ? 'ru' : 'en';
// react-admin wants the first language's messages at once: the provider starts in English, and an admin kept
// in Russian switches before the first render (main.tsx waits for `languageReady`). (A top-level await here
// made the bundler cut the first screen into some 40 small files.)
export const i18nProvider = polyglotI18nProvider(messagesFor, 'en', LOCALES, { allowMissing: true });
export const languageReady: Promise<void> = initial === 'ru' ? i18nProvider.changeLocale('ru') : Promise.resolve();

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
