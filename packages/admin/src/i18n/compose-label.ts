/**
 * How labels are composed from catalogue names, word by word (`sliders-to-slides` → 'Sliders to slides' / 'Слайдеры →
 * слайды'), or a whole phrase where that reads wrong in Russian (`className` → 'CSS-класс'). A link's ends
 * are labelled one by one, and a record of another module (`file-storage-module-files`, `billingModuleCurrencyId`)
 * is named by its own name with its module after it: 'Files (file storage)' / 'Файлы (файловое хранилище)'.
 */

/** The Russian words and phrases (words-ru.ts): given only when the admin is in Russian (loaded then). */
export interface Russian {
  words: Record<string, string>;
  phrases: Record<string, string>;
}

export const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s/_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words in the locale: a phrase for them all (or all but a trailing id) when there is one, else word by word. */
function translate(words: string[], ru: Russian | undefined): string {
  if (!ru) return words.join(' ');
  const phrase = ru.phrases[words.join('-')];
  if (phrase) return phrase;
  const idOf = words.at(-1) === 'id' ? ru.phrases[words.slice(0, -1).join('-')] : undefined;
  if (idOf) return `${idOf} ID`;
  return words
    .map((word) => ru.words[word] ?? word)
    .filter(Boolean)
    .join(' ');
}

/** One end of a link, or a whole name: `{module} module {name}` reads as '{name} ({module})'. */
function end(words: string[], ru: Russian | undefined): string {
  const at = words.indexOf('module');
  if (at <= 0 || at === words.length - 1) return translate(words, ru);
  return `${translate(words.slice(at + 1), ru)} (${translate(words.slice(0, at), ru)})`;
}

/** A name's label in English, or in Russian with the Russian words and phrases given. */
export function composeLabel(name: string, ru?: Russian): string {
  const phrase = ru?.phrases[name];
  if (phrase) return capitalize(phrase);
  const ends: string[][] = [[]];
  for (const word of wordsOf(name)) {
    if (word === 'to' && ends.at(-1)!.length > 0) ends.push([]);
    else ends.at(-1)!.push(word);
  }
  return capitalize(ends.map((words) => end(words, ru)).join(ru ? ' → ' : ' to '));
}
