/** The system module's environment (merged into the app's config schema). */
import { z } from 'zod';

export const systemEnv = {
  /** How often each instance looks for scheduled releases that are due; 0 turns the scheduler off on this instance. */
  RELEASE_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
};
