/** tRPC is initialised once here; every procedure is built from `procedure`, which runs the one authorization hook. */
import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import { authorize, type Access, type HttpMethod } from '../auth/authorize.ts';
import { toAppError, toTRPCError, unauthorized } from '../errors.ts';
import { traceHooks } from '../telemetry/trace-hooks.ts';
import type { Context } from './context.ts';
import { assertNoNulCharacters } from './nul-characters.ts';
import { releaseCall } from '../releases/call.ts';
import { callScope, inWriteScope } from '../entities/history.ts';

export interface Meta {
  /** Who may call (see auth/authorize.ts). Every procedure declares one. */
  access: Access;
  /**
   * The permission the call needs: its REST method and path, `{id}` standing for the subject id.
   * Default: the tRPC path (`POST /api/trpc/<path>`), which only a catch-all permission covers.
   */
  action?: { method: HttpMethod; path: string };
  /** For `subject` access: the subject the call is about. Default: the input's `subjectId`. */
  subjectOf?: (input: unknown, ctx: Context) => Promise<string | null> | string | null;
  /** A generic write of a catalogue entity: with `X-Release-Id` it is staged in the release (releases/call.ts). */
  stage?: boolean;
  /**
   * A read that applies the release itself (`inRelease`), once the caller may read it: the host page, which keeps
   * a release's page in the page cache instead of replaying the release for every reader.
   */
  readsRelease?: boolean;
}

