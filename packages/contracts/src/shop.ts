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
export const orderOverviewQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
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

/** The order screen's payments, receipts and status history (the list row gives the rest). */
export const orderSheetAnswer = z.object({
  comment: z.string().nullable(),
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
});
export type OrderSheet = z.output<typeof orderSheetAnswer>;

/** How many of a customer's orders and requests their screen shows (the newest; the order list has the rest). */
export const CUSTOMER_SHEET_MAX = 20;

/** The customer screen: a subject with its identities, roles, newest orders (list rows) and newest requests. */
export const customerSheetAnswer = z.object({
  id: z.uuid(),
  slug: z.string(),
  createdAt: isoDate,
  name: localizedText.nullable().describe("the first social profile's title"),
  identities: z.array(
    z.object({ id: z.uuid(), email: z.string().nullable(), provider: z.string(), verifiedAt: isoDate.nullable() }),
  ),
  roles: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
  orders: orderOverviewAnswer,
  requests: z.array(z.object({ id: z.uuid(), form: z.string(), payload: z.unknown(), createdAt: isoDate })),
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
