/**
 * The ecommerce procedures: a subject's cart (the routes under /api/rbac/subjects/{id}/ecommerce-module),
 * the order extras under /api/ecommerce/orders/{id}/..., and the lifecycle-aware admin update of orders.
 */
import { getEntity, ORDER_STATUSES, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type DbClient } from '../../db/index.ts';
import { notFound } from '../../errors.ts';
import type { AppEvents } from '../../events/app-events.ts';
import { entityInputs, entityProcedures } from '../../entities/router.ts';
import * as service from '../../entities/service.ts';
import { procedure, router, run } from '../../trpc/init.ts';
import { input, inputField, keyedInput, parseAsInput, subjectKey } from '../../trpc/input.ts';
import type { Context } from '../../trpc/context.ts';
import { changeStatus, type OrderStatus } from './lifecycle.ts';
import * as orders from './orders.ts';
import { shopProcedures } from './shop/procedures.ts';
import { orderTotals, PRODUCT_PRICES, unpricedProducts } from './totals.ts';
import { foundationRequisites, reissueReceipt } from './receipt.ts';
import { refundOrder } from './refund.ts';
import { parseStatementYear, readStatement, statementLanguage } from './statement.ts';

const SUBJECT_ORDERS = '/api/rbac/subjects/{id}/ecommerce-module/orders';
const byOrder = subjectKey.extend({ orderId: z.uuid() });
/**
 * A subject path's key: its subject and, when named, one more id of the path with the paths' messages
 * ('orderId is required', 'orderId must be a uuid'): the cart's, the checkouts' and the payment intent's.
 */
export const subjectPathKey =
  <I extends string = never>(id?: I) =>
  (raw: unknown) =>
    ({
      ...parseAsInput(subjectKey, raw),
      ...(id ? orders.parseInput(z.object({ [id]: orders.requiredId(id) }), { [id]: inputField(raw, id) }) : {}),
    }) as { subjectId: string } & Record<I, string>;
const parseSubjectKey = subjectPathKey();
const orderKey = subjectPathKey('orderId');

/**
 * A cart write's input: typed and documented by the service's schema of `data`; the key (the path's ids) is
 * parsed first, as on every keyed route, then the data by the service ('productId is required', ...).
 */
const withCartData = <S extends z.ZodType, K extends z.ZodRawShape>(
  key: z.ZodObject<K>,
  parseKey: (raw: unknown) => z.output<z.ZodObject<K>>,
  data: S,
) => keyedInput(key, data, { key: parseKey, data: (raw) => orders.parseInput(data, raw) as z.output<S> });

const subjectRoute = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', suffix = '') =>
  procedure.meta({ access: 'subject', action: { method, path: SUBJECT_ORDERS + suffix } });

/** The subject an order belongs to: the extras under /api/ecommerce/orders/{id} are open to its owner. */
async function orderOwner(input: unknown, ctx: Context): Promise<string | null> {
  const id = (input as { orderId?: unknown }).orderId;
  if (typeof id !== 'string' || !z.uuid().safeParse(id).success) return null;
  const rows = await queryRows<{ subjectId: string }>(
    ctx.db.prisma,
    `SELECT "subjectId" FROM "rbac_subjects_to_ecommerce_module_orders" WHERE "ecommerceModuleOrderId" = $1::uuid LIMIT 1`,
    [id],
  );
  return rows[0]?.subjectId ?? null;
}

const orderExtra = (method: 'GET' | 'POST' | 'PATCH', suffix: string) =>
  procedure.meta({
    access: 'subject',
    subjectOf: orderOwner,
    action: { method, path: `/api/ecommerce/orders/{orderId}${suffix}` },
  });

const currencyQuery = z.object({ billingModuleCurrencyId: z.uuid().optional() }).optional();
const orderEntity = getEntity('ecommerce/orders');
const orderInputs = entityInputs(orderEntity);

const lineQuantity = z.object({
  quantity: z.coerce.number<number | string>().int().min(0).max(orders.MAX_LINE_QUANTITY),
});
/** An input keyed by a record id ('id is required', 'id must be a uuid'), the rest parsed by its schema. */
const keyedById = <I extends string, K extends z.ZodRawShape>(idKey: I, rest: K) => {
  const others = z.object(rest);
  const schema = others.extend({ [idKey]: uuidSchema } as Record<I, typeof uuidSchema>);
  return input(schema, (raw) => ({
    ...parseAsInput(others, raw ?? {}),
    ...({ [idKey]: service.requireId(inputField(raw, idKey)) } as Record<I, string>),
  }));
};
const byOrderId = <K extends z.ZodRawShape>(rest: K) => keyedById('orderId', rest);

