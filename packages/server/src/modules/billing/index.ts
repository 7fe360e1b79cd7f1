import type { ModuleDefinition } from '../registry.ts';
import { billingProcedures } from './procedures.ts';
import { billingRest, billingRoutes } from './rest.ts';

/** Checkout, payment providers and their webhooks. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  procedures: billingProcedures,
  routes: billingRoutes,
  rest: billingRest,
};
