import { defineConfig } from 'prisma/config';

// The native schema engine cannot be downloaded here; `prisma generate` only needs the variable to
// name an executable. The stub fails loudly so a migrate command never "succeeds" silently.
// Migrations are applied and authored by scripts/migrate.ts and scripts/new-migration.ts instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= new URL('./scripts/no-schema-engine.sh', import.meta.url).pathname;

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'tsx scripts/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
