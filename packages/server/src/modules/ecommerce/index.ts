import type { ModuleDefinition } from '../registry.ts';
import { ecommerceProcedures } from './procedures.ts';
import { ecommerceRoutes } from './rest.ts';
import { onStatusChange } from './lifecycle.ts';
import { queueStatusMail } from './notifications.ts';

onStatusChange(queueStatusMail);

/** Carts, orders, totals and the order lifecycle. */
export const ecommerceModule = {
  name: 'ecommerce',
  procedures: ecommerceProcedures,
  routes: ecommerceRoutes,
} satisfies ModuleDefinition;
