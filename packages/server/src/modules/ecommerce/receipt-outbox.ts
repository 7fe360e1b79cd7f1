/**
 * The receipt outbox's life (the module's plugin): every RECEIPT_OUTBOX_INTERVAL_MS each instance issues the
 * receipts that paid orders still lack (`retryMissingReceipts`: the store was away when they were paid, or the
 * instance died first). It runs beside the notification outbox and is off with it (NOTIFICATION_WORKER_INTERVAL_MS
 * 0, as in tests, which run a pass when they choose); the app's close waits for a pass in progress.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { FailureLog } from '../../failure-log.ts';
import { retryMissingReceipts } from './receipt.ts';

export const RECEIPT_OUTBOX_INTERVAL_MS = 10_000;

export async function receiptOutbox(app: FastifyInstance) {
  const { db, config, clock } = app.deps;
  if (config.NOTIFICATION_WORKER_INTERVAL_MS <= 0) return;
  const log = app.log as Logger;
  const failures = new FailureLog(log);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = retryMissingReceipts({ db, config, clock, log }, failures)
        .catch((error: unknown) => failures.record('receipt-outbox', 'receipt outbox pass failed', error))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    }, RECEIPT_OUTBOX_INTERVAL_MS);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
