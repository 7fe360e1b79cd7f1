/**
 * The page payload's records (`GET /api/host/page`: trees of plain values, texts in the asked language) and the
 * page builder's unsaved values shown on them: the builder posts the fields being typed to its preview frame
 * (the site, same origin, rendering a release preview), which lays them over the matching records by id before
 * it renders, so the frame follows every keystroke without a save (docs/decisions.md, "The preview follows
 * typing").
 */
import { DEFAULT_LANGUAGE, type Language } from './constants.ts';

/** Picks one language from a localized map: the asked one, else the default, else the first non-empty text. */
export function pickLanguage(value: unknown, language: Language): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const map = value as Record<string, unknown>;
  const text = map[language] ?? map[DEFAULT_LANGUAGE] ?? Object.values(map).find((v) => v);
  return typeof text === 'string' ? text : '';
}

/** Unsaved fields by record id, each as the payload carries it (a localized text already in the frame's language). */
export type DraftRecords = Record<string, Record<string, unknown>>;

/** Builder → frame: every record's unsaved fields at once (a record left out shows as saved). */
export const PREVIEW_DRAFT = 'symbol.preview-draft';
/** Frame → builder: listening (sent once the site has started, so a frame loaded again gets the drafts again). */
export const PREVIEW_READY = 'symbol.preview-ready';

export interface PreviewDraftMessage {
  type: typeof PREVIEW_DRAFT;
  records: DraftRecords;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const isPreviewDraft = (data: unknown): data is PreviewDraftMessage =>
  isObject(data) &&
  data.type === PREVIEW_DRAFT &&
  isObject(data.records) &&
  Object.values(data.records).every(isObject);

export const isPreviewReady = (data: unknown): boolean => isObject(data) && data.type === PREVIEW_READY;

/** Frame → builder: a click on the page, in the page widget (host/widgets id) that holds it, and the text clicked. */
export const PREVIEW_SELECT = 'symbol.preview-select';
/** The attribute naming the page widget (host/widgets id) around what each page widget renders. */
export const WIDGET_ATTRIBUTE = 'data-widget-id';

export interface PreviewSelectMessage {
  type: typeof PREVIEW_SELECT;
  widgetId: string;
  text: string;
}

export const isPreviewSelect = (data: unknown): data is PreviewSelectMessage =>
  isObject(data) && data.type === PREVIEW_SELECT && typeof data.widgetId === 'string' && typeof data.text === 'string';

/**
 * `value` with the fields of `records` on every record (an object with that `id`) it holds, at any depth. Only
 * fields the record has are replaced (a draft adds nothing the payload leaves out); every part without a change
 * is the same object as before, so what did not change does not render again.
 */
export function overlayRecords<T>(value: T, records: DraftRecords): T {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => overlayRecords(item, records));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isObject(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const next = overlayRecords(field, records);
    if (next !== field) (out ??= { ...value })[key] = next;
  }
  const draft = typeof value.id === 'string' ? records[value.id] : undefined;
  for (const [key, field] of Object.entries(draft ?? {}))
    if (Object.hasOwn(value, key) && key !== 'id') (out ??= { ...value })[key] = field;
  return (out ?? value) as T;
}
