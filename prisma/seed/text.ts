/** Small helpers for the demo content: every localized value is written in both languages. */

export interface Localized {
  en: string;
  ru: string;
}

/** A localized plain-text value. */
export const t = (en: string, ru: string): Localized => ({ en, ru });

/** The same value in both languages (urls, addresses). */
export const same = (value: string): Localized => ({ en: value, ru: value });

/** A slate document of paragraphs, as a JSON string (what rich-text fields hold). */
const slate = (paragraphs: readonly string[]): string =>
  JSON.stringify(paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })));

/** A localized rich-text value: one slate paragraph per string. */
export const rich = (en: readonly string[], ru: readonly string[]): Localized => ({ en: slate(en), ru: slate(ru) });
