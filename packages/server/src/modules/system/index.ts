import type { ModuleDefinition } from '../definition.ts';
import { systemProcedures } from './procedures.ts';
import { systemRest, systemRoutes } from './rest.ts';

/** Releases: changes staged across records, previewed, published at once or on schedule. */
export const systemModule = {
  name: 'system',
  procedures: systemProcedures,
  routes: systemRoutes,
  rest: systemRest,
} satisfies ModuleDefinition;
