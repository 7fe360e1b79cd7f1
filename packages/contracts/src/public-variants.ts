/**
 * The public renderings of the site, by entity and variant (spec: content-admin §2 "Public renderings by
 * module", identity-commerce-social §2): the one list the site's registry must cover (a test checks it) and
 * the admin offers in its variant pickers. Interactive variants (cart, orders, chat, sign-in) come with the
 * browser flows of issue 12 and are listed there.
 */
import type { EntityKey } from './catalogue/index.ts';
import { WIDGET_MODULES } from './constants.ts';

const SYMBOL_FAITH_WIDGETS = [
  'symbol-faith-centered-with-background',
  'symbol-faith-centered-description',
  'symbol-faith-centered-dark',
  'symbol-faith-centered',
  'symbol-faith-simple-centered',
  'symbol-faith-dark-cards',
  'symbol-faith-dark-carousel',
  'symbol-faith-requisites',
  'symbol-faith-requisites-two-columns',
  'symbol-faith-iframe',
  'symbol-faith-donate',
] as const;

/**
 * Modules whose widgets show only their own texts (spec: "Widgets of other modules have only default"). Telegram's
 * widgets are the bot's screens, sent in Telegram: the site only falls back to showing their texts.
 */
const PLAIN_WIDGET_MODULES = WIDGET_MODULES.filter(
  (m) =>
    ![
      'host',
      'website-builder',
      'blog',
      'ecommerce',
      'crm',
      'social',
      'rbac',
      'telegram',
      'file-storage',
      'agent',
    ].includes(m),
);

/** Our variant names, by entity (literal types, so that aliases and lists can only name variants we have). */
const NAMED_VARIANTS = {
  'host/widgets': ['default'],
  'website-builder/widgets': [
    'default',
    'content-default',
    'footer-default',
    'navbar-default',
    ...SYMBOL_FAITH_WIDGETS,
  ],
  'website-builder/features': ['default', 'symbol-faith-card', 'symbol-faith-requisites', 'demo-notice'],
  'website-builder/sliders': ['default', 'fade'],
  'website-builder/slides': ['default', 'fade', 'testimonial'],
  'website-builder/buttons': ['default', 'destructive', 'primary', 'secondary', 'outline', 'link', 'ghost'],
  'website-builder/buttons-arrays': ['default', 'footer-buttons-array'],
  'website-builder/logotypes': ['default'],
  'file-storage/files': ['default'],
  /** `documents`: its files as a list of downloads (the reports by year, issue 32). */
  'file-storage/widgets': ['default', 'documents'],
  'blog/widgets': [
    'default',
    'article-list-default',
    'article-overview-default',
    'article-overview-with-private-content-default',
    'article-overview-ecommerce-module-product-list-default',
    // The products of the url's article as cards, without the article (the original's variant of issue 21).
    'article-overview-ecommerce-module-product-list-card-default',
    'category-overview-default',
    'category-list-button-default',
    'category-list-default',
  ],
  'blog/articles': ['default'],
  'blog/categories': ['default', 'button-default'],
  'ecommerce/widgets': [
    'default',
    'category-list-default',
    'category-overview-default',
    'product-list-default',
    'product-overview-default',
    'store-list-default',
    'store-overview-default',
    'symbol-faith-project-list-default',
    // The flows of issue 12 (spec §2 "Cart drawer", "Cart checkout", one-step product checkout, the page a
    // buyer returns to after paying).
    'cart-default',
    'checkout-default',
    'product-checkout-default',
    'checkout-thank-you-default',
  ],
  'ecommerce/products': ['default', 'not-filled'],
  'ecommerce/categories': ['default', 'button-default'],
  'ecommerce/stores': ['default'],
  'billing/currencies': ['default', 'toggle-group-default', 'symbol'],
  'social/widgets': ['default', 'profile-overview-default', 'chat-list-default', 'chat-overview-default'],
  'social/profiles': ['default', 'artificial-intelligence'],
  'crm/widgets': ['default', 'form-list-default'],
  /** `ask-default`: the assistant's "ask" widget (issue 39). */
  'agent/widgets': ['default', 'ask-default'],
  'crm/inputs': ['default', 'text-default', 'textarea-default', 'number-default', 'select-option-default'],
  'rbac/subjects': ['default'],
  'rbac/widgets': [
    'default',
    'is-authorized-default',
    'select-method-default',
    'login-default',
    'registration-default',
    'forgot-password-default',
    'reset-password-default',
    'verify-email-default',
    'logout-default',
    'authentication-button-default',
    'wallet-default',
    'identity-settings-default',
  ],
} as const satisfies Partial<Record<EntityKey, readonly string[]>>;

