/**
 * The public renderings of the site, by entity and variant (spec: content-admin §2 "Public renderings by
 * module", identity-commerce-social §2): the one list the site's registry must cover (a test checks it) and
 * the admin offers in its variant pickers. Interactive variants (cart, orders, chat, sign-in) come with the
 * browser flows of issue 12 and are listed there.
 */
import type { EntityKey } from './catalogue/index.ts';
import { MODULES } from './constants.ts';

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

/** Modules whose widgets show only their own texts (spec: "Widgets of other modules have only default"). */
const PLAIN_WIDGET_MODULES = MODULES.filter(
  (m) => !['host', 'website-builder', 'blog', 'ecommerce', 'crm', 'social', 'rbac'].includes(m),
);

export const PUBLIC_VARIANTS: Readonly<Partial<Record<EntityKey, readonly string[]>>> = {
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
  'blog/widgets': [
    'default',
    'article-list-default',
    'article-overview-default',
    'article-overview-with-private-content-default',
    'article-overview-ecommerce-module-product-list-default',
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
  'social/widgets': ['default', 'profile-overview-default', 'chat-list-default'],
  'social/profiles': ['default', 'artificial-intelligence'],
  'crm/widgets': ['default', 'form-list-default'],
  'crm/inputs': ['default', 'text-default', 'textarea-default', 'number-default'],
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
