import type { ModuleDefinition } from '../registry.ts';

/** Identity, sessions and authorization: the subject routes under /api/rbac/subjects. */
export const rbacModule: ModuleDefinition = { name: 'rbac' };
