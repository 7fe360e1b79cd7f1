/**
 * The banner's "how to make the first admin" is run in another terminal, where DATA_DIR or DATABASE_URL given to
 * `pnpm start` is not set: the command it showed made the admin in the default `.data` database, and signing in
 * to this server then failed. It carries the data directory, or says to use the same DATABASE_URL.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerLines, type ReadyFacts } from '../src/banner.ts';

const facts = (database: ReadyFacts['database']): ReadyFacts => ({
  url: 'http://127.0.0.1:4000',
  web: true,
  database,
  mail: { outboxDir: path.resolve('.data/outbox') },
  secretKey: undefined,
  admins: 0,
});
const adminsLine = (database: ReadyFacts['database']) =>
  bannerLines(facts(database), { showSecret: false }).find((line) => line.trimStart().startsWith('admins'))!;

describe('the banner’s first-admin command', () => {
  it('is the plain command on the default data directory', () => {
    expect(adminsLine({ embeddedDir: path.resolve('.data/pglite') })).toContain(
      "none yet: echo 'a-long-password' | pnpm admin:create --email you@example.org  (server stopped)",
    );
  });

  it('names a data directory of its own', () => {
    expect(adminsLine({ embeddedDir: '/srv/symbol-data/pglite' })).toContain(
      "none yet: echo 'a-long-password' | DATA_DIR=/srv/symbol-data pnpm admin:create --email you@example.org",
    );
  });

  it('says to use the same DATABASE_URL, without showing its password', () => {
    const line = adminsLine({ url: 'postgresql://symbol:secret@db:5432/symbol' });
    expect(line).toContain('pnpm admin:create --email you@example.org  (with the same DATABASE_URL)');
    expect(line).not.toContain('secret');
  });
});
