/**
 * The documented ecommerce paths, each row mapped onto one procedure (and documented in OpenAPI): the
 * subject's orders under /api/rbac/subjects/{id}/ecommerce-module and the order extras under /api/ecommerce.
 * A row without method and path is served where its procedure's permission (`meta.action`) says.
 */
import type { ModuleRoute } from '../../rest/module-routes.ts';

/** The cart's update and delete also answer without an order id: 400 'orderId is required'. */
const ORDERS = '/api/rbac/subjects/:id/ecommerce-module/orders';
const subject = { id: 'subjectId' };

export const ecommerceRoutes: readonly ModuleRoute[] = [
  {
    procedure: 'ecommerce.cart.list',
    summary:
      "The subject's orders with lines and totals per currency (`?billingModuleCurrencyId=` adds `total` for it)",
    input: { params: subject, query: 'data' },
  },
  {
    procedure: 'ecommerce.cart.total',
    summary: "Totals per currency of the subject's open cart",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.quantity',
    summary: "Number of items in the subject's open cart",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.add',
    status: 201,
    summary: 'Add a product to the open cart (quantity, productId, storeId)',
    input: { params: subject, body: 'data' },
  },
  {
    method: 'PATCH',
    path: ORDERS,
    procedure: 'ecommerce.cart.update',
    summary: "Without an order id: 'orderId is required'",
    input: { params: subject, body: 'data' },
  },
  {
    procedure: 'ecommerce.cart.update',
    summary: 'Set line quantities (ordersToProducts: [{ id, quantity }]; 0 removes)',
    input: { params: { ...subject, orderId: 'orderId' }, body: 'data' },
  },
  {
    method: 'DELETE',
    path: ORDERS,
    procedure: 'ecommerce.cart.delete',
    summary: "Without an order id: 'orderId is required'",
    input: { params: subject },
  },
  {
    procedure: 'ecommerce.cart.delete',
    summary: 'Delete an open cart',
    input: { params: { ...subject, orderId: 'orderId' } },
  },
  {
    procedure: 'billing.checkout.cart',
    status: 201,
    summary: 'Check out the open cart (provider, email, billingModule.currency.id, ecommerceModule.orders[].id)',
    input: { params: subject, body: 'data' },
  },
  {
    procedure: 'billing.checkout.order',
    status: 201,
    summary: 'Check out one order',
    input: { params: { ...subject, orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'billing.checkout.product',
    status: 201,
    summary:
      'One-step checkout of one product (provider, email, quantity, comment, storeId, billingModule.currency.id)',
    input: { params: { ...subject, productId: 'productId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.checkoutAttributes',
    summary: 'The price attribute each line uses in a currency',
    input: { params: { orderId: 'orderId', currencyId: 'billingModuleCurrencyId' } },
  },
  {
    procedure: 'ecommerce.orders.clearOld',
    summary: 'Delete open carts untouched for `days` (default 30)',
    input: { body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.total',
    summary: "An order's totals per currency",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.orders.quantity',
    summary: "An order's item count",
    input: { params: { orderId: 'orderId' } },
  },
  {
    procedure: 'ecommerce.orders.check',
    summary: "What would stop an order's checkout (billingModuleCurrencyId optional)",
    input: { params: { orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.transition',
    summary: 'Move an order along its lifecycle (status; force records an admin override)',
    input: { params: { orderId: 'orderId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.orders.updateLine',
    summary: "Set one line's quantity",
    input: { params: { orderId: 'orderId', lineId: 'orderToProductId' }, body: 'data' },
  },
  {
    procedure: 'ecommerce.ordersToProducts.total',
    summary: "A line's totals per currency (the cart badge)",
    input: { params: { lineId: 'id' }, query: 'data' },
  },
];
