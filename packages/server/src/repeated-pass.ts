/**
 * A background pass run on this instance every `intervalMs` (the pause between the end of one and the start of the
 * next, so passes never overlap), from the app's start until it closes, which waits for a pass under way. A failed
 * pass is logged through the app's failure log: once per interval, and with the database away, counted with the
 * requests it fails (failure-log.ts). The release scheduler, the receipt outbox and the renewals run this way.
 */
import type { FastifyInstance } from 'fastify';

export function repeatPass(app: FastifyInstance, name: string, intervalMs: number, pass: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => app.failures.recordPass(name, `${name} pass failed`, error))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
