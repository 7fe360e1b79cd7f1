/**
 * The whole page for a url and a language in one call: the page, its metadata, its layouts and widgets in
 * link order, every external module widget with the records its variant shows, and the records named by
 * the url's segments. Localized texts come in the asked language (else the default one, else any).
 * The number of queries depends on the depth of the page's tree, never on how many widgets it has.
 */
import { DEFAULT_LANGUAGE, getEntity, LANGUAGES, readInterval, type Entity, type Language } from '@symbol/contracts';
import type pg from 'pg';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { quoteIdent as q } from '../../entities/columns.ts';
import type { Row } from '../../entities/serialize.ts';
import { notFound } from '../../errors.ts';
import { expand, jsonColumns, poolLoader, toNode, type Node } from './graph.ts';
import { pageMetadata, servesLanguage, type PageMetadata, type RecordTexts } from './metadata.ts';
import { addProgress } from './progress.ts';
import { PAGE_EDGES, SEGMENT_RECORD_EDGES } from './plans.ts';
import { resolvePage } from './resolve.ts';

export const pageInputSchema = z.object({
  url: z.string({ error: 'url is required' }).min(1, 'url is required'),
  /** Wins over a language prefix of the url, which wins over the page's own language. Blank: none given. */
  language: z
    .enum(LANGUAGES)
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export interface PageData {
  /** The requested url without its language prefix. */
  url: string;
  language: Language;
  page: Node;
  metadata: PageMetadata;
  /** Each layout (link order) with its widgets; `link` is the page-to-layout row. */
  layouts: Node[];
  /** The page's own widgets in link order; each has `link` and `externalWidgets`. */
  widgets: Node[];
  /** Dynamic segment name → its value and the record it names, with that record's tree. */
  segments: Record<string, { value: string; record: Node }>;
}

const METADATA = getEntity('host/metadata');
/**
 * The site's primary metadata record for a language: the oldest that serves it (the rule of `servesLanguage`,
 * here in SQL so that one row is read whatever the number of primary records).
 */
async function primaryMetadata(pool: pg.Pool, language: Language): Promise<Row | undefined> {
  const { rows } = await pool.query<{ n: Row }>({
    name: 'host_primary_metadata',
    text:
      `SELECT ${jsonColumns(METADATA, 'm')} AS "n" FROM ${q(METADATA.table)} m ` +
      `WHERE m."variant" = 'primary' AND (coalesce(btrim(m."opengraphLocale"), '') = '' ` +
      `OR lower(left(btrim(m."opengraphLocale"), 2)) = $1) ORDER BY m."createdAt", m."id" LIMIT 1`,
    values: [language],
  });
  return rows[0] ? toNode(METADATA, rows[0].n, undefined) : undefined;
}

/** The text of a product's first attribute whose key is of type `interval` ("week"), as the checkout reads it. */
function intervalText(attributes: Row[]): unknown {
  const attribute = attributes.find((a) =>
    ((a.attributeKeys as Row[] | undefined) ?? []).some((key) => key.type === 'interval'),
  );
  const text = attribute?.string as Record<string, string> | string | null | undefined;
  return typeof text === 'object' && text ? (text.en ?? text.ru) : text;
}

/**
 * Every product in the tree gets `prices`: its price attributes, one per currency; a `subscription` product its
 * `interval` too (the donation form and its button say "weekly" for a weekly one).
 */
export function addPrices(value: unknown, seen = new Set<unknown>()): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) addPrices(item, seen);
    return;
  }
  const node = value as Row;
  if (Array.isArray(node.attributes) && 'shortDescription' in node && 'type' in node) {
    node.prices = (node.attributes as Row[]).flatMap((attribute) => {
      const isPrice = ((attribute.attributeKeys as Row[] | undefined) ?? []).some((key) => key.type === 'price');
      if (!isPrice || attribute.number === null || attribute.number === undefined) return [];
      return ((attribute.currencies as Row[] | undefined) ?? []).map((currency) => ({
        attributeId: attribute.id,
        amount: attribute.number,
        currency: {
          id: currency.id,
          slug: currency.slug,
          symbol: currency.symbol,
          title: currency.title,
          isDefault: currency.isDefault,
        },
      }));
    });
    if (node.type === 'subscription') node.interval = readInterval(intervalText(node.attributes as Row[]));
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'link') addPrices(child, seen);
}

/**
 * What a record says of itself for its page's metadata: its title, its subtitle or short description (not rich
 * text). A subject has no texts of its own and is named by its first social profile (the team's page is titled
 * "The foundation's team", not by the site's title).
 */
function recordTexts(entity: Entity, record: Node): RecordTexts {
  const [profile] = Array.isArray(record.profiles) ? (record.profiles as Node[]) : [];
  if (entity.key === 'rbac/subjects' && profile) return recordTexts(getEntity('social/profiles'), profile);
  const text = (...columns: string[]) => {
    for (const column of columns) {
      const field = entity.fields[column] as { rich?: boolean } | undefined;
      const value = record[column];
      if (field && !field.rich && typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return null;
  };
  return { title: text('title'), description: text('subtitle', 'shortDescription') };
}

export async function loadPage(pool: pg.Pool, config: Config, input: PageInput): Promise<PageData> {
  const resolved = await resolvePage(pool, input.url);
  if (!resolved) throw notFound(`No page matches ${input.url}`);
  const language: Language =
    input.language ??
    resolved.requested.language ??
    ((LANGUAGES as readonly string[]).includes(resolved.page.language as string)
      ? (resolved.page.language as Language)
      : DEFAULT_LANGUAGE);
  const loader = poolLoader(pool, language);

  const pageNode = toNode(getEntity('host/pages'), resolved.page, language);
  const segments: PageData['segments'] = {};
  const segmentRoots = Object.entries(resolved.records).map(([name, { segment, row }]) => {
    const record = toNode(segment.entity, row, language);
    segments[name] = { value: resolved.values[name]!, record };
    return { nodes: [record], edges: SEGMENT_RECORD_EDGES.get(segment.entity.key) ?? [] };
  });

  const [primary] = await Promise.all([
    primaryMetadata(pool, language),
    expand(loader, [{ nodes: [pageNode], edges: PAGE_EDGES }, ...segmentRoots]),
  ]);
  addPrices(pageNode);
  addPrices(segments);
  await addProgress(pool, language, pageNode, segments);

  const { layouts, widgets, metadata: linked, ...page } = pageNode;
  // The record the url names (the last segment's, for a url with several) names the page in its metadata.
  const [lastName, lastSegment] = Object.entries(resolved.records).at(-1) ?? [];
  const named =
    lastName && lastSegment ? { entity: lastSegment.segment.entity, record: segments[lastName]!.record } : undefined;
  const own = (linked as Node[]).find((record) => servesLanguage(record, language));
  return {
    url: resolved.requested.url,
    language,
    page: page as Node,
    metadata: pageMetadata(
      config,
      [primary, own],
      language,
      resolved.canonical,
      named && recordTexts(named.entity, named.record),
    ),
    layouts: layouts as Node[],
    widgets: widgets as Node[],
    segments,
  };
}
