/**
 * Host lookups: which page answers a url, the value of one segment of a url, and every url the site has.
 * A static page url wins over a pattern; among patterns the one with more (and earlier) static segments
 * wins, and a pattern matches only when every dynamic value exists in its entity.
 */
import { getEntity, LIST_MAX_LIMIT, type Language } from '@symbol/contracts';
import type pg from 'pg';
import { columnsOf, quoteIdent as q } from '../../entities/columns.ts';
import type { Row } from '../../entities/serialize.ts';
import { notFound } from '../../errors.ts';
import { jsonColumns, toNode, type Node } from './graph.ts';
import {
  fillPattern,
  fitsPattern,
  isPatternUrl,
  isPossibleValue,
  joinSegments,
  parsePagePattern,
  parseRequestedUrl,
  preferredPattern,
  segmentValues,
  specificity,
  type DynamicSegment,
  type PagePattern,
  type RequestedUrl,
} from './urls.ts';

const PAGES = getEntity('host/pages');
/** The sitemap protocol's limit for one file; urls past it are left out. */
export const MAX_URLS = 50_000;

export interface ResolvedPage {
  requested: RequestedUrl;
  /** The page row as stored (localized maps whole). */
  page: Node;
  pattern: PagePattern;
  /** Dynamic segment name → its value in the requested url. */
  values: Record<string, string>;
  /** Dynamic segment name → the record it names (as stored). */
  records: Record<string, { segment: DynamicSegment; row: Row }>;
  /** The segments of the address this page is known by (urls.ts's preferredPattern): the requested ones, or
   * those of the record's own page when another pattern page shows the same record. */
  canonical: string[];
}

const normalized = (url: string) => joinSegments(url.split('/').filter((s) => s !== ''));

async function candidatePages(pool: pg.Pool, url: string): Promise<Node[]> {
  const text =
    `SELECT ${jsonColumns(PAGES, 'p')} AS "n" FROM ${q(PAGES.table)} p ` +
    `WHERE p."url" = ANY($1::text[]) OR strpos(p."url", '[') > 0 ORDER BY p."url" LIMIT ${LIST_MAX_LIMIT}`;
  const { rows } = await pool.query<{ n: Row }>({
    name: 'host_candidate_pages',
    text,
    values: [url === '/' ? ['/'] : [url, `${url}/`]],
  });
  return rows.map((r) => toNode(PAGES, r.n, undefined));
}

/** The page answering a url, or undefined when none does. Two queries at most. */
export async function resolvePage(pool: pg.Pool, rawUrl: unknown): Promise<ResolvedPage | undefined> {
  const requested = parseRequestedUrl(rawUrl);
  const pages = await candidatePages(pool, requested.url);
  const exact = pages.find((p) => !isPatternUrl(p.url as string) && normalized(p.url as string) === requested.url);
  if (exact)
    return {
      requested,
      page: exact,
      pattern: parsePagePattern(requested.url),
      values: {},
      records: {},
      canonical: requested.segments,
    };

  const patterns = pages
    .filter((p) => isPatternUrl(p.url as string))
    .map((page) => ({ page, url: page.url as string, pattern: parsePagePattern(page.url as string) }));
  const candidates = patterns
    .filter(
      ({ pattern }) =>
        pattern.dynamic.length > 0 &&
        fitsPattern(pattern, requested.segments) &&
        pattern.segments.every((s, i) => s.kind === 'static' || isPossibleValue(s, requested.segments[i]!)),
    )
    .sort((a, b) => specificity(a.pattern).localeCompare(specificity(b.pattern)));
  if (!candidates.length) return undefined;

  // Look every candidate's dynamic values up at once.
  const params: unknown[] = [];
  const lookups: string[] = [];
  candidates.forEach(({ pattern }, c) => {
    pattern.segments.forEach((segment, i) => {
      if (segment.kind !== 'dynamic') return;
      params.push(requested.segments[i]);
      const column = `t.${q(segment.column)}${columnsOf(segment.entity).readable.get(segment.column) === 'id' ? '::text' : ''}`;
      lookups.push(
        `(SELECT ${c} AS "c", ${i} AS "i", ${jsonColumns(segment.entity, 't')} AS "n" FROM ${q(segment.entity.table)} t ` +
          `WHERE ${column} = $${params.length}::text LIMIT 1)`,
      );
    });
  });
  const { rows } = await pool.query<{ c: number; i: number; n: Row }>(lookups.join(' UNION ALL '), params);
  const found = new Map(rows.map((r) => [`${r.c}:${r.i}`, r.n]));
  for (const [c, { page, pattern }] of candidates.entries()) {
    const records: ResolvedPage['records'] = {};
    const complete = pattern.segments.every((segment, i) => {
      if (segment.kind === 'static') return true;
      const row = found.get(`${c}:${i}`);
      if (row) records[segment.name] = { segment, row };
      return row !== undefined;
    });
    if (!complete) continue;
    const values = segmentValues(pattern, requested.segments);
    const canonical = fillPattern(
      preferredPattern(patterns, { page, url: page.url as string, pattern }).pattern,
      values,
    );
    return { requested, page, pattern, values, records, canonical };
  }
  return undefined;
}

