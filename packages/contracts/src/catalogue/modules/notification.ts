import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES, NOTIFICATION_TOPIC_TYPES } from '../../constants.ts';
import { entity } from '../entity.ts';
import {
  adminTitle,
  content,
  datetime,
  enumOf,
  int,
  json,
  localized,
  optionalText,
  ref,
  slug,
  text,
  uuid,
  variant,
} from '../fields.ts';

export const notification = [
  /** `subject` and `body` hold {{placeholders}} filled from a notification's payload; found by slug. */
  entity('notification', 'templates', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    subject: localized(),
    body: localized(),
    variant: variant(),
  }),
  /** What subjects subscribe to (rbac subjects-to-notification-module-topics). */
  entity('notification', 'topics', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    type: enumOf(NOTIFICATION_TOPIC_TYPES, 'info'),
    templateId: ref('notification/templates', { optional: true }),
    variant: variant(),
  }),
  /**
   * One message to one recipient, rendered when queued so later template edits do not change it.
   * A worker picks queued rows whose nextAttemptAt has passed and retries failures with backoff.
   */
  entity(
    'notification',
    'notifications',
    {
      topicId: ref('notification/topics', { optional: true }),
      templateId: ref('notification/templates', { optional: true }),
      channel: enumOf(NOTIFICATION_CHANNELS, 'email'),
      recipient: text(),
      /** The subject it was sent to (`{id}/notify`), if any. */
      subjectId: uuid({ optional: true, index: true }),
      subject: text(),
      body: text(),
      payload: json({ optional: true }),
      status: enumOf(NOTIFICATION_STATUSES, 'queued'),
      attempts: int({ default: 0, min: 0 }),
      nextAttemptAt: datetime({ optional: true }),
      sentAt: datetime({ optional: true }),
      lastError: optionalText(),
    },
    { indexes: [['status', 'nextAttemptAt']], restricted: true },
  ),
  entity('notification', 'widgets', { ...content() }),
];
