/**
 * What boot.ts loads as the app starts to fetch the page's own code beside the app's: the tables of the words and of
 * the lazy parts (vite.config.ts keeps them in one chunk, which the app's code also imports, so it is prefetched).
 */
export { CATALOGUES } from '../i18n/catalogues.ts';
export { loadCode } from '../ui/lazy-code.ts';