export async function findByUrl(pool: pg.Pool, url: unknown): Promise<Node> {
  const resolved = await resolvePage(pool, url);
  if (!resolved) throw notFound(`No page matches ${String(url)}`);
  return resolved.page;
}

/** The value a url has in the segment named `segment` of its page's url; null when the page has no such segment. */
export async function urlSegmentValue(pool: pg.Pool, url: unknown, segment: string): Promise<string | null> {
  const resolved = await resolvePage(pool, url);
  if (!resolved) throw notFound(`No page matches ${String(url)}`);
  const name = segment.replace(/^\[|\]$/g, '');
  return resolved.values[name] ?? null;
}

export interface SiteUrl {
  /** `/ecommerce/products/pokrovskoye-bell-tower` (without a language prefix). */
  url: string;
  /** The url split into its path segments: `['ecommerce', 'products', 'pokrovskoye-bell-tower']`. */
  segments: string[];
  pageId: string;
  /** The url this one is known by: itself, or the record's own page when another pattern page shows that record. */
  canonical: string;
  /** The page's language. */
  language: Language;
  /** The later of the page's and its segment records' last change. */
  updatedAt: string;
}

/**
 * Every url of the site: static pages as they are, pattern pages once per existing value of each dynamic
 * segment. Two queries: the pages, then the values of every dynamic segment at once.
 */
export async function listUrls(pool: pg.Pool): Promise<SiteUrl[]> {
  const { rows: pageRows } = await pool.query<{ n: Row }>({
    name: 'host_all_pages',
    text: `SELECT ${jsonColumns(PAGES, 'p')} AS "n" FROM ${q(PAGES.table)} p ORDER BY p."url" LIMIT ${MAX_URLS}`,
  });
  const pages = pageRows.map((r) => toNode(PAGES, r.n, undefined));
  // In the order find-by-url prefers them, so a url that two pages could answer is listed for the winner.
  const patterns = pages
    .map((page) => ({ page, pattern: parsePagePattern(page.url as string) }))
    .sort(
      (a, b) =>
        Number(a.pattern.dynamic.length > 0) - Number(b.pattern.dynamic.length > 0) ||
        specificity(a.pattern).localeCompare(specificity(b.pattern)),
    );

  const sources = new Map<string, DynamicSegment>();
  for (const { pattern } of patterns) for (const d of pattern.dynamic) sources.set(d.name, d);
  const values = new Map<string, { v: string; u: string }[]>();
  if (sources.size) {
    const list = [...sources.values()];
    const sql = list
      .map(
        (d, k) =>
          `(SELECT ${k} AS "k", t.${q(d.column)}::text AS "v", t."updatedAt" AS "u" FROM ${q(d.entity.table)} t ` +
          `WHERE t.${q(d.column)} IS NOT NULL ORDER BY t.${q(d.column)} LIMIT ${MAX_URLS})`,
      )
      .join(' UNION ALL ');
    const { rows } = await pool.query<{ k: number; v: string; u: Date }>(sql);
    for (const row of rows) {
      const name = list[row.k]!.name;
      const entry = values.get(name) ?? [];
      entry.push({ v: row.v, u: row.u.toISOString() });
      values.set(name, entry);
    }
  }

  const urls: SiteUrl[] = [];
  const seen = new Set<string>();
  const named = patterns.map(({ page, pattern }) => ({ url: page.url as string, pattern }));
  for (const [index, { page, pattern }] of patterns.entries()) {
    const preferred = preferredPattern(named, named[index]!).pattern;
    let partial: { segments: string[]; updatedAt: string }[] = [{ segments: [], updatedAt: page.updatedAt as string }];
    for (const segment of pattern.segments) {
      const options = segment.kind === 'static' ? [{ v: segment.value, u: '' }] : (values.get(segment.name) ?? []);
      partial = partial.flatMap((p) =>
        options.map((o) => ({ segments: [...p.segments, o.v], updatedAt: o.u > p.updatedAt ? o.u : p.updatedAt })),
      );
      if (partial.length > MAX_URLS) partial = partial.slice(0, MAX_URLS);
    }
    for (const p of partial) {
      if (urls.length >= MAX_URLS) return urls;
      const url = joinSegments(p.segments);
      if (seen.has(url)) continue;
      seen.add(url);
      urls.push({
        url,
        segments: p.segments,
        canonical:
          preferred === pattern ? url : joinSegments(fillPattern(preferred, segmentValues(pattern, p.segments))),
        pageId: page.id,
        language: page.language as Language,
        updatedAt: p.updatedAt,
      });
    }
  }
  return urls;
}
