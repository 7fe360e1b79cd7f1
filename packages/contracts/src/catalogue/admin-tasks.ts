/**
 * The back office's task layer, as data beside the catalogue: the menu's groups (what operators do, not how the
 * data is modelled), which fields are technical ("Advanced" on forms), and on which parent each link table is
 * edited. The admin renders all of it with generic components; a link table is never a menu entry.
 */
import type { EntityKey } from './index.ts';

export interface AdminTaskGroup {
  /** The group's route (`/tasks/{key}`) and its label's key (`admin.tasks.{key}`). */
  key: string;
  /** The models the group's screen opens, in the order an operator looks for them. */
  entities: readonly EntityKey[];
}

/**
 * The menu's groups, each opening a screen of its models. Every model that is neither a link table nor a widget
 * (the Widgets screen shows those, by module) is in exactly one group (a test checks it).
 */
export const ADMIN_TASK_GROUPS: readonly AdminTaskGroup[] = [
  {
    key: 'pages',
    entities: ['host/pages', 'host/layouts', 'host/metadata', 'host/widgets-to-external-widgets', 'system/releases'],
  },
  {
    key: 'content',
    entities: [
      'blog/articles',
      'blog/categories',
      'website-builder/sliders',
      'website-builder/slides',
      'website-builder/features',
      'website-builder/buttons',
      'website-builder/buttons-arrays',
      'website-builder/logotypes',
      'startup/categories',
    ],
  },
  {
    key: 'shop',
    entities: [
      'ecommerce/products',
      'ecommerce/impact-hints',
      'ecommerce/categories',
      'ecommerce/stores',
      'ecommerce/attribute-keys',
      'ecommerce/attributes',
      'billing/currencies',
    ],
  },
  {
    key: 'orders',
    entities: ['ecommerce/orders', 'billing/subscriptions', 'billing/payment-intents', 'billing/invoices'],
  },
  { key: 'people', entities: ['rbac/subjects', 'rbac/identities', 'rbac/roles', 'social/profiles'] },
  {
    key: 'messages',
    entities: [
      'crm/requests',
      'crm/replies',
      'crm/forms',
      'crm/inputs',
      'crm/steps',
      'crm/options',
      'social/chats',
      'social/messages',
      'social/reactions',
      'notification/notifications',
      'notification/templates',
      'notification/topics',
    ],
  },
  { key: 'files', entities: ['file-storage/files'] },
  {
    key: 'settings',
    entities: [
      'rbac/actions',
      'rbac/sessions',
      'rbac/api-tokens',
      'rbac/wallet-messages',
      'social/attribute-keys',
      'social/attributes',
      'system/release-operations',
      'system/audit-entries',
      // Moved here from the original system: the assistant, its knowledge, broadcasts and the Telegram bot's pages.
      'agent/agents',
      'knowledge/sources',
      'knowledge/documents',
      'knowledge/chunks',
      'knowledge/edit-suggestions',
      'broadcast/channels',
      'broadcast/messages',
      'telegram/pages',
      'telegram/widgets-to-external-widgets',
      // Chats the bot linked to accounts, and the one-time codes that link them (issue 40).
      'telegram/chats',
      'telegram/link-codes',
    ],
  },
];

/** The collection every module's widget model has: all of them are on one Widgets screen, filtered by module. */
export const WIDGET_COLLECTION = 'widgets';

/**
 * Technical fields: kept on every form, below the fields people edit, under a folded "Advanced" section. Most
 * are named alike in every entity; a few entities add their own.
 */
export const ADVANCED_FIELDS: ReadonlySet<string> = new Set([
  'orderIndex',
  'slug',
  'className',
  'containerClassName',
  'variant',
  'anchor',
]);

export const ADVANCED_FIELDS_OF: ReadonlyMap<EntityKey, readonly string[]> = new Map<EntityKey, readonly string[]>([
  ['file-storage/files', ['width', 'height', 'size', 'extension', 'mimeType']],
  ['billing/payment-intents', ['externalId', 'idempotencyKey', 'metadata']],
  ['billing/invoices', ['externalId']],
  ['billing/subscriptions', ['providerReference', 'firstPaymentIntentId', 'lastError']],
  ['crm/requests', ['ip']],
  ['rbac/sessions', ['tokenHash', 'family', 'userAgent', 'ip']],
  ['notification/notifications', ['attempts', 'nextAttemptAt', 'lastError', 'payload']],
  ['knowledge/sources', ['contentHash', 'indexedContentHash', 'lastIndexedAt']],
  ['knowledge/documents', ['contentHash', 'lastIndexedAt', 'metadata']],
  ['knowledge/chunks', ['embedding', 'contentHash', 'tokenEstimate', 'metadata']],
  ['knowledge/edit-suggestions', ['metadata']],
  ['social/chats', ['sourceSystemId']],
]);

export const isAdvancedField = (entity: EntityKey | string, field: string) =>
  ADVANCED_FIELDS.has(field) || (ADVANCED_FIELDS_OF.get(entity as EntityKey)?.includes(field) ?? false);

/**
 * Link tables are edited on their ends' edit pages. A few ends are shared by hundreds of records (a currency
 * every priced attribute and order names; a file attached to widgets, slides, products, articles...): their
 * pages would list every link of ten tables, so those links are edited on the other end only.
 */
export const LINKS_NOT_EDITED_ON: ReadonlySet<EntityKey> = new Set<EntityKey>([
  'billing/currencies',
  'file-storage/files',
]);