const inputSubjectId = (input: unknown): string | null => {
  const id = (input as { subjectId?: unknown } | null | undefined)?.subjectId;
  return typeof id === 'string' ? id : null;
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    /**
     * The REST error's message and cause, whatever NODE_ENV says: a 5xx carries the generic message and no
     * stack (its details go to the log, see app.ts), a 4xx what the caller must fix.
     */
    errorFormatter({ shape, error }) {
      const app = toAppError(error);
      return {
        code: shape.code,
        message: app.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          status: app.status,
          cause: app.causes,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The access check of one call. `partial` input (what the path names, before a body is read) may not name the
 * subject yet: a subject route then only needs a signed-in caller here, and the full check follows with the body.
 */
export async function checkAccess(
  ctx: Context,
  meta: Meta,
  call: { path: string; type: string; input: unknown; partial?: boolean },
): Promise<void> {
  // What `authorize` lets through whoever calls, decided before any permission path is built (every read).
  if (meta.access === 'public' || meta.access === 'read' || (ctx.isServer && meta.access !== 'subject')) return;
  const subjectId = meta.access === 'subject' ? await (meta.subjectOf ?? inputSubjectId)(call.input, ctx) : undefined;
  if (call.partial && meta.access === 'subject' && !subjectId) {
    if (ctx.isServer || (await ctx.auth.subject())) return;
    throw unauthorized('Sign in first: this route needs an access token');
  }
  const action = meta.action ?? { method: call.type === 'query' ? 'GET' : 'POST', path: `/api/trpc/${call.path}` };
  await authorize(ctx, {
    access: meta.access,
    action: { method: action.method, path: action.path.replace('{id}', subjectId ?? '-') },
    subjectId,
  });
}

/** The one authorization hook's work for a call: a declared access, no NUL character in the input, the access check. */
async function admit(ctx: Context, meta: Meta | undefined, path: string, type: string, input: unknown): Promise<void> {
  if (!meta?.access) throw toTRPCError(toAppError(new Error(`procedure ${path} declares no access`)));
  try {
    assertNoNulCharacters(input);
    await checkAccess(ctx, meta, { path, type, input });
  } catch (error) {
    throw toTRPCError(toAppError(error));
  }
}

const accessHook: Parameters<typeof t.procedure.use>[0] = async ({ ctx, meta, path, type, next, getRawInput }) => {
  const call = async () => {
    await admit(ctx, meta, path, type, await getRawInput());
    // A mutation's writes are history under its caller's name (entities/history.ts).
    const callCtx = type === 'mutation' ? inWriteScope(ctx, callScope(ctx)) : ctx;
    if (!callCtx.release) return callCtx === ctx ? next() : next({ ctx: callCtx });
    // tRPC answers a failure as a value: thrown here, it rolls the release's transaction back and stages nothing.
    return releaseCall(callCtx, meta, path, type, async (releaseCtx) => {
      const result = await next({ ctx: releaseCtx });
      if (!result.ok) throw result.error;
      return result;
    });
  };
  // With tracing on, the call is a span (its SQL inside it).
  return traceHooks.procedure ? traceHooks.procedure(path, call) : call();
};

export const procedure = t.procedure.use(accessHook);

interface ProcedureInternals {
  type: 'query' | 'mutation' | 'subscription';
  meta?: Meta;
  middlewares: ({ _type?: string } & ((...args: never[]) => unknown))[];
  inputs: unknown[];
  resolver?: (options: Record<string, unknown>) => Promise<unknown>;
}

const directCalls = new WeakMap<object, ((ctx: Context, input: unknown) => Promise<unknown>) | null>();

/**
 * A procedure built as most are (`procedure`, one `input()` parser, its resolver) called without tRPC's
 * middleware runner, which copies its options object at every step: what the runner does, in its order: the
 * access hook, the parse (a failure is tRPC's BAD_REQUEST around its cause), the resolver, every error as
 * tRPC's error. Null for any other procedure (more middlewares, a zod parser, a subscription): those go
 * through tRPC. The REST adapter calls every procedure of a request this way (rest/context.ts).
 */
export function directCall(
  procedureFn: { _def: unknown },
  path: string,
): ((ctx: Context, input: unknown) => Promise<unknown>) | null {
  const cached = directCalls.get(procedureFn);
  if (cached !== undefined) return cached;
  const def = procedureFn._def as ProcedureInternals;
  const parser = def.inputs[0] as { parse?: unknown; parseAsync?: unknown; _zod?: unknown } | undefined;
  const standard =
    def.type !== 'subscription' &&
    def.middlewares.length === 3 &&
    def.middlewares[0] === accessHook &&
    def.middlewares[1]?._type === 'input' &&
    def.inputs.length === 1 &&
    typeof parser?.parse === 'function' &&
    parser.parseAsync === undefined &&
    parser._zod === undefined &&
    typeof def.resolver === 'function';
  const run = standard
    ? async (ctx: Context, input: unknown) => {
        try {
          await admit(ctx, def.meta, path, def.type, input);
          let parsed: unknown;
          try {
            parsed = (parser!.parse as (raw: unknown) => unknown)(input);
          } catch (cause) {
            throw new TRPCError({ code: 'BAD_REQUEST', cause });
          }
          const resolve = (callCtx: Context) =>
            def.resolver!({ ctx: callCtx, input: parsed, path, type: def.type, meta: def.meta, signal: undefined });
          // A mutation's writes are history under its caller's name (entities/history.ts).
          const callCtx = def.type === 'mutation' ? inWriteScope(ctx, callScope(ctx)) : ctx;
          return await (callCtx.release ? releaseCall(callCtx, def.meta, path, def.type, resolve) : resolve(callCtx));
        } catch (cause) {
          throw getTRPCErrorFromUnknown(cause);
        }
      }
    : null;
  // With tracing on (started before the first call: main.ts), each call is a span; off, the call is `run` itself.
  const traced = traceHooks.procedure;
  const call = run && traced ? (ctx: Context, input: unknown) => traced(path, () => run(ctx, input)) : run;
  directCalls.set(procedureFn, call);
  return call;
}

/** Runs a service call and turns its AppError into the matching tRPC error. */
export async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const app = toAppError(error);
    if (app.status === 500) throw error;
    throw toTRPCError(app);
  }
}
