/** How the order screens name an order and its status (texts in shop/messages.ts). */
import type { ORDER_STATUSES } from '@symbol/contracts/constants';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order has no number of its own: its id's first eight characters name it, as on the customer's receipt. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export const statusWord = (translate: (key: string) => string, status: string) =>
  translate(`orders.status_word.${status}`);
