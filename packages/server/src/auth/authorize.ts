/**
 * The one authorization hook: every tRPC procedure (and so every REST route) passes here.
 * Public content is readable by anyone; writes need the server-to-server secret until roles land.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized } from '../errors.ts';
import type { Context } from '../trpc/context.ts';

export type Access = 'read' | 'write';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison; an unset secret never matches. */
export function isSecretKey(given: string | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

export async function authorize(ctx: Context, access: Access): Promise<void> {
  if (access === 'read') return;
  if (ctx.isServer) return;
  throw ctx.config.RBAC_SECRET_KEY
    ? forbidden('Writes need an authorized subject or the X-RBAC-SECRET-KEY header')
    : unauthorized('Writes are disabled: RBAC_SECRET_KEY is not set');
}
