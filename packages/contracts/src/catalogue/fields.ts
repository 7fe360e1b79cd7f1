/**
 * Field factories: the only vocabulary an entity declaration uses.
 * Each kind maps to one Prisma column type (prisma/schema generator), one zod schema
 * (server input validation) and one filter-value coercion (query strings are text).
 */

interface FieldBase {
  /** Column may hold NULL and may be left out on create. */
  optional?: boolean;
  unique?: boolean;
  /** Build a B-tree index for this column (refs always get one). */
  index?: boolean;
  /** Never returned by the generic API and never writable through it (hashes, codes). */
  private?: boolean;
}

export type Field =
  /** `upload`: the text is a stored file's path or url, so clients send the file itself (multipart). */
  | (FieldBase & { kind: 'text'; default?: string; pattern?: RegExp; max?: number; upload?: boolean })
  /** A map language code -> text; `rich` marks slate JSON strings (admin picks the editor). */
  | (FieldBase & { kind: 'localized'; rich?: boolean })
  /** Generated from the title when absent; unique unless said otherwise. */
  | (FieldBase & { kind: 'slug' })
  /** Generated when absent. */
  | (FieldBase & { kind: 'adminTitle' })
  | (FieldBase & { kind: 'enum'; values: readonly string[]; default?: string })
  | (FieldBase & { kind: 'int'; default?: number; min?: number })
  /** Exact decimal (money, measures): numeric(30,10) in SQL, a string on the wire. */
  | (FieldBase & { kind: 'decimal' })
  | (FieldBase & { kind: 'boolean'; default?: boolean })
  | (FieldBase & { kind: 'datetime' })
  | (FieldBase & { kind: 'json' })
  /** Foreign id to another entity of the catalogue (`module/collection`). */
  | (FieldBase & { kind: 'ref'; target: string; onDelete: 'cascade' | 'setNull' })
  /**
   * A uuid that points at a row of a table chosen at run time (no foreign key). `points`: it names a row of
   * `{record[moduleField]}/{collection}` (pickers offer only that entity's records).
   */
  | (FieldBase & { kind: 'uuid'; points?: { moduleField: string; collection: string } });

export type FieldKind = Field['kind'];

type Opts<K extends FieldKind> = Omit<Extract<Field, { kind: K }>, 'kind'>;

export const text = (o: Opts<'text'> = {}): Field => ({ kind: 'text', ...o });
export const optionalText = (o: Opts<'text'> = {}): Field => ({ kind: 'text', optional: true, ...o });
export const localized = (o: Opts<'localized'> = {}): Field => ({ kind: 'localized', ...o });
export const richText = (o: Opts<'localized'> = {}): Field => ({ kind: 'localized', rich: true, ...o });
export const slug = (o: Opts<'slug'> = {}): Field => ({ kind: 'slug', unique: true, ...o });
export const adminTitle = (): Field => ({ kind: 'adminTitle' });
export const enumOf = (values: readonly string[], o: Omit<Opts<'enum'>, 'values'> | string = {}): Field =>
  typeof o === 'string' ? { kind: 'enum', values, default: o } : { kind: 'enum', values, ...o };
export const int = (o: Opts<'int'> = {}): Field => ({ kind: 'int', ...o });
export const decimal = (o: Opts<'decimal'> = {}): Field => ({ kind: 'decimal', ...o });
export const bool = (o: Opts<'boolean'> = {}): Field => ({ kind: 'boolean', ...o });
export const datetime = (o: Opts<'datetime'> = {}): Field => ({ kind: 'datetime', ...o });
export const json = (o: Opts<'json'> = {}): Field => ({ kind: 'json', ...o });
export const uuid = (o: Opts<'uuid'> = {}): Field => ({ kind: 'uuid', ...o });
/** A required foreign id, deleted in cascade and indexed (the spec's link rule). */
export const ref = (target: string, o: Partial<Opts<'ref'>> = {}): Field => ({
  kind: 'ref',
  target,
  onDelete: o.optional ? 'setNull' : 'cascade',
  ...o,
});

/** Field groups that most entities share (spread them into `fields`). */
export const variant = (values?: readonly string[]): Field =>
  values ? enumOf(values, 'default') : text({ default: 'default' });
export const className = (): Field => optionalText();
export const orderIndex = (): Field => int({ default: 0 });

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
