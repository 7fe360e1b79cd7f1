/**
 * `pnpm admin:create`: makes an admin from the command line, on DATABASE_URL or the embedded database
 * (stop the server first: the embedded PGlite serves one process). Applies pending migrations, ensures the
 * default roles, then creates the account or promotes the existing one (its password is left as it is).
 */
import path from 'node:path';
import { emailSchema, passwordSchema } from '@symbol/contracts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded.ts';
import { createDb } from '../../db/index.ts';
import { applyMigrations, repoRoot } from '../../db/migrations.ts';
import { ensureAdmin } from './defaults.ts';

export interface AdminCommandInput {
  email: string | undefined;
  password: string | undefined;
  /** Unset: the embedded database in `<dataDir>/pglite`. */
  databaseUrl?: string;
  dataDir?: string;
}

export async function createAdminCommand(input: AdminCommandInput): Promise<string> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new Error('an admin needs --email (or ADMIN_EMAIL) that is an email address');
  const password = passwordSchema.safeParse(input.password);
  if (!password.success)
    throw new Error('an admin needs a password of at least 8 characters (--password, ADMIN_PASSWORD or stdin)');
  let embedded: EmbeddedPostgres | undefined;
  let url = input.databaseUrl;
  if (!url) {
    const dataDir = path.resolve(repoRoot(), input.dataDir ?? '.data');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pglite') });
    url = embedded.url;
  }
  const db = createDb(url, { poolSize: 2, sharedSession: Boolean(embedded) });
  try {
    await applyMigrations(db.pool);
    const outcome = await ensureAdmin(db, email.data, password.data);
    return {
      created: `created admin ${email.data}`,
      promoted: `${email.data} already existed: granted the admin role (password unchanged)`,
      unchanged: `${email.data} is already an admin (password unchanged)`,
    }[outcome];
  } finally {
    await db.close();
    await embedded?.stop();
  }
}
