import { entity, link } from '../entity.ts';
import { bool, className, content, localized, optionalText, ref, richText, text, variant } from '../fields.ts';

const profile = 'social/profiles';
/** Conversations are private: see EntityOptions.restricted. */
const restricted = { restricted: true };

export const social = [
  entity('social', 'profiles', {
    ...content(),
    description: richText(),
    variant: variant(['default', 'artificial-intelligence']),
  }),
  entity('social', 'chats', { description: optionalText(), className: className(), variant: variant() }, restricted),
  /** Written by users, so the body is plain text in one language; a blank message is refused. */
  entity(
    'social',
    'messages',
    {
      title: localized(),
      subtitle: localized(),
      description: text({ pattern: /\S/ }),
      className: className(),
      variant: variant(),
    },
    restricted,
  ),
  /** One row per profile and emoji on a message, so reacting twice is idempotent. */
  entity(
    'social',
    'reactions',
    { messageId: ref('social/messages'), profileId: ref(profile), emoji: text({ max: 32 }) },
    { uniqueTogether: [['messageId', 'profileId', 'emoji']], restricted: true },
  ),
  entity('social', 'widgets', { ...content() }),
  link(
    'social',
    'profiles-to-messages',
    { profileId: profile, messageId: 'social/messages' },
    { fields: { isRead: bool({ default: false }), variant: variant(['default', 'author']) }, restricted: true },
  ),
  link('social', 'profiles-to-chats', { profileId: profile, chatId: 'social/chats' }, restricted),
  link('social', 'chats-to-messages', { chatId: 'social/chats', messageId: 'social/messages' }, restricted),
  link('social', 'profiles-to-website-builder-module-widgets', {
    profileId: profile,
    websiteBuilderModuleWidgetId: 'website-builder/widgets',
  }),
  link('social', 'profiles-to-ecommerce-module-products', {
    profileId: profile,
    ecommerceModuleProductId: 'ecommerce/products',
  }),
  link('social', 'profiles-to-ecommerce-module-attributes', {
    profileId: profile,
    ecommerceModuleAttributeId: 'ecommerce/attributes',
  }),
  link('social', 'profiles-to-file-storage-module-files', {
    profileId: profile,
    fileStorageModuleFileId: 'file-storage/files',
  }),
  link('social', 'widgets-to-profiles', { widgetId: 'social/widgets', profileId: profile }),
  link('social', 'widgets-to-chats', { widgetId: 'social/widgets', chatId: 'social/chats' }),
];
