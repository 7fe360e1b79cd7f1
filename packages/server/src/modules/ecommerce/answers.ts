/**
 * What the ecommerce routes answer (`data`), for the OpenAPI document: records are the catalogue's row schemas,
 * cut to the columns the queries read (orders.ts, totals.ts). Documentation only: tests hold real answers to it.
 */
import { getEntity, rowSchema } from '@symbol/contracts';
import { z } from 'zod';

const row = (key: string) => rowSchema(getEntity(key));
const currency = row('billing/currencies');
const decimal = z.string().describe('a decimal number as text');

export const currencyCard = currency.pick({ id: true, symbol: true, slug: true });
/** An amount in one currency. */
export const currencyTotal = z.object({ total: decimal, billingModuleCurrency: currencyCard });
export const orderCurrencyTotal = currencyTotal.extend({ orderId: z.uuid() });

export const order = row('ecommerce/orders');
const line = row('ecommerce/orders-to-products')
  .pick({ id: true, orderId: true, productId: true, quantity: true, orderIndex: true, createdAt: true })
  .extend({
    product: row('ecommerce/products').pick({ id: true, slug: true, title: true, type: true, variant: true }),
    totals: z.array(
      z.object({
        total: decimal,
        billingModuleCurrency: currency.pick({ id: true, symbol: true, slug: true, isDefault: true }),
      }),
    ),
  });

/** An order with its lines (each line's total in every currency its product is priced in) and its totals. */
export const describedOrder = order.extend({
  ordersToProducts: z.array(line),
  totals: z.array(currencyTotal),
  total: decimal.nullable().optional().describe('with billingModuleCurrencyId: the total in that currency'),
  billingModuleCurrency: currencyCard.nullable().optional().describe('with billingModuleCurrencyId: that currency'),
});

export const quantity = z.object({ quantity: z.int() });

/** A checkout's payment: the intent, its invoices (the payment link) and the orders it pays. */
export const checkoutAnswer = z.object({
  billingModule: z.object({
    paymentIntent: row('billing/payment-intents'),
    invoices: z.array(row('billing/invoices')),
  }),
  ecommerceModule: z.object({ orders: z.array(z.object({ id: z.uuid() })) }),
});
