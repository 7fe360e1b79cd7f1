/**
 * Money raised, from money (issue 32 §2): the one place that says what counts as raised, for projects (the public
 * progress, host/progress.ts) and for the operator's dashboard (shop/dashboard.ts).
 *
 * - When money arrives for an order (it becomes approving, or reviewing when it changed since checkout), each of
 *   its lines is stamped once with what it cost then, in the currency paid: `paidAmount` (price × quantity; a
 *   free amount at the donor's price) and `paidCurrencyId` (`stampPaidLines`). Prices changed later move nothing.
 * - Raised for a project = the sum of its stamped lines per currency over orders not canceled; donors = distinct
 *   payers of those lines (the payment's email, a guest giving twice counts once; else the order).
 * - A paid order canceled is money given back (a refund is recorded by canceling the order): it leaves the totals.
 * - A goal names the same sum in each of its currencies; the site adds gifts in several currencies as shares of the
 *   goal in each (site/src/shop/progress.tsx), never converting one currency into another by a rate.
 */
import type pg from 'pg';
import type { DbClient } from '../../db/index.ts';
import { queryRows } from '../../db/index.ts';
import { productAmounts } from './totals.ts';

/** The first amount per (product, currency) of a kind (its price or goal), as the totals pick it. */
export const firstAmounts = (type: 'price' | 'goal', where = 'TRUE') => `
  SELECT DISTINCT ON ("productId", "currencyId") "productId", "currencyId", "price" AS "amount"
  FROM (${productAmounts(type)}) a WHERE ${where}
  ORDER BY "productId", "currencyId", "orderIndex", "createdAt"`;

/**
 * Stamps the lines of an order (`$1`) not stamped yet with their cost now in the currency of the order's last
 * succeeded payment. A line with no price in that currency stays unstamped (it never counts as raised).
 */
const STAMP = `
  WITH paid AS (
    SELECT pi."currencyId" FROM "ecommerce_orders_to_billing_module_payment_intents" op
    JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
    WHERE op."orderId" = $1::uuid ORDER BY pi."createdAt" DESC LIMIT 1),
  prices AS (${firstAmounts('price', `"productId" IN (SELECT "productId" FROM "ecommerce_orders_to_products" WHERE "orderId" = $1::uuid)`)})
  UPDATE "ecommerce_orders_to_products" l
  SET "paidCurrencyId" = paid."currencyId",
      "paidAmount" = CASE WHEN l."price" IS NOT NULL
                          THEN CASE WHEN l."billingModuleCurrencyId" = paid."currencyId" THEN l."price" * l."quantity" END
                          ELSE (SELECT p."amount" FROM prices p
                                WHERE p."productId" = l."productId" AND p."currencyId" = paid."currencyId") * l."quantity" END,
      "updatedAt" = now()
  FROM paid
  WHERE l."orderId" = $1::uuid AND l."paidAmount" IS NULL`;

export async function stampPaidLines(tx: DbClient, orderId: string): Promise<void> {
  await tx.$executeRawUnsafe(STAMP, orderId);
}

/** Succeeded payments of orders not canceled, once each: `id, orderId, currencyId, amount, createdAt, donor`. */
export const PAID_PAYMENTS = `
  SELECT DISTINCT ON (pi."id") pi."id", op."orderId", pi."currencyId", pi."amount", pi."createdAt",
         coalesce(lower(pi."email"), op."orderId"::text) AS "donor"
  FROM "billing_payment_intents" pi
  JOIN "ecommerce_orders_to_billing_module_payment_intents" op ON op."billingModulePaymentIntentId" = pi."id"
  JOIN "ecommerce_orders" o ON o."id" = op."orderId" AND o."status" <> 'canceled'
  WHERE pi."status" = 'succeeded'`;

/**
 * The paid lines of the products `products` names (an SQL condition on `l."productId"`): `productId, currencyId,
 * amount, donor`, from the stamps, of orders not canceled.
 */
export const paidLines = (products: string) => `
  WITH lines AS (
    SELECT l."orderId", l."productId", l."paidCurrencyId" AS "currencyId", l."paidAmount" AS "amount"
    FROM "ecommerce_orders_to_products" l
    JOIN "ecommerce_orders" o ON o."id" = l."orderId" AND o."status" <> 'canceled'
    WHERE l."paidAmount" IS NOT NULL AND ${products}),
  payers AS (
    SELECT DISTINCT ON (op."orderId") op."orderId", lower(pi."email") AS "email"
    FROM "ecommerce_orders_to_billing_module_payment_intents" op
    JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
    WHERE op."orderId" IN (SELECT "orderId" FROM lines)
    ORDER BY op."orderId", pi."createdAt" DESC)
  SELECT lines."productId", lines."currencyId", lines."amount", coalesce(payers."email", lines."orderId"::text) AS "donor"
  FROM lines LEFT JOIN payers ON payers."orderId" = lines."orderId"`;

export interface Raised {
  /** Distinct donors. */
  donors: number;
  /** Raised per currency, as decimal text. */
  collected: { currencyId: string; amount: string }[];
}

/** Raised per product and its donors, from the paid lines: `productId, collected, donors`, `$1` the products. */
const RAISED = `
  WITH paid AS (${paidLines(`l."productId" = ANY($1::uuid[])`)})
  SELECT "productId",
         coalesce((SELECT json_agg(json_build_object('currencyId', s."currencyId", 'amount', s."amount") ORDER BY s."currencyId")
                   FROM (SELECT "currencyId", trim_scale(SUM("amount"))::text AS "amount" FROM paid p2
                         WHERE p2."productId" = t."productId" GROUP BY "currencyId") s), '[]') AS "collected",
         COUNT(DISTINCT "donor")::int AS "donors"
  FROM paid t GROUP BY "productId"`;

/** What each product raised (products without paid lines are absent): one query. */
export async function raisedByProduct(client: DbClient | pg.Pool, productIds: string[]): Promise<Map<string, Raised>> {
  if (productIds.length === 0) return new Map();
  type Row = { productId: string } & Raised;
  const rows =
    '$queryRawUnsafe' in client
      ? await queryRows<Row>(client, RAISED, [productIds], { prepared: true })
      : (await client.query<Row>({ name: 'ecommerce_raised_by_product', text: RAISED, values: [productIds] })).rows;
  return new Map(rows.map((r) => [r.productId, { donors: r.donors, collected: r.collected }]));
}
