/**
 * What a call with a release does (the one authorization hook hands it over, trpc/init.ts): a read runs on
 * the site as the release will make it; a generic write is staged in the release instead of applied.
 * Reading or staging needs the rights of writing the records; a signed preview link grants reading only.
 */
import { uuidSchema } from '@symbol/contracts';
import { authorize } from '../auth/authorize.ts';
import { AppError, badRequest, forbidden, toTRPCError } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { inRelease } from './apply.ts';
import { stageWrite } from './stage.ts';

/** The permission a release read of a procedure without its own (the host page) needs. */
const RELEASES_PATH = '/api/system/releases';

interface CallMeta {
  action?: { path: string };
  /** A generic write of a catalogue entity: staged in a release. */
  stage?: boolean;
  /** A read that applies the release itself (trpc/init.ts). */
  readsRelease?: boolean;
}

export async function releaseCall<T>(
  ctx: Context,
  meta: CallMeta | undefined,
  path: string,
  type: string,
  call: (ctx: Context) => Promise<T>,
): Promise<T> {
  const release = ctx.release!;
  // The releases' own procedures name their release in the path; a preview link's holder writes live, as anyone.
  if (path.startsWith('system.') || (release.preview && type !== 'query')) return call({ ...ctx, release: undefined });
  try {
    if (release.refusal) throw forbidden(release.refusal);
    if (!uuidSchema.safeParse(release.id).success) throw badRequest('X-Release-Id must be a uuid');
    if (type === 'query') {
      if (!release.preview)
        await authorize(ctx, {
          access: 'write',
          action: { method: 'PATCH', path: meta?.action?.path ?? RELEASES_PATH },
        });
      if (meta?.readsRelease) return await call(ctx);
      return await inRelease(ctx.db, release.id, (db) => call({ ...ctx, db }));
    }
    if (!meta?.stage) throw badRequest('X-Release-Id stages the generic writes of catalogue entities only');
    return await stageWrite(ctx, release.id, call);
  } catch (error) {
    if (error instanceof AppError) throw toTRPCError(error);
    throw error;
  }
}
