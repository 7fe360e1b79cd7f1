/**
 * The documented ecommerce paths, each row mapped onto one procedure (and documented in OpenAPI): the
 * subject's orders under /api/rbac/subjects/{id}/ecommerce-module and the order extras under /api/ecommerce.
 * A row without method and path is served where its procedure's permission (`meta.action`) says.
 */
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { CUSTOMER_SHEET_MAX, ORDER_STATUSES } from '@symbol/contracts';
import { z } from 'zod';
import {
  customerSheetAnswer,
  dashboardAnswer,
  orderOverviewAnswer,
  orderRefund,
  orderSheetAnswer,
  peopleAnswer,
  productCardsAnswer,
  productEditorAnswer,
} from './shop/answers.ts';
import { renderStatementPdf, statementTitle, type Statement } from './statement.ts';
import { checkoutAnswer, currencyTotal, describedOrder, order, orderCurrencyTotal, quantity } from './answers.ts';

/** The cart's update and delete also answer without an order id: 400 'orderId is required'. */
const ORDERS = '/api/rbac/subjects/:id/ecommerce-module/orders';
const subject = { id: 'subjectId' };

export const ecommerceRoutes: readonly ModuleRoute[] = [
  {
    procedure: 'ecommerce.statement',
    summary:
      "The subject's gifts of a calendar year (UTC) as a PDF statement, in `?language=` (en, ru; the site's default otherwise): paid orders not canceled, per currency",
    input: { params: { id: 'subjectId', year: 'year' }, query: true },
    produces: { type: 'application/pdf', description: 'The statement (A4, one or more pages)' },
    headers: { 'cache-control': 'private, no-store' },
    send: async (_request, reply, result) => {
      const statement = result as Statement;
      const pdf = await renderStatementPdf(statement);
      const name = statementTitle('en', statement.year).toLowerCase().replace(/\s+/g, '-');
      return reply
        .status(200)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(pdf);
    },
  },
  {
    procedure: 'ecommerce.shop.product',
    answer: productEditorAnswer,
    summary: 'A product as its back-office screen edits it: prices per currency, stores and SKUs, categories, images',
    input: { params: { productId: 'productId' } },
  },
  {
    procedure: 'ecommerce.shop.saveProduct',
    answer: productEditorAnswer,
    summary:
      'Save a product with its prices, stores, categories and images in one transaction (a list given replaces the links; one left out stays)',
    input: { params: { productId: 'productId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.shop.orders',
    answer: orderOverviewAnswer,
    summary:
      'One page of orders with customer, lines and totals (filters: status, from, to, email, productId; limit ≤ 100)',
    input: { query: true },
  },
  {
    procedure: 'ecommerce.shop.order',
    answer: orderSheetAnswer.extend({ row: orderOverviewAnswer.shape.rows.element }),
    summary: "An order's payments (intents and invoices), receipts and status history, with its list row",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.shop.productCards',
    answer: productCardsAnswer,
    summary: "Products' thumbnails and prices per currency for a page of the product list (`?ids=` ≤ 100)",
    input: { query: true },
  },
  {
    procedure: 'ecommerce.shop.customer',
    answer: customerSheetAnswer,
    summary: `A customer (subject) with identities, roles, and the newest ${CUSTOMER_SHEET_MAX} orders and requests`,
    input: { params: { subjectId: 'subjectId' } },
  },
  {
    procedure: 'ecommerce.shop.people',
    answer: peopleAnswer,
    summary:
      'One page of people (an address, a gift, a recurring gift or a staff role), newest gift first: email, name, roles, first and last gift, lifetime total per currency, recurring gift (q: email or name; kind: donors, monthly, staff; limit ≤ 100; staff only)',
    input: { query: true },
  },
  {
    procedure: 'ecommerce.shop.dashboard',
    answer: dashboardAnswer,
    summary:
      'The back office first screen: money paid this month and last, per day and per project, monthly donors, what needs action (admin only)',
  },
  {
    procedure: 'ecommerce.cart.list',
    answer: z.array(describedOrder),
    summary:
      "The subject's orders with lines and totals per currency (`?billingModuleCurrencyId=` adds `total` for it)",
    input: { params: subject, query: 'data' },
  },
  {
    procedure: 'ecommerce.cart.total',
    answer: z.array(currencyTotal),
    summary: "Totals per currency of the subject's open cart",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.quantity',
    answer: quantity,
    summary: "Number of items in the subject's open cart",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.add',
    answer: describedOrder,
    status: 201,
    summary: 'Add a product to the open cart (quantity, productId, storeId)',
    input: { params: subject, body: 'data' },
  },
  {
    method: 'PATCH',
    path: ORDERS,
    procedure: 'ecommerce.cart.update',
    answer: describedOrder,
    summary: "Without an order id: 'orderId is required'",
    input: { params: subject, body: 'data' },
  },
  {
    procedure: 'ecommerce.cart.update',
    answer: describedOrder,
    summary: 'Set line quantities (ordersToProducts: [{ id, quantity }]; 0 removes)',
    input: { params: { ...subject, orderId: 'orderId' }, body: 'data' },
  },
  {
    method: 'DELETE',
    path: ORDERS,
    procedure: 'ecommerce.cart.delete',
    answer: order,
    summary: "Without an order id: 'orderId is required'",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.delete',
    answer: order,
    summary: 'Delete an open cart',
    input: { params: { ...subject, orderId: 'orderId' } },
  },
  {
    procedure: 'billing.checkout.cart',
    answer: checkoutAnswer,
    status: 201,
    summary: 'Check out the open cart (provider, email, billingModule.currency.id, ecommerceModule.orders[].id)',
    input: { params: subject, body: 'data' },
  },
  {
    procedure: 'billing.checkout.order',
    answer: checkoutAnswer,
    status: 201,
    summary: 'Check out one order',
    input: { params: { ...subject, orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'billing.checkout.product',
    answer: checkoutAnswer,
    status: 201,
    summary:
      'One-step checkout of one product (provider, email, quantity, comment, storeId, billingModule.currency.id)',
    input: { params: { ...subject, productId: 'productId' }, body: 'data' },
  },
  {
    procedure: 'billing.checkout.donation',
    answer: checkoutAnswer,
    status: 201,
    summary:
      'A free amount (a donation) to one product: amount, billingModule.currency.id, provider, email; refused under the currency minimum',
    input: { params: { ...subject, productId: 'productId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.checkoutAttributes',
    answer: z.array(
      z.object({
        orderToProductId: z.uuid(),
        productId: z.uuid(),
        quantity: z.int(),
        attributeId: z.uuid(),
        price: z.string(),
        total: z.string(),
        billingModuleCurrencyId: z.uuid(),
        symbol: z.string(),
      }),
    ),
    summary: 'The price attribute each line uses in a currency',
    input: { params: { orderId: 'orderId', currencyId: 'billingModuleCurrencyId' } },
  },
  {
    procedure: 'ecommerce.orders.clearOld',
    answer: z.object({ deleted: z.int() }),
    summary: 'Delete open carts untouched for `days` (default 30)',
    input: { body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.total',
    answer: z.array(currencyTotal),
    summary: "An order's totals per currency",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.orders.quantity',
    answer: quantity,
    summary: "An order's item count",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.orders.check',
    answer: z.object({ ok: z.boolean(), problems: z.array(z.string()), totals: z.array(orderCurrencyTotal) }),
    summary: "What would stop an order's checkout (billingModuleCurrencyId optional)",
    input: { params: { orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.reissueReceipt',
    answer: z.object({ receiptNumber: z.number().int(), file: z.uuid() }),
    status: 201,
    summary:
      "Mail the order's receipt again, marked DUPLICATE/ДУБЛИКАТ with the same number, to the checkout's address and the owners (409 before it has one)",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.orders.refund',
    answer: z.object({ orderId: z.uuid(), status: z.enum(ORDER_STATUSES), refund: orderRefund }),
    status: 201,
    summary:
      "Give a paid order's money back through its provider (the dummy, Stripe) and cancel it; the refund is recorded (amount, when, who, reason) and the donor mailed. Body optional: { reason } (internal). 409 when not paid, already refunded, or the provider cannot refund here",
    input: { params: { orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.transition',
    answer: z.object({
      change: z
        .object({ orderId: z.uuid(), from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES), forced: z.boolean() })
        .nullable(),
      order,
    }),
    summary: 'Move an order along its lifecycle (status; force records an admin override)',
    input: { params: { orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.updateLine',
    answer: describedOrder,
    summary: "Set one line's quantity",
    input: { params: { orderId: 'orderId', lineId: 'orderToProductId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.ordersToProducts.total',
    answer: z.array(
      z.object({ total: z.string(), billingModuleCurrency: z.object({ id: z.uuid(), symbol: z.string() }) }),
    ),
    summary: "A line's totals per currency (the cart badge)",
    input: { params: { lineId: 'id' }, query: 'data' },
  },
];
