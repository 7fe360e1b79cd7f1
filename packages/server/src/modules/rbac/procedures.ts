/**
 * The rbac procedures beyond the generic CRUD: `rbac.subject.*` (the caller's session and a subject's
 * identities) and `rbac.identity.*` (identity resources). Transport only: inputs are parsed here, the
 * work is in the services, access is declared in meta.
 */
import {
  authorizationQuestionSchema,
  changePasswordSchema,
  createEmailIdentitySchema,
  emailAndPasswordSchema,
  forgotPasswordSchema,
  identityUpdateSchema,
  refreshSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  telegramSignInSchema,
  uuidSchema,
  verifyEmailSchema,
  walletNonceQuerySchema,
  walletSignInSchema,
} from '@symbol/contracts';
import { z } from 'zod';
import type { HttpMethod } from '../../auth/authorize.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { procedure, run } from '../../trpc/init.ts';
import { input, parseAsInput, subjectKey } from '../../trpc/input.ts';
import { authenticate, forgotPassword, register, resetPassword } from './email-and-password.ts';
import {
  changeEmail,
  changePassword,
  createEmailIdentity,
  deleteIdentity,
  listIdentities,
  requireIdentityId,
  resendIdentityVerification,
} from './identities.ts';
import { mayUseAdminArea } from './defaults.ts';
import { apiTokenProcedures } from './api-tokens.ts';
import { answerIsAuthorized } from './is-authorized.ts';
import { limit } from './limits.ts';
import { logout, refreshSession } from './sessions.ts';
import { describeSubject, startAnonymous, subjectOfIdentity } from './subjects.ts';
import { verifyEmail } from './verification.ts';
import { linkTelegram, signInWithTelegram } from './telegram.ts';
import { issueNonce, signInWithWallet } from './wallet.ts';

const ok = { ok: true } as const;
const SUBJECT_PATH = '/api/rbac/subjects/{id}';

const open = procedure.meta({ access: 'public' });
/** A route of one subject: its own token, an admin or the server key. */
const ofSubject = (method: HttpMethod, suffix: string) =>
  procedure.meta({ access: 'subject', action: { method, path: SUBJECT_PATH + suffix } });

/**
 * `{ subjectId, identityId, data? }`: typed with a uuid id, parsed as the paths answer: the schema first, then
 * the id ('identityId is required' where the path leaves it out, 'identityId must be a uuid').
 */
function identityInput<K extends z.ZodRawShape>(schema: z.ZodObject<K>) {
  const typed = schema.extend({ identityId: uuidSchema });
  return input<typeof typed, z.output<z.ZodObject<K>> & { identityId: string }>(typed, (raw) => ({
    ...parseAsInput(schema, raw),
    identityId: requireIdentityId((raw as { identityId?: unknown } | null | undefined)?.identityId),
  }));
}

async function callerOrThrow(ctx: Context) {
  const subject = await ctx.auth.subject();
  if (!subject) throw unauthorized('Sign in first: no access token');
  return subject;
}

const authentication = {
  /**
   * A subject with no identity yet (a visitor's cart), signed in. Takes nothing; a tRPC client sends `{}` (a
   * POST without a body is refused by the JSON parser), so the input says so. Its documented path is a GET,
   * which a link on any site can make with the visitor's cookie: a caller with a live session is refused
   * (409, nothing changes) rather than moved to a new anonymous subject.
   */
  init: open.input(z.object({}).optional()).mutation(({ ctx }) =>
    run(async () => {
      await limit(ctx, 'init');
      if (await ctx.auth.optionalSubject())
        throw conflict('Already signed in: init starts a session only for a visitor without one', [
          'session: a live session exists; sign out first',
        ]);
      return startAnonymous(ctx);
    }),
  ),
  me: open.query(({ ctx }) =>
    run(async () => {
      const subject = await callerOrThrow(ctx);
      return describeSubject(ctx.db.prisma, subject.id, [...subject.roles]);
    }),
  ),
  /** May the caller use the admin back office? The rule lives here; the admin only asks. */
  adminArea: open.query(({ ctx }) =>
    run(async () => {
      const subject = await ctx.auth.subject();
      if (!subject) return { allowed: false, message: 'Sign in first' };
      return mayUseAdminArea(subject)
        ? { allowed: true }
        : { allowed: false, message: 'This account may not use the admin area (it needs the admin role)' };
    }),
  ),
  isAuthorized: open
    .input(authorizationQuestionSchema)
    .query(({ ctx, input }) => run(() => answerIsAuthorized(ctx, input))),
  refresh: open.input(refreshSchema).mutation(({ ctx, input }) =>
    run(async () => {
      await limit(ctx, 'refresh');
      return refreshSession(ctx, input.refresh);
    }),
  ),
  logout: open
    .input(z.object({ refresh: z.string().max(200).optional() }).default({}))
    .mutation(({ ctx, input }) => run(async () => (await logout(ctx, input.refresh), ok))),
  ethereumVirtualMachine: open
    .input(walletSignInSchema)
    .mutation(({ ctx, input }) => run(() => signInWithWallet(ctx, input))),
  telegram: open.input(telegramSignInSchema).mutation(({ ctx, input }) => run(() => signInWithTelegram(ctx, input))),
  ethereumVirtualMachineNonce: open.input(walletNonceQuerySchema.optional()).query(({ ctx, input }) =>
    run(async () => {
      await limit(ctx, 'walletNonce');
      return issueNonce(ctx, input);
    }),
  ),
  emailAndPassword: {
    authentication: open
      .input(emailAndPasswordSchema)
      .mutation(({ ctx, input }) => run(() => authenticate(ctx, input))),
    registration: open.input(emailAndPasswordSchema).mutation(({ ctx, input }) => run(() => register(ctx, input))),
    forgotPassword: open
      .input(forgotPasswordSchema)
      .mutation(({ ctx, input }) => run(async () => (await forgotPassword(ctx, input), ok))),
    resetPassword: open
      .input(resetPasswordSchema)
      .mutation(({ ctx, input }) => run(async () => (await resetPassword(ctx, input), ok))),
    /** Spend the code of a verification mail: the identity's address is proven. */
    verify: open
      .input(verifyEmailSchema)
      .mutation(({ ctx, input }) => run(async () => (await verifyEmail(ctx, input), ok))),
  },
};

