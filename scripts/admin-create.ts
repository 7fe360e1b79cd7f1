/**
 * `pnpm admin:create --email admin@example.org [--password ...]`: creates the first admin, or gives an
 * existing account the admin role. The password comes from --password, ADMIN_PASSWORD or the first line of
 * standard input (keeps it out of the shell history: `echo "$PW" | pnpm admin:create --email ...`).
 * DATABASE_URL set → that database; unset → the embedded one in DATA_DIR (stop the server first).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createAdminCommand } from '../packages/server/src/modules/rbac/admin-command.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });

async function firstLineOfStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) process.stdout.write('password: ');
  for await (const line of createInterface({ input: process.stdin })) return line;
  return undefined;
}

try {
  const message = await createAdminCommand({
    email: values.email ?? process.env.ADMIN_EMAIL,
    password: values.password ?? process.env.ADMIN_PASSWORD ?? (await firstLineOfStdin()),
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
  });
  console.log(message);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
