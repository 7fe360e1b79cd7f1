import { IDENTITY_PROVIDERS, PERMISSION_TYPES } from '../../constants.ts';
import { entity, link } from '../entity.ts';
import {
  adminTitle,
  bool,
  className,
  content,
  datetime,
  decimal,
  enumOf,
  json,
  localized,
  optionalText,
  ref,
  slug,
  text,
  uuid,
  variant,
} from '../fields.ts';

const subject = 'rbac/subjects';
/** Who may read through the generic API: see EntityOptions.restricted. */
const restricted = { restricted: true };

export const rbac = [
  entity('rbac', 'subjects', { slug: slug(), variant: variant() }),
  /**
   * One way to sign in: an email and password (`email`, lowercased), a wallet address (`account`,
   * lowercased) or a telegram account. `password` is an argon2id PHC string, which carries its own salt.
   */
  entity(
    'rbac',
    'identities',
    {
      account: optionalText({ index: true }),
      email: optionalText({ index: true }),
      provider: enumOf(IDENTITY_PROVIDERS, 'email_and_password'),
      password: optionalText({ private: true }),
      salt: optionalText({ private: true }),
      /** SHA-256 of the single-use password-reset code; it stops working at codeExpiresAt. */
      code: optionalText({ private: true, index: true }),
      codeExpiresAt: datetime({ optional: true, private: true }),
      /**
       * When the owner proved the address (the mailed verification link, a password reset, an admin's
       * bootstrap; a wallet signature). Unset: no mail goes to it, and an identity added to an account
       * does not sign in.
       */
      verifiedAt: datetime({ optional: true }),
      variant: variant(),
    },
    { restricted: true },
  ),
  entity('rbac', 'roles', {
    title: text({ unique: true }),
    slug: slug(),
    description: localized(),
    /** Granted automatically to every new subject. */
    availableOnRegistration: bool({ default: false }),
    className: className(),
    variant: variant(),
  }),
  /**
   * A permission: `method` ('*' for any) on requests whose path matches `path` ('/api/blog/*'; `*` alone is every
   * path; a `[name]` segment, the original system's placeholder, is any one segment). The original's type `HTTP`
   * (a permission on HTTP routes) is an allow.
   */
  entity(
    'rbac',
    'actions',
    {
      adminTitle: adminTitle(),
      method: text({ default: '*', pattern: /^(\*|GET|POST|PUT|PATCH|DELETE)$/ }),
      path: text({ pattern: /^(\/\S*|\*)$/ }),
      type: enumOf(PERMISSION_TYPES, { default: 'allow', aliases: { HTTP: 'allow' } }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /**
   * A refresh token. Only its hash is stored; every refresh replaces the token within its `family`,
   * so a reused (stolen) token revokes the whole family.
   */
  entity(
    'rbac',
    'sessions',
    {
      subjectId: ref(subject),
      tokenHash: text({ unique: true, private: true }),
      family: uuid({ index: true }),
      expiresAt: datetime(),
      revokedAt: datetime({ optional: true }),
      userAgent: optionalText(),
      ip: optionalText(),
    },
    { restricted: true },
  ),
  /**
   * A signed wallet message (or SIWE nonce) already accepted, by its SHA-256: a replay finds it and fails.
   * Rows are useless once `expiresAt` passes (the message is stale by then) and are pruned.
   */
  entity(
    'rbac',
    'wallet-messages',
    { hash: text({ unique: true, private: true }), expiresAt: datetime({ index: true }) },
    { restricted: true },
  ),
  /**
   * An API token: a named, scoped identity of its subject for an agent or a script (`Authorization: Bearer
   * sym_...`). Only its SHA-256 is kept; it is shown once. `scopes` narrow what the subject may do (API_TOKEN_SCOPES),
   * `modules`, when set, the modules it reaches. `releaseId`: the open release its staged writes go to (MCP).
   * Written only by its own procedures (create, revoke): the generic writes answer 405.
   */
  entity(
    'rbac',
    'api-tokens',
    {
      subjectId: ref(subject),
      name: text(),
      tokenHash: text({ unique: true, private: true }),
      scopes: json(),
      modules: json({ optional: true }),
      expiresAt: datetime({ optional: true }),
      revokedAt: datetime({ optional: true }),
      lastUsedAt: datetime({ optional: true }),
      releaseId: uuid({ optional: true }),
    },
    { restricted: true, readOnly: true },
  ),
  entity('rbac', 'widgets', { ...content() }),
  link('rbac', 'subjects-to-identities', { subjectId: subject, identityId: 'rbac/identities' }, restricted),
  link('rbac', 'subjects-to-roles', { subjectId: subject, roleId: 'rbac/roles' }, restricted),
  link(
    'rbac',
    'subjects-to-ecommerce-module-products',
    { subjectId: subject, ecommerceModuleProductId: 'ecommerce/products' },
    restricted,
  ),
  link(
    'rbac',
    'subjects-to-ecommerce-module-orders',
    { subjectId: subject, ecommerceModuleOrderId: 'ecommerce/orders' },
    restricted,
  ),
  link(
    'rbac',
    'subjects-to-social-module-profiles',
    { subjectId: subject, socialModuleProfileId: 'social/profiles' },
    restricted,
  ),
  link(
    'rbac',
    'subjects-to-notification-module-topics',
    { subjectId: subject, notificationModuleTopicId: 'notification/topics' },
    restricted,
  ),
  link(
    'rbac',
    'subjects-to-billing-module-payment-intents',
    { subjectId: subject, billingModulePaymentIntentId: 'billing/payment-intents' },
    restricted,
  ),
  link('rbac', 'roles-to-actions', { roleId: 'rbac/roles', actionId: 'rbac/actions' }, restricted),
  /** What a permission costs in a currency (the original's `permissions-to-billing-module-currencies`). */
  link(
    'rbac',
    'actions-to-billing-module-currencies',
    { actionId: 'rbac/actions', billingModuleCurrencyId: 'billing/currencies' },
    { fields: { amount: decimal({ optional: true }) }, restricted: true },
  ),
  link('rbac', 'roles-to-ecommerce-module-products', {
    roleId: 'rbac/roles',
    ecommerceModuleProductId: 'ecommerce/products',
  }),
];
