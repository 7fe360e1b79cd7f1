/**
 * The one authorization hook: every tRPC procedure (and so every REST route) passes here with the access
 * level its meta declares. Five named levels:
 *
 * - `public`: anyone (sign-in, registration, refresh, logout, me).
 * - `read`: anyone (public content: the generic reads of unrestricted entities).
 * - `restricted`: generic reads of personal or security data (identities, sessions, orders, chats...):
 *   the server key, or a subject whose roles permit the action (the admin role).
 * - `write`: content changes: the server key, or a subject whose roles permit the action.
 * - `subject`: the routes of one subject (`/api/rbac/subjects/{id}/...`): the server key, that subject's
 *   own token, or a subject whose roles permit the action.
 *
 * A permission is an rbac action (method + path pattern) linked to one of the subject's roles; the action a
 * call needs is its REST method and path (`/api/blog/categories`, `/api/rbac/subjects/{id}/identities`).
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { assertScope } from './api-tokens.ts';
import { isPermitted } from './permissions.ts';

export type Access = 'public' | 'read' | 'restricted' | 'write' | 'subject';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessCheck {
  access: Access;
  /** The permission the call needs. */
  action: { method: string; path: string };
  /** For `subject`: the subject the call is about (null when the input names none). */
  subjectId?: string | null;
}

// One-shot `hash` (no Hash object): a third less than createHash on the path of every server-to-server request.
const digest = (value: string) => hash('sha256', value, 'buffer');
/** The configured secret's digest, computed once (every server-to-server request compares with it). */
const secretDigests = new Map<string, Buffer>();

/** Constant-time comparison; an unset secret never matches. */
export function isSecretKey(given: string | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  let expected = secretDigests.get(secret);
  if (!expected) secretDigests.set(secret, (expected = digest(secret)));
  return timingSafeEqual(digest(given), expected);
}

/** Answers whether the check passes, without throwing for a refusal (a bad token still throws its 401). */
export async function isAuthorized(ctx: Context, check: AccessCheck): Promise<boolean> {
  try {
    await authorize(ctx, check);
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false;
    if ((error as { status?: number }).status === 401 && !ctx.auth.token) return false;
    throw error;
  }
}

export async function authorize(ctx: Context, check: AccessCheck): Promise<void> {
  const { access, action } = check;
  if (access === 'public' || access === 'read') return;
  if (ctx.isServer) return;
  const subject = await ctx.auth.subject(); // a bad token is a 401 here
  if (!subject) {
    if (access === 'subject') throw unauthorized('Sign in first: this route needs an access token');
    throw forbidden(
      access === 'write'
        ? 'Writes need an authorized subject or the X-RBAC-SECRET-KEY header'
        : `Reading ${action.path} needs an authorized subject or the X-RBAC-SECRET-KEY header`,
    );
  }
  if (subject.apiToken) assertScope(subject.apiToken, action);
  if (access === 'subject' && check.subjectId && check.subjectId === subject.id) return;
  if (isPermitted(subject.permissions, action.method, action.path)) return;
  throw forbidden(
    access === 'subject'
      ? "Another subject's routes are closed to this subject"
      : `Not permitted: ${action.method} ${action.path}`,
  );
}
