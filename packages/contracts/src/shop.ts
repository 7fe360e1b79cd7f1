/**
 * The back office's shop and order screens: what the product editor saves in one transaction and what the
 * order list filters by. The product's own fields are the catalogue's update schema; the rest are the links
 * a product screen edits (prices, stores with SKUs, categories, images), each list replacing what is there.
 */
import { z } from 'zod';
import { getEntity, uuidSchema, type EntityOf, type EntityRow, type EntityUpdate } from './catalogue/index.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './constants.ts';
import { entitySchemas } from './schemas.ts';

const amount = z
  .string()
  .regex(/^\d{1,20}(?:\.\d{1,10})?$/, 'must be a non-negative decimal number')
  .describe('a decimal number as text');

/** Unique by a key: a list naming the same currency, store or record twice is a 400, not a silent pick. */
const uniqueBy = <T>(key: (item: T) => string, what: string) =>
  [(items: T[]) => new Set(items.map(key)).size === items.length, { message: `each ${what} may appear once` }] as const;

export const productPriceSchema = z.object({ billingModuleCurrencyId: uuidSchema, amount });
export const productStoreSchema = z.object({ storeId: uuidSchema, sku: z.string().trim().min(1).max(200) });

/** The product screen's save: any section left out stays as it is. */
export const productEditorSaveSchema = z.strictObject({
  product: entitySchemas(getEntity('ecommerce/products')).update.optional(),
  prices: z
    .array(productPriceSchema)
    .max(50)
    .refine(...uniqueBy((p: z.infer<typeof productPriceSchema>) => p.billingModuleCurrencyId, 'currency'))
    .optional(),
  /** A project's fundraising goal per currency (issue 27): attributes of key type goal, saved like prices. */
  goals: z
    .array(productPriceSchema)
    .max(50)
    .refine(...uniqueBy((p: z.infer<typeof productPriceSchema>) => p.billingModuleCurrencyId, 'currency'))
    .optional(),
  stores: z
    .array(productStoreSchema)
    .max(100)
    .refine(...uniqueBy((s: z.infer<typeof productStoreSchema>) => s.storeId, 'store'))
    .refine(...uniqueBy((s: z.infer<typeof productStoreSchema>) => s.sku, 'sku'))
    .optional(),
  categoryIds: z
    .array(uuidSchema)
    .max(100)
    .refine(...uniqueBy((id: string) => id, 'category'))
    .optional(),
  fileIds: z
    .array(uuidSchema)
    .max(100)
    .refine(...uniqueBy((id: string) => id, 'file'))
    .optional(),
});

/** What a client sends (the product's fields typed from the catalogue). */
export type ProductEditorSave = Omit<z.input<typeof productEditorSaveSchema>, 'product'> & {
  product?: EntityUpdate<EntityOf<'ecommerce/products'>>;
};

