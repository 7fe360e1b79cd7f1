/**
 * The back office's shop procedures (`ecommerce.shop.*`): the product screen's read and one-transaction save,
 * and the order list. Operator routes: the save needs the write permission of its path, the order list is a
 * restricted read (orders are personal data), as the generic writes and reads of these entities are.
 */
import {
  orderOverviewQuerySchema,
  peopleQuerySchema,
  productCardsQuerySchema,
  productEditorSaveSchema,
  uuidSchema,
} from '@symbol/contracts';
import { z } from 'zod';
import * as service from '../../../entities/service.ts';
import { procedure, router, run } from '../../../trpc/init.ts';
import { input, inputField, parseAsInput } from '../../../trpc/input.ts';
import { customerSheet } from './customer-sheet.ts';
import { dashboard } from './dashboard.ts';
import { orderOverview } from './order-overview.ts';
import { orderSheet } from './order-sheet.ts';
import { people } from './people.ts';
import { productCards } from './product-cards.ts';
import { readProductEditor, saveProductEditor } from './product-editor.ts';

export const PRODUCT_EDITOR_PATH = '/api/ecommerce/products/{productId}/editor';
export const ORDER_OVERVIEW_PATH = '/api/ecommerce/orders/overview';
export const ORDER_SHEET_PATH = '/api/ecommerce/orders/{orderId}/sheet';
export const PRODUCT_CARDS_PATH = '/api/ecommerce/products/cards';
export const CUSTOMER_SHEET_PATH = '/api/ecommerce/customers/{subjectId}';
export const DASHBOARD_PATH = '/api/ecommerce/dashboard';
export const PEOPLE_PATH = '/api/ecommerce/people';

const productKey = (raw: unknown) => service.requireId(inputField(raw, 'productId'));

const byProduct = input(z.object({ productId: uuidSchema }), (raw) => ({ productId: productKey(raw) }));
const productSave = input(z.object({ productId: uuidSchema, data: productEditorSaveSchema }), (raw) => ({
  productId: productKey(raw),
  data: parseAsInput(productEditorSaveSchema, inputField(raw, 'data') ?? {}),
}));

export const shopProcedures = router({
  product: procedure
    .meta({ access: 'read', action: { method: 'GET', path: PRODUCT_EDITOR_PATH } })
    .input(byProduct)
    .query(({ ctx, input }) => run(() => readProductEditor(ctx.db.prisma, input.productId))),
  saveProduct: procedure
    .meta({ access: 'write', action: { method: 'PUT', path: PRODUCT_EDITOR_PATH } })
    .input(productSave)
    .mutation(({ ctx, input }) => run(() => saveProductEditor(ctx.db, input.productId, input.data))),
  orders: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: ORDER_OVERVIEW_PATH } })
    .input(input(orderOverviewQuerySchema, (raw) => parseAsInput(orderOverviewQuerySchema, raw ?? {})))
    .query(({ ctx, input }) => run(() => orderOverview(ctx.db.prisma, input))),
  /** One order's payments, receipts and status history, and its list row (customer, lines, totals). */
  order: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: ORDER_SHEET_PATH } })
    .input(
      input(z.object({ orderId: uuidSchema }), (raw) => ({ orderId: service.requireId(inputField(raw, 'orderId')) })),
    )
    .query(({ ctx, input }) =>
      run(async () => {
        const sheet = await orderSheet(ctx.db.prisma, input.orderId);
        const { rows } = await orderOverview(ctx.db.prisma, { id: input.orderId, limit: 1, offset: 0 });
        return { ...sheet, row: rows[0]! };
      }),
    ),
  /** A customer (any subject): identities, roles, newest orders and requests, in four statements. */
  customer: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: CUSTOMER_SHEET_PATH } })
    .input(
      input(z.object({ subjectId: uuidSchema }), (raw) => ({
        subjectId: service.requireId(inputField(raw, 'subjectId')),
      })),
    )
    .query(({ ctx, input }) => run(() => customerSheet(ctx.db.prisma, input.subjectId))),
  /** One page of people with their gifts, lifetime total and recurring gift, in two statements (staff only). */
  people: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: PEOPLE_PATH } })
    .input(input(peopleQuerySchema, (raw) => parseAsInput(peopleQuerySchema, raw ?? {})))
    .query(({ ctx, input }) => run(() => people(ctx.db.prisma, input))),
  /** The first screen's money and actions in one statement (restricted: donors' money). */
  dashboard: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: DASHBOARD_PATH } })
    .query(({ ctx }) => run(() => dashboard(ctx.db.prisma, ctx.clock.now()))),
  /** One page of products' thumbnails and prices per currency, in one statement (the product list's columns). */
  productCards: procedure
    .meta({ access: 'read', action: { method: 'GET', path: PRODUCT_CARDS_PATH } })
    .input(input(productCardsQuerySchema, (raw) => parseAsInput(productCardsQuerySchema, raw ?? {})))
    .query(({ ctx, input }) => run(() => productCards(ctx.db.prisma, input.ids))),
});