const identities = {
  list: ofSubject('GET', '/identities')
    .input(subjectKey)
    .query(({ ctx, input }) => run(() => listIdentities(ctx, input.subjectId))),
  create: ofSubject('POST', '/identities')
    .input(subjectKey.extend({ data: createEmailIdentitySchema }))
    .mutation(({ ctx, input }) => run(() => createEmailIdentity(ctx, input.subjectId, input.data))),
  update: ofSubject('PATCH', '/identities')
    .input(identityInput(subjectKey.extend({ data: identityUpdateSchema })))
    .mutation(({ ctx, input }) =>
      run(() => {
        const { identityId } = input;
        const { email, password, newPassword } = input.data;
        return email !== undefined
          ? changeEmail(ctx, input.subjectId, identityId, { email, password: password! })
          : changePassword(ctx, input.subjectId, identityId, { password: password!, newPassword: newPassword! });
      }),
    ),
  telegram: ofSubject('POST', '/identities/telegram')
    .input(subjectKey.extend({ data: telegramSignInSchema }))
    .mutation(({ ctx, input }) => run(() => linkTelegram(ctx, input.subjectId, input.data))),
  resendVerification: ofSubject('POST', '/identities/{identityId}/verification')
    .input(identityInput(subjectKey.extend({ data: resendVerificationSchema.default({}) })))
    .mutation(({ ctx, input }) =>
      run(() => resendIdentityVerification(ctx, input.subjectId, input.identityId, input.data.language)),
    ),
  delete: ofSubject('DELETE', '/identities')
    .input(identityInput(subjectKey))
    .mutation(({ ctx, input }) => run(() => deleteIdentity(ctx, input.subjectId, input.identityId))),
};

/** The owner of the identity named by `input.id`: the subject this identity route is about. */
async function identityOwner(input: unknown, ctx: Context): Promise<string | null> {
  const id = uuidSchema.safeParse((input as { id?: unknown } | undefined)?.id);
  return id.success ? subjectOfIdentity(ctx.db.prisma, id.data) : null;
}

/** An admin may name the subject; anyone else adds the identity to their own subject. */
async function newIdentityOwner(input: unknown, ctx: Context): Promise<string | null> {
  const named = (input as { data?: { subjectId?: unknown } } | undefined)?.data?.subjectId;
  if (typeof named === 'string') return named;
  return (await ctx.auth.optionalSubject())?.id ?? null;
}

const identity = {
  changePassword: procedure
    .meta({
      access: 'subject',
      action: { method: 'PATCH', path: '/api/rbac/identities/{identityId}/change-password' },
      subjectOf: identityOwner,
    })
    .input(z.object({ id: uuidSchema, data: changePasswordSchema }))
    .mutation(({ ctx, input }) =>
      run(async () => {
        const owner = await subjectOfIdentity(ctx.db.prisma, input.id);
        if (!owner) throw notFound(`identity ${input.id} belongs to no subject`);
        return changePassword(ctx, owner, input.id, input.data);
      }),
    ),
  emailAndPassword: {
    create: procedure
      .meta({
        access: 'subject',
        action: { method: 'POST', path: '/api/rbac/identities/email-and-password' },
        subjectOf: newIdentityOwner,
      })
      .input(z.object({ data: createEmailIdentitySchema.extend({ subjectId: uuidSchema.optional() }) }))
      .mutation(({ ctx, input }) =>
        run(async () => {
          const { subjectId, ...data } = input.data;
          const owner = subjectId ?? (await callerOrThrow(ctx)).id;
          return createEmailIdentity(ctx, owner, data);
        }),
      ),
  },
};

/** Plain records (the app router builds them): `rbac.subject.authentication.init`, `rbac.identity...`. */
export const rbacProcedures = { subject: { authentication, identities }, identity, apiTokens: apiTokenProcedures };