/** The order list's filters; every list is bounded. */
export const ORDER_OVERVIEW_MAX = 100;
/** An order's statuses once its money is in: the order list's default view. */
export const PAID_STATUSES = ['approving', 'packaging', 'delivering', 'delivered'] as const;
export const orderOverviewQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  view: z
    .enum(['paid'])
    .optional()
    .describe('paid: orders whose money is in (approving, packaging, delivering, delivered)'),
  from: z.iso.date().optional().describe('created on or after this day (UTC)'),
  to: z.iso.date().optional().describe('created on or before this day (UTC)'),
  email: z.string().trim().min(1).max(320).optional().describe("part of a customer's email"),
  productId: uuidSchema.optional(),
  customerId: uuidSchema.optional().describe("the customer's subject id"),
  limit: z.coerce.number().int().min(1).max(ORDER_OVERVIEW_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OrderOverviewQuery = Partial<z.output<typeof orderOverviewQuerySchema>>;

/** The product screen's data (the save answers it too). */
export type ProductEditorData = {
  product: EntityRow<EntityOf<'ecommerce/products'>>;
  prices: (z.output<typeof productPriceSchema> & { attributeId: string })[];
  goals: (z.output<typeof productPriceSchema> & { attributeId: string })[];
  stores: z.output<typeof productStoreSchema>[];
  categoryIds: string[];
  fileIds: string[];
};

const localizedText = z.record(z.string(), z.string());
/** A currency as an amount names it (`formatMoney` takes it). */
const currencyCard = z.object({ id: z.uuid(), symbol: z.string(), slug: z.string() });
const isoDate = z.iso.datetime({ offset: true });

/** One page of the order list: each order with its customer, lines (product titles) and totals per currency. */
export const orderOverviewAnswer = z.object({
  total: z.int().describe('orders matching the filters'),
  limit: z.int(),
  offset: z.int(),
  rows: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(ORDER_STATUSES),
      type: z.enum(ORDER_TYPES),
      kind: z.enum(['donation', 'order']).describe('donation: a line priced by the donor (a free amount)'),
      createdAt: isoDate,
      updatedAt: isoDate,
      customer: z
        .object({ id: z.uuid(), slug: z.string(), name: localizedText.nullable(), emails: z.array(z.string()) })
        .nullable(),
      lines: z.array(
        z.object({
          id: z.uuid(),
          productId: z.uuid(),
          quantity: z.int(),
          title: localizedText,
          adminTitle: z.string(),
        }),
      ),
      totals: z.array(
        z.object({
          total: z.string().describe('a decimal number as text'),
          billingModuleCurrency: currencyCard,
        }),
      ),
    }),
  ),
});
export type OrderOverview = z.output<typeof orderOverviewAnswer>;

/** Money an order's payment gave back through its provider (issue 34 §4): one per order, the order canceled with it. */
export const orderRefund = z.object({
  amount: z.string(),
  currency: currencyCard,
  provider: z.string(),
  externalId: z.string().nullable().describe("the provider's id of the refund"),
  reason: z.string().nullable().describe('internal: staff only'),
  refundedAt: isoDate,
  refundedBy: z.object({ id: z.uuid(), email: z.string().nullable() }).nullable(),
});
export type OrderRefund = z.output<typeof orderRefund>;

/** The order screen's payments, receipts and status history (the list row gives the rest). */
export const orderSheetAnswer = z.object({
  comment: z.string().nullable(),
  notes: z.string().nullable().describe('internal notes: staff only'),
  receipt: z.string(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: z.string(),
      status: z.string(),
      amount: z.string(),
      createdAt: isoDate,
      currency: currencyCard,
      invoices: z.array(z.object({ id: z.uuid(), status: z.string(), amount: z.string(), createdAt: isoDate })),
    }),
  ),
  receipts: z.array(
    z.object({
      id: z.uuid(),
      adminTitle: z.string(),
      file: z.string(),
      mimeType: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  history: z.array(z.object({ from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES), at: isoDate })),
  refund: orderRefund.nullable(),
});
export type OrderSheet = z.output<typeof orderSheetAnswer>;

/** How many of a customer's orders and requests their screen shows (the newest; the order list has the rest). */
export const CUSTOMER_SHEET_MAX = 20;

/** The customer screen: a subject with its identities, roles, newest orders (list rows) and newest requests. */
export const customerSheetAnswer = z.object({
  id: z.uuid(),
  slug: z.string(),
  createdAt: isoDate,
  name: localizedText.nullable().describe("the first social profile's title (a visitor's generated one names nobody)"),
  identities: z.array(
    z.object({ id: z.uuid(), email: z.string().nullable(), provider: z.string(), verifiedAt: isoDate.nullable() }),
  ),
  roles: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
  orders: orderOverviewAnswer,
  requests: z.array(z.object({ id: z.uuid(), form: z.string(), payload: z.unknown(), createdAt: isoDate })),
  lifetime: z
    .array(z.object({ amount: z.string(), currency: currencyCard }))
    .describe('paid in all, per currency (orders canceled since left out)'),
  subscriptions: z
    .array(
      z.object({
        id: z.uuid(),
        status: z.string(),
        amount: z.string(),
        interval: z.string(),
        createdAt: isoDate,
        nextChargeAt: isoDate.nullable(),
        currency: currencyCard,
        project: z.object({ id: z.uuid(), adminTitle: z.string(), title: localizedText }),
      }),
    )
    .describe('recurring gifts, newest first'),
});
export type CustomerSheet = z.output<typeof customerSheetAnswer>;

