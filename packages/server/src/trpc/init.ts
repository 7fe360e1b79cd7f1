/** tRPC is initialised once here; every procedure is built from `procedure`, which runs the one authorization hook. */
import { initTRPC } from '@trpc/server';
import { authorize, type Access } from '../auth/authorize.ts';
import { toAppError, toTRPCError } from '../errors.ts';
import type { Context } from './context.ts';

export interface Meta {
  /** Who may call: `read` (public content), `write` (content changes). Every procedure declares one. */
  access: Access;
}

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

export const procedure = t.procedure.use(async ({ ctx, meta, path, next }) => {
  if (!meta?.access) throw toTRPCError(toAppError(new Error(`procedure ${path} declares no access`)));
  try {
    await authorize(ctx, meta.access);
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
