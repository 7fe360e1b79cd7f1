/** The notification module's environment (merged into the app's config schema). SMTP_URL and MAIL_FROM are the app's. */
import { z } from 'zod';

export const notificationEnv = {
  /** How often each instance's worker looks for due mail; 0 turns the worker off on this instance. */
  NOTIFICATION_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  /** Sending attempts before a notification is marked failed. */
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** The first retry waits this long; each next one twice as long (at most 6 hours). */
  NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(1).default(60_000),
};
