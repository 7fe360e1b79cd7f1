/**
 * `DATABASE_URL=postgresql://.../symbol pnpm start` on a server that has no database of that name: PostgreSQL will
 * not make one by itself, so waiting for it (start-up.ts) would wait forever. The start makes it instead, through
 * the server's `postgres` maintenance database, as `prisma migrate dev` does; a role without CREATEDB is told so.
 */
import pg from 'pg';

/** PostgreSQL's invalid_catalog_name: the database a connection names does not exist. */
export const isMissingDatabase = (error: unknown) => (error as { code?: unknown } | null)?.code === '3D000';

/** Creates the database `url` names; answers its name. Another instance creating it at the same time is fine. */
export async function createDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } catch (error) {
    // duplicate_database: another instance made it first.
    if ((error as { code?: unknown }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
  return name;
}
