/** What the REST adapter and the OpenAPI document read of a procedure, by its dotted path. */
import type { AnyTRPCRouter } from '@trpc/server';
import type { Meta } from './init.ts';

export interface ProcedureDefinition {
  type: 'query' | 'mutation' | 'subscription';
  /** Its input parsers: zod schemas, or `input()` parsers carrying one (trpc/input.ts). */
  inputs: unknown[];
  meta?: Meta;
}

/** A procedure's definition by its dotted path (`websiteBuilder.widgets.list`); undefined when there is none. */
export function procedureDefinition(router: AnyTRPCRouter, path: string): ProcedureDefinition | undefined {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDefinition } | undefined>;
  return procedures[path]?._def;
}
