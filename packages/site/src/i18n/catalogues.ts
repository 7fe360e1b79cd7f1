import type { Words } from '../i18n.ts';

/**
 * Each language's words, a chunk each (i18n.ts). A leaf of dynamic imports: src/boot.ts fetches the page's language
 * as the app starts, beside the app's code, rather than after it.
 */
export const CATALOGUES: Readonly<Record<string, () => Promise<Words>>> = {
  en: async () => (await import('./en.ts')).en,
  ru: async () => (await import('./ru.ts')).ru,
};
