import { entity, link } from '../entity.ts';
import { adminTitle, content, datetime, slug, text, variant } from '../fields.ts';

export const broadcast = [
  entity('broadcast', 'widgets', { ...content() }),
  /** A named stream of messages (`revalidation`, ...): subscribers listen to a channel by its slug. */
  entity('broadcast', 'channels', {
    adminTitle: adminTitle(),
    slug: slug(),
    /** The original's channel name, unique there too. */
    title: text({ unique: true }),
    variant: variant(),
  }),
  /** One message on its channels, kept until `expiresAt` (the original: an hour after it was sent). */
  entity('broadcast', 'messages', {
    payload: text(),
    expiresAt: datetime({ optional: true, index: true }),
    variant: variant(),
  }),
  link('broadcast', 'channels-to-messages', { channelId: 'broadcast/channels', messageId: 'broadcast/messages' }),
];
