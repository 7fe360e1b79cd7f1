import { ATTRIBUTE_KEY_FIELDS, ATTRIBUTE_KEY_TYPE_ALIASES, ATTRIBUTE_KEY_TYPES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import {
  adminTitle,
  bool,
  className,
  content,
  datetime,
  decimal,
  enumOf,
  localized,
  optionalText,
  ref,
  richText,
  slug,
  text,
  variant,
} from '../fields.ts';

const profile = 'social/profiles';
/** Conversations are private: see EntityOptions.restricted. */
const restricted = { restricted: true };

export const social = [
  entity('social', 'profiles', {
    ...content(),
    description: richText(),
    variant: variant(['default', 'artificial-intelligence']),
  }),
  /** `sourceSystemId`: the chat's id in the system it was brought from (a Telegram chat), if any. */
  entity(
    'social',
    'chats',
    {
      adminTitle: adminTitle(),
      slug: slug(),
      title: optionalText(),
      description: optionalText(),
      sourceSystemId: optionalText({ index: true }),
      className: className(),
      variant: variant(),
    },
    restricted,
  ),
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
  /** A profile's attribute (as ecommerce's): one value, in the column its key's `field` names. */
  entity('social', 'attributes', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    string: localized(),
    number: decimal({ optional: true }),
    boolean: bool({ optional: true }),
    date: datetime({ optional: true }),
    datetime: datetime({ optional: true }),
    variant: variant(),
  }),
  entity('social', 'attribute-keys', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    type: enumOf(ATTRIBUTE_KEY_TYPES, { default: 'feature', aliases: ATTRIBUTE_KEY_TYPE_ALIASES }),
    field: enumOf(ATTRIBUTE_KEY_FIELDS, 'string'),
    prefix: localized(),
    suffix: localized(),
    variant: variant(),
  }),
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
  link('social', 'profiles-to-attributes', { profileId: profile, attributeId: 'social/attributes' }),
  link('social', 'attribute-keys-to-attributes', {
    attributeKeyId: 'social/attribute-keys',
    attributeId: 'social/attributes',
  }),
  link('social', 'widgets-to-profiles', { widgetId: 'social/widgets', profileId: profile }),
  link('social', 'widgets-to-chats', { widgetId: 'social/widgets', chatId: 'social/chats' }),
];