export const PUBLIC_VARIANTS: Readonly<Partial<Record<EntityKey, readonly string[]>>> = {
  ...NAMED_VARIANTS,
  ...Object.fromEntries(PLAIN_WIDGET_MODULES.map((m) => [`${m}/widgets`, ['default']])),
};

/**
 * Variants that render inside the flows rather than on a page of their own (spec §2 "Order variants"): an
 * order of the cart, a line's quantity, the add-to-cart control and the order's delete button. The registry
 * covers them (a test checks it); the cart and checkout browser tests show them.
 */
export const FLOW_VARIANTS: Readonly<Partial<Record<EntityKey, readonly string[]>>> = {
  'ecommerce/orders': ['default', 'cart-default', 'orders-to-products-quantity-default', 'create', 'delete-from-order'],
};

type Named = typeof NAMED_VARIANTS;
type NamedEntity = keyof Named;
/** One of our variant names for an entity, e.g. `PublicVariant<'rbac/widgets'>`. */
export type PublicVariant<K extends NamedEntity> = Named[K][number];

/**
 * The original system's (Single Page Startup's) variant names for variants we have under another name (issue 21),
 * by entity: its sites keep their records' variants when they move here, and the site renders an alias as the
 * variant it names. Declared here only, so the site's registry, the page build (which lists a list variant's
 * records) and the admin agree. Not offered as choices: an editor picks our names.
 */
export const VARIANT_ALIASES: { readonly [K in NamedEntity]?: Readonly<Record<string, PublicVariant<K>>> } = {
  'rbac/widgets': {
    'subject-authentication-select-method-default': 'select-method-default',
    'subject-authentication-email-and-password-registration-form-default': 'registration-default',
    'subject-authentication-email-and-password-forgot-password-form-default': 'forgot-password-default',
    'subject-authentication-email-and-password-reset-password-form-default': 'reset-password-default',
    'subject-authentication-logout-action-default': 'logout-default',
    'subject-identity-settings-default': 'identity-settings-default',
    // Its earlier names for the same forms (sites made before it renamed login-and-password to email-and-password).
    'subject-authentication-login-and-password-registration-form-default': 'registration-default',
    'subject-authentication-login-and-password-forgot-password-form-default': 'forgot-password-default',
    'subject-authentication-login-and-password-reset-password-form-default': 'reset-password-default',
  },
  'blog/widgets': {
    'article-list-card-default': 'article-list-default',
    'category-list-card-default': 'category-list-default',
  },
  'ecommerce/widgets': {
    'product-list-card-default': 'product-list-default',
  },
};

/** Our name for a variant: the one an alias names, else the variant itself (`default` when blank). */
export function canonicalVariant(entity: string, variant: string | undefined | null): string {
  const name = variant || 'default';
  const aliases = Object.hasOwn(VARIANT_ALIASES, entity)
    ? (VARIANT_ALIASES[entity as NamedEntity] as Readonly<Record<string, string>>)
    : undefined;
  return aliases && Object.hasOwn(aliases, name) ? aliases[name]! : name;
}

/**
 * Widget variants that list one kind of record (the entity named): they show the records linked to the widget,
 * and a widget that links none shows the latest records of that kind, `LIST_PAGE_SIZE` at a time, as the
 * original does (issue 21).
 */
export const LIST_VARIANTS: { readonly [K in NamedEntity]?: Readonly<Partial<Record<PublicVariant<K>, EntityKey>>> } = {
  'blog/widgets': {
    'article-list-default': 'blog/articles',
    'category-list-default': 'blog/categories',
    'category-list-button-default': 'blog/categories',
  },
  'ecommerce/widgets': {
    'product-list-default': 'ecommerce/products',
    'category-list-default': 'ecommerce/categories',
    'store-list-default': 'ecommerce/stores',
    'symbol-faith-project-list-default': 'ecommerce/products',
  },
};

/** How many of the latest records an unlinked list widget shows at first, and then per 'More'. */
export const LIST_PAGE_SIZE = 12;

/** The entity whose latest records a widget of this entity and variant (or alias) lists when it links none. */
export function listedEntity(entity: string, variant: string | undefined | null): EntityKey | undefined {
  const lists = Object.hasOwn(LIST_VARIANTS, entity)
    ? (LIST_VARIANTS[entity as NamedEntity] as Readonly<Record<string, EntityKey>>)
    : undefined;
  const name = canonicalVariant(entity, variant);
  return lists && Object.hasOwn(lists, name) ? lists[name] : undefined;
}
