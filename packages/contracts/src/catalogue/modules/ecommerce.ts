import {
  ATTRIBUTE_KEY_FIELDS,
  ATTRIBUTE_KEY_TYPE_ALIASES,
  ATTRIBUTE_KEY_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PRODUCT_TYPES,
} from '../../constants.ts';
import { entity, link } from '../entity.ts';
import {
  adminTitle,
  bool,
  json,
  className,
  content,
  datetime,
  decimal,
  enumOf,
  int,
  localized,
  optionalText,
  ref,
  richText,
  slug,
  text,
  variant,
} from '../fields.ts';

const file = 'file-storage/files';

export const ecommerce = [
  entity('ecommerce', 'stores', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    shortDescription: localized(),
    description: localized(),
    className: className(),
    variant: variant(),
  }),
  entity(
    'ecommerce',
    'products',
    {
      adminTitle: adminTitle(),
      slug: slug(),
      title: localized(),
      shortDescription: localized(),
      description: richText(),
      type: enumOf(PRODUCT_TYPES, 'one_off'),
      className: className(),
      variant: variant(['default', 'not-filled']),
    },
    {
      search: {
        title: ['title', 'adminTitle'],
        body: ['shortDescription', 'description'],
        url: '/projects/{slug}',
        public: true,
        boost: 1.5,
      },
    },
  ),
  entity(
    'ecommerce',
    'categories',
    { ...content() },
    {
      search: {
        title: ['title', 'adminTitle'],
        body: ['subtitle', 'description'],
        url: '/ecommerce/categories/{slug}',
        public: true,
      },
    },
  ),
  /** One value per attribute; its key's `field` says which column holds it (prices are `number`). */
  entity('ecommerce', 'attributes', {
    adminTitle: adminTitle(),
    slug: slug(),
    string: localized(),
    number: decimal({ optional: true }),
    boolean: bool({ optional: true }),
    date: datetime({ optional: true }),
    datetime: datetime({ optional: true }),
    variant: variant(),
  }),
  entity('ecommerce', 'attribute-keys', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    type: enumOf(ATTRIBUTE_KEY_TYPES, { default: 'feature', aliases: ATTRIBUTE_KEY_TYPE_ALIASES }),
    field: enumOf(ATTRIBUTE_KEY_FIELDS, 'string'),
    prefix: localized(),
    suffix: localized(),
    variant: variant(),
  }),
  entity(
    'ecommerce',
    'orders',
    {
      /** Indexed: the cart is found by type and old orders are cleared by status. */
      status: enumOf(ORDER_STATUSES, { default: 'new', index: true }),
      type: enumOf(ORDER_TYPES, { default: 'cart', index: true }),
      receipt: text({ default: '' }),
      /** The receipt's number: gapless over all receipts (the next is the largest plus one, under a lock). */
      receiptNumber: int({ optional: true, unique: true }),
      comment: optionalText(),
      /** A donor's dedication or comment given with a gift (issue 32 §3); never shown on public lists. */
      dedication: optionalText(),
      /** The donor asked to stay anonymous: their name stays off every public list (issue 32 §3). */
      anonymous: bool({ default: false }),
      /** The part of a gift the donor added to cover the provider's fee (`COVER_FEE_PERCENT`), in its currency. */
      coveredFee: decimal({ optional: true, serviceSet: true }),
      /** What the payer accepted at checkout (the offer and the personal data policy, their versions) and when. */
      consent: json({ optional: true }),
      /** Internal notes: staff only, never shown to the donor. */
      notes: optionalText({ max: 10000 }),
      variant: variant(),
    },
    { restricted: true },
  ),
  /**
   * What a preset gift does for a project (issue 32 §3): "₽1,000 buys a restorer's brushes". The operator edits them;
   * when a project has hints in the chosen currency, the donation form offers their amounts as its presets (by
   * `orderIndex`) and says the chosen one's hint under them. They reach the site with the page's data.
   */
  entity(
    'ecommerce',
    'impact-hints',
    {
      adminTitle: adminTitle(),
      productId: ref('ecommerce/products'),
      currencyId: ref('billing/currencies'),
      amount: decimal({ positive: true }),
      description: localized(),
      orderIndex: int({ default: 0 }),
    },
    { uniqueTogether: [['productId', 'currencyId', 'amount']] },
  ),
  entity('ecommerce', 'widgets', { ...content(), anchor: optionalText() }),
  link(
    'ecommerce',
    'orders-to-products',
    { orderId: 'ecommerce/orders', productId: 'ecommerce/products' },
    /** One line per product in an order: adding the product again raises the quantity. */
    {
      fields: {
        quantity: int({ default: 1, min: 1 }),
        /**
         * A free amount (a donation): the donor's price of one unit, in that one currency only. Unset, the
         * line costs its product's price attributes, as the spec's rule says.
         */
        price: decimal({ optional: true }),
        billingModuleCurrencyId: ref('billing/currencies', { optional: true }),
        /**
         * What this line was paid (price × quantity at the moment the money arrived) and in which currency,
         * stamped once by the ecommerce module when its order is paid (issue 32): raised totals count these, so a
         * later price change moves nothing (modules/ecommerce/raised.ts).
         */
        paidAmount: decimal({ optional: true, serviceSet: true }),
        paidCurrencyId: ref('billing/currencies', { optional: true, serviceSet: true }),
      },
      restricted: true,
      uniqueTogether: [['orderId', 'productId']],
    },
  ),
  link(
    'ecommerce',
    'orders-to-billing-module-currencies',
    {
      orderId: 'ecommerce/orders',
      billingModuleCurrencyId: 'billing/currencies',
    },
    { restricted: true },
  ),
  link(
    'ecommerce',
    'orders-to-billing-module-payment-intents',
    {
      orderId: 'ecommerce/orders',
      billingModulePaymentIntentId: 'billing/payment-intents',
    },
    { restricted: true },
  ),
  link(
    'ecommerce',
    'orders-to-file-storage-module-files',
    {
      orderId: 'ecommerce/orders',
      fileStorageModuleFileId: file,
    },
    { restricted: true },
  ),
  link('ecommerce', 'categories-to-products', { categoryId: 'ecommerce/categories', productId: 'ecommerce/products' }),
  link('ecommerce', 'categories-to-file-storage-module-files', {
    categoryId: 'ecommerce/categories',
    fileStorageModuleFileId: file,
  }),
  link(
    'ecommerce',
    'stores-to-products',
    { storeId: 'ecommerce/stores', productId: 'ecommerce/products' },
    { fields: { sku: text({ unique: true }) } },
  ),
  /** The store an order was placed in (the original's `stores-to-orders`). */
  link(
    'ecommerce',
    'stores-to-orders',
    { storeId: 'ecommerce/stores', orderId: 'ecommerce/orders' },
    { restricted: true },
  ),
  link('ecommerce', 'stores-to-attributes', { storeId: 'ecommerce/stores', attributeId: 'ecommerce/attributes' }),
  /** A store-specific attribute of a product (a price in one store only). */
  link('ecommerce', 'stores-to-products-to-attributes', {
    storesToProductsId: 'ecommerce/stores-to-products',
    attributeId: 'ecommerce/attributes',
  }),
  link('ecommerce', 'products-to-attributes', { productId: 'ecommerce/products', attributeId: 'ecommerce/attributes' }),
  link(
    'ecommerce',
    'products-to-file-storage-module-files',
    { productId: 'ecommerce/products', fileStorageModuleFileId: file },
    /** `hidden`: kept with the product but not shown (the original's). */
    { fields: { variant: variant(['default', 'attachment-default', 'hidden']) } },
  ),
  link('ecommerce', 'products-to-website-builder-module-widgets', {
    productId: 'ecommerce/products',
    websiteBuilderModuleWidgetId: 'website-builder/widgets',
  }),
  link('ecommerce', 'attribute-keys-to-attributes', {
    attributeKeyId: 'ecommerce/attribute-keys',
    attributeId: 'ecommerce/attributes',
  }),
  link('ecommerce', 'attributes-to-billing-module-currencies', {
    attributeId: 'ecommerce/attributes',
    billingModuleCurrencyId: 'billing/currencies',
  }),
  link('ecommerce', 'widgets-to-products', { widgetId: 'ecommerce/widgets', productId: 'ecommerce/products' }),
  link('ecommerce', 'widgets-to-stores', { widgetId: 'ecommerce/widgets', storeId: 'ecommerce/stores' }),
  link('ecommerce', 'widgets-to-categories', { widgetId: 'ecommerce/widgets', categoryId: 'ecommerce/categories' }),
];
