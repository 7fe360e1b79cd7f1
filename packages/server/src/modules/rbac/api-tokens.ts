/**
 * API tokens' own procedures in place of the generic ones (the entity is read-only to the generic API):
 * create (the token shown once), list and get (a subject its own; an admin or the server key every one),
 * revoke (`DELETE /api/rbac/api-tokens/{id}`). A request made with a token cannot create tokens.
 */
import { API_TOKEN_SCOPES, getEntity, listInputSchema, MODULES, uuidSchema, type ListInput } from '@symbol/contracts';
import { z } from 'zod';
import { assertScope, hashApiToken, newApiToken } from '../../auth/api-tokens.ts';
import { isAuthorized } from '../../auth/authorize.ts';
import { entityInputs, entityProcedures } from '../../entities/router.ts';
import type { RowScope } from '../../entities/query-sql.ts';
import * as service from '../../entities/service.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { input, parseAsInput, parsedOnce } from '../../trpc/input.ts';
import { procedure, router, run } from '../../trpc/init.ts';

export const API_TOKENS = getEntity('rbac/api-tokens');
const PATH = '/api/rbac/api-tokens';

export const createApiTokenSchema = z.object({
  data: z.strictObject({
    name: z.string().trim().min(1, 'name is required').max(100),
    subjectId: uuidSchema.optional().describe("the token's subject; default: the caller"),
    scopes: z
      .array(z.enum(API_TOKEN_SCOPES))
      .min(1, 'scopes: give at least one of read, write, publish')
      .transform((scopes) => [...new Set(scopes)]),
    modules: z.array(z.enum(MODULES)).min(1).optional().describe('the modules the token reaches; default: every one'),
    expiresAt: z.coerce.date({ error: 'expiresAt must be a date' }).optional(),
  }),
});
const byId = z.object({ id: uuidSchema });

/** The subject a create is about: the one it names, else the caller. */
async function newTokenSubject(raw: unknown, ctx: Context): Promise<string | null> {
  const named = (raw as { data?: { subjectId?: unknown } } | undefined)?.data?.subjectId;
  if (typeof named === 'string') return named;
  return (await ctx.auth.optionalSubject())?.id ?? null;
}

/** The owner of the token the input names (a token-of-its-own route for its subject). */
async function tokenOwner(raw: unknown, ctx: Context): Promise<string | null> {
  const id = uuidSchema.safeParse((raw as { id?: unknown } | undefined)?.id);
  if (!id.success) return null;
  const { rows } = await ctx.db.pool.query<{ subjectId: string }>(
    `SELECT "subjectId"::text AS "subjectId" FROM "${API_TOKENS.table}" WHERE "id" = $1::uuid`,
    [id.data],
  );
  return rows[0]?.subjectId ?? null;
}

/** Every token for the server key or a subject permitted to read them all; the caller's own for anyone else. */
async function visibleTo(ctx: Context): Promise<RowScope | undefined> {
  if (ctx.isServer) return undefined;
  const subject = await ctx.auth.subject();
  if (!subject) throw unauthorized('Sign in first: API tokens belong to a subject');
  if (subject.apiToken) assertScope(subject.apiToken, { method: 'GET', path: PATH });
  if (await isAuthorized(ctx, { access: 'restricted', action: { method: 'GET', path: PATH } })) return undefined;
  return (sql) => `"subjectId" = ${sql.param(subject.id, 'uuid')}`;
}

async function createToken(ctx: Context, data: z.output<typeof createApiTokenSchema>['data']) {
  const caller = ctx.isServer ? null : await ctx.auth.subject();
  if (caller?.apiToken) throw forbidden('An API token cannot create API tokens: sign in as a person');
  const subjectId = data.subjectId ?? caller?.id;
  if (!subjectId) throw badRequest('subjectId is required with the server key', ['data.subjectId: required']);
  if (data.expiresAt && data.expiresAt.getTime() <= ctx.clock.now().getTime())
    throw badRequest('expiresAt must be in the future', ['data.expiresAt: in the past']);
  const { rows } = await ctx.db.pool.query(`SELECT 1 FROM "rbac_subjects" WHERE "id" = $1::uuid`, [subjectId]);
  if (!rows.length) throw notFound(`rbac/subjects ${subjectId} not found`);
  const token = newApiToken();
  const row = await service.insertRow(ctx.db.prisma, API_TOKENS, {
    // The hash is private: no caller's data may set it, so it is added after the parse.
    ...service.parseCreate(API_TOKENS, {
      subjectId,
      name: data.name,
      scopes: data.scopes,
      modules: data.modules ?? null,
      expiresAt: data.expiresAt?.toISOString() ?? null,
    }),
    tokenHash: hashApiToken(token),
  });
  return {
    id: row.id,
    name: row.name,
    token,
    subjectId,
    scopes: data.scopes,
    modules: row.modules,
    expiresAt: row.expiresAt,
  };
}

const generic = entityProcedures(API_TOKENS);
const inputs = entityInputs(API_TOKENS);
const ofToken = (method: 'GET' | 'DELETE') =>
  procedure.meta({ access: 'subject', action: { method, path: PATH }, subjectOf: tokenOwner });

export const apiTokenProcedures = router({
  ...generic,
  create: procedure
    .meta({ access: 'subject', action: { method: 'POST', path: PATH }, subjectOf: newTokenSubject })
    .input(input(createApiTokenSchema, (raw) => parseAsInput(createApiTokenSchema, raw)))
    .mutation(({ ctx, input }) => run(() => createToken(ctx, input.data))),
  list: procedure
    .meta({ access: 'read', action: { method: 'GET', path: PATH } })
    .input(parsedOnce(listInputSchema.default({})))
    .query(({ ctx, input }) =>
      run(async () => service.list(ctx.db.prisma, API_TOKENS, input as ListInput, await visibleTo(ctx))),
    ),
  get: ofToken('GET')
    .input(inputs.byId)
    .query(({ ctx, input }) => run(() => service.getRow(ctx.db.prisma, API_TOKENS, input.id))),
  /** Revokes: the row stays (the audit names it), the token stops working at once. */
  delete: ofToken('DELETE')
    .input(input(byId, (raw) => parseAsInput(byId, raw)))
    .mutation(({ ctx, input }) =>
      run(async () => {
        const row = await service.getRow(ctx.db.prisma, API_TOKENS, input.id);
        if (row.revokedAt) return row;
        return service.updateRow(ctx.db.prisma, API_TOKENS, input.id, { revokedAt: ctx.clock.now() });
      }),
    ),
});
