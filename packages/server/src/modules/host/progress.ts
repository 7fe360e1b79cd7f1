/**
 * A project's progress towards its goal (issue 27 §1), read with the page: every product of the page's tree gets
 * `goals` (its attributes whose key is of type goal, one per currency, like prices) and `progress` (what paid
 * orders gave to it per currency, and how many donors). One query for all the products of a page, whatever
 * their number.
 */
import type pg from 'pg';
import type { Row } from '../../entities/serialize.ts';
import { PRODUCT_PRICES } from '../ecommerce/index.ts';

export interface ProductProgress {
  /** Distinct donors: by the payment's email (a guest who gives twice counts once), else the order. */
  donors: number;
  /** Paid per currency (the payment's currency), as decimal text. */
  collected: { currencyId: string; amount: string }[];
}

/**
 * Paid orders (a succeeded payment, not canceled since) holding these products; each line counts in the
 * currency its order was paid in: a free amount at the donor's price, any other line at its product's price.
 */
const PROGRESS = `
  WITH paid AS (
    SELECT DISTINCT ON (op."orderId") op."orderId", pi."currencyId", coalesce(lower(pi."email"), op."orderId"::text) AS "donor"
    FROM "ecommerce_orders_to_billing_module_payment_intents" op
    JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
    JOIN "ecommerce_orders" o ON o."id" = op."orderId" AND o."status" <> 'canceled'
    WHERE op."orderId" IN (SELECT "orderId" FROM "ecommerce_orders_to_products" WHERE "productId" = ANY($1::uuid[]))
    ORDER BY op."orderId", pi."createdAt" DESC),
  prices AS (
    SELECT DISTINCT ON ("productId", "currencyId") "productId", "currencyId", "price"
    FROM (${PRODUCT_PRICES}) p WHERE "productId" = ANY($1::uuid[])
    ORDER BY "productId", "currencyId", "orderIndex", "createdAt"),
  lines AS (
    SELECT l."productId", paid."currencyId", paid."donor",
           CASE WHEN l."price" IS NOT NULL
                THEN CASE WHEN l."billingModuleCurrencyId" = paid."currencyId" THEN l."price" * l."quantity" END
                ELSE p."price" * l."quantity" END AS "amount"
    FROM "ecommerce_orders_to_products" l
    JOIN paid ON paid."orderId" = l."orderId"
    LEFT JOIN prices p ON p."productId" = l."productId" AND p."currencyId" = paid."currencyId"
    WHERE l."productId" = ANY($1::uuid[]))
  SELECT "productId",
         coalesce(json_agg(json_build_object('currencyId', "currencyId", 'amount', "amount"))
           FILTER (WHERE "amount" IS NOT NULL), '[]') AS "collected",
         (SELECT COUNT(DISTINCT l2."donor")::int FROM lines l2 WHERE l2."productId" = t."productId") AS "donors"
  FROM (SELECT "productId", "currencyId", trim_scale(SUM("amount"))::text AS "amount"
        FROM lines GROUP BY "productId", "currencyId") t
  GROUP BY "productId"`;

/** Product nodes of a page's tree: the records `addPrices` gave prices to. */
function productNodes(value: unknown, into: Row[] = [], seen = new Set<unknown>()): Row[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return into;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) productNodes(item, into, seen);
    return into;
  }
  const node = value as Row;
  if (Array.isArray(node.prices)) into.push(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'link') productNodes(child, into, seen);
  return into;
}

/** The goal attributes of a product node, one per currency (the same shape as its prices). */
function goals(node: Row) {
  return ((node.attributes as Row[] | undefined) ?? []).flatMap((attribute) => {
    const isGoal = ((attribute.attributeKeys as Row[] | undefined) ?? []).some((key) => key.type === 'goal');
    if (!isGoal || attribute.number === null || attribute.number === undefined) return [];
    return ((attribute.currencies as Row[] | undefined) ?? []).map((currency) => ({
      amount: attribute.number,
      currency: { id: currency.id, slug: currency.slug, symbol: currency.symbol, isDefault: currency.isDefault },
    }));
  });
}

/** Adds `goals` and `progress` to every product of the trees given (after `addPrices`); one query. */
export async function addProgress(pool: pg.Pool, ...trees: unknown[]): Promise<void> {
  const nodes = trees.flatMap((tree) => productNodes(tree));
  if (nodes.length === 0) return;
  const ids = [...new Set(nodes.map((n) => String(n.id)))];
  const { rows } = await pool.query<{ productId: string } & ProductProgress>({
    name: 'host_product_progress',
    text: PROGRESS,
    values: [ids],
  });
  const byProduct = new Map(rows.map((r) => [r.productId, { donors: r.donors, collected: r.collected }]));
  for (const node of nodes) {
    node.goals = goals(node);
    node.progress = byProduct.get(String(node.id)) ?? { donors: 0, collected: [] };
  }
}
