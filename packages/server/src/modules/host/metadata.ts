/**
 * A page's metadata, in layers where each later non-empty value wins: the configured defaults (SITE_*),
 * then the primary metadata record (variant `primary`, the site's), then the metadata linked to the page,
 * each the first that serves the page's language (`servesLanguage`). On a record's page (a url with a slug
 * segment) the record names the page last: '{its title} — {site name}', its subtitle or short description.
 * Open Graph and Twitter values fall back to the plain title, description and image.
 */
import { LANGUAGES, type Language } from '@symbol/contracts';
import type { Config } from '../../config.ts';
import type { Row } from '../../entities/serialize.ts';
import { OPENGRAPH_HEIGHT, OPENGRAPH_WIDTH } from '../file-storage/index.ts';
import { ogImageUrl } from './og-image-url.ts';
import { encodePath } from './urls.ts';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  image: string | null;
  author: string | null;
  viewport: string | null;
  /** The absolute address of this page in this language. */
  canonical: string;
  /** The same page in every language, plus `x-default`. */
  alternates: Record<string, string>;
  opengraph: {
    title: string;
    description: string;
    url: string;
    type: string;
    siteName: string;
    locale: string;
    /** The page's generated share image (og-image.ts), with its size. */
    image: string;
    imageWidth: number;
    imageHeight: number;
    imageType: string;
  };
  twitter: {
    card: string;
    site: string | null;
    creator: string | null;
    title: string;
    description: string;
    url: string;
    domain: string | null;
    appCountry: string | null;
    image: string;
  };
  /** Ids of the metadata records used, in the order applied. */
  sources: string[];
  /** `noindex` for a developer page (every widget on show, issue 32); null for the site's own pages. */
  robots: string | null;
  /** The foundation's requisites (the primary record's legal fields) for the footer; null when none is set. */
  requisites: Requisites | null;
}

export interface Requisites {
  legalName: string | null;
  ogrn: string | null;
  inn: string | null;
  legalAddress: string | null;
  bankDetails: string | null;
}

/** Developer pages (every widget on show): reachable, but nothing a foundation offers a search engine (issue 32). */
export const DEVELOPER_PAGE = /^\/(?:showcase|account-widgets)(?:\/|$)/;

const LOCALES: Record<Language, string> = { en: 'en_US', ru: 'ru_RU' };

/**
 * Whether a metadata record serves pages in a language: a record whose `opengraphLocale` names a language
 * (`en_US`, `ru-RU`, `ru`) serves that language only, one without a locale every language. So the site's
 * primary metadata and a page's own can each be written once per language (metadata texts are plain text).
 */
export function servesLanguage(record: Row, language: Language): boolean {
  // page.ts's primaryMetadata asks the same in SQL.
  const locale = record.opengraphLocale;
  if (typeof locale !== 'string' || locale.trim() === '') return true;
  return locale.trim().slice(0, 2).toLowerCase() === language;
}

/** The link rule: `/{language}{address}`. */
export const localizedPath = (language: string, segments: readonly string[]) => `/${language}${encodePath(segments)}`;

const absolute = (site: string, address: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `${site}${address}`;

/** What the record a url names says of itself, in the page's language: its title, and a line about it. */
export interface RecordTexts {
  title: string | null;
  description: string | null;
}

export function pageMetadata(
  config: Config,
  layers: (Row | undefined)[],
  language: Language,
  segments: readonly string[],
  record?: RecordTexts,
): PageMetadata {
  const records = layers.filter((r, i): r is Row => !!r && layers.findIndex((o) => o?.id === r.id) === i);
  const pick = (column: string): string | null => {
    let value: string | null = null;
    for (const record of records) {
      const v = record[column];
      if (typeof v === 'string' && v.trim() !== '') value = v;
    }
    return value;
  };
  const site = config.PUBLIC_SITE_URL;
  const canonical = `${site}${localizedPath(language, segments)}`;
  const alternates: Record<string, string> = Object.fromEntries(
    LANGUAGES.map((l) => [l, `${site}${localizedPath(l, segments)}`]),
  );
  alternates['x-default'] = `${site}${encodePath(segments)}`;
  const siteName = pick('opengraphSiteName') ?? config.SITE_TITLE;
  const recordTitle = record?.title ?? null;
  const recordDescription = record?.description ?? null;
  const title = recordTitle ? `${recordTitle} — ${siteName}` : (pick('title') ?? config.SITE_TITLE);
  const description = recordDescription ?? pick('description') ?? config.SITE_DESCRIPTION;
  const image = config.SITE_IMAGE ? absolute(site, config.SITE_IMAGE) : null;
  const ogTitle = recordTitle ?? pick('opengraphTitle') ?? title;
  const ogDescription = recordDescription ?? pick('opengraphDescription') ?? description;
  const ogUrl = pick('opengraphUrl') ?? canonical;
  // Every page shares its own generated picture; SITE_IMAGE stays the site's `image`.
  const shareImage = ogImageUrl(config, encodePath(segments), language);
  return {
    title,
    description,
    keywords: pick('keywords') ?? config.SITE_KEYWORDS,
    image,
    author: pick('author'),
    viewport: pick('viewport'),
    canonical,
    alternates,
    opengraph: {
      title: ogTitle,
      description: ogDescription,
      url: ogUrl,
      type: pick('opengraphType') ?? 'website',
      siteName,
      locale: pick('opengraphLocale') ?? LOCALES[language],
      image: shareImage,
      imageWidth: OPENGRAPH_WIDTH,
      imageHeight: OPENGRAPH_HEIGHT,
      imageType: 'image/png',
    },
    twitter: {
      card: pick('twitterCard') ?? 'summary_large_image',
      site: pick('twitterSite'),
      creator: pick('twitterCreator'),
      title: recordTitle ?? pick('twitterTitle') ?? ogTitle,
      description: recordDescription ?? pick('twitterDescription') ?? ogDescription,
      url: pick('twitterUrl') ?? ogUrl,
      domain: pick('twitterDomain'),
      appCountry: pick('twitterAppCountry'),
      image: shareImage,
    },
    sources: records.map((r) => r.id as string),
    robots: DEVELOPER_PAGE.test(encodePath(segments)) ? 'noindex, nofollow' : null,
    requisites: requisitesOf(pick),
  };
}

function requisitesOf(pick: (column: string) => string | null): Requisites | null {
  const requisites: Requisites = {
    legalName: pick('legalName'),
    ogrn: pick('ogrn'),
    inn: pick('inn'),
    legalAddress: pick('legalAddress'),
    bankDetails: pick('bankDetails'),
  };
  return Object.values(requisites).some(Boolean) ? requisites : null;
}
