import type { ModuleDefinition } from '../definition.ts';
import { hostRest, hostRoutes } from './rest.ts';
import { hostProcedures } from './router.ts';

/** Host pages: url lookups, the whole-page call, sitemap and robots, and revalidation of cached pages. */
export const hostModule = {
  name: 'host',
  procedures: hostProcedures,
  routes: hostRoutes,
  rest: hostRest,
} satisfies ModuleDefinition;

/** The visitor's consent to the offer and the personal data policy, which giving, buying and writing ask for. */
export { requireConsent, type ConsentRecord } from './consent.ts';
