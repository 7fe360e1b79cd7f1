import { MODULES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import { className, enumOf, int, optionalText, slug, text, uuid, variant } from '../fields.ts';

/** The bot's screens, as the original builds them: a page per command url, made of widgets like a site page. */
export const telegram = [
  entity('telegram', 'pages', {
    title: text({ default: 'Page' }),
    /** The command or path the page answers (`/`, `/start`). */
    url: text({ default: '/', unique: true, pattern: /^\/\S*$/ }),
    orderIndex: int({ default: 0 }),
    variant: variant(),
  }),
  entity('telegram', 'widgets', {
    slug: slug(),
    title: optionalText(),
    description: optionalText(),
    className: className(),
    variant: variant(),
  }),
  link('telegram', 'pages-to-widgets', { pageId: 'telegram/pages', widgetId: 'telegram/widgets' }),
  /** A telegram widget showing a widget of another module (as host's own widgets-to-external-widgets). */
  entity(
    'telegram',
    'widgets-to-external-widgets',
    {
      widgetId: { kind: 'ref', target: 'telegram/widgets', onDelete: 'cascade' },
      externalModule: enumOf(MODULES, 'website-builder'),
      externalWidgetId: uuid({ index: true, points: { moduleField: 'externalModule', collection: 'widgets' } }),
      orderIndex: int({ default: 0 }),
      className: className(),
      variant: variant(['default']),
    },
    { model: 'TelegramWidgetsToExternalWidgets' },
  ),
];
