/** tRPC is initialised once here; every procedure is built from `procedure`, which runs the one authorization hook. */
import { initTRPC } from '@trpc/server';
import { authorize, type Access, type HttpMethod } from '../auth/authorize.ts';
import { toAppError, toTRPCError } from '../errors.ts';
import type { Context } from './context.ts';

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
}

const inputSubjectId = (input: unknown): string | null => {
  const id = (input as { subjectId?: unknown } | null | undefined)?.subjectId;
  return typeof id === 'string' ? id : null;
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const app = toAppError(error.cause ?? error);
      return {
        ...shape,
        message: app.status === 500 ? shape.message : app.message,
        data: { ...shape.data, status: app.status, cause: app.causes },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const procedure = t.procedure.use(async ({ ctx, meta, path, type, next, getRawInput }) => {
  if (!meta?.access) throw toTRPCError(toAppError(new Error(`procedure ${path} declares no access`)));
  try {
    const subjectId =
      meta.access === 'subject' ? await (meta.subjectOf ?? inputSubjectId)(await getRawInput(), ctx) : undefined;
    const action = meta.action ?? { method: type === 'query' ? 'GET' : 'POST', path: `/api/trpc/${path}` };
    await authorize(ctx, {
      access: meta.access,
      action: { method: action.method, path: action.path.replace('{id}', subjectId ?? '-') },
      subjectId,
    });
  } catch (error) {
    throw toTRPCError(toAppError(error));
  }
  return next();
});

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
