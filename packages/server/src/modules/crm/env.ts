/** The crm module's environment (merged into the app's config schema). */
import { z } from 'zod';

export const crmEnv = {
  /** Comma-separated addresses told of every form request (besides subjects subscribed to the topic). */
  CRM_NOTIFY_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Form requests one client address may send per window, slowed past half (server-to-server calls are not counted). */
  CRM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  CRM_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  /** A field hidden from people: a request that fills it is answered as a success and dropped. */
  CRM_HONEYPOT_FIELD: z.string().min(1).default('website'),
};
