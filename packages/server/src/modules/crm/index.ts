import type { ModuleDefinition } from '../definition.ts';
import { crmRest, crmRoutes } from './rest.ts';
import { crmProcedures } from './router.ts';

/** A request sent through a form by another module (the chat's hand-over to a person). */
export { submitRequest } from './service.ts';

/** Forms with ordered inputs, and the requests visitors and subjects send through them. */
export const crmModule = {
  name: 'crm',
  procedures: crmProcedures,
  routes: crmRoutes,
  rest: crmRest,
} satisfies ModuleDefinition;
