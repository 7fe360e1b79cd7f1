/**
 * How MCP reaches the product: every tool calls a tRPC procedure through the caller (`createCaller`), the path
 * REST and tRPC take too, so the one authorization hook, validation, releases and the audit apply unchanged.
 */
import { toAppError } from '../errors.ts';
import { createCaller } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';

/** Calls the procedure at a dotted path (`blog.articles.list`) as the context's caller. */
export function callProcedure(ctx: Context, path: string, input?: unknown): Promise<unknown> {
  let node: unknown = createCaller(ctx);
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return (node as (input: unknown) => Promise<unknown>)(input);
}

/** What a tool answers: JSON text (and the same as structured content where it is an object). */
export interface ToolAnswer {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export const answer = (value: unknown): ToolAnswer => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 1) }],
});

/** A refusal or a bad input as the tool's error (the model reads it and can correct itself): status, message, causes. */
export function failure(error: unknown): ToolAnswer {
  const app = toAppError(error);
  const text = [`${app.status} ${app.message}`, ...app.causes.map((cause) => `- ${cause}`)].join('\n');
  return { content: [{ type: 'text', text }], isError: true };
}

/** Runs a tool's work: its value as JSON, any error as the tool's error. */
export async function tool(work: () => Promise<unknown>): Promise<ToolAnswer> {
  try {
    return answer(await work());
  } catch (error) {
    return failure(error);
  }
}
