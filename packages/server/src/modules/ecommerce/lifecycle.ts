/**
 * The order lifecycle: new → paying → approving → packaging → delivering → delivered, and canceled from
 * the states before delivery. A failed payment returns a paying order to its cart (new); a payment that does not
 * match the order as checked out puts it in reviewing (modules/ecommerce/payments.ts). Only the
 * transitions below are allowed; an admin may force any other, and forcing is recorded on the order.
 */
import { getEntity, ORDER_TRANSITIONS, type ORDER_STATUSES } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { columnsOf } from '../../entities/columns.ts';
import { lockedRow, writeModuleEntry } from '../../entities/history.ts';
import type { AppEvents } from '../../events/app-events.ts';
import { conflict, notFound } from '../../errors.ts';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDERS = getEntity('ecommerce/orders');

export const TRANSITIONS = ORDER_TRANSITIONS;

export const isAllowed = (from: OrderStatus, to: OrderStatus) => TRANSITIONS[from].includes(to);

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  forced: boolean;
  /** A refund's cancel (refund.ts): the donor gets the refund notice instead of the generic status mail. */
  refund?: boolean;
}

declare module '../../events/app-events.ts' {
  interface AppEventMap {
    /** An order moved (raised in the changing transaction; the order-status-changed mail reacts to it). */
    'ecommerce.orderStatusChanged': StatusChange;
  }
}

/** Appends a dated line for the operator to the order's comment (where forced moves are recorded too). */
export async function appendOrderNote(tx: DbClient, orderId: string, note: string) {
  await tx.$executeRawUnsafe(
    `UPDATE "ecommerce_orders" SET "comment" = concat_ws(E'\\n', "comment", $2::text), "updatedAt" = now()
     WHERE "id" = $1::uuid`,
    orderId,
    `[${new Date().toISOString()}] ${note}`,
  );
}

/**
 * Moves one order (locked FOR UPDATE) to `to`. Paid orders leave the cart (type history).
 * Returns the change, or undefined when the order is already there (idempotent).
 */
export async function changeStatus(
  events: AppEvents,
  tx: DbClient,
  orderId: string,
  to: OrderStatus,
  options: { force?: boolean; reason?: string; refund?: boolean } = {},
): Promise<StatusChange | undefined> {
  const order = (await lockedRow(tx, ORDERS, columnsOf(ORDERS).selectList, orderId)) as
    ({ status: OrderStatus; comment: string | null } & Record<string, unknown>) | null;
  if (!order) throw notFound('Order not found');
  if (order.status === to) return undefined;
  const allowed = isAllowed(order.status, to);
  if (!allowed && !options.force) {
    throw conflict(`Order cannot go from ${order.status} to ${to}`, [
      `allowed from ${order.status}: ${TRANSITIONS[order.status].join(', ') || 'none'}`,
    ]);
  }
  const forced = !allowed;
  const note = forced
    ? `[${new Date().toISOString()}] status forced ${order.status} → ${to}${options.reason ? `: ${options.reason}` : ''}`
    : undefined;
  const after = await tx.ecommerceOrder.update({
    where: { id: orderId },
    data: {
      status: to,
      ...(to === 'approving' ? { type: 'history' } : {}),
      ...(note ? { comment: order.comment ? `${order.comment}\n${note}` : note } : {}),
    },
  });
  // The record's history and the audit trail have the move, whoever made it (the order screen lists them).
  await writeModuleEntry(tx, { action: 'update', entityKey: ORDERS.key, recordId: orderId, before: order, after });
  const change: StatusChange = { orderId, from: order.status, to, forced, ...(options.refund && { refund: true }) };
  await events.emit('ecommerce.orderStatusChanged', tx, change);
  return change;
}
