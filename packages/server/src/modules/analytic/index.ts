import type { ModuleDefinition } from '../definition.ts';
import { analyticProcedures } from './procedures.ts';
import { analyticRest, analyticRoutes } from './rest.ts';

export { flushAnalytics } from './collector.ts';

/** Analytics that respect visitors (issue 34 §6): the site's beacon and the back office's summary. */
export const analyticModule = {
  name: 'analytic',
  procedures: analyticProcedures,
  routes: analyticRoutes,
  rest: analyticRest,
} satisfies ModuleDefinition;
