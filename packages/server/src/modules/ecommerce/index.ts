import type { ModuleDefinition } from '../definition.ts';
import { ecommerceProcedures } from './procedures.ts';
import { ecommerceRoutes } from './rest.ts';
import { queueStatusMail } from './notifications.ts';
import { noteProgressChange } from './progress-pages.ts';
import { receiptOutbox } from './receipt-outbox.ts';
import { stampPaidLines } from './raised.ts';

/** What other modules use (billing's checkout and webhooks): the module's public services. */
export { appendOrderNote, changeStatus } from './lifecycle.ts';
export {
  lockOrders,
  paymentSnapshot,
  sameOrder,
  snapshotOrders,
  voidOpenPayments,
  type OrderSnapshot,
  type PaymentSnapshot,
} from './payments.ts';
export { describeOrders, findCart, MAX_LINE_QUANTITY, ownedOrder, parseInput, requiredId } from './orders.ts';
export { issueReceipts, retryMissingReceipts } from './receipt.ts';
export { orderTotals, PRODUCT_PRICES, unpricedProducts, type CurrencyCard } from './totals.ts';
export { PAID_PAYMENTS, raisedByProduct, type Raised } from './raised.ts';
export { subjectPathKey } from './procedures.ts';
/** The answers' schemas billing's routes document (a payment's orders). */
export { checkoutAnswer, currencyCard, describedOrder } from './answers.ts';

/** Carts, orders, totals and the order lifecycle; the receipt outbox issues receipts a payment left without. */
export const ecommerceModule = {
  name: 'ecommerce',
  procedures: ecommerceProcedures,
  routes: ecommerceRoutes,
  rest: receiptOutbox,
  subscribe(events) {
    events.on('ecommerce.orderStatusChanged', queueStatusMail);
    // Money arrived: the lines keep what they cost now (raised totals count it, whatever prices do later).
    events.on('ecommerce.orderStatusChanged', async (tx, change) => {
      if (change.to === 'approving' || change.to === 'reviewing') await stampPaidLines(tx, change.orderId);
    });
    events.on('ecommerce.orderStatusChanged', noteProgressChange);
  },
} satisfies ModuleDefinition;
