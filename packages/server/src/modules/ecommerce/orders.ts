/**
 * A subject's orders: the open cart (type cart, status new), its lines and totals. Every change is one
 * transaction; reads are a fixed number of queries whatever the number of orders and lines.
 */
import type { EntityOf, EntityRow } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound, zodCauses } from '../../errors.ts';
import { lockOrders, voidOpenPayments, voidOpenPaymentsCte } from './payments.ts';
import { currencyTotals, forOrders, perOrderTotals, type CurrencyCard, type CurrencyTotal } from './totals.ts';

const uuid = z.uuid({ error: 'must be a uuid' });
/** A uuid that answers the documented '<name> is required' when missing or empty (typed as the string it takes). */
export const requiredId = (name: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined || v === null || v === '')
        ctx.addIssue({ code: 'custom', message: `${name} is required`, abort: true });
    })
    .pipe(uuid) as unknown as z.ZodType<string, string>;

/**
 * Validates a body. A message the schema wrote itself ('productId is required', 'Invalid provider') is the
 * answer's message, as the spec documents them; zod's own messages ('Too small: ...') stay in `cause`.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, what = 'data'): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const path = first?.path.join('.');
  const message =
    !first || first.message.includes(':')
      ? `Invalid ${what}`
      : first.message.startsWith('must')
        ? `${path} ${first.message}`
        : first.message;
  throw badRequest(message, zodCauses(result.error));
}

/** The most one cart line holds: each add, each update and the line's sum after an add. */
export const MAX_LINE_QUANTITY = 10_000;

export const addToCartSchema = z.strictObject({
  productId: requiredId('productId'),
  quantity: z.coerce.number<number | string>().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  storeId: uuid.nullish(),
});

export const updateOrderSchema = z.object({
  ordersToProducts: z
    .array(z.object({ id: uuid, quantity: z.coerce.number<number | string>().int().min(0).max(MAX_LINE_QUANTITY) }), {
      error: 'ordersToProducts must be a list',
    })
    .max(500),
});

type OrderRow = EntityRow<EntityOf<'ecommerce/orders'>>;

/**
 * Every column of an order (OrderRow) as its subject reads it: the staff's internal notes are never shown to the
 * donor (always null here; the back office reads them on the order's sheet).
 */
const ORDER_COLUMNS = `o."id", o."createdAt", o."updatedAt", o."status", o."type", o."receipt", o."receiptNumber", o."comment", o."dedication", o."anonymous", trim_scale(o."coveredFee")::text AS "coveredFee", o."consent", NULL::text AS "notes", o."variant"`;
export const MAX_ORDERS = 100;

/**
 * The subject's open cart (status `new`). With `orPaying`, when there is none, the cart whose checkout is under
 * way: a second "check out my cart" that arrives after the first has moved the cart to `paying` then meets the
 * same order, so the checkout's idempotency key hands back the same payment instead of "the cart is empty".
 */
export async function findCart(
  client: DbClient,
  subjectId: string,
  { orPaying = false } = {},
): Promise<OrderRow | undefined> {
  const rows = await queryRows<OrderRow>(
    client,
    `SELECT ${ORDER_COLUMNS} FROM "ecommerce_orders" o
     JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
     WHERE l."subjectId" = $1::uuid AND o."type" = 'cart' AND o."status" = ANY($2::text[])
     ORDER BY o."status" = 'new' DESC,
              CASE WHEN o."status" = 'new' THEN o."createdAt" END ASC,
              o."updatedAt" DESC
     LIMIT 1`,
    [subjectId, orPaying ? ['new', 'paying'] : ['new']],
  );
  return rows[0];
}

/** The order if it belongs to the subject: 404 when it does not exist, 403 when it is someone else's. */
export async function ownedOrder(client: DbClient, subjectId: string, orderId: unknown): Promise<OrderRow> {
  const id = parseInput(z.object({ orderId: requiredId('orderId') }), { orderId }).orderId;
  const rows = await queryRows<OrderRow & { subjectIds: string[] }>(
    client,
    `SELECT ${ORDER_COLUMNS}, COALESCE(array_agg(l."subjectId") FILTER (WHERE l."subjectId" IS NOT NULL), '{}') AS "subjectIds"
     FROM "ecommerce_orders" o LEFT JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
     WHERE o."id" = $1::uuid GROUP BY o."id"`,
    [id],
  );
  const order = rows[0];
  if (!order) throw notFound('Order not found');
  if (!order.subjectIds.includes(subjectId)) throw forbidden('This order belongs to another subject');
  const { subjectIds: _s, ...rest } = order;
  return rest;
}

const CART_LOCK = `hashtextextended($1, 0)`;

