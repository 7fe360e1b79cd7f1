/**
 * What each field kind becomes, in one table: the zod schema of a value on write (the generic API's input; the
 * OpenAPI document's JSON Schema is produced from it with `z.toJSONSchema`), the SQL cast of a filter value,
 * and the Prisma scalar type with its native-type attribute. Browser-safe: zod only.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';
import { fromTiptap } from '../rich-text.ts';
import type { EnumField, Field, FieldKind, LocalizedField } from './fields.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TEXT_MAX = 100_000;

/** A missing value is required, not malformed: `widgetId: is required`, `widgetId: must be a uuid`. */
const unlessMissing = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : invalid;

export const uuidSchema = z.uuid({ error: unlessMissing('must be a uuid') });
const languageCode = z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/, 'keys must be language codes');
export const localizedSchema = z
  .record(languageCode, z.string().max(TEXT_MAX))
  .meta({ description: 'language code → text' });

/**
 * A localized value as callers send it, the original system included, stored as a map of texts: a `null`
 * language is absent; a plain string is that address in every language for a map of urls, else the default
 * language's text; a TipTap document in any language becomes our rich text (../rich-text.ts).
 */
const localizedInput = (field: LocalizedField) =>
  z
    // The map first: it is what nearly every caller sends, and a union tries its options in order.
    .union([z.record(languageCode, z.string().max(TEXT_MAX).nullable()), z.string().max(TEXT_MAX)])
    .transform((value) => {
      const map: Record<string, string | null> =
        typeof value === 'string'
          ? Object.fromEntries((field.url ? LANGUAGES : [DEFAULT_LANGUAGE]).map((language) => [language, value]))
          : value;
      const out: Record<string, string> = {};
      for (const [language, text] of Object.entries(map)) if (text !== null) out[language] = fromTiptap(text);
      return out;
    })
    .meta({
      description: field.url
        ? 'language code → address (a plain string: that address in every language)'
        : `language code → text (a plain string: the ${DEFAULT_LANGUAGE} text)`,
    });

/** An enum's values, and the aliases callers may send for them (stored as the value they name). */
function enumSchema(field: EnumField) {
  const values = z.enum(field.values as [string, ...string[]]);
  const aliases = Object.keys(field.aliases ?? {});
  if (!aliases.length) return values;
  return z.union([values, z.enum(aliases as [string, ...string[]]).transform((alias) => field.aliases![alias]!)]);
}
const decimalSchema = z
  .union([z.number().finite(), z.string().regex(/^-?\d{1,20}(?:\.\d{1,10})?$/, 'must be a decimal number')])
  .transform(String);
const datetimeSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((v) => new Date(v));
/** A date as JSON carries it (`Date.toJSON`). */
export const isoDatetime = z.iso.datetime({ offset: true });
const generated = { description: 'generated when absent or empty' };
/** Every string of a JSON value (keys too) is well-formed Unicode. */
const wellFormed = (value: unknown): boolean =>
  typeof value === 'string'
    ? !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
    : Array.isArray(value)
      ? value.every(wellFormed)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).every(([k, v]) => wellFormed(k) && wellFormed(v))
        : true;

/**
 * Any JSON value (recursive: JSON Schema writers show it as `{}`, see the server's openapi-modules.ts). An unpaired
 * surrogate (`"\ud800"`) is refused: PostgreSQL's jsonb cannot hold it, and would answer a 500.
 */
export const jsonValueSchema = z.json().refine(wellFormed, { message: 'must be well-formed Unicode text' });

interface FieldKindSpec<F extends Field> {
  /** The value a column accepts on write (before `optional` makes it nullable). */
  zod(field: F): z.ZodType;
  /** The value as an answer carries it, in JSON (decimals as plain text, dates as ISO text); default `zod`. */
  answer?(field: F): z.ZodType;
  /** The cast of a filter or key value in SQL (`$1::uuid`); none where the kind is filtered otherwise (JSON). */
  sql?: string;
  /** Prisma scalar type and native-type attribute (prisma/schema is generated from the catalogue). */
  prisma: { type: 'String' | 'Json' | 'Int' | 'Decimal' | 'Boolean' | 'DateTime'; db?: string };
}

type FieldKindTable = { [K in FieldKind]: FieldKindSpec<Extract<Field, { kind: K }>> };

export const FIELD_KINDS: FieldKindTable = {
  text: {
    zod: (field) => {
      const text = z.string().max(field.max ?? TEXT_MAX);
      return field.pattern ? text.regex(field.pattern, `must match ${field.pattern.source}`) : text;
    },
    sql: 'text',
    prisma: { type: 'String' },
  },
  localized: { zod: (field) => localizedInput(field), answer: () => localizedSchema, prisma: { type: 'Json' } },
  // Empty means generated (spec: "Slug and adminTitle are generated when empty").
  slug: {
    answer: () => z.string(),
    zod: () =>
      z
        .string()
        .max(200)
        // Capitals are the same slug (the original system kept some): stored in lowercase.
        .transform((v) => v.toLowerCase())
        .refine((v) => v === '' || SLUG_PATTERN.test(v), 'must be lowercase letters, digits and hyphens')
        .meta(generated),
    sql: 'text',
    prisma: { type: 'String' },
  },
  adminTitle: {
    zod: () => z.string().max(500).meta(generated),
    answer: () => z.string(),
    sql: 'text',
    prisma: { type: 'String' },
  },
  enum: {
    zod: (field) => enumSchema(field),
    answer: (field) => z.enum(field.values as [string, ...string[]]),
    sql: 'text',
    prisma: { type: 'String' },
  },
  int: {
    zod: (field) => {
      const int = z.number().int().min(-2_147_483_648).max(2_147_483_647);
      return field.min === undefined ? int : int.min(field.min);
    },
    sql: 'int4',
    prisma: { type: 'Int' },
  },
  decimal: {
    zod: (field) => (field.positive ? decimalSchema.refine((v) => Number(v) > 0, 'must be above zero') : decimalSchema),
    answer: () => z.string().meta({ description: 'a decimal number as text' }),
    sql: 'numeric',
    prisma: { type: 'Decimal', db: '@db.Decimal(30, 10)' },
  },
  boolean: { zod: () => z.boolean(), sql: 'boolean', prisma: { type: 'Boolean' } },
  datetime: {
    zod: () => datetimeSchema,
    answer: () => isoDatetime,
    sql: 'timestamptz',
    prisma: { type: 'DateTime', db: '@db.Timestamptz(3)' },
  },
  json: { zod: () => jsonValueSchema, prisma: { type: 'Json' } },
  ref: {
    zod: (field) => uuidSchema.meta({ description: `id of ${field.target}` }),
    sql: 'uuid',
    prisma: { type: 'String', db: '@db.Uuid' },
  },
  uuid: { zod: () => uuidSchema, sql: 'uuid', prisma: { type: 'String', db: '@db.Uuid' } },
};

/** The value a column holds in an answer: always present, null where the column is nullable. */
export function fieldAnswerSchema(field: Field): z.ZodType {
  const kind = fieldKind(field);
  const schema = kind.answer?.(field) ?? kind.zod(field);
  return field.optional ? schema.nullable() : schema;
}

/** The kind's entry, for code that holds a `Field` of any kind. */
export const fieldKind = (field: Field) => FIELD_KINDS[field.kind] as FieldKindSpec<Field>;

/** The value a column accepts on write. */
export function fieldSchema(field: Field): z.ZodType {
  let schema = fieldKind(field).zod(field);
  if ('default' in field && field.default !== undefined) schema = schema.meta({ default: field.default });
  return field.optional ? schema.nullable() : schema;
}
