import { BROADCAST_MESSAGE_STATUSES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import { adminTitle, content, datetime, enumOf, int, optionalText, slug, text, uuid, variant } from '../fields.ts';

export const broadcast = [
  entity('broadcast', 'widgets', { ...content() }),
  /**
   * A named stream of messages (`revalidation`, ...): subscribers listen to a channel by its slug. With a
   * `telegramChatId` (a channel or group the bot administers: `@name` or its numeric id) it is also a Telegram
   * channel: articles of its categories (channels-to-blog-module-categories) are posted there (issue 40).
   */
  entity('broadcast', 'channels', {
    adminTitle: adminTitle(),
    slug: slug(),
    /** The original's channel name, unique there too. */
    title: text({ unique: true }),
    telegramChatId: optionalText({ pattern: /^(@\w{4,64}|-?\d{1,20})$/ }),
    variant: variant(),
  }),
  /**
   * One message on its channels, kept until `expiresAt` (the original: an hour after it was sent). A Telegram
   * post of an article (`articleId`, `channelId`) is its own outbox row: posted once, edited when the article
   * changes (`syncedAt` behind its updatedAt), deleted with it; failures retried with backoff (`nextAttemptAt`).
   */
  entity(
    'broadcast',
    'messages',
    {
      payload: text(),
      expiresAt: datetime({ optional: true, index: true }),
      channelId: uuid({ optional: true, index: true }),
      articleId: uuid({ optional: true, index: true }),
      telegramMessageId: optionalText(),
      /** Whether the post carries the article's image (a photo's caption is edited, a text message's text). */
      telegramKind: optionalText(),
      status: enumOf(BROADCAST_MESSAGE_STATUSES, 'sent'),
      attempts: int({ default: 0, min: 0 }),
      nextAttemptAt: datetime({ optional: true }),
      syncedAt: datetime({ optional: true }),
      lastError: optionalText(),
      variant: variant(),
    },
    { uniqueTogether: [['channelId', 'articleId']], indexes: [['status', 'nextAttemptAt']] },
  ),
  link('broadcast', 'channels-to-messages', { channelId: 'broadcast/channels', messageId: 'broadcast/messages' }),
  /** The blog categories whose articles a Telegram channel carries. */
  link('broadcast', 'channels-to-blog-module-categories', {
    channelId: 'broadcast/channels',
    blogModuleCategoryId: 'blog/categories',
  }),
];
