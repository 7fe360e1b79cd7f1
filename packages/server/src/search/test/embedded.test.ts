/** The same index on the embedded default (PGlite with its pg_trgm extension): migrations, seed, word forms, typos. */
import { expect, it } from 'vitest';
import { createDb } from '../../db/index.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { applyMigrations } from '../../db/migrations.ts';
import { seedDemoContent } from '../../seed/index.ts';
import { searchIndex } from '../index.ts';

it('finds the bell tower by word form and typo on PGlite', { timeout: 300_000 }, async () => {
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory://' });
  const db = createDb(embedded.url, { poolSize: 2, sharedSession: true });
  try {
    await applyMigrations(embedded.url);
    await seedDemoContent(db);
    await searchIndex.rebuild(db);
    for (const q of ['колокольни', 'колоколня']) {
      const found = await searchIndex.search(db.prisma, { q, language: 'ru', limit: 5, staffEntities: [] });
      expect(found.results[0]?.url).toBe('/ru/projects/pokrovskoye-bell-tower');
    }
  } finally {
    await db.close();
    await embedded.stop();
  }
});