/** The product list's thumbnails and prices: the ids of one page (comma-separated), at most 100. */
export const productCardsQuerySchema = z.strictObject({
  ids: z
    .string()
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(uuidSchema).min(1).max(ORDER_OVERVIEW_MAX)),
});

export const productCardsAnswer = z.array(
  z.object({
    productId: z.uuid(),
    image: z.string().nullable().describe("the first image's stored path"),
    prices: z.array(z.object({ amount: z.string(), currency: currencyCard })),
  }),
);
export type ProductCards = z.output<typeof productCardsAnswer>;

const money = z.object({ amount: z.string().describe('a decimal number as text'), currency: currencyCard });

/**
 * The back office's first screen, in one read: money paid (succeeded payments of orders not canceled, in the
 * currency paid) this month and last and per day of the last 30, projects with their goals and what they raised,
 * monthly donors, and what needs an operator (new requests, orders in review, failed payments). Months are UTC.
 */
export const dashboardAnswer = z.object({
  month: z.string().describe('the current month, YYYY-MM (UTC)'),
  raised: z.object({ thisMonth: z.array(money), lastMonth: z.array(money) }),
  days: z.array(z.object({ day: z.iso.date(), raised: z.array(money) })).describe('the last 30 days, oldest first'),
  projects: z.array(
    z.object({
      id: z.uuid(),
      title: localizedText,
      adminTitle: z.string(),
      goals: z.array(money),
      raised: z.array(money),
      donors: z.int(),
    }),
  ),
  monthly: z.object({
    active: z.int().describe('active monthly subscriptions'),
    newThisMonth: z.int(),
    recurring: z.array(money).describe('what active subscriptions bring per month'),
    failed: z.int().describe('subscriptions whose last renewal failed (past due)'),
  }),
  actions: z.object({
    newRequests: z.int().describe('requests not yet taken (status new)'),
    reviewing: z.int().describe('orders in review'),
    failedPayments: z.int().describe('failed payments of the last 7 days'),
  }),
});
export type Dashboard = z.output<typeof dashboardAnswer>;

/** The People list's filters: words in an email or name; donors (a paid gift), monthly (an active one), staff. */
export const PEOPLE_KINDS = ['donors', 'monthly', 'staff'] as const;
export const peopleQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(PEOPLE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_OVERVIEW_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PeopleQuery = Partial<z.input<typeof peopleQuerySchema>>;

/**
 * One page of people (subjects with an address, a gift, a recurring gift or a role), newest gift first: their
 * email and name, roles, first and last gift, what they gave in all per currency, and their recurring gift.
 */
export const peopleAnswer = z.object({
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
  rows: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      createdAt: isoDate,
      name: localizedText.nullable(),
      email: z.string().nullable().describe('a sign-in address, else the one given at the last checkout'),
      roles: z.array(z.object({ slug: z.string(), title: z.string() })),
      gifts: z.int().describe('paid payments'),
      firstGift: isoDate.nullable(),
      lastGift: isoDate.nullable(),
      lifetime: z.array(money).describe('paid in all, per currency (orders canceled since left out)'),
      monthly: z
        .object({
          status: z.enum(['active', 'past_due', 'cancelled']),
          amount: z.string(),
          interval: z.string(),
          currency: currencyCard,
        })
        .nullable()
        .describe('the newest recurring gift, active ones first'),
    }),
  ),
});
export type People = z.output<typeof peopleAnswer>;
