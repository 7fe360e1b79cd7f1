/** Before every site test file: the words of every language, which the language route loads in the app. */
import { loadWords, WORDS_LANGUAGES } from './i18n.ts';

await Promise.all(WORDS_LANGUAGES.map(loadWords));
