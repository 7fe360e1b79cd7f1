/** Shared constants: every list here is written once and imported everywhere else. */

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** `raw` when it is one of the languages (a checkout's, a stored row's), else the default. */
export const languageOr = (raw: unknown, fallback: Language = DEFAULT_LANGUAGE): Language =>
  (LANGUAGES as readonly string[]).includes(String(raw)) ? (raw as Language) : fallback;

export const MODULES = [
  'host',
  'website-builder',
  'blog',
  'ecommerce',
  'billing',
  'crm',
  'rbac',
  'social',
  'file-storage',
  'notification',
  'startup',
  'analytic',
  'agent',
  'broadcast',
  'telegram',
  'knowledge',
  'system',
] as const;
export type ModuleName = (typeof MODULES)[number];

/**
 * The modules that have a widget model (`{module}/widgets`): every one but `system`, which holds releases, and
 * `knowledge`, the assistant's sources (the original has no knowledge widgets either).
 */
export const WIDGET_MODULES = MODULES.filter((m) => m !== 'system' && m !== 'knowledge');

export const IDENTITY_PROVIDERS = ['email_and_password', 'EVM', 'telegram'] as const;
export const PAYMENT_PROVIDERS = [
  'stripe',
  '0xprocessing',
  'payselection',
  'payselection-international',
  'cloudpayments',
  'tiptoppay',
  'dummy',
] as const;
export const ORDER_STATUSES = [
  'new',
  'paying',
  'reviewing',
  'approving',
  'packaging',
  'delivering',
  'delivered',
  'canceled',
] as const;
/**
 * The order lifecycle: new → paying → approving → packaging → delivering → delivered, and canceled from the
 * states before delivery; a failed payment returns a paying order to its cart (new); money that does not match
 * the order as it was checked out puts it in reviewing, where an operator approves or cancels (refunds) it. The
 * server refuses any other move unless an admin forces it; the admin offers these.
 */
export const ORDER_TRANSITIONS: Record<(typeof ORDER_STATUSES)[number], readonly (typeof ORDER_STATUSES)[number][]> = {
  new: ['paying', 'canceled'],
  paying: ['approving', 'reviewing', 'new', 'canceled'],
  reviewing: ['approving', 'canceled'],
  approving: ['packaging', 'canceled'],
  packaging: ['delivering', 'canceled'],
  delivering: ['delivered'],
  delivered: [],
  canceled: [],
};
export const ORDER_TYPES = ['cart', 'history'] as const;
export const PRODUCT_TYPES = ['one_off', 'subscription'] as const;
/** `goal`: a project's fundraising goal, one attribute per currency like a price (issue 27). */
/** `topup`: a product that tops up a balance (the original's). */
export const ATTRIBUTE_KEY_TYPES = ['feature', 'price', 'interval', 'goal', 'topup'] as const;
/** The original writes an unset attribute-key type as `""`: our default, `feature`. */
export const ATTRIBUTE_KEY_TYPE_ALIASES = { '': 'feature' } as const;
/** What a notification topic is about (the original's `type`): subscribers may mute `info`, never `security`. */
export const NOTIFICATION_TOPIC_TYPES = ['info', 'security'] as const;
export const ATTRIBUTE_KEY_FIELDS = ['string', 'number', 'boolean', 'date', 'datetime'] as const;
export const PAYMENT_INTENT_STATUSES = ['open', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'void', 'uncollectible'] as const;
/** A recurring gift's life (issue 27 §2): charged each interval; past_due while a failed renewal is retried. */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
/** An rbac action (permission) grants or refuses a method on a path pattern. */
export const PERMISSION_TYPES = ['allow', 'deny'] as const;
export const CRM_INPUT_TYPES = ['default', 'text', 'textarea', 'number', 'email', 'tel', 'checkbox', 'select'] as const;
/** Where a request stands in the inbox: new until someone takes it, answered once a reply is mailed. */
export const CRM_REQUEST_STATUSES = ['new', 'in-progress', 'answered', 'spam'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'telegram'] as const;
/** Telegram's chat types (issue 40). */
export const TELEGRAM_CHAT_TYPES = ['private', 'group', 'supergroup', 'channel'] as const;
/** Where a broadcast message stands in its outbox: to post, posted, failed for good, to delete, deleted. */
export const BROADCAST_MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'deleting', 'deleted'] as const;
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** Variants of link entities (spec: most link entities allow only default). */
export const LINK_VARIANTS = {
  only: ['default'],
  additional: ['default', 'additional'],
  extra: ['default', 'additional', 'extra'],
} as const;

/** Generic list bounds: every list is bounded. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;
export const BULK_MAX_ITEMS = 500;

export const FILTER_METHODS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'inArray',
  'notInArray',
  'isNull',
  'isNotNull',
] as const;
export type FilterMethod = (typeof FILTER_METHODS)[number];

export const SUBJECT_JWT_COOKIE = 'rbac.subject.jwt';
export const SUBJECT_REFRESH_STORAGE_KEY = 'rbac.subject.refresh';
export const SECRET_KEY_HEADER = 'x-rbac-secret-key';
/**
 * API tokens (an agent's or a script's identity, acting as its subject): `read` the restricted reads, `write`
 * changes (an MCP write without `publish` is staged in the token's release), `publish` releases.
 */
export const API_TOKEN_SCOPES = ['read', 'write', 'publish'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** What an API token starts with: `Authorization: Bearer sym_...` is a token, any other bearer a session's JWT. */
export const API_TOKEN_PREFIX = 'sym_';

/** Identity rules (spec §5): letters, digits and ._%+- before @, a domain, a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** Bounded so a huge body cannot make the password hash expensive. */
export const PASSWORD_MAX_LENGTH = 256;
export const WALLET_MESSAGE_MIN_LENGTH = 8;
export const WALLET_MESSAGE_MAX_LENGTH = 4096;

/** A release's life: staged (`open`), applied at once (`published`). */
export const RELEASE_STATUSES = ['open', 'published'] as const;
/** What one staged operation of a release does to its record. */
export const RELEASE_OPERATION_KINDS = ['create', 'update', 'delete'] as const;
/** What an audit entry records: a row written through the entity service, or a sign-in. */
/** `publish`: one entry for a release's publish (entityKey system/releases), its writes' entries name the release. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'publish'] as const;
/** Who made an audited write: a signed-in subject, the server key, an anonymous visitor, the server itself. */
export const AUDIT_ACTOR_KINDS = ['subject', 'server', 'anonymous', 'system'] as const;
/** Reads and generic writes with this header see or stage the site as that release will make it. */
export const RELEASE_HEADER = 'x-release-id';
/** A preview link's signed token, sent by the site with its reads (no account needed). */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** The query parameter of a preview link that carries the token to the site. */
export const PREVIEW_PARAM = 'preview';

/**
 * The legal documents a visitor accepts with one checkbox on the donation, checkout and contact forms (issue 32):
 * the public offer and the personal data policy, site pages the operator edits. The field a form sends is `consent`
 * (`true`; a plain HTML form's `on`).
 */
export const CONSENT_DOCUMENTS = [
  { key: 'offer', url: '/offer' },
  { key: 'privacy', url: '/privacy' },
] as const;
export const CONSENT_FIELD = 'consent';

/**
 * "Talk to a person": the CRM form (inserted on start) a visitor's conversation is sent through, with their e-mail and
 * consent, to the operators' inbox. Its inputs' slugs.
 */
export const HAND_OVER_FORM_SLUG = 'assistant-hand-over';
export const HAND_OVER_INPUTS = { email: 'hand-over-email', conversation: 'hand-over-conversation' } as const;
