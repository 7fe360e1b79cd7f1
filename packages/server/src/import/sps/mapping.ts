/**
 * Which entity of ours an original model or relation becomes, and the few fields whose names or meaning
 * differ. Most names are derived from the catalogue: a model `<module>/models/<name>` is our entity of that
 * module whose singular is `<name>` (`host/models/page` → `host/pages`), a relation
 * `<module>/relations/<name>` is our entity named `<name>` (`host/relations/pages-to-layouts`). Only where the
 * two systems differ is there a rule below; anything else a record holds that we do not model fails that
 * record with the parser's own message, so nothing is lost silently.
 */
import { entities, pascal, type Entity, type EntityKey } from '@symbol/contracts';

export interface SpsRules {
  /** Our entity, where its name is not derived from the original's. */
  key?: EntityKey;
  /** The original's field → ours. */
  renames?: Record<string, string>;
  /** The original's fields we do not keep, each with why (dropped whatever their value). */
  drop?: Record<string, string>;
  /** Fields we cannot represent: dropped when empty; a value there would change the record's meaning, so it fails. */
  emptyOnly?: Record<string, string>;
  /** A record whose slug we already hold under another id is that record (links to it are rewritten). */
  matchBy?: 'slug';
  /**
   * A record of this model that is really one of another's (its fields name the other's ends): written there,
   * under its own id, with a note. `when` lists the fields it holds and `unless` those it lacks.
   */
  reroute?: { when: string[]; unless: string[]; key: EntityKey; why: string };
}

/** By the original's model path (a Map: a path like 'constructor' finds nothing). */
export const SPS_RULES = new Map<string, SpsRules>(
  Object.entries<SpsRules>({
    'host/models/page': { drop: { slug: 'a page is found by its url here' } },
    'host/models/layout': { drop: { orderIndex: "a page's layouts are ordered by their link (pages-to-layouts)" } },
    'ecommerce/models/product': { drop: { sku: 'SKUs are kept per store here (stores-to-products.sku)' } },
    'social/models/profile': { drop: { allowedMcpServerIds: 'no MCP servers here' } },
    /** The built-in roles (admin, user) exist here already, under their own ids. */
    'rbac/models/role': { matchBy: 'slug' },
    'rbac/models/permission': { key: 'rbac/actions' },
    'rbac/relations/roles-to-permissions': {
      key: 'rbac/roles-to-actions',
      renames: { permissionId: 'actionId' },
      emptyOnly: { condition: 'a permission here holds for its role without a condition' },
    },
    'rbac/relations/permissions-to-billing-module-currencies': {
      key: 'rbac/actions-to-billing-module-currencies',
      renames: { permissionId: 'actionId' },
    },
    /**
     * The original's table needs an order; a record naming a product and no order is a product's file filed
     * under the wrong relation (its two ends are exactly products-to-files' ends).
     */
    'ecommerce/relations/orders-to-file-storage-module-files': {
      reroute: {
        when: ['productId', 'fileStorageModuleFileId'],
        unless: ['orderId'],
        key: 'ecommerce/products-to-file-storage-module-files',
        why: "names a product and no order: it is that product's file",
      },
    },
  }),
);

export interface SpsMapping {
  source: string;
  entity: Entity;
  rules: SpsRules;
}

/**
 * The mapping of one record: its model's, or where its model's rules reroute a record of its shape (then
 * `rerouted` says why).
 */
export function mappingOfRecord(
  source: string,
  record: Record<string, unknown> | undefined,
): (SpsMapping & { rerouted?: string }) | undefined {
  const mapping = mappingOf(source);
  const reroute = SPS_RULES.get(source)?.reroute;
  if (
    record &&
    reroute &&
    reroute.when.every((name) => record[name] != null) &&
    reroute.unless.every((name) => record[name] == null)
  ) {
    const entity = entities.find((e) => e.key === reroute.key);
    if (entity) return { source, entity, rules: {}, rerouted: reroute.why };
  }
  return mapping;
}

/** The entity a source (`host/models/page`) becomes, or undefined when we have none for it. */
export function mappingOf(source: string): SpsMapping | undefined {
  const [module, kind, name] = source.split('/');
  const rules = SPS_RULES.get(source) ?? {};
  const entity = rules.key
    ? entities.find((e) => e.key === rules.key)
    : entities.find(
        (e) =>
          e.module === module &&
          (kind === 'models' ? !e.link && e.model === pascal(`${module}-${name}`) : e.collection === name),
      );
  return entity && { source, entity, rules };
}
