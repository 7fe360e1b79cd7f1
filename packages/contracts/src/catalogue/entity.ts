import type { ModuleName } from '../constants.ts';
import { LINK_VARIANTS } from '../constants.ts';
import { className, orderIndex, ref, variant, type Field } from './fields.ts';

export interface EntityOptions {
  /** Prisma model name when the derived one reads badly. */
  model?: string;
  /** Columns unique together (besides per-field `unique`). */
  uniqueTogether?: string[][];
  /** Extra indexes over several columns. */
  indexes?: string[][];
  description?: string;
  /**
   * Personal or security data (identities, sessions, orders, chats, payments): the generic API reads it
   * only with permission (an admin role or the server key); a subject reaches its own rows through the
   * subject routes `/api/rbac/subjects/{id}/...`.
   */
  restricted?: boolean;
}

export interface Entity {
  /** `module/collection`, e.g. `website-builder/widgets`: the catalogue key and REST path. */
  key: string;
  module: ModuleName;
  /** Plural path segment as the spec writes it (`buttons-arrays`). */
  collection: string;
  /** Prisma model name (PascalCase, singular). */
  model: string;
  /** SQL table name (snake_case). */
  table: string;
  /** tRPC path segments: camelCase module and collection. */
  router: { module: string; collection: string };
  fields: Record<string, Field>;
  /** A link entity joins two others; its two refs are listed here. */
  link?: [string, string];
  uniqueTogether: string[][];
  indexes: string[][];
  description?: string;
  /** Generic reads need permission (see EntityOptions.restricted). */
  restricted: boolean;
}

export const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
export const snake = (kebab: string) => kebab.replace(/-/g, '_');
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

export function entity(
  module: ModuleName,
  collection: string,
  fields: Record<string, Field>,
  options: EntityOptions = {},
): Entity {
  return {
    key: `${module}/${collection}`,
    module,
    collection,
    model: options.model ?? pascal(`${module}-${singular(collection)}`),
    table: snake(`${module}-${collection}`),
    router: { module: camel(module), collection: camel(collection) },
    fields,
    uniqueTogether: options.uniqueTogether ?? [],
    indexes: options.indexes ?? [],
    description: options.description,
    restricted: options.restricted ?? false,
  };
}

/**
 * A link entity: two required foreign ids (cascade, indexed) plus orderIndex, className and variant.
 * `link('host', 'pages-to-layouts', { pageId: 'host/pages', layoutId: 'host/layouts' }, { variants: 'additional' })`
 */
export function link(
  module: ModuleName,
  collection: string,
  ends: Record<string, string>,
  options: EntityOptions & {
    variants?: keyof typeof LINK_VARIANTS;
    fields?: Record<string, Field>;
  } = {},
): Entity {
  const names = Object.keys(ends);
  if (names.length !== 2) throw new Error(`link ${collection} needs exactly two ends`);
  const refs = Object.fromEntries(names.map((name) => [name, ref(ends[name]!)]));
  const e = entity(
    module,
    collection,
    {
      ...refs,
      orderIndex: orderIndex(),
      className: className(),
      variant: variant(LINK_VARIANTS[options.variants ?? 'only']),
      ...options.fields,
    },
    { model: pascal(`${module}-${collection}`), ...options },
  );
  return { ...e, link: [names[0]!, names[1]!] };
}
