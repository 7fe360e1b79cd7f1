/**
 * The receipt outbox's life (the module's plugin): every RECEIPT_OUTBOX_INTERVAL_MS each instance issues the
 * receipts that paid orders still lack (`retryMissingReceipts`: the store was away when they were paid, or the
 * instance died first), and every STATEMENT_MAIL_INTERVAL_MS, in January, mails last year's statements
 * (statement-mail.ts). They run beside the notification outbox and are off with it (NOTIFICATION_WORKER_INTERVAL_MS
 * 0, as in tests, which run a pass when they choose); the app's close waits for a pass in progress.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { repeatPass } from '../../repeated-pass.ts';
import { retryMissingReceipts } from './receipt.ts';
import { mailYearlyStatements, STATEMENT_MAIL_INTERVAL_MS } from './statement-mail.ts';

export const RECEIPT_OUTBOX_INTERVAL_MS = 10_000;

export async function receiptOutbox(app: FastifyInstance) {
  const { db, config, clock } = app.deps;
  if (config.NOTIFICATION_WORKER_INTERVAL_MS <= 0) return;
  const log = app.log as Logger;
  repeatPass(app, 'receipt outbox', RECEIPT_OUTBOX_INTERVAL_MS, () =>
    retryMissingReceipts({ db, config, clock, log }, app.failures),
  );
  repeatPass(app, 'statement mail', STATEMENT_MAIL_INTERVAL_MS, () =>
    mailYearlyStatements({ db, config, clock, log }, app.failures),
  );
}