/** A generic update that changes `status` follows the lifecycle (allowed transitions only). */
async function updateOrder(events: AppEvents, tx: DbClient, id: string, data: service.Values<typeof orderEntity>) {
  const { status, ...rest } = data;
  if (status) await changeStatus(events, tx, id, status as OrderStatus);
  return service.updateRow(tx, orderEntity, id, rest);
}

async function requireOwner(ctx: Context, orderId: string) {
  const owner = await orderOwner({ orderId }, ctx);
  if (!owner) throw notFound('Order not found');
  return owner;
}

/**
 * The order of a read-only extra (its total, its quantity). Access was checked before: its owner, or an
 * operator whose role allows the route; an order made in the admin has no owner and is read all the same.
 */
async function requireOrder(ctx: Context, orderId: string) {
  await service.getRow(ctx.db.prisma, orderEntity, orderId);
  return orderId;
}

export const ecommerceProcedures = {
  /** The back office's product screen and order list (shop/). */
  shop: shopProcedures,

  cart: router({
    list: subjectRoute('GET')
      .input(subjectKey.extend({ data: currencyQuery }))
      .query(({ ctx, input }) =>
        run(() => orders.listOrders(ctx.db.prisma, input.subjectId, input.data?.billingModuleCurrencyId)),
      ),
    total: subjectRoute('GET', '/total')
      .input(subjectKey)
      .query(({ ctx, input }) => run(() => orders.cartTotals(ctx.db.prisma, input.subjectId))),
    quantity: subjectRoute('GET', '/quantity')
      .input(subjectKey)
      .query(({ ctx, input }) =>
        run(async () => ({ quantity: await orders.cartQuantity(ctx.db.prisma, input.subjectId) })),
      ),
    add: subjectRoute('POST')
      .input(withCartData(subjectKey, parseSubjectKey, orders.addToCartSchema))
      .mutation(({ ctx, input }) => run(() => orders.addToCart(ctx.db, input.subjectId, input.data))),
    update: subjectRoute('PATCH', '/{orderId}')
      .input(withCartData(byOrder, orderKey, orders.updateOrderSchema))
      .mutation(({ ctx, input }) => run(() => orders.updateOrder(ctx.db, input.subjectId, input.orderId, input.data))),
    delete: subjectRoute('DELETE', '/{orderId}')
      .input(input(byOrder, orderKey))
      .mutation(({ ctx, input }) => run(() => orders.deleteOrder(ctx.db, input.subjectId, input.orderId))),
  }),

  orders: router({
    ...entityProcedures(orderEntity),
    update: procedure
      .meta({ access: 'write', action: { method: 'PATCH', path: '/api/ecommerce/orders/{orderId}' } })
      .input(orderInputs.update)
      .mutation(({ ctx, input }) =>
        run(() => ctx.db.transaction((tx) => updateOrder(ctx.events, tx, input.id, input.data))),
      ),
    /** The bulk update follows the lifecycle too: one refused move refuses the whole batch. */
    bulkUpdate: procedure
      .meta({ access: 'write', action: { method: 'PATCH', path: '/api/ecommerce/orders' } })
      .input(orderInputs.bulkUpdate)
      .mutation(({ ctx, input }) =>
        run(() =>
          ctx.db.transaction(async (tx) => {
            const rows = [];
            for (const [index, { id, data }] of input.data.entries()) {
              rows.push(await service.withItemIndex(index, () => updateOrder(ctx.events, tx, id, data)));
            }
            return rows;
          }),
        ),
      ),
    /** Mails the order's receipt again, marked a duplicate, with the same number (receipt.ts). Staff only. */
    reissueReceipt: procedure
      .meta({ access: 'write', action: { method: 'POST', path: '/api/ecommerce/orders/{orderId}/receipt/reissue' } })
      .input(byOrderId({}))
      .mutation(({ ctx, input }) => run(() => reissueReceipt(ctx, input.orderId))),
    /**
     * Gives a paid order's money back through its provider and cancels the order (refund.ts). Staff only; 409 when
     * not paid, already refunded, or its provider cannot refund here.
     */
    refund: procedure
      .meta({ access: 'write', action: { method: 'POST', path: '/api/ecommerce/orders/{orderId}/refund' } })
      .input(byOrderId({ data: z.object({ reason: z.string().trim().max(500).optional() }).optional() }))
      .mutation(({ ctx, input }) =>
        run(async () =>
          refundOrder(ctx, input.orderId, {
            reason: input.data?.reason,
            by: (await ctx.auth.subject())?.id ?? null,
          }),
        ),
      ),
    /** Moves an order along its lifecycle; `force` (an admin's) allows any move and records it. */
    transition: procedure
      .meta({ access: 'write', action: { method: 'POST', path: '/api/ecommerce/orders/{orderId}/status' } })
      .input(
        byOrderId({
          data: z.object({
            status: z.enum(ORDER_STATUSES),
            force: z.boolean().default(false),
            reason: z.string().max(500).optional(),
          }),
        }),
      )
      .mutation(({ ctx, input }) =>
        run(async () => {
          const id = input.orderId;
          const change = await ctx.db.transaction((tx) =>
            changeStatus(ctx.events, tx, id, input.data.status, input.data),
          );
          return { change: change ?? null, order: await service.get(ctx.db.prisma, orderEntity, id) };
        }),
      ),
    total: orderExtra('GET', '/total')
      .input(byOrderId({}))
      .query(({ ctx, input }) =>
        run(async () => {
          const totals = await orderTotals(ctx.db.prisma, [await requireOrder(ctx, input.orderId)]);
          return totals.map(({ total, billingModuleCurrency }) => ({ total, billingModuleCurrency }));
        }),
      ),
    quantity: orderExtra('GET', '/quantity')
      .input(byOrderId({}))
      .query(({ ctx, input }) =>
        run(async () => {
          const orderId = await requireOrder(ctx, input.orderId);
          const [row] = await queryRows<{ quantity: number }>(
            ctx.db.prisma,
            `SELECT COALESCE(SUM("quantity"), 0)::int AS "quantity" FROM "ecommerce_orders_to_products" WHERE "orderId" = $1::uuid`,
            [orderId],
          );
          return { quantity: row?.quantity ?? 0 };
        }),
      ),
    /** The price attributes the checkout will use, per line, in one currency. */
    checkoutAttributes: orderExtra('GET', '/checkout-attributes/{currencyId}')
      .input(byOrderId({ billingModuleCurrencyId: z.uuid({ error: 'billingModuleCurrencyId must be a uuid' }) }))
      .query(({ ctx, input }) =>
        run(async () => {
          const { orderId } = input;
          await requireOwner(ctx, orderId);
          return queryRows(
            ctx.db.prisma,
            `SELECT DISTINCT ON (l."id") l."id" AS "orderToProductId", l."productId", l."quantity", p."attributeId",
                    trim_scale(p."price")::text AS "price", trim_scale(p."price" * l."quantity")::text AS "total",
                    c."id" AS "billingModuleCurrencyId", c."symbol"
             FROM "ecommerce_orders_to_products" l
             JOIN (${PRODUCT_PRICES}) p ON p."productId" = l."productId" AND p."currencyId" = $2::uuid
             JOIN "billing_currencies" c ON c."id" = p."currencyId"
             WHERE l."orderId" = $1::uuid
             ORDER BY l."id", p."orderIndex", p."createdAt"`,
            [orderId, input.billingModuleCurrencyId],
          );
        }),
      ),
    /** What would stop this order's checkout, per currency: empty, not a cart, unpriced products. */
    check: orderExtra('POST', '/check')
      .input(byOrderId({ data: currencyQuery }))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { orderId } = input;
          await requireOwner(ctx, orderId);
          const order = await service.get(ctx.db.prisma, orderEntity, orderId);
          const lines = await ctx.db.prisma.ecommerceOrdersToProducts.count({ where: { orderId } });
          const currencyId = input.data?.billingModuleCurrencyId;
          const unpriced = currencyId ? await unpricedProducts(ctx.db.prisma, [orderId], currencyId) : [];
          const problems = [
            ...(lines === 0 ? ['The order has no lines'] : []),
            ...(order.status !== 'new' ? [`The order is ${String(order.status)}`] : []),
            ...unpriced.map((id) => `Product ${id} has no price in this currency`),
          ];
          return { ok: problems.length === 0, problems, totals: await orderTotals(ctx.db.prisma, [orderId]) };
        }),
      ),
    /** Sets one line's quantity (0 removes it). */
    updateLine: orderExtra('PATCH', '/orders-to-products/{lineId}')
      .input(
        input(z.object({ orderId: uuidSchema, orderToProductId: uuidSchema, data: lineQuantity }), (raw) => {
          const { quantity } = orders.parseInput(lineQuantity, inputField(raw, 'data'));
          const line = { id: inputField(raw, 'orderToProductId'), quantity };
          return {
            orderId: service.requireId(inputField(raw, 'orderId')),
            data: orders.parseInput(orders.updateOrderSchema, { ordersToProducts: [line] }),
          };
        }),
      )
      .mutation(({ ctx, input }) =>
        run(async () => {
          const owner = await requireOwner(ctx, input.orderId);
          return orders.updateOrder(ctx.db, owner, input.orderId, input.data);
        }),
      ),
    /** Deletes carts untouched for `days` (default 30). */
    clearOld: procedure
      .meta({ access: 'write', action: { method: 'POST', path: '/api/ecommerce/orders/clear-old-orders' } })
      .input(
        z.object({
          data: z.object({ days: z.coerce.number().int().min(1).max(3650).default(30) }).default({ days: 30 }),
        }),
      )
      .mutation(({ ctx, input }) =>
        run(async () => ({ deleted: await orders.clearOldOrders(ctx.db, input.data.days) })),
      ),
  }),

  /**
   * The subject's yearly statement of gifts (statement.ts): its data; the REST row sends it as a PDF. The subject
   * itself or staff whose role allows the path.
   */
  statement: procedure
    .meta({
      access: 'subject',
      action: { method: 'GET', path: '/api/rbac/subjects/{id}/ecommerce-module/statements/{year}' },
    })
    .input(subjectKey.extend({ year: z.unknown(), language: z.unknown().optional() }))
    .query(({ ctx, input }) =>
      run(async () => {
        const year = parseStatementYear(input.year, ctx.clock.now());
        const requisites = await foundationRequisites(ctx);
        return readStatement(ctx.db.prisma, input.subjectId, year, statementLanguage(input.language), requisites);
      }),
    ),

  ordersToProducts: router({
    ...entityProcedures(getEntity('ecommerce/orders-to-products')),
    /** A line's totals per currency (the cart badge). */
    total: procedure
      .meta({
        access: 'subject',
        action: { method: 'GET', path: '/api/ecommerce/orders-to-products/{lineId}/total' },
        subjectOf: async (input, ctx) => {
          const id = (input as { id?: unknown }).id;
          if (typeof id !== 'string' || !z.uuid().safeParse(id).success) return null;
          const rows = await queryRows<{ orderId: string }>(
            ctx.db.prisma,
            `SELECT "orderId" FROM "ecommerce_orders_to_products" WHERE "id" = $1::uuid`,
            [id],
          );
          return rows[0] ? orderOwner({ orderId: rows[0].orderId }, ctx) : null;
        },
      })
      .input(keyedById('id', { data: currencyQuery }))
      .query(({ ctx, input }) =>
        run(async () => {
          const { id } = input;
          const rows = await queryRows<{ total: string; currencyId: string; symbol: string }>(
            ctx.db.prisma,
            `SELECT DISTINCT ON (p."currencyId") trim_scale(p."price" * l."quantity")::text AS "total", p."currencyId", c."symbol"
             FROM "ecommerce_orders_to_products" l
             JOIN (${PRODUCT_PRICES}) p ON p."productId" = l."productId"
             JOIN "billing_currencies" c ON c."id" = p."currencyId"
             WHERE l."id" = $1::uuid AND ($2::uuid IS NULL OR p."currencyId" = $2::uuid)
             ORDER BY p."currencyId", p."orderIndex", p."createdAt"`,
            [id, input.data?.billingModuleCurrencyId ?? null],
          );
          if (!rows.length && !(await ctx.db.prisma.ecommerceOrdersToProducts.findUnique({ where: { id } })))
            throw notFound('Line not found');
          return rows.map((r) => ({
            total: r.total,
            billingModuleCurrency: { id: r.currencyId, symbol: r.symbol },
          }));
        }),
      ),
  }),
};
