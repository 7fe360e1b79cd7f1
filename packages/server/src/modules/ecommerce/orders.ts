/**
 * A subject's orders: the open cart (type cart, status new), its lines and totals. Every change is one
 * transaction; reads are a fixed number of queries whatever the number of orders and lines.
 */
import { z } from 'zod';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound, zodCauses } from '../../errors.ts';
import { currencyTotals, orderTotals, type CurrencyTotal } from './totals.ts';

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

interface OrderRow {
  id: string;
  status: string;
  type: string;
  receipt: string;
  comment: string | null;
  variant: string;
  createdAt: Date;
  updatedAt: Date;
}

const ORDER_COLUMNS = `o."id", o."createdAt", o."updatedAt", o."status", o."type", o."receipt", o."comment", o."variant"`;
export const MAX_ORDERS = 100;

async function lockSubject(tx: DbClient, subjectId: string) {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, `cart:${subjectId}`);
}

export async function findCart(client: DbClient, subjectId: string): Promise<OrderRow | undefined> {
  const rows = await queryRows<OrderRow>(
    client,
    `SELECT ${ORDER_COLUMNS} FROM "ecommerce_orders" o
     JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
     WHERE l."subjectId" = $1::uuid AND o."type" = 'cart' AND o."status" = 'new'
     ORDER BY o."createdAt" LIMIT 1`,
    [subjectId],
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

/** Adds a product to the subject's open cart (creating the cart), or raises the line's quantity. */
export async function addToCart(db: Db, subjectId: string, input: unknown) {
  const { productId, quantity, storeId } = parseInput(addToCartSchema, input);
  const cartId = await db.transaction(async (tx) => {
    const [found] = await queryRows<{ product: boolean; sold: boolean; subject: boolean }>(
      tx,
      `SELECT EXISTS (SELECT 1 FROM "ecommerce_products" WHERE "id" = $1::uuid) AS "product",
              ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM "ecommerce_stores_to_products" WHERE "storeId" = $2::uuid AND "productId" = $1::uuid)) AS "sold",
              EXISTS (SELECT 1 FROM "rbac_subjects" WHERE "id" = $3::uuid) AS "subject"`,
      [productId, storeId ?? null, subjectId],
    );
    if (!found?.subject) throw notFound('Subject not found');
    if (!found.product) throw notFound('Product not found');
    if (!found.sold) throw badRequest('This store does not sell this product');
    // One cart per subject even when two requests race: the lock serialises this subject's cart changes.
    await lockSubject(tx, subjectId);
    let cart = await findCart(tx, subjectId);
    if (!cart) {
      const created = await tx.ecommerceOrder.create({ data: { type: 'cart', status: 'new' } });
      await tx.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: created.id } });
      cart = created as unknown as OrderRow;
    }
    // One line per product (a unique pair): insert it, or raise its quantity, in one statement.
    const line = await tx.ecommerceOrdersToProducts.upsert({
      where: { orderId_productId: { orderId: cart.id, productId } },
      create: { orderId: cart.id, productId, quantity },
      update: { quantity: { increment: quantity } },
    });
    // Adds sum up: the line, not only each add, is capped (throwing rolls the add back).
    if (line.quantity > MAX_LINE_QUANTITY)
      throw badRequest(`A cart line holds at most ${MAX_LINE_QUANTITY} items`, [
        `quantity: at most ${MAX_LINE_QUANTITY - (line.quantity - quantity)} more of this product fit in the cart`,
      ]);
    await tx.ecommerceOrder.update({ where: { id: cart.id }, data: { updatedAt: new Date() } });
    return cart.id;
  });
  // Read after the commit, off the lock: three queries in parallel on the pool.
  return (await describeOrders(db.prisma, [cartId]))[0]!;
}

/**
 * Orders with their lines (and products) and totals per currency: three queries for any number of orders.
 * With `currencyId`, each order also carries `total` and `billingModuleCurrency` for that currency
 * (null when a line has no price in it).
 */
export async function describeOrders(client: DbClient, orderIds: string[], currencyId?: string) {
  if (orderIds.length === 0) return [];
  const [orders, lines, totals] = await Promise.all([
    queryRows<OrderRow>(
      client,
      `SELECT ${ORDER_COLUMNS} FROM "ecommerce_orders" o WHERE o."id" = ANY($1::uuid[]) ORDER BY o."createdAt" DESC`,
      [orderIds],
    ),
    queryRows<{ id: string; orderId: string; productId: string; quantity: number; product: Record<string, unknown> }>(
      client,
      `SELECT l."id", l."orderId", l."productId", l."quantity", l."orderIndex", l."createdAt",
              jsonb_build_object('id', p."id", 'slug', p."slug", 'title', p."title", 'type', p."type", 'variant', p."variant") AS "product"
       FROM "ecommerce_orders_to_products" l JOIN "ecommerce_products" p ON p."id" = l."productId"
       WHERE l."orderId" = ANY($1::uuid[]) ORDER BY l."orderIndex", l."createdAt"`,
      [orderIds],
    ),
    orderTotals(client, orderIds),
  ]);
  return orders.map((order) => {
    const orderTotalsList = totals.filter((t) => t.orderId === order.id).map(({ orderId: _o, ...t }) => t);
    const chosen = currencyId ? orderTotalsList.find((t) => t.billingModuleCurrency.id === currencyId) : undefined;
    return {
      ...order,
      ordersToProducts: lines.filter((l) => l.orderId === order.id),
      totals: orderTotalsList,
      ...(currencyId
        ? { total: chosen?.total ?? null, billingModuleCurrency: chosen?.billingModuleCurrency ?? null }
        : {}),
    };
  });
}

async function subjectOrderIds(client: DbClient, subjectId: string, onlyCart: boolean): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    client,
    `SELECT o."id" FROM "ecommerce_orders" o
     JOIN "rbac_subjects_to_ecommerce_module_orders" l ON l."ecommerceModuleOrderId" = o."id"
     WHERE l."subjectId" = $1::uuid ${onlyCart ? `AND o."type" = 'cart' AND o."status" = 'new'` : ''}
     ORDER BY o."createdAt" DESC LIMIT ${MAX_ORDERS}`,
    [subjectId],
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
export async function updateOrder(db: Db, subjectId: string, orderId: unknown, input: unknown) {
  const { ordersToProducts } = parseInput(updateOrderSchema, input);
  return db.transaction(async (tx) => {
    const order = await ownedOrder(tx, subjectId, orderId);
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
    return (await describeOrders(tx, [order.id]))[0]!;
  });
}

/** Deletes an open cart (orders already paying or paid are history and stay). */
export async function deleteOrder(db: Db, subjectId: string, orderId: unknown) {
  return db.transaction(async (tx) => {
    const order = await ownedOrder(tx, subjectId, orderId);
    requireOpenCart(order);
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
