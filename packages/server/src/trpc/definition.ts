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
  return procedureAt(router, path)?._def;
}

/** The procedure itself at a dotted path (what `directCall` takes); undefined when there is none. */
export function procedureAt(router: AnyTRPCRouter, path: string): { _def: ProcedureDefinition } | undefined {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDefinition } | undefined>;
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}
