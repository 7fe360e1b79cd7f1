import type { ModuleDefinition } from '../registry.ts';

/** Host pages: url lookups, the whole-page call, sitemap and robots. */
export const hostModule: ModuleDefinition = { name: 'host' };
