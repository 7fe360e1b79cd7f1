/**
 * The documented ecommerce paths, each mapped onto one procedure: the subject's orders under
 * /api/rbac/subjects/{id}/ecommerce-module and the order extras under /api/ecommerce. Transport only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBody } from '../../rest/body.ts';
import { callerFor } from '../../rest/context.ts';
import { callProcedure } from '../../trpc/app-router.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Params = Record<string, string | undefined>;

/** [method, path, procedure, status, input from params + data] */
const ROUTES: [Method, string, string, number, (p: Params, data: unknown) => unknown][] = [
  [
    'GET',
    '/api/rbac/subjects/:id/ecommerce-module/orders',
    'ecommerce.cart.list',
    200,
    (p, data) => ({ subjectId: p.id, data }),
  ],
  [
    'GET',
    '/api/rbac/subjects/:id/ecommerce-module/orders/total',
    'ecommerce.cart.total',
    200,
    (p) => ({ subjectId: p.id }),
  ],
  [
    'GET',
    '/api/rbac/subjects/:id/ecommerce-module/orders/quantity',
    'ecommerce.cart.quantity',
    200,
    (p) => ({ subjectId: p.id }),
  ],
  [
    'POST',
    '/api/rbac/subjects/:id/ecommerce-module/orders',
    'ecommerce.cart.add',
    201,
    (p, data) => ({ subjectId: p.id, data }),
  ],
  [
    'PATCH',
    '/api/rbac/subjects/:id/ecommerce-module/orders',
    'ecommerce.cart.update',
    200,
    (p, data) => ({ subjectId: p.id, data }),
  ],
  [
    'PATCH',
    '/api/rbac/subjects/:id/ecommerce-module/orders/:orderId',
    'ecommerce.cart.update',
    200,
    (p, data) => ({ subjectId: p.id, orderId: p.orderId, data }),
  ],
  [
    'DELETE',
    '/api/rbac/subjects/:id/ecommerce-module/orders',
    'ecommerce.cart.delete',
    200,
    (p) => ({ subjectId: p.id }),
  ],
  [
    'DELETE',
    '/api/rbac/subjects/:id/ecommerce-module/orders/:orderId',
    'ecommerce.cart.delete',
    200,
    (p) => ({ subjectId: p.id, orderId: p.orderId }),
  ],
  [
    'POST',
    '/api/rbac/subjects/:id/ecommerce-module/orders/checkout',
    'billing.checkout.cart',
    201,
    (p, data) => ({ subjectId: p.id, data }),
  ],
  [
    'POST',
    '/api/rbac/subjects/:id/ecommerce-module/orders/:orderId/checkout',
    'billing.checkout.order',
    201,
    (p, data) => ({ subjectId: p.id, orderId: p.orderId, data }),
  ],
  [
    'POST',
    '/api/rbac/subjects/:id/ecommerce-module/products/:productId/checkout',
    'billing.checkout.product',
    201,
    (p, data) => ({ subjectId: p.id, productId: p.productId, data }),
  ],
  [
    'GET',
    '/api/ecommerce/orders/:id/checkout-attributes/:currencyId',
    'ecommerce.orders.checkoutAttributes',
    200,
    (p) => ({ orderId: p.id, billingModuleCurrencyId: p.currencyId }),
  ],
  [
    'POST',
    '/api/ecommerce/orders/clear-old-orders',
    'ecommerce.orders.clearOld',
    200,
    (_p, data) => ({ data: data ?? {} }),
  ],
  ['GET', '/api/ecommerce/orders/:id/total', 'ecommerce.orders.total', 200, (p) => ({ orderId: p.id })],
  ['GET', '/api/ecommerce/orders/:id/quantity', 'ecommerce.orders.quantity', 200, (p) => ({ orderId: p.id })],
  ['POST', '/api/ecommerce/orders/:id/check', 'ecommerce.orders.check', 200, (p, data) => ({ orderId: p.id, data })],
  [
    'POST',
    '/api/ecommerce/orders/:id/status',
    'ecommerce.orders.transition',
    200,
    (p, data) => ({ orderId: p.id, data }),
  ],
  [
    'PATCH',
    '/api/ecommerce/orders/:id/orders-to-products/:lineId',
    'ecommerce.orders.updateLine',
    200,
    (p, data) => ({ orderId: p.id, orderToProductId: p.lineId, data }),
  ],
  [
    'GET',
    '/api/ecommerce/orders-to-products/:id/total',
    'ecommerce.ordersToProducts.total',
    200,
    (p, data) => ({ id: p.id, data }),
  ],
];

/** Query strings carry GET data (`?billingModuleCurrencyId=`); bodies carry the rest. */
async function dataOf(method: Method, request: FastifyRequest): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') {
    const query = request.query as Record<string, unknown>;
    return Object.keys(query).length ? query : undefined;
  }
  return (await readBody(request)).data;
}

export async function ecommerceRest(app: FastifyInstance) {
  for (const [method, url, path, status, toInput] of ROUTES) {
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        const input = toInput(request.params as Params, await dataOf(method, request));
        return reply.status(status).send({ data: await callProcedure(callerFor(request), path, input) });
      },
    });
  }
}
