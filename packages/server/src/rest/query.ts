/** Turns a parsed `qs` query into the list input: JSON-string parts are accepted, qs objects become lists. */
import type { ListInput } from '@symbol/contracts';
import type { z } from 'zod';
import { countInputSchema, listInputSchema } from '@symbol/contracts';
import { markParsed } from '../trpc/input.ts';
import { badRequest, zodCauses } from '../errors.ts';

function fromJson(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
}

/** qs turns indexes past its array limit into object keys; put them back in order. */
function asList(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => (value as Record<string, unknown>)[k]);
    }
  }
  return value;
}

function grammar(value: unknown, name: string): unknown {
  const parsed = fromJson(value, name);
  if (!parsed || typeof parsed !== 'object') return parsed;
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, asList(fromJson(v, `${name}[${k}]`))]));
}

function fromQuery<S extends typeof listInputSchema | typeof countInputSchema>(
  schema: S,
  query: Record<string, unknown>,
): z.output<S> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (query[key] === undefined) continue;
    picked[key] = key === 'filters' || key === 'orderBy' ? grammar(query[key], key) : query[key];
  }
  const result = schema.safeParse(picked);
  if (!result.success) throw badRequest('Invalid query', zodCauses(result.error));
  // The list and count procedures take their input with these schemas: it is not parsed again.
  return markParsed(result.data as z.output<S>);
}

export const listInputFromQuery = (query: Record<string, unknown>): ListInput => fromQuery(listInputSchema, query);
export const countInputFromQuery = (query: Record<string, unknown>) => fromQuery(countInputSchema, query);
