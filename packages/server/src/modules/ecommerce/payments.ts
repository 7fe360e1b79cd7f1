/**
 * Payment integrity, a rule of the domain whatever the provider: a payment pays for what was checked out.
 *
 * - Checkout records on its intent what it pays for: each order's lines and its total in the intent's currency.
 * - When money arrives, an order that is still the same (lines and total equal to that record) is paid; one that
 *   changed goes to `reviewing` with a note, and the money is recorded either way (never silently paid, never
 *   silently ignored).
 * - A change to an order's lines voids the intents still open on it, so an old pay link cannot be used for a cart
 *   that grew afterwards (the settle rule above still holds if a provider reports it paid anyway).
 *
 * Lock order, everywhere: the orders (by id), then their intents. Adding to a cart, updating lines, checkout and
 * settlement all take them in this order, so they serialise without deadlocks.
 */
import type { EntityOf, EntityRow } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';
import { forOrders, perOrderTotals } from './totals.ts';

/** An order as a payment saw it: its lines (product, quantity; by product) and its total in one currency. */
export type OrderSnapshot = {
  id: string;
  /** Null when a line has no price in the currency. */
  total: string | null;
  lines: [productId: string, quantity: number][];
};

/** What an intent pays for, kept in its metadata as `paysFor` (types, not interfaces: JSON values). */
export type PaymentSnapshot = {
  currencyId: string;
  amount: string;
  orders: OrderSnapshot[];
};

const ORDER_SNAPSHOTS = forOrders(
  (orders) => `${perOrderTotals(orders)}
     SELECT o."id",
       (SELECT trim_scale(t."total")::text FROM per_order t
        WHERE t."orderId" = o."id" AND t."currencyId" = $2::uuid) AS "total",
       COALESCE((SELECT json_agg(json_build_array(l."productId", l."quantity") ORDER BY l."productId")
                 FROM "ecommerce_orders_to_products" l WHERE l."orderId" = o."id"), '[]') AS "lines"
     FROM "ecommerce_orders" o WHERE o."id" ${orders} ORDER BY o."id"`,
);

/** The orders as they are now, in the form a payment records them: one query. */
export async function snapshotOrders(client: DbClient, orderIds: string[], currencyId: string) {
  if (orderIds.length === 0) return [];
  const [text, orders] = ORDER_SNAPSHOTS(orderIds);
  return queryRows<OrderSnapshot>(client, text, [orders, currencyId]);
}

export const sameOrder = (a: OrderSnapshot | undefined, b: OrderSnapshot | undefined) =>
  !!a &&
  !!b &&
  a.id === b.id &&
  a.total !== null &&
  a.total === b.total &&
  JSON.stringify(a.lines) === JSON.stringify(b.lines);

/** The record an intent carries, when it has one (intents made before this rule have none). */
export function paymentSnapshot(metadata: unknown): PaymentSnapshot | undefined {
  const paysFor = (metadata as { paysFor?: PaymentSnapshot } | null)?.paysFor;
  return paysFor && Array.isArray(paysFor.orders) ? paysFor : undefined;
}

/** Locks the orders (FOR UPDATE, by id): the first step of every change to an order or its payment. */
export async function lockOrders(client: DbClient, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return queryRows<Pick<EntityRow<EntityOf<'ecommerce/orders'>>, 'id' | 'status' | 'type' | 'comment'>>(
    client,
    `SELECT "id", "status", "type", "comment" FROM "ecommerce_orders" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
    [orderIds],
  );
}

/**
 * The statement that voids the intents still open on the orders `orders` names (a query text giving ids) unless
 * `keep` (a uuid or null) is one of them, and their open invoices. A CTE pair, so the cart's add runs it in its
 * own single statement.
 */
export const voidOpenPaymentsCte = (orders: string, keep: string) => `
  voided AS (
    UPDATE "billing_payment_intents" SET "status" = 'canceled', "updatedAt" = now()
    WHERE "status" IN ('open', 'requires_action') AND "id" IS DISTINCT FROM ${keep}
      AND "id" IN (SELECT p."billingModulePaymentIntentId" FROM "ecommerce_orders_to_billing_module_payment_intents" p
                   WHERE p."orderId" IN (${orders}))
    RETURNING "id"),
  voided_invoices AS (
    UPDATE "billing_invoices" SET "status" = 'void', "updatedAt" = now()
    WHERE "status" = 'open' AND "paymentIntentId" IN (SELECT "id" FROM voided))`;

/** Voids the intents still open on these orders (but `keep`): the orders changed, or one payment settled them. */
export async function voidOpenPayments(client: DbClient, orderIds: string[], keep: string | null = null) {
  if (orderIds.length === 0) return [];
  return queryRows<{ id: string }>(
    client,
    `WITH ${voidOpenPaymentsCte('SELECT unnest($1::uuid[])', '$2::uuid')} SELECT "id" FROM voided`,
    [orderIds, keep],
  );
}