/**
 * The whole add in one statement, run under the subject's cart lock: it checks the subject, the product and
 * the store, finds the open cart (locking it: a payment settling it goes first, and the add then makes a new cart)
 * or creates it (with its link to the subject), inserts the line or raises its quantity within the cap, touches
 * the cart and voids the payments still open on it (payments.ts). Nothing is written when a check fails or the cap would be
 * passed; the answer says which.
 */
const ADD_TO_CART = `
  WITH checks AS (
    SELECT EXISTS (SELECT 1 FROM "rbac_subjects" WHERE "id" = $1::uuid) AS "subject",
           EXISTS (SELECT 1 FROM "ecommerce_products" WHERE "id" = $2::uuid) AS "product",
           ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM "ecommerce_stores_to_products"
                                       WHERE "storeId" = $4::uuid AND "productId" = $2::uuid)) AS "sold"),
  ok AS (SELECT 1 FROM checks WHERE "subject" AND "product" AND "sold"),
  found AS (
    SELECT o."id" FROM "ecommerce_orders" o
    JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
    WHERE l."subjectId" = $1::uuid AND o."type" = 'cart' AND o."status" = 'new' AND EXISTS (SELECT 1 FROM ok)
    ORDER BY o."createdAt" LIMIT 1 FOR UPDATE OF o),
  created AS (
    INSERT INTO "ecommerce_orders" ("type", "status")
    SELECT 'cart', 'new' FROM ok WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING "id"),
  linked AS (
    INSERT INTO "rbac_subjects_to_ecommerce_module_orders" ("subjectId", "ecommerceModuleOrderId")
    SELECT $1::uuid, "id" FROM created),
  cart AS (SELECT "id" FROM found UNION ALL SELECT "id" FROM created),
  previous AS (
    SELECT l."quantity" FROM "ecommerce_orders_to_products" l JOIN found f ON f."id" = l."orderId"
    WHERE l."productId" = $2::uuid),
  line AS (
    INSERT INTO "ecommerce_orders_to_products" ("orderId", "productId", "quantity")
    SELECT "id", $2::uuid, $3::int FROM cart WHERE COALESCE((SELECT "quantity" FROM previous), 0) + $3::int <= $5::int
    ON CONFLICT ("orderId", "productId") DO UPDATE
      SET "quantity" = "ecommerce_orders_to_products"."quantity" + EXCLUDED."quantity", "updatedAt" = now()
      WHERE "ecommerce_orders_to_products"."quantity" + EXCLUDED."quantity" <= $5::int
    RETURNING "quantity"),
  touched AS (
    UPDATE "ecommerce_orders" SET "updatedAt" = now()
    WHERE "id" IN (SELECT "id" FROM found) AND EXISTS (SELECT 1 FROM line)),
  ${voidOpenPaymentsCte(`SELECT "id" FROM found WHERE EXISTS (SELECT 1 FROM line)`, 'NULL::uuid')}
  SELECT c."subject", c."product", c."sold", (SELECT "id" FROM cart) AS "cartId",
         COALESCE((SELECT "quantity" FROM previous), 0) AS "previous", EXISTS (SELECT 1 FROM line) AS "added"
  FROM checks c`;

interface AddResult {
  subject: boolean;
  product: boolean;
  sold: boolean;
  cartId: string | null;
  previous: number;
  added: boolean;
}

/**
 * Adds a product to the subject's open cart (creating the cart), or raises the line's quantity. Three queries:
 * take the subject's cart lock (a session advisory lock, held on one pooled connection), the add (one statement,
 * so one transaction), then release the lock and read the cart back in one statement (ADD_READ_BACK). A refused
 * or failed add releases the lock alone.
 */
export async function addToCart(db: Db, subjectId: string, input: unknown) {
  const { productId, quantity, storeId } = parseInput(addToCartSchema, input);
  const key = `cart:${subjectId}`;
  const client = await db.pool.connect();
  let broken: Error | undefined;
  let result: AddResult;
  let cart: ReturnType<typeof toOrder> | undefined;
  try {
    // One cart per subject even when two requests race: the lock serialises this subject's cart changes, and
    // the add's statement starts after it is held, so it sees a cart another request has just created.
    await client.query({ name: 'cart_lock', text: `SELECT pg_advisory_lock(${CART_LOCK})`, values: [key] });
    // The unlock ran with the read back (or the connection is closed, which releases it).
    let unlocked = false;
    try {
      result = (
        await client.query<AddResult>({
          name: 'cart_add',
          text: ADD_TO_CART,
          values: [subjectId, productId, quantity, storeId ?? null, MAX_LINE_QUANTITY],
        })
      ).rows[0]!;
      if (result.added && result.cartId) {
        unlocked = true;
        const { rows } = await client
          .query<DescribedRow & { unlocked: boolean }>({
            name: 'cart_add_read_back',
            text: ADD_READ_BACK,
            values: [result.cartId, key],
          })
          .catch((error: Error) => {
            broken = error; // it failed before its unlock ran: the connection goes
            throw error;
          });
        const { unlocked: _unlocked, ...row } = rows[0]!;
        cart = row.id ? toOrder(row) : undefined;
      }
    } finally {
      if (!unlocked)
        await client
          .query({ name: 'cart_unlock', text: `SELECT pg_advisory_unlock(${CART_LOCK})`, values: [key] })
          .catch((error: Error) => {
            broken = error; // a connection that may still hold the lock is closed, not reused
          });
    }
  } finally {
    client.release(broken);
  }
  if (!result.subject) throw notFound('Subject not found');
  if (!result.product) throw notFound('Product not found');
  if (!result.sold) throw badRequest('This store does not sell this product');
  // Adds sum up: the line, not only each add, is capped.
  if (!result.added || !result.cartId)
    throw badRequest(`A cart line holds at most ${MAX_LINE_QUANTITY} items`, [
      `quantity: at most ${MAX_LINE_QUANTITY - result.previous} more of this product fit in the cart`,
    ]);
  return cart!;
}

