import type { Entity } from './entity.ts';
import { agent } from './modules/agent.ts';
import { analytic } from './modules/analytic.ts';
import { billing } from './modules/billing.ts';
import { blog } from './modules/blog.ts';
import { broadcast } from './modules/broadcast.ts';
import { crm } from './modules/crm.ts';
import { ecommerce } from './modules/ecommerce.ts';
import { fileStorage } from './modules/file-storage.ts';
import { host } from './modules/host.ts';
import { notification } from './modules/notification.ts';
import { rbac } from './modules/rbac.ts';
import { social } from './modules/social.ts';
import { startup } from './modules/startup.ts';
import { websiteBuilder } from './modules/website-builder.ts';

export * from './entity.ts';
export * from './fields.ts';

/** Every entity of the product, declared once. */
export const entities: readonly Entity[] = [
  ...host,
  ...websiteBuilder,
  ...blog,
  ...ecommerce,
  ...billing,
  ...crm,
  ...rbac,
  ...social,
  ...fileStorage,
  ...notification,
  ...startup,
  ...analytic,
  ...agent,
  ...broadcast,
];

export const entityByKey: ReadonlyMap<string, Entity> = new Map(entities.map((e) => [e.key, e]));

export function getEntity(key: string): Entity {
  const found = entityByKey.get(key);
  if (!found) throw new Error(`Unknown entity ${key}`);
  return found;
}
