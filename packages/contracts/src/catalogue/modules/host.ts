import { LANGUAGES, MODULES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import {
  adminTitle,
  className,
  content,
  enumOf,
  localized,
  optionalText,
  slug,
  text,
  uuid,
  variant,
} from '../fields.ts';

export const host = [
  entity(
    'host',
    'pages',
    {
      adminTitle: adminTitle(),
      title: text({ default: 'Page' }),
      // No control characters: a requested url holding one (even once decoded) is refused, so no page may have one.
      // eslint-disable-next-line no-control-regex -- the range is what the pattern excludes
      url: text({ default: '/', unique: true, pattern: /^\/[^\s?#\u0000-\u001f]*$/ }),
      description: localized(),
      language: enumOf(LANGUAGES, 'en'),
      className: className(),
      variant: variant(),
    },
    {
      // Pattern pages (a record's page) are found as their records; error, account and checkout pages not at all.
      search: {
        title: ['title', 'adminTitle'],
        body: ['description'],
        url: '{url}',
        public: true,
        boost: 1.2,
        exclude: { field: 'url', like: ['%[%', '/404', '/500', '/rbac/%', '/ecommerce/checkout%', '/account-widgets'] },
      },
    },
  ),
  entity('host', 'layouts', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    className: className(),
    variant: variant(),
  }),
  entity(
    'host',
    'metadata',
    {
      adminTitle: adminTitle(),
      title: text(),
      description: optionalText(),
      keywords: optionalText(),
      author: optionalText(),
      viewport: optionalText(),
      opengraphTitle: optionalText(),
      opengraphDescription: optionalText(),
      opengraphUrl: optionalText(),
      opengraphType: optionalText(),
      opengraphSiteName: optionalText(),
      opengraphLocale: optionalText(),
      twitterCard: optionalText(),
      twitterSite: optionalText(),
      twitterCreator: optionalText(),
      twitterTitle: optionalText(),
      twitterDescription: optionalText(),
      twitterUrl: optionalText(),
      twitterDomain: optionalText(),
      twitterAppCountry: optionalText(),
      /**
       * The foundation's legal details (issue 32), set once on the 'primary' record: receipts, mails, the footer
       * and the offer read them.
       */
      legalName: optionalText(),
      ogrn: optionalText(),
      inn: optionalText(),
      legalAddress: optionalText(),
      bankDetails: optionalText(),
      className: className(),
      /** 'primary' supplies the site title, description and keywords. */
      variant: variant(['default', 'primary']),
    },
    { model: 'HostMetadata' },
  ),
  entity('host', 'widgets', { ...content() }),
  link('host', 'pages-to-layouts', { pageId: 'host/pages', layoutId: 'host/layouts' }, { variants: 'additional' }),
  link('host', 'pages-to-widgets', { pageId: 'host/pages', widgetId: 'host/widgets' }),
  link(
    'host',
    'layouts-to-widgets',
    { layoutId: 'host/layouts', widgetId: 'host/widgets' },
    { variants: 'additional' },
  ),
  link('host', 'pages-to-metadata', { pageId: 'host/pages', metadataId: 'host/metadata' }),
  entity(
    'host',
    'widgets-to-external-widgets',
    {
      widgetId: { kind: 'ref', target: 'host/widgets', onDelete: 'cascade' },
      externalModule: enumOf(MODULES, 'website-builder'),
      /** Points at `{externalModule}/widgets`: a polymorphic id, so no foreign key. */
      externalWidgetId: uuid({ index: true, points: { moduleField: 'externalModule', collection: 'widgets' } }),
      orderIndex: { kind: 'int', default: 0 },
      className: className(),
      variant: variant(['default']),
    },
    { model: 'HostWidgetsToExternalWidgets' },
  ),
];
