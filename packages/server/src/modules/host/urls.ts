/**
 * Page urls and their segments. A page url is split on `/`; a segment written `[module.collection.column]`
 * (`/ecommerce/products/[ecommerce.products.slug]`) stands for any value of that column of that entity.
 * A requested url may start with a language code (`/en/...`): the first segment is then the language,
 * so page urls never start with one.
 */
import { entityByKey, LANGUAGES, type Entity, type Language } from '@symbol/contracts';
import { badRequest } from '../../errors.ts';
import { columnsOf } from '../../entities/columns.ts';

export const URL_MAX_LENGTH = 2048;

export interface RequestedUrl {
  /** `/`-joined segments without the language prefix: `/ecommerce/products/x`, `/` for home. */
  url: string;
  segments: string[];
  /** The language named by the prefix, if any. */
  language?: Language;
}

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * C0 control characters (U+0000–U+001F). No page url or slug holds one, and PostgreSQL cannot take U+0000 at
 * all; a url is checked for them after its last decoding (`%2500` reaches here as `%00`, and is a NUL only
 * once its segments are decoded).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** `en/about/?x=1#top` → `{ url: '/about', segments: ['about'], language: 'en' }`. */
export function parseRequestedUrl(raw: unknown): RequestedUrl {
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('url is required');
  if (raw.length > URL_MAX_LENGTH) throw badRequest(`url must be at most ${URL_MAX_LENGTH} characters`);
  let path = raw.trim();
  // A full address is accepted too: only its path counts.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw badRequest('url is not a valid address');
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
  if (segments.some((segment) => CONTROL_CHARACTER.test(segment)))
    throw badRequest('url must not contain control characters', ['url: contains a control character (U+0000–U+001F)']);
  const language = isLanguage(segments[0]) ? segments[0] : undefined;
  if (language) segments.shift();
  return { url: joinSegments(segments), segments, ...(language ? { language } : {}) };
}

export const joinSegments = (segments: readonly string[]) => `/${segments.join('/')}`;

/** The path of a url as a request would carry it: each segment percent-encoded. */
export const encodePath = (segments: readonly string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

export interface DynamicSegment {
  /** `ecommerce.products.slug` */
  name: string;
  entity: Entity;
  column: string;
}

export type PatternSegment = { kind: 'static'; value: string } | ({ kind: 'dynamic' } & DynamicSegment);

export interface PagePattern {
  segments: PatternSegment[];
  dynamic: DynamicSegment[];
}

/**
 * A record's own page, when several pattern pages show one record by the same segment as their last and only
 * dynamic one (`/projects/[ecommerce.products.slug]` beside `/ecommerce/products/[ecommerce.products.slug]`):
 * the one with the fewest segments, then the first by address. Its address is the canonical one of them all, and
 * the only one the sitemap lists, so a search engine sees one page per record, not two competing ones. Any other
 * pattern is its own.
 */
export function preferredPattern<T extends { url: string; pattern: PagePattern }>(candidates: readonly T[], own: T): T {
  const key = recordPageKey(own.pattern);
  if (!key) return own;
  let best = own;
  for (const other of candidates) {
    if (recordPageKey(other.pattern) !== key) continue;
    const shorter = other.pattern.segments.length - best.pattern.segments.length;
    if (shorter < 0 || (shorter === 0 && other.url < best.url)) best = other;
  }
  return best;
}

/** The dynamic segment's name of a record's own page (its last segment, and its only dynamic one). */
const recordPageKey = (pattern: PagePattern) => {
  const last = pattern.segments.at(-1);
  return pattern.dynamic.length === 1 && last?.kind === 'dynamic' ? last.name : undefined;
};

/** A pattern's address with its dynamic segments' values filled in. */
export const fillPattern = (pattern: PagePattern, values: Record<string, string>) =>
  pattern.segments.map((segment) => (segment.kind === 'static' ? segment.value : values[segment.name]!));

const DYNAMIC = /^\[([a-z0-9-]+)\.([a-z0-9-]+)\.([A-Za-z0-9_]+)\]$/;

/**
 * The segment name says the module, the collection and the column: the entity `module/collection` must be
 * in the catalogue and not restricted, and the column one of its unique public columns (`id` or a slug).
 * Anything else is a plain static segment.
 */
export function dynamicSegment(segment: string): DynamicSegment | undefined {
  const match = DYNAMIC.exec(segment);
  if (!match) return undefined;
  const [, module, collection, column] = match as unknown as [string, string, string, string];
  const entity = entityByKey.get(`${module}/${collection}`);
  // Personal data (orders, chats, identities) never names a public page.
  if (!entity || (entity as { restricted?: boolean }).restricted === true) return undefined;
  const kind = columnsOf(entity).readable.get(column);
  const field = entity.fields[column];
  const unique = column === 'id' || (field !== undefined && 'unique' in field && field.unique === true);
  if (!kind || !unique) return undefined;
  return { name: `${module}.${collection}.${column}`, entity, column };
}

export function parsePagePattern(url: string): PagePattern {
  const segments: PatternSegment[] = url
    .split('/')
    .filter((s) => s !== '')
    .map((value) => {
      const dynamic = dynamicSegment(value);
      return dynamic ? { kind: 'dynamic', ...dynamic } : { kind: 'static', value };
    });
  return { segments, dynamic: segments.filter((s): s is PatternSegment & { kind: 'dynamic' } => s.kind === 'dynamic') };
}

export const isPatternUrl = (url: string) => url.includes('[');

/** Static segments equal and the same length; a dynamic segment takes any value here (checked in the database). */
export function fitsPattern(pattern: PagePattern, segments: readonly string[]): boolean {
  if (pattern.segments.length !== segments.length) return false;
  return pattern.segments.every((s, i) => s.kind === 'dynamic' || s.value === segments[i]);
}

/** More static segments first, then earlier static segments: `/blog/articles/[x]` before `/blog/[y]/[z]`. */
export function specificity(pattern: PagePattern): string {
  return pattern.segments.map((s) => (s.kind === 'static' ? '0' : '1')).join('');
}

/** The values of the dynamic segments of a matched url, by segment name. */
export function segmentValues(pattern: PagePattern, segments: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  pattern.segments.forEach((s, i) => {
    if (s.kind === 'dynamic') values[s.name] = segments[i]!;
  });
  return values;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be looked up in the segment's column at all (an id column takes only uuids). */
export function isPossibleValue(segment: DynamicSegment, value: string): boolean {
  if (value.length > 512) return false;
  const kind = columnsOf(segment.entity).readable.get(segment.column);
  return kind === 'id' || kind === 'uuid' || kind === 'ref' ? UUID.test(value) : true;
}
