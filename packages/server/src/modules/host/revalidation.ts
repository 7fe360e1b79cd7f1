/**
 * `revalidate(path, type)`: drops cached pages for that path on every instance and tells connected clients.
 * Anyone may call it (the site's error screen does, from the browser, with `path=/&type=layout`): all it
 * can do is make pages load fresh. So it is limited cheaply instead of guarded: the same path and type
 * within a second are one revalidation (no new event), and each client address may ask 10 times a minute
 * (server-to-server callers with the secret key are not limited).
 */
import { z } from 'zod';
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import type { RevalidationEvent } from './bus.ts';
import type { HostRuntime } from './runtime.ts';
import { parseRequestedUrl, URL_MAX_LENGTH } from './urls.ts';

export const revalidateInputSchema = z.object({
  path: z.string().min(1).max(URL_MAX_LENGTH).default('/'),
  /** `page`: that url only; `layout`: that url and every url below it. */
  type: z.enum(['page', 'layout']).default('page'),
});
export type RevalidateInput = z.infer<typeof revalidateInputSchema>;

export interface RevalidateResult {
  path: string;
  type: RevalidationEvent['type'];
  /** The event clients received (an earlier one when this call was coalesced with it). */
  eventId: string;
  coalesced: boolean;
}

export const REVALIDATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

export async function revalidate(
  ctx: Context,
  runtime: HostRuntime,
  input: RevalidateInput,
): Promise<RevalidateResult> {
  const { url: path } = parseRequestedUrl(input.path);
  const recent = runtime.recent(path, input.type);
  if (recent) return { path, type: input.type, eventId: recent.id, coalesced: true };
  if (!ctx.isServer) await consume(ctx.rateLimits, `revalidate:${ctx.request.ip}`, REVALIDATE_LIMIT, ctx.log);
  const event = await runtime.emit(path, input.type, 'request');
  return { path, type: input.type, eventId: event.id, coalesced: false };
}
