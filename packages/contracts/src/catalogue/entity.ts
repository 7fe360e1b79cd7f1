import type { ModuleName } from '../constants.ts';
import type { SearchSpec } from '../search.ts';
import { LINK_VARIANTS } from '../constants.ts';
import { className, orderIndex, ref, variant, type Fields, type NoOptions } from './fields.ts';

export interface EntityOptions {
  /** Prisma model name when the derived one reads badly. */
  model?: string;
  /** Columns unique together (besides per-field `unique`). */
  uniqueTogether?: string[][];
  /** Extra indexes over several columns. */
  indexes?: string[][];
  /**
   * Personal or security data (identities, sessions, orders, chats, payments): the generic API reads it
   * only with permission (an admin role or the server key); a subject reaches its own rows through the
   * subject routes `/api/rbac/subjects/{id}/...`.
   */
  restricted?: boolean;
  /**
   * Written only by the server (the audit trail, a release's staged operations): the generic API reads it, and
   * refuses every write (405), the server key's and an admin's too, so no caller rewrites history.
   */
  readOnly?: boolean;
  /** What the entity contributes to the full-text search index (fields, weights, public address, who sees it). */
  search?: SearchSpec;
}

/** `buttons-arrays` → `buttonsArrays`, in types as `camel()` does it in values. */
export type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/**
 * One entity of the catalogue. The parameters keep its module, collection and field map in the type, so
 * its rows and inputs are typed (catalogue/types.ts); `Entity` alone is any entity.
 */
export interface Entity<M extends ModuleName = ModuleName, C extends string = string, F extends Fields = Fields> {
  /** `module/collection`, e.g. `website-builder/widgets`: the catalogue key and REST path. */
  key: `${M}/${C}`;
  module: M;
  /** Plural path segment as the spec writes it (`buttons-arrays`). */
  collection: C;
  /** Prisma model name (PascalCase, singular). */
  model: string;
  /** SQL table name (snake_case). */
  table: string;
  /** tRPC path segments: camelCase module and collection. */
  router: { module: Camel<M>; collection: Camel<C> };
  fields: F;
  /** A link entity joins two others; its two refs are listed here. */
  link?: [string, string];
  uniqueTogether: string[][];
  indexes: string[][];
  /** Generic reads need permission (see EntityOptions.restricted). */
  restricted: boolean;
  /** No generic writes (see EntityOptions.readOnly). */
  readOnly: boolean;
  /** Searchable (see EntityOptions.search). */
  search?: SearchSpec;
}

export const camel = <S extends string>(kebab: S) =>
  kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<S>;
export const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
export const snake = (kebab: string) => kebab.replace(/-/g, '_');
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

export function entity<const M extends ModuleName, const C extends string, const F extends Fields>(
  module: M,
  collection: C,
  fields: F,
  options: EntityOptions = {},
): Entity<M, C, F> {
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
    restricted: options.restricted ?? false,
    readOnly: options.readOnly ?? false,
    ...(options.search ? { search: options.search } : {}),
  };
}

type LinkVariants = keyof typeof LINK_VARIANTS;
type LinkFields<Ends extends string, V extends LinkVariants> = { [K in Ends]: ReturnType<typeof ref<NoOptions>> } & {
  orderIndex: ReturnType<typeof orderIndex>;
  className: ReturnType<typeof className>;
  variant: ReturnType<typeof variant<(typeof LINK_VARIANTS)[V]>>;
};

/**
 * A link entity: two required foreign ids (cascade, indexed) plus orderIndex, className and variant.
 * `link('host', 'pages-to-layouts', { pageId: 'host/pages', layoutId: 'host/layouts' }, { variants: 'additional' })`
 */
export function link<
  const M extends ModuleName,
  const C extends string,
  const Ends extends Record<string, string>,
  const V extends LinkVariants = 'only',
  const X extends Fields = NoOptions,
>(
  module: M,
  collection: C,
  ends: Ends,
  options: EntityOptions & { variants?: V; fields?: X } = {},
): Entity<M, C, LinkFields<Extract<keyof Ends, string>, V> & X> {
  const names = Object.keys(ends);
  if (names.length !== 2) throw new Error(`link ${collection} needs exactly two ends`);
  const refs = Object.fromEntries(names.map((name) => [name, ref(ends[name]!)]));
  const fields = {
    ...refs,
    orderIndex: orderIndex(),
    className: className(),
    variant: variant(LINK_VARIANTS[options.variants ?? 'only']),
    ...options.fields,
  } as LinkFields<Extract<keyof Ends, string>, V> & X;
  const e = entity(module, collection, fields, { model: pascal(`${module}-${collection}`), ...options });
  return { ...e, link: [names[0]!, names[1]!] };
}
