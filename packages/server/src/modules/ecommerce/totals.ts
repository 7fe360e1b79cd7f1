/**
 * The cart total rule of the spec, in SQL: the attribute key of type price, the product's attributes,
 * those linked to a currency, number × quantity, summed. One query for any number of orders and lines;
 * numeric arithmetic, so money stays exact. A product with several prices in one currency counts once
 * (its first by link order).
 */
import type { EntityOf, EntityRow } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { queryRows } from '../../db/index.ts';

/** A currency as an amount names it. */
export type CurrencyCard = Pick<EntityRow<EntityOf<'billing/currencies'>>, 'id' | 'symbol' | 'slug'>;

export interface CurrencyTotal {
  total: string;
  billingModuleCurrency: CurrencyCard;
}

export interface OrderCurrencyTotal extends CurrencyTotal {
  orderId: string;
}

/**
 * The amounts per currency a product carries in attributes whose key is of `type`: its prices, or a project's
 * goals (issue 27), both one attribute per currency linked to the product.
 */
export const productAmounts = (type: 'price' | 'goal') => `
  SELECT pa."productId", ac."billingModuleCurrencyId" AS "currencyId", a."id" AS "attributeId", a."number" AS "price",
         pa."orderIndex", pa."createdAt"
  FROM "ecommerce_products_to_attributes" pa
  JOIN "ecommerce_attributes" a ON a."id" = pa."attributeId" AND a."number" IS NOT NULL
  JOIN "ecommerce_attribute_keys_to_attributes" aka ON aka."attributeId" = a."id"
  JOIN "ecommerce_attribute_keys" ak ON ak."id" = aka."attributeKeyId" AND ak."type" = '${type}'
  JOIN "ecommerce_attributes_to_billing_module_currencies" ac ON ac."attributeId" = a."id"`;
/**
 * Every price of every product: its attributes whose key is of type price, linked to a currency. The one
 * statement of the spec's price rule; the totals, the checkout attributes, line totals and receipts read it.
 */
export const PRODUCT_PRICES = productAmounts('price');

/** One price per (product, currency) of these orders' products: the first by link order. */
const prices = (orders: string) => `
  SELECT DISTINCT ON ("productId", "currencyId") "productId", "currencyId", "price"
  FROM (${PRODUCT_PRICES}) p
  WHERE "productId" IN (SELECT "productId" FROM "ecommerce_orders_to_products" WHERE "orderId" ${orders})
  ORDER BY "productId", "currencyId", "orderIndex", "createdAt"`;

/**
 * `per_order`: each order's total per currency (only currencies every line has a price in). A line with its own
 * price (a free amount) costs that, in its one currency only; the others cost their product's price.
 */
export const perOrderTotals = (orders: string) => `WITH prices AS (${prices(orders)}),
  lines AS (SELECT "orderId", "productId", "quantity", "price" AS "ownPrice", "billingModuleCurrencyId" AS "ownCurrencyId"
            FROM "ecommerce_orders_to_products" WHERE "orderId" ${orders}),
  priced AS (
    SELECT l."orderId", p."currencyId", p."price" * l."quantity" AS "amount"
    FROM lines l JOIN prices p ON p."productId" = l."productId" WHERE l."ownPrice" IS NULL
    UNION ALL
    SELECT l."orderId", l."ownCurrencyId", l."ownPrice" * l."quantity" FROM lines l WHERE l."ownPrice" IS NOT NULL),
  per_order AS (
    SELECT q."orderId", q."currencyId", SUM(q."amount") AS "total"
    FROM priced q
    GROUP BY q."orderId", q."currencyId"
    -- a currency counts for an order only when every line has a price in it
    HAVING COUNT(*) = (SELECT COUNT(*) FROM lines l2 WHERE l2."orderId" = q."orderId"))`;

/**
 * A statement about some orders, `$1` being them, as two prepared texts: `= $1::uuid` for one order (a cart, the
 * hot path) and `= ANY($1::uuid[])` for several. PostgreSQL keeps a prepared statement's plan only when its
 * generic plan looks as cheap as one made for the values, which it never does for an array of unknown length:
 * the array text was planned on every call, and planning was half of a cart read (0.7 of 1.4 ms).
 */
export function forOrders(build: (orders: string) => string) {
  const one = build('= $1::uuid');
  const many = build('= ANY($1::uuid[])');
  return (orderIds: string[]): [text: string, orders: string | string[]] =>
    orderIds.length === 1 ? [one, orderIds[0]!] : [many, orderIds];
}

type TotalRow = { orderId: string; currencyId: string; symbol: string; slug: string; total: string };

const toTotal = (r: TotalRow): OrderCurrencyTotal => ({
  orderId: r.orderId,
  total: r.total,
  billingModuleCurrency: { id: r.currencyId, symbol: r.symbol, slug: r.slug },
});

/** Totals per order and currency, for any number of orders: one query. */
const ORDER_TOTALS = forOrders(
  (orders) => `${perOrderTotals(orders)}
     SELECT o."orderId", c."id" AS "currencyId", c."symbol", c."slug", trim_scale(o."total")::text AS "total"
     FROM per_order o JOIN "billing_currencies" c ON c."id" = o."currencyId"
     ORDER BY o."orderId", c."slug"`,
);
export async function orderTotals(client: DbClient, orderIds: string[]): Promise<OrderCurrencyTotal[]> {
  if (orderIds.length === 0) return [];
  const [text, orders] = ORDER_TOTALS(orderIds);
  const rows = await queryRows<TotalRow>(client, text, [orders], { prepared: true });
  return rows.map(toTotal);
}

/** Totals per currency summed over orders (the cart badge and `/orders/total`): one query. */
const CURRENCY_TOTALS = forOrders(
  (orders) => `${perOrderTotals(orders)}
     SELECT '' AS "orderId", c."id" AS "currencyId", c."symbol", c."slug", trim_scale(SUM(o."total"))::text AS "total"
     FROM per_order o JOIN "billing_currencies" c ON c."id" = o."currencyId"
     GROUP BY c."id" ORDER BY c."slug"`,
);
export async function currencyTotals(client: DbClient, orderIds: string[]): Promise<CurrencyTotal[]> {
  if (orderIds.length === 0) return [];
  const [text, orders] = CURRENCY_TOTALS(orderIds);
  const rows = await queryRows<TotalRow>(client, text, [orders], { prepared: true });
  return rows.map(({ orderId: _orderId, ...r }) => {
    const { orderId: _o, ...total } = toTotal({ orderId: '', ...r });
    return total;
  });
}

/** Products of these orders without a price in the currency (checkout refuses them). */
const UNPRICED = forOrders(
  (orders) => `WITH prices AS (${prices(orders)})
     SELECT DISTINCT l."productId" FROM "ecommerce_orders_to_products" l
     WHERE l."orderId" ${orders}
       AND CASE WHEN l."price" IS NOT NULL THEN l."billingModuleCurrencyId" IS DISTINCT FROM $2::uuid
                ELSE NOT EXISTS (SELECT 1 FROM prices p WHERE p."productId" = l."productId" AND p."currencyId" = $2::uuid) END`,
);
export async function unpricedProducts(client: DbClient, orderIds: string[], currencyId: string): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const [text, orders] = UNPRICED(orderIds);
  const rows = await queryRows<{ productId: string }>(client, text, [orders, currencyId], { prepared: true });
  return rows.map((r) => r.productId);
}
