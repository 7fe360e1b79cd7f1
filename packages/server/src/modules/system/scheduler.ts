/**
 * Publishes scheduled releases when their time comes. Every instance runs a pass each second; the publish
 * locks the release row and checks it is still open, so with several instances each release is published once.
 * RELEASE_SCHEDULER_INTERVAL_MS sets the pause between passes (0: no scheduler on this instance).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { repeatPass } from '../../repeated-pass.ts';
import { dueReleases, publishRelease, unschedule } from '../../releases/publish.ts';

export async function publishDue(app: FastifyInstance): Promise<number> {
  const { db, clock } = app.deps;
  let published = 0;
  for (const id of await dueReleases(db, clock.now())) {
    try {
      await publishRelease(db, id, clock.now());
      published++;
    } catch (error) {
      // Published meanwhile by another instance: its 409 says so, and there is nothing left to do.
      if (error instanceof AppError && /already published/.test(error.message)) continue;
      const reason = error instanceof AppError ? [error.message, ...error.causes].join('; ') : 'publish failed';
      app.log.warn({ err: error, release: id }, 'scheduled release not published');
      await unschedule(db, id, reason);
    }
  }
  return published;
}

export async function releaseScheduler(app: FastifyInstance) {
  const intervalMs = app.deps.config.RELEASE_SCHEDULER_INTERVAL_MS;
  if (intervalMs > 0) repeatPass(app, 'release scheduler', intervalMs, () => publishDue(app));
}