type LineColumns = 'id' | 'orderId' | 'productId' | 'quantity' | 'orderIndex';
/** A line as read in JSON (its `createdAt` as text, turned back into a date). */
type LineRow = Pick<EntityRow<EntityOf<'ecommerce/orders-to-products'>>, LineColumns> & {
  createdAt: string;
  product: Pick<EntityRow<EntityOf<'ecommerce/products'>>, 'id' | 'slug' | 'title' | 'type' | 'variant'>;
  totals: LineTotal[];
};

/** A line's total in one currency (its product's price × quantity), for the cart's per-line amounts. */
export interface LineTotal {
  total: string;
  billingModuleCurrency: Pick<EntityRow<EntityOf<'billing/currencies'>>, keyof CurrencyCard | 'isDefault'>;
}

const DESCRIBE_ORDERS = forOrders(
  (orders) => `${perOrderTotals(orders)}
     SELECT ${ORDER_COLUMNS},
       COALESCE((SELECT json_agg(json_build_object('id', l."id", 'orderId', l."orderId", 'productId', l."productId",
                   'quantity', l."quantity", 'orderIndex', l."orderIndex", 'createdAt', l."createdAt",
                   'product', json_build_object('id', p."id", 'slug', p."slug", 'title', p."title", 'type', p."type",
                                                'variant', p."variant"),
                   'totals', COALESCE((SELECT json_agg(json_build_object('total', trim_scale(x."price" * l."quantity")::text,
                                 'billingModuleCurrency', json_build_object('id', c."id", 'symbol', c."symbol",
                                                                            'slug', c."slug", 'isDefault', c."isDefault"))
                                 ORDER BY c."slug")
                               FROM (SELECT x."currencyId", x."price" FROM prices x
                                     WHERE x."productId" = l."productId" AND l."price" IS NULL
                                     UNION ALL SELECT l."billingModuleCurrencyId", l."price" WHERE l."price" IS NOT NULL) x
                               JOIN "billing_currencies" c ON c."id" = x."currencyId"), '[]'))
                 ORDER BY l."orderIndex", l."createdAt")
                 FROM "ecommerce_orders_to_products" l JOIN "ecommerce_products" p ON p."id" = l."productId"
                 WHERE l."orderId" = o."id"), '[]') AS "lines",
       COALESCE((SELECT json_agg(json_build_object('total', trim_scale(t."total")::text,
                   'billingModuleCurrency', json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug"))
                 ORDER BY c."slug")
                 FROM per_order t JOIN "billing_currencies" c ON c."id" = t."currencyId"
                 WHERE t."orderId" = o."id"), '[]') AS "totals"
     FROM "ecommerce_orders" o WHERE o."id" ${orders} ORDER BY o."createdAt" DESC`,
);

/**
 * Orders with their lines (products, and each line's total in every currency its product is priced in) and
 * totals per currency: one query for any number of orders.
 * With `currencyId`, each order also carries `total` and `billingModuleCurrency` for that currency
 * (null when a line has no price in it).
 */
export async function describeOrders(client: DbClient, orderIds: string[], currencyId?: string) {
  if (orderIds.length === 0) return [];
  const [text, orders] = DESCRIBE_ORDERS(orderIds);
  const rows = await queryRows<DescribedRow>(client, text, [orders], { prepared: true });
  return rows.map((row) => toOrder(row, currencyId));
}

type DescribedRow = OrderRow & { lines: LineRow[]; totals: CurrencyTotal[] };

function toOrder({ lines, totals, ...order }: DescribedRow, currencyId?: string) {
  const chosen = currencyId ? totals.find((t) => t.billingModuleCurrency.id === currencyId) : undefined;
  return {
    ...order,
    ordersToProducts: lines.map((line) => ({ ...line, createdAt: new Date(line.createdAt) })),
    totals,
    ...(currencyId
      ? { total: chosen?.total ?? null, billingModuleCurrency: chosen?.billingModuleCurrency ?? null }
      : {}),
  };
}

