/**
 * The outbox worker: claims due notifications with `FOR UPDATE SKIP LOCKED` (so several API instances never
 * take the same row), sends each through the app's mailer, and records the outcome. A failure is retried
 * with exponential backoff until NOTIFICATION_MAX_ATTEMPTS, then the row is `failed`.
 *
 * A claimed row is `sending` with a lease (`nextAttemptAt` = now + LEASE_MS): if its instance dies
 * mid-send, another claims it once the lease is over. Delivery is at least once.
 */
import { getEntity } from '@symbol/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { MailAttachment, Mailer, MailMessage } from '../../mail/mailer.ts';
import { htmlToText } from './render.ts';

const TABLE = `"${getEntity('notification/notifications').table}"`;
/** Longer than any send can take (nodemailer's own timeouts are minutes). */
export const LEASE_MS = 15 * 60_000;
export const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
const ERROR_MAX_LENGTH = 1000;

export interface WorkerOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  intervalMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  batchSize?: number;
  /**
   * The bytes of a stored file (`payload.attachments[].file`): a notification carries files by reference, read
   * when it is sent. Unset, attachments are left off.
   */
  readFile?: (file: string) => Promise<Buffer | undefined>;
  /** Told each pass's outcome (the outbox's metrics count them). */
  onPass?: (result: RunResult) => void;
  /** Who each mail is from (./sender.ts); unset: the mailer's own sender. */
  sender?: () => Promise<string>;
  /** Sends a `telegram` row's text to its chat; unset (no bot token): such rows fail. */
  telegram?: (chatId: string, text: string) => Promise<void>;
}

export interface RunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

interface ClaimedRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  payload: unknown;
  attempts: number;
}

/**
 * A file a notification carries (`payload.attachments`): by reference to a stored file (a receipt's PDF, private to
 * its order), or its bytes in base64 (`content`) when no record should hold it (a yearly statement).
 */
export type NotificationAttachment = { filename: string; contentType: string } & (
  { file: string; content?: undefined } | { content: string; file?: undefined }
);

/** Rows out of attempts (or whose last lease ran out on the last attempt) become `failed`. */
const SWEEP_SQL = `
UPDATE ${TABLE} SET "status" = 'failed', "nextAttemptAt" = NULL, "updatedAt" = $1,
  "lastError" = COALESCE("lastError", 'no attempts left')
WHERE "status" IN ('queued', 'sending') AND "attempts" >= $2 AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= $1)`;

const CLAIM_SQL = `
UPDATE ${TABLE} n SET "status" = 'sending', "attempts" = n."attempts" + 1, "nextAttemptAt" = $2, "updatedAt" = $1
WHERE n."id" IN (
  SELECT "id" FROM ${TABLE}
  WHERE "status" IN ('queued', 'sending') AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= $1) AND "attempts" < $3
  ORDER BY "nextAttemptAt" ASC NULLS FIRST, "createdAt" ASC
  LIMIT $4
  FOR UPDATE SKIP LOCKED
)
RETURNING n."id", n."channel", n."recipient", n."subject", n."body", n."payload", n."attempts"`;

const SENT_SQL = `
UPDATE ${TABLE} SET "status" = 'sent', "sentAt" = $2, "nextAttemptAt" = NULL, "lastError" = NULL, "updatedAt" = $2
WHERE "id" = $1 AND "status" = 'sending'`;

const FAILED_SQL = `
UPDATE ${TABLE} SET "status" = $2, "nextAttemptAt" = $3, "lastError" = $4, "updatedAt" = $5
WHERE "id" = $1 AND "status" = 'sending'`;

/** Waits base, 2·base, 4·base... (at most 6 h), ±10% so instances that failed together spread out. */
export function backoffMs(attempts: number, baseMs: number, random = Math.random): number {
  const exact = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(exact * (0.9 + random() * 0.2));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH) || 'send failed';

export interface NotificationWorker {
  /** One pass: claim due rows, send them, record the outcomes. */
  runOnce(): Promise<RunResult>;
  /** Runs every intervalMs (at once again after a full batch) until stopped. */
  start(): void;
  /** Stops the loop and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function createNotificationWorker(options: WorkerOptions): NotificationWorker {
  const { db, mailer, clock, log, maxAttempts, retryBaseMs } = options;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function attachmentsOf(row: ClaimedRow): Promise<MailAttachment[]> {
    const listed = (row.payload as { attachments?: NotificationAttachment[] } | null)?.attachments;
    if (!Array.isArray(listed)) return [];
    const files: MailAttachment[] = [];
    for (const { file, filename, contentType, content: inline } of listed) {
      if (inline !== undefined) {
        files.push({ filename, contentType, content: Buffer.from(inline, 'base64') });
        continue;
      }
      if (!options.readFile) continue;
      const content = await options.readFile(file);
      // A file not there (yet) fails the send: it is retried like any other failure, never sent without it.
      if (!content) throw new Error(`attachment ${filename} not found`);
      files.push({ filename, contentType, content });
    }
    return files;
  }

  async function deliver(row: ClaimedRow): Promise<'sent' | 'retried' | 'failed'> {
    try {
      if (row.channel === 'telegram') {
        if (!options.telegram) throw new Error('Telegram is not configured (no TELEGRAM_BOT_TOKEN)');
        await options.telegram(row.recipient, row.body);
        await db.pool.query(SENT_SQL, [row.id, clock.now()]);
        return 'sent';
      }
      const attachments = await attachmentsOf(row);
      const message: MailMessage = {
        to: row.recipient,
        subject: row.subject,
        text: htmlToText(row.body),
        html: row.body,
        ...(attachments.length && { attachments }),
        ...(options.sender && { from: await options.sender() }),
      };
      await mailer.send(message);
    } catch (error) {
      const final = row.attempts >= maxAttempts;
      const now = clock.now();
      const next = final ? null : new Date(now.getTime() + backoffMs(row.attempts, retryBaseMs));
      await db.pool.query(FAILED_SQL, [row.id, final ? 'failed' : 'queued', next, errorText(error), now]);
      log.warn({ err: error, notificationId: row.id, attempts: row.attempts, final }, 'notification not sent');
      return final ? 'failed' : 'retried';
    }
    await db.pool.query(SENT_SQL, [row.id, clock.now()]);
    return 'sent';
  }

  async function runOnce(): Promise<RunResult> {
    const now = clock.now();
    await db.pool.query(SWEEP_SQL, [now, maxAttempts]);
    const { rows } = await db.pool.query<ClaimedRow>(CLAIM_SQL, [
      now,
      new Date(now.getTime() + LEASE_MS),
      maxAttempts,
      batchSize,
    ]);
    const result: RunResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    for (const row of rows) result[await deliver(row)] += 1;
    options.onPass?.(result);
    return result;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce().then(
        (result) => {
          running = undefined;
          if (!stopped) schedule(result.claimed >= batchSize ? 0 : options.intervalMs);
        },
        (error: unknown) => {
          running = undefined;
          log.error({ err: error }, 'notification worker pass failed');
          if (!stopped) schedule(options.intervalMs);
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped || options.intervalMs <= 0) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
