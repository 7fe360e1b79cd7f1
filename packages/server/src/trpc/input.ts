/**
 * A procedure input that tRPC types as its zod schema (what a client sends, what the handler receives) and
 * the OpenAPI document describes from that schema, but that is parsed by the API's own function, so a bad
 * input gets the REST API's exact errors ('id is required', 'Invalid data' with one cause per field).
 */
import type { z } from 'zod';

export interface Input<In, Out> {
  /** tRPC reads the input and output types from these two (as from a zod schema); never set. */
  readonly _input: In;
  readonly _output: Out;
  /** What the input looks like, for the OpenAPI document. */
  readonly schema: z.ZodType;
  parse(raw: unknown): Out;
}

export function input<S extends z.ZodType, Out = z.output<S>>(
  schema: S,
  parse: (raw: unknown) => Out,
): Input<z.input<S>, Out> {
  return { schema, parse } as unknown as Input<z.input<S>, Out>;
}

/** A parsed input's zod schema for documents: a zod schema itself, or the `schema` of an `input()`. */
export function inputSchema(parser: unknown): z.ZodType | undefined {
  const candidate = parser as { schema?: unknown; _zod?: unknown } | null;
  if (candidate && typeof candidate === 'object' && '_zod' in candidate) return candidate as z.ZodType;
  if (candidate && typeof candidate.schema === 'object') return candidate.schema as z.ZodType;
  return undefined;
}
