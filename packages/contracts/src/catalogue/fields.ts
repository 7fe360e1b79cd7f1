/**
 * Field factories: the only vocabulary an entity declaration uses. Each factory keeps its options in its
 * type (`optionalText()` is `{ kind: 'text'; optional: true }`), so an entity's row, create and update
 * types are inferred from its declaration (catalogue/types.ts). What a kind becomes in zod, SQL, Prisma
 * and JSON Schema is one table: catalogue/field-kinds.ts.
 */

export interface FieldBase {
  /** Column may hold NULL and may be left out on create. */
  optional?: boolean;
  unique?: boolean;
  /** Build a B-tree index for this column (refs always get one). */
  index?: boolean;
  /** Never returned by the generic API and never writable through it (hashes, codes). */
  private?: boolean;
  /** Written by the server from what it measures (a file's size, type, dimensions): forms show it, never edit it. */
  measured?: boolean;
  /**
   * Written only by its module's own service (a release's status, when it was published): that module's update
   * refuses it (system/procedures.ts, the one user today), and forms show it, read only.
   */
  serviceSet?: boolean;
}

/** `upload`: the text is a stored file's path or url, so clients send the file itself (multipart). */
export type TextField = FieldBase & {
  kind: 'text';
  default?: string;
  pattern?: RegExp;
  max?: number;
  upload?: boolean;
};
/**
 * A map language code -> text; `rich` marks slate JSON strings (admin picks the editor); `url` marks a map of
 * addresses, where a plain string a caller sends is that address in every language (field-kinds.ts).
 */
export type LocalizedField = FieldBase & { kind: 'localized'; rich?: boolean; url?: boolean };
/** Generated from the title when absent; unique unless said otherwise. */
export type SlugField = FieldBase & { kind: 'slug' };
/** Generated when absent. */
export type AdminTitleField = FieldBase & { kind: 'adminTitle' };
/** `aliases`: other names a caller may send for a value (the original system's), stored as that value. */
export type EnumField = FieldBase & {
  kind: 'enum';
  values: readonly string[];
  default?: string;
  aliases?: Readonly<Record<string, string>>;
};
export type IntField = FieldBase & { kind: 'int'; default?: number; min?: number };
/** Exact decimal (money, measures): numeric(30,10) in SQL, a string on the wire. */
export type DecimalField = FieldBase & {
  kind: 'decimal';
  /** Only numbers above zero (an amount of money that must be something): 0 and less are refused with a 400. */
  positive?: boolean;
};
export type BooleanField = FieldBase & { kind: 'boolean'; default?: boolean };
export type DatetimeField = FieldBase & { kind: 'datetime' };
export type JsonField = FieldBase & { kind: 'json' };
/** Foreign id to another entity of the catalogue (`module/collection`). */
export type RefField = FieldBase & { kind: 'ref'; target: string; onDelete: 'cascade' | 'setNull' };
/**
 * A uuid that points at a row of a table chosen at run time (no foreign key). `points`: it names a row of
 * `{record[moduleField]}/{collection}` (pickers offer only that entity's records).
 */
export type UuidField = FieldBase & { kind: 'uuid'; points?: { moduleField: string; collection: string } };

export type Field =
  | TextField
  | LocalizedField
  | SlugField
  | AdminTitleField
  | EnumField
  | IntField
  | DecimalField
  | BooleanField
  | DatetimeField
  | JsonField
  | RefField
  | UuidField;

export type FieldKind = Field['kind'];
export type Fields = Record<string, Field>;

/** A factory called without options. */
export type NoOptions = Record<never, never>;

type Opts<K extends FieldKind> = Omit<Extract<Field, { kind: K }>, 'kind'>;
/** A factory's result: its kind and exactly the options it was given (as literal types). */
type Made<K extends FieldKind, O> = { kind: K } & O;

export const text = <const O extends Opts<'text'> = NoOptions>(o?: O) => ({ kind: 'text', ...o }) as Made<'text', O>;
export const optionalText = <const O extends Opts<'text'> = NoOptions>(o?: O) =>
  ({ kind: 'text', optional: true, ...o }) as Made<'text', { optional: true } & O>;
export const localized = <const O extends Opts<'localized'> = NoOptions>(o?: O) =>
  ({ kind: 'localized', ...o }) as Made<'localized', O>;
export const richText = <const O extends Opts<'localized'> = NoOptions>(o?: O) =>
  ({ kind: 'localized', rich: true, ...o }) as Made<'localized', { rich: true } & O>;
export const slug = <const O extends Opts<'slug'> = NoOptions>(o?: O) =>
  ({ kind: 'slug', unique: true, ...o }) as Made<'slug', { unique: true } & O>;
export const adminTitle = () => ({ kind: 'adminTitle' }) as Made<'adminTitle', NoOptions>;

type EnumOpts = Omit<Opts<'enum'>, 'values'>;
export function enumOf<const V extends readonly string[], const D extends V[number]>(
  values: V,
  defaultValue: D,
): Made<'enum', { values: V; default: D }>;
export function enumOf<const V extends readonly string[], const O extends EnumOpts = NoOptions>(
  values: V,
  o?: O,
): Made<'enum', { values: V } & O>;
export function enumOf(values: readonly string[], o: EnumOpts | string = {}): EnumField {
  return typeof o === 'string' ? { kind: 'enum', values, default: o } : { kind: 'enum', values, ...o };
}
export const int = <const O extends Opts<'int'> = NoOptions>(o?: O) => ({ kind: 'int', ...o }) as Made<'int', O>;
export const decimal = <const O extends Opts<'decimal'> = NoOptions>(o?: O) =>
  ({ kind: 'decimal', ...o }) as Made<'decimal', O>;
export const bool = <const O extends Opts<'boolean'> = NoOptions>(o?: O) =>
  ({ kind: 'boolean', ...o }) as Made<'boolean', O>;
export const datetime = <const O extends Opts<'datetime'> = NoOptions>(o?: O) =>
  ({ kind: 'datetime', ...o }) as Made<'datetime', O>;
export const json = <const O extends Opts<'json'> = NoOptions>(o?: O) => ({ kind: 'json', ...o }) as Made<'json', O>;
export const uuid = <const O extends Opts<'uuid'> = NoOptions>(o?: O) => ({ kind: 'uuid', ...o }) as Made<'uuid', O>;

type RefOpts = Partial<Opts<'ref'>>;
/** A required foreign id, deleted in cascade and indexed (the spec's link rule). */
export const ref = <const O extends Omit<RefOpts, 'target'> = NoOptions>(target: string, o?: O) =>
  ({ kind: 'ref', target, onDelete: o?.optional ? 'setNull' : 'cascade', ...o }) as Made<
    'ref',
    { target: string; onDelete: 'cascade' | 'setNull' } & O
  >;

/** Field groups that most entities share (spread them into `fields`). */
export function variant(): Made<'text', { default: 'default' }>;
export function variant<const V extends readonly string[]>(values: V): Made<'enum', { values: V; default: 'default' }>;
export function variant(values?: readonly string[]): Field {
  return values ? enumOf(values, { default: 'default' }) : text({ default: 'default' });
}
export const className = () => optionalText();
export const orderIndex = () => int({ default: 0 });

/** adminTitle, slug, title, subtitle, description, className, variant, orderIndex: the usual content record. */
export const content = () => ({
  orderIndex: orderIndex(),
  adminTitle: adminTitle(),
  slug: slug(),
  title: localized(),
  subtitle: localized(),
  description: localized(),
  className: className(),
  variant: variant(),
});
