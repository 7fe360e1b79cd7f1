/**
 * A paid order moves its projects' progress, which public pages show (host/progress.ts): the order's products are
 * noted as written, so the page cache drops those pages once the payment commits and browsers reload them (the
 * revalidation stream), as after any edit of a product.
 */
import { getEntity } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { noteEntityWrite } from '../../entities/writes.ts';
import type { StatusChange } from './lifecycle.ts';

const PRODUCTS = getEntity('ecommerce/products');

export async function noteProgressChange(tx: DbClient, change: StatusChange): Promise<void> {
  // Paid (approving, or reviewing when it changed since checkout) and a paid order canceled change what was raised.
  if (
    change.to === 'approving' ||
    change.to === 'reviewing' ||
    (change.to === 'canceled' && change.from !== 'new' && change.from !== 'paying')
  )
    noteEntityWrite(tx, PRODUCTS);
}
