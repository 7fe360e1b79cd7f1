/**
 * A field's value in a before/after table (a record's History, a release's changes): text as it is, a translated
 * text one language a line (`en: …`), anything else as JSON. Editors read these; `{"en":"…","ru":"…"}` was not
 * for them.
 */
const LANGUAGE_KEY = /^[a-z]{2}$/;

const isTranslated = (value: object): value is Record<string, string> => {
  const entries = Object.entries(value);
  return (
    !Array.isArray(value) &&
    entries.length > 0 &&
    entries.every(([key, text]) => LANGUAGE_KEY.test(key) && typeof text === 'string')
  );
};

export function showValue(value: unknown): string {
  // An empty translated text (`{}`: no language written yet) is nothing too.
  const empty = typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.keys(value).length;
  if (value === null || value === undefined || value === '' || empty) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && isTranslated(value))
    return Object.entries(value)
      .map(([language, text]) => `${language}: ${text || '—'}`)
      .join('\n');
  return JSON.stringify(value);
}
