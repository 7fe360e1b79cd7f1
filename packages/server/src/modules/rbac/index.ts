import type { ModuleDefinition } from '../definition.ts';
import { ensureAdmin, ensureDefaultRoles } from './defaults.ts';
import { rbacProcedures } from './procedures.ts';
import { rbacRoutes } from './rest.ts';

/** Identity, sessions and authorization: the subject routes under /api/rbac/subjects. */
export const rbacModule = {
  name: 'rbac',
  procedures: rbacProcedures,
  routes: rbacRoutes,
  async onReady(app) {
    const { db, config } = app.deps;
    await ensureDefaultRoles(db);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(db, config.ADMIN_EMAIL.toLowerCase(), config.ADMIN_PASSWORD);
      app.log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin bootstrap');
    }
  },
} satisfies ModuleDefinition;
