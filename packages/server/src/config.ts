/** Configuration comes only from the environment; `.env.example` documents every variable. */
import { z } from 'zod';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Server-to-server secret (header X-RBAC-SECRET-KEY). No default: unset means no such access. */
  RBAC_SECRET_KEY: z.string().min(16, 'RBAC_SECRET_KEY must be at least 16 characters').optional(),
  CORS_ORIGINS: list,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  FILE_LIMIT_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  /** Seed the demo content on start when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