/**
 * An add's last statement: the subject's cart lock released, and the cart read back ($1, as describeOrders reads
 * one order). The unlock is a one-row subquery the read is left-joined to, so it runs whether the read finds the
 * cart or not; when the statement fails, the connection (which may hold the lock) is closed.
 */
const ADD_READ_BACK = `SELECT u."unlocked", d.*
  FROM (SELECT pg_advisory_unlock(hashtextextended($2, 0)) AS "unlocked") u
  LEFT JOIN (${DESCRIBE_ORDERS(['00000000-0000-0000-0000-000000000000'])[0]}) d ON true`;

async function subjectOrderIds(client: DbClient, subjectId: string, onlyCart: boolean): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    client,
    `SELECT o."id" FROM "ecommerce_orders" o
     JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
     WHERE l."subjectId" = $1::uuid ${onlyCart ? `AND o."type" = 'cart' AND o."status" = 'new'` : ''}
     ORDER BY o."createdAt" DESC LIMIT ${MAX_ORDERS}`,
    [subjectId],
    { prepared: true },
  );
  return rows.map((r) => r.id);
}

export async function listOrders(client: DbClient, subjectId: string, currencyId?: string) {
  return describeOrders(client, await subjectOrderIds(client, subjectId, false), currencyId);
}

/** Totals per currency of the subject's open cart. */
export async function cartTotals(client: DbClient, subjectId: string): Promise<CurrencyTotal[]> {
  return currencyTotals(client, await subjectOrderIds(client, subjectId, true));
}

/** Number of items in the subject's open cart (the badge). */
export async function cartQuantity(client: DbClient, subjectId: string): Promise<number> {
  const rows = await queryRows<{ quantity: number }>(
    client,
    `SELECT COALESCE(SUM(l."quantity"), 0)::int AS "quantity" FROM "ecommerce_orders_to_products" l
     WHERE l."orderId" = ANY($1::uuid[])`,
    [await subjectOrderIds(client, subjectId, true)],
  );
  return rows[0]?.quantity ?? 0;
}

function requireOpenCart(order: OrderRow) {
  if (order.type !== 'cart' || order.status !== 'new')
    throw conflict(`Order is ${order.status}: only an open cart can change`);
}

/** Sets line quantities (0 removes the line); lines must belong to the order. */
export async function updateOrder(
  db: Db,
  subjectId: string,
  orderId: unknown,
  { ordersToProducts }: z.output<typeof updateOrderSchema>,
) {
  return db.transaction(async (tx) => {
    const owned = await ownedOrder(tx, subjectId, orderId);
    const [locked] = await lockOrders(tx, [owned.id]);
    const order = { ...owned, ...locked };
    requireOpenCart(order);
    const ids = ordersToProducts.map((l) => l.id);
    const existing = await tx.ecommerceOrdersToProducts.findMany({
      where: { id: { in: ids }, orderId: order.id },
      select: { id: true },
    });
    const known = new Set(existing.map((l) => l.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw badRequest(
        'ordersToProducts must be lines of this order',
        unknown.map((id) => `${id}: not in this order`),
      );
    for (const line of ordersToProducts) {
      if (line.quantity === 0) await tx.ecommerceOrdersToProducts.delete({ where: { id: line.id } });
      else await tx.ecommerceOrdersToProducts.update({ where: { id: line.id }, data: { quantity: line.quantity } });
    }
    await tx.ecommerceOrder.update({ where: { id: order.id }, data: { updatedAt: new Date() } });
    if (ordersToProducts.length) await voidOpenPayments(tx, [order.id]);
    return (await describeOrders(tx, [order.id]))[0]!;
  });
}

/** Deletes an open cart (orders already paying or paid are history and stay). */
export async function deleteOrder(db: Db, subjectId: string, orderId: unknown) {
  return db.transaction(async (tx) => {
    const owned = await ownedOrder(tx, subjectId, orderId);
    const [locked] = await lockOrders(tx, [owned.id]);
    const order = { ...owned, ...locked };
    requireOpenCart(order);
    await voidOpenPayments(tx, [order.id]);
    await tx.ecommerceOrder.delete({ where: { id: order.id } });
    return order;
  });
}

/** Carts untouched for `days` (stale) are deleted with their lines; answers how many. */
export async function clearOldOrders(db: Db, days: number): Promise<number> {
  if (!Number.isInteger(days) || days < 1) throw new AppError(400, 'days must be a positive whole number');
  const { count } = await db.prisma.ecommerceOrder.deleteMany({
    where: { type: 'cart', status: 'new', updatedAt: { lt: new Date(Date.now() - days * 86_400_000) } },
  });
  return count;
}
