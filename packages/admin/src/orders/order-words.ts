/** How the order screens name an order and its status (texts in shop/messages.ts). */
import type { ORDER_STATUSES } from '@symbol/contracts/constants';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order has no number of its own: its id's first eight characters name it, as on the customer's receipt. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** A donation is acknowledged, not packed or delivered: its own words where they differ (issue 34). */
export const statusWord = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  status: string,
  kind: 'donation' | 'order' = 'order',
) =>
  kind === 'donation'
    ? translate(`admin.donations.status_word.${status}`, { _: translate(`orders.status_word.${status}`) })
    : translate(`orders.status_word.${status}`);

/** The button that moves an order into `to`, in the words of its kind. */
export const moveWord = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  to: string,
  kind: 'donation' | 'order' = 'order',
) =>
  kind === 'donation'
    ? translate(`admin.donations.move.${to}`, { _: translate(`orders.move.${to}`) })
    : translate(`orders.move.${to}`);
