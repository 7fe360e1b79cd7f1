/**
 * `is-authorized`: would the caller be let through `method path`? Answered by the same hook every
 * procedure passes, with the access level that path has: subject routes are `subject`, generic reads
 * `read` or `restricted`, generic writes `write`; identity routes are `public`. Other GET paths count as
 * public reads, other writes need permission.
 */
import { entityByKey } from '@symbol/contracts';
import { isAuthorized, type AccessCheck } from '../../auth/authorize.ts';
import type { Context } from '../../trpc/context.ts';

const SUBJECT_ROUTE = /^\/api\/rbac\/subjects\/([0-9a-f-]{36})\/./i;
const AUTH_ROUTE = /^\/api\/rbac\/subjects\/authentication\//;
const GENERIC_ROUTE = /^\/api\/([a-z0-9-]+)\/([a-z0-9-]+)(?:\/|$)/;

export function accessForPath(method: string, path: string): AccessCheck {
  const action = { method, path };
  if (AUTH_ROUTE.test(path)) return { access: 'public', action };
  const subjectId = path.match(SUBJECT_ROUTE)?.[1];
  if (subjectId) return { access: 'subject', action, subjectId: subjectId.toLowerCase() };
  const [, module, collection] = path.match(GENERIC_ROUTE) ?? [];
  const entity = module && collection ? entityByKey.get(`${module}/${collection}`) : undefined;
  if (method === 'GET') return { access: entity?.restricted ? 'restricted' : 'read', action };
  return { access: 'write', action };
}

export async function answerIsAuthorized(ctx: Context, question: { method: string; path: string }) {
  return { authorized: await isAuthorized(ctx, accessForPath(question.method, question.path)) };
}
