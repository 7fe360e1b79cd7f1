/**
 * Test databases on the real PostgreSQL (TEST_DATABASE_URL, default 127.0.0.1:5432 as postgres).
 * The global setup migrates one template database per run; each test file clones it (fast) and drops it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The run's tag (set by the global setup, inherited by the workers), else this process's id: every database a run
 * makes carries it, and the run's end drops them all (`dropRunDatabases`), whatever a test file left.
 */
const runTag = () => process.env.SYMBOL_TEST_RUN ?? String(process.pid);

export const uniqueName = (prefix: string) => `${prefix}_${runTag()}_${randomBytes(4).toString('hex')}`;

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Drops every database named for this run (`uniqueName`): a file that failed before its own drop leaves none. */
export async function dropRunDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      String.raw`SELECT datname FROM pg_database WHERE datname LIKE 'symbol\_%' AND datname LIKE $1`,
      [String.raw`%\_${runTag()}\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
