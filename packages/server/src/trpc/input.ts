/**
 * A procedure input that tRPC types as its zod schema (what a client sends, what the handler receives) and
 * the OpenAPI document describes from that schema, but that is parsed by the API's own function, so a bad
 * input gets the REST API's exact errors ('id is required', 'Invalid data' with one cause per field).
 */
import { uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { invalidInput } from '../errors.ts';

/** The key of a route under /api/rbac/subjects/{id}: a subject id that is not a uuid is a 400, never a query. */
export const subjectKey = z.object({ subjectId: uuidSchema });

export interface Input<In, Out> {
  /** tRPC reads the input and output types from these two (as from a zod schema); never set. */
  readonly _input: In;
  readonly _output: Out;
  /** What the input looks like, for the OpenAPI document. */
  readonly schema: z.ZodType;
  parse(raw: unknown): Out;
}

/**
 * `schema` may be given as a function: the schema is then built when first read (by the OpenAPI document), not
 * when the router is: a catalogue's worth of entity inputs was most of the server's import time.
 */
export function input<S extends z.ZodType, Out = z.output<S>>(
  schema: S | (() => S),
  parse: (raw: unknown) => Out,
): Input<z.input<S>, Out> {
  if (typeof schema !== 'function') return { schema, parse } as unknown as Input<z.input<S>, Out>;
  let built: S | undefined;
  return {
    get schema() {
      return (built ??= schema());
    },
    parse,
  } as unknown as Input<z.input<S>, Out>;
}

/** One field of a raw input (undefined when the input is not an object): what an `input()` parser reads. */
export const inputField = (raw: unknown, key: string): unknown =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;

/** Parses with a zod schema as tRPC parses a procedure's input: the same 400 when it fails. */
export function parseAsInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw invalidInput(result.error.issues);
  return result.data;
}

/**
 * `{ ...key, data }`, typed and documented by the key's and the data's schemas, parsed by the module's own
 * functions in the order its REST paths answer: the key first (the path's ids: 'orderId is required'), then
 * the data (the module's messages), so the handler receives both parsed. Without `parse.key` the key is parsed
 * by its schema.
 */
export function keyedInput<K extends z.ZodRawShape, D extends z.ZodType, T = z.output<D>>(
  key: z.ZodObject<K>,
  data: D,
  parse: { key?: (raw: Record<string, unknown>) => z.output<z.ZodObject<K>>; data: (raw: unknown) => T },
) {
  const schema = key.extend({ data });
  return input<typeof schema, z.output<z.ZodObject<K>> & { data: T }>(schema, (raw) => {
    const { data: body, ...rest } = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const parsedKey = parse.key ? parse.key(rest) : parseAsInput(key, rest);
    return { ...parsedKey, data: parse.data(body) };
  });
}

/** Inputs the server parsed itself with the procedure's own schema (see `parsedOnce`). */
const parsedInputs = new WeakSet<object>();

/** Marks an input the server has just parsed with the schema of the procedure it calls next. */
export function markParsed<T extends object>(value: T): T {
  parsedInputs.add(value);
  return value;
}

/**
 * A zod-schema input that is not parsed a second time: the REST adapter parses a list query with the same
 * schema first, to answer its own 'Invalid query' error, and marks the result. Only server code can mark an
 * object (a client's input is a new object parsed from JSON), so what a client sends is always parsed.
 */
export function parsedOnce<S extends z.ZodType>(schema: S): Input<z.input<S>, z.output<S>> {
  // Otherwise parsed as tRPC parses a zod input (its ZodError makes the same 400).
  return input(schema, (raw) =>
    raw && typeof raw === 'object' && parsedInputs.has(raw) ? (raw as z.output<S>) : schema.parse(raw),
  );
}

/** A parsed input's zod schema for documents: a zod schema itself, or the `schema` of an `input()`. */
export function inputSchema(parser: unknown): z.ZodType | undefined {
  const candidate = parser as { schema?: unknown; _zod?: unknown } | null;
  if (candidate && typeof candidate === 'object' && '_zod' in candidate) return candidate as z.ZodType;
  if (candidate && typeof candidate.schema === 'object') return candidate.schema as z.ZodType;
  return undefined;
}
