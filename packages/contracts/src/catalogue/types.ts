/**
 * The types of an entity's rows and inputs, inferred from its field map: what the generic API returns
 * (`EntityRow`), what create takes (`EntityCreate`: required fields are those without a default that are
 * not generated or nullable) and what update takes (`EntityUpdate`: any public field). Private fields
 * appear in none of them. `schemas.ts` builds the zod schemas of the same shapes.
 */
import type { Entity } from './entity.ts';
import type { Field, Fields } from './fields.ts';

/** A map language code → text. */
export type Localized = Record<string, string>;

/** The value of a column as a row carries it (dates as `Date`: a JSON client sees ISO text). */
type Value<F extends Field> = F extends { kind: 'localized' }
  ? Localized
  : F extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : F extends { kind: 'int' }
      ? number
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'datetime' }
          ? Date
          : F extends { kind: 'json' }
            ? unknown
            : string;

/** What a write accepts for a column (decimals as numbers too, dates as ISO text too). */
type InputValue<F extends Field> = F extends { kind: 'decimal' }
  ? string | number
  : F extends { kind: 'datetime' }
    ? Date | string
    : Value<F>;

type OrNull<F extends Field, T> = F extends { optional: true } ? T | null : T;

type PublicKey<F extends Fields, K extends keyof F> = F[K] extends { private: true } ? never : K;
/** Generated (slug, adminTitle), defaulted ({} for localized), nullable or given a default. */
type OptionalOnCreate<F extends Field> = F extends { optional: true }
  ? true
  : F extends { kind: 'slug' | 'adminTitle' | 'localized' }
    ? true
    : F extends { default: string | number | boolean }
      ? true
      : false;

type FieldsOf<E extends Entity> = E['fields'];

export type SystemColumns = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
};

/** A row as the generic API returns it: system columns and every public field. */
export type EntityRow<E extends Entity> = SystemColumns & {
  -readonly [K in keyof FieldsOf<E> as PublicKey<FieldsOf<E>, K>]: OrNull<FieldsOf<E>[K], Value<FieldsOf<E>[K]>>;
};

type Writable<F extends Field> = OrNull<F, InputValue<F>>;
type Parsed<F extends Field> = F extends { kind: 'datetime' } ? OrNull<F, Date> : OrNull<F, Value<F>>;

/** System columns a client may echo back (react-admin sends whole records); they are ignored on write. */
type EchoedSystemColumns = {
  createdAt?: unknown;
  updatedAt?: unknown;
};

/** The public fields a create must give, and those it may leave out. */
type CreateKey<F extends Fields, K extends keyof F, Optional extends boolean> =
  PublicKey<F, K> extends never ? never : OptionalOnCreate<F[K]> extends Optional ? K : never;

/** What create accepts: `id` may be chosen by the caller. */
export type EntityCreate<E extends Entity> = EchoedSystemColumns & { id?: string } & {
  -readonly [K in keyof FieldsOf<E> as CreateKey<FieldsOf<E>, K, false>]: Writable<FieldsOf<E>[K]>;
} & {
  -readonly [K in keyof FieldsOf<E> as CreateKey<FieldsOf<E>, K, true>]?: Writable<FieldsOf<E>[K]>;
};

/** What update accepts: any public field (an echoed `id` is ignored). */
export type EntityUpdate<E extends Entity> = EchoedSystemColumns & { id?: unknown } & {
  -readonly [K in keyof FieldsOf<E> as PublicKey<FieldsOf<E>, K>]?: Writable<FieldsOf<E>[K]>;
};

/** Create and update data once parsed: decimals as strings, dates as `Date`, system columns dropped. */
export type EntityValues<E extends Entity> = {
  -readonly [K in keyof FieldsOf<E> as PublicKey<FieldsOf<E>, K>]?: Parsed<FieldsOf<E>[K]>;
} & { id?: string };
