/**
 * The subject's orders as the shop reads them: one call (`ecommerce.cart.list`: orders, lines, each line's and
 * each order's totals per currency); writes invalidate it.
 */
import type { PAYMENT_PROVIDERS } from '@symbol/contracts/constants';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';
import { useSubject } from './subject.ts';

export type Provider = (typeof PAYMENT_PROVIDERS)[number];

/** A subject's order as `ecommerce.cart.list` answers it: its lines, each line's and the order's totals. */
export type Order = Outputs['ecommerce']['cart']['list'][number];
export type Line = Order['ordersToProducts'][number];
/** An amount in one currency: an order's total or a line's. */
export type Amount = Order['totals'][number] | Line['totals'][number];
/** A currency as amounts name it; only a line's amount says whether it is the default one. */
export type Currency = Amount['billingModuleCurrency'] &
  Partial<Pick<Line['totals'][number]['billingModuleCurrency'], 'isDefault'>>;

export const isCart = (order: Order) => order.type === 'cart' && order.status === 'new';

/** The subject's orders (one request), its open cart orders and the number of items in them. */
export function useOrders() {
  const { subject, loading, ensureSubject } = useSubject();
  const list = trpc.ecommerce.cart.list.useQuery({ subjectId: subject?.id ?? '' }, { enabled: !!subject });
  const orders = list.data ?? [];
  const carts = orders.filter(isCart);
  const quantity = carts.reduce((sum, o) => sum + o.ordersToProducts.reduce((s, l) => s + l.quantity, 0), 0);
  return {
    subject,
    ensureSubject,
    loading: loading || (!!subject && list.isPending),
    error: list.error,
    orders,
    carts,
    quantity,
  };
}

/**
 * Reads the orders again after a write. A read still in flight is cancelled first: TanStack Query reuses an
 * in-flight first read on invalidation, and a guest's first read can start beside the first add (the session
 * it makes enables it) and answer the cart as it was before the add.
 */
export function useRefreshOrders() {
  const utils = trpc.useUtils();
  return async () => {
    await utils.ecommerce.cart.list.cancel();
    await utils.ecommerce.cart.list.invalidate();
  };
}
