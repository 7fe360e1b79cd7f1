import { LANGUAGES, MODULES, TELEGRAM_CHAT_TYPES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import { bool, className, datetime, enumOf, int, optionalText, ref, slug, text, uuid, variant } from '../fields.ts';

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
  /**
   * A chat the bot talks to: a person's private chat linked to an account by `/start <code>` (issue 40), whose
   * notices each can be switched off. The bot writes these rows; through the generic API only an admin reads them.
   */
  entity(
    'telegram',
    'chats',
    {
      /** Telegram's chat id (a number, kept as text: it may pass 2^53 one day). */
      chatId: text({ unique: true }),
      type: enumOf(TELEGRAM_CHAT_TYPES, 'private'),
      subjectId: ref('rbac/subjects', { optional: true, onDelete: 'cascade' }),
      username: optionalText(),
      title: optionalText(),
      /** The language of what the bot says in this chat. */
      language: enumOf(LANGUAGES, 'ru'),
      /** Staff: new gifts, requests and orders in review (only an account with the admin role gets them). */
      staffNotices: bool({ default: true }),
      /** A donor's receipts. */
      receipts: bool({ default: true }),
      /** A donor's monthly-gift notices (started, renewed, failed, cancelled). */
      giftNotices: bool({ default: true }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /** A one-time code the account page shows for `t.me/<bot>?start=<code>`: only its SHA-256 is kept. */
  entity(
    'telegram',
    'link-codes',
    {
      codeHash: text({ unique: true, private: true }),
      subjectId: ref('rbac/subjects', { onDelete: 'cascade' }),
      expiresAt: datetime({ index: true }),
    },
    { restricted: true, readOnly: true },
  ),
];
