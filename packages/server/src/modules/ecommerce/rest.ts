/**
 * The documented ecommerce paths, each row mapped onto one procedure (and documented in OpenAPI): the
 * subject's orders under /api/rbac/subjects/{id}/ecommerce-module and the order extras under /api/ecommerce.
 */
import type { ModuleRoute } from '../../rest/module-routes.ts';

const ORDERS = '/api/rbac/subjects/:id/ecommerce-module/orders';
const subject = { id: 'subjectId' };

export const ecommerceRoutes: readonly ModuleRoute[] = [
  {
    method: 'GET',
    path: ORDERS,
    procedure: 'ecommerce.cart.list',
    summary:
      "The subject's orders with lines and totals per currency (`?billingModuleCurrencyId=` adds `total` for it)",
    input: { params: subject, query: 'data' },
  },
  {
    method: 'GET',
    path: `${ORDERS}/total`,
    procedure: 'ecommerce.cart.total',
    summary: "Totals per currency of the subject's open cart",
    input: { params: subject },
  },
  {
    method: 'GET',
    path: `${ORDERS}/quantity`,
    procedure: 'ecommerce.cart.quantity',
    summary: "Number of items in the subject's open cart",
    input: { params: subject },
  },
  {
    method: 'POST',
    path: ORDERS,
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
    method: 'PATCH',
    path: `${ORDERS}/:orderId`,
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
    method: 'DELETE',
    path: `${ORDERS}/:orderId`,
    procedure: 'ecommerce.cart.delete',
    summary: 'Delete an open cart',
    input: { params: { ...subject, orderId: 'orderId' } },
  },
  {
    method: 'POST',
    path: `${ORDERS}/checkout`,
    procedure: 'billing.checkout.cart',
    status: 201,
    summary: 'Check out the open cart (provider, email, billingModule.currency.id, ecommerceModule.orders[].id)',
    input: { params: subject, body: 'data' },
  },
  {
    method: 'POST',
    path: `${ORDERS}/:orderId/checkout`,
    procedure: 'billing.checkout.order',
    status: 201,
    summary: 'Check out one order',
    input: { params: { ...subject, orderId: 'orderId' }, body: 'data' },
  },
  {
    method: 'POST',
    path: '/api/rbac/subjects/:id/ecommerce-module/products/:productId/checkout',
    procedure: 'billing.checkout.product',
    status: 201,
    summary:
      'One-step checkout of one product (provider, email, quantity, comment, storeId, billingModule.currency.id)',
    input: { params: { ...subject, productId: 'productId' }, body: 'data' },
  },
  {
    method: 'GET',
    path: '/api/ecommerce/orders/:id/checkout-attributes/:currencyId',
    procedure: 'ecommerce.orders.checkoutAttributes',
    summary: 'The price attribute each line uses in a currency',
    input: { params: { id: 'orderId', currencyId: 'billingModuleCurrencyId' } },
  },
  {
    method: 'POST',
    path: '/api/ecommerce/orders/clear-old-orders',
    procedure: 'ecommerce.orders.clearOld',
    summary: 'Delete open carts untouched for `days` (default 30)',
    input: { body: 'data' },
  },
  {
    method: 'GET',
    path: '/api/ecommerce/orders/:id/total',
    procedure: 'ecommerce.orders.total',
    summary: "An order's totals per currency",
    input: { params: { id: 'orderId' } },
  },
  {
    method: 'GET',
    path: '/api/ecommerce/orders/:id/quantity',
    procedure: 'ecommerce.orders.quantity',
    summary: "An order's item count",
    input: { params: { id: 'orderId' } },
  },
  {
    method: 'POST',
    path: '/api/ecommerce/orders/:id/check',
    procedure: 'ecommerce.orders.check',
    summary: "What would stop an order's checkout (billingModuleCurrencyId optional)",
    input: { params: { id: 'orderId' }, body: 'data' },
  },
  {
    method: 'POST',
    path: '/api/ecommerce/orders/:id/status',
    procedure: 'ecommerce.orders.transition',
    summary: 'Move an order along its lifecycle (status; force records an admin override)',
    input: { params: { id: 'orderId' }, body: 'data' },
  },
  {
    method: 'PATCH',
    path: '/api/ecommerce/orders/:id/orders-to-products/:lineId',
    procedure: 'ecommerce.orders.updateLine',
    summary: "Set one line's quantity",
    input: { params: { id: 'orderId', lineId: 'orderToProductId' }, body: 'data' },
  },
  {
    method: 'GET',
    path: '/api/ecommerce/orders-to-products/:id/total',
    procedure: 'ecommerce.ordersToProducts.total',
    summary: "A line's totals per currency (the cart badge)",
    input: { params: { id: 'id' }, query: 'data' },
  },
];
