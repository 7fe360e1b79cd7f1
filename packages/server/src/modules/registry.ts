/**
 * Modules with behaviour beyond the generic CRUD. Adding one is a folder plus a line here; every
 * module of MODULES gets its catalogue entities' generic procedures and REST routes either way.
 * The one place that knows every module: nothing a module imports leads back here.
 */
import { agentModule } from './agent/index.ts';
import { analyticModule } from './analytic/index.ts';
import { billingModule } from './billing/index.ts';
import { broadcastModule } from './broadcast/index.ts';
import { crmModule } from './crm/index.ts';
import { ecommerceModule } from './ecommerce/index.ts';
import { fileStorageModule } from './file-storage/index.ts';
import { hostModule } from './host/index.ts';
import { notificationModule } from './notification/index.ts';
import { rbacModule } from './rbac/index.ts';
import { socialModule } from './social/index.ts';
import { systemModule } from './system/index.ts';
import { telegramModule } from './telegram/index.ts';
import type { ModuleDefinition } from './definition.ts';

/** Every module with behaviour, its procedures' types kept (the root router's type is built from them). */
export const moduleDefinitions = [
  ecommerceModule,
  billingModule,
  hostModule,
  rbacModule,
  fileStorageModule,
  crmModule,
  notificationModule,
  socialModule,
  systemModule,
  agentModule,
  telegramModule,
  broadcastModule,
  analyticModule,
] as const satisfies readonly ModuleDefinition[];
