import type { ModuleName } from '../constants.ts';
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
import { knowledge } from './modules/knowledge.ts';
import { notification } from './modules/notification.ts';
import { rbac } from './modules/rbac.ts';
import { social } from './modules/social.ts';
import { startup } from './modules/startup.ts';
import { system } from './modules/system.ts';
import { telegram } from './modules/telegram.ts';
import { websiteBuilder } from './modules/website-builder.ts';

export * from './admin-tasks.ts';
export * from './entity.ts';
export * from './field-kinds.ts';
export * from './fields.ts';
export * from './types.ts';

const catalogue = [
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
  ...telegram,
  ...knowledge,
  ...system,
];

/** Any entity of the catalogue, with its own field map (a union of 123 types). */
export type CatalogueEntity = (typeof catalogue)[number];
export type EntityKey = CatalogueEntity['key'];
/** The entity declared under a key, e.g. `EntityOf<'website-builder/widgets'>`. */
export type EntityOf<K extends EntityKey> = Extract<CatalogueEntity, { key: K }>;
/** The entities of one module. */
export type ModuleEntity<M extends ModuleName> = Extract<CatalogueEntity, { module: M }>;

/** Every entity of the product, declared once. */
export const entities: readonly Entity[] = catalogue;

export const entityByKey: ReadonlyMap<string, Entity> = new Map(entities.map((e) => [e.key, e]));

export function getEntity<K extends EntityKey>(key: K): EntityOf<K>;
export function getEntity(key: string): Entity;
export function getEntity(key: string): Entity {
  const found = entityByKey.get(key);
  if (!found) throw new Error(`Unknown entity ${key}`);
  return found;
}
