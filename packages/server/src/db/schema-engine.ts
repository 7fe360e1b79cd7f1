/**
 * Migration authoring with no native engine and no server (dev tooling only: never import it from
 * runtime code; the runtime applies migrations with ./migrations.ts).
 *
 * The Prisma schema engine runs in-process from @prisma/schema-engine-wasm (a pinned prerelease: keep the
 * exact version), against in-memory PGlite databases through pglite-prisma-adapter: a "main" database the
 * committed migrations are applied to, and fresh shadow databases the engine replays them in.
 * See /work/shared/TOOLCHAIN.md, "Prisma without its native engines".
 *
 * The engine leaves a ~10 s timer behind: scripts using this module end with process.exit().
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type {
  MigrationList,
  SchemaContainer,
  SchemaEngine,
  SchemaFilter,
} from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { migrationsDir, repoRoot } from './migrations.ts';

export interface SchemaEngineOptions {
  /** Folder of the .prisma files (every one of them is read); defaults to <repo>/prisma/schema. */
  schemaDir?: string;
  /** Folder of the committed migrations; defaults to <repo>/prisma/migrations. */
  migrationsDir?: string;
  /** Prints the engine's own log lines. */
  verbose?: boolean;
}

export interface CreateMigrationResult {
  /** `<yyyyMMddHHmmss>_<name>`, or null when the schema already matches the migrations. */
  name: string | null;
  /** The directory written, or null. */
  dir: string | null;
  sql: string | null;
}

const FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };
const LOCKFILE = 'migration_lock.toml';

export function schemaDir(): string {
  return path.join(repoRoot(), 'prisma', 'schema');
}

/** Every .prisma file of the folder, in name order, as the engine wants them. */
export async function readSchemaFiles(dir: string = schemaDir()): Promise<SchemaContainer[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.prisma')).sort();
  if (names.length === 0) throw new Error(`No .prisma file in ${dir}`);
  return Promise.all(
    names.map(async (n) => ({ path: path.join(dir, n), content: await readFile(path.join(dir, n), 'utf8') })),
  );
}

/** The migrations folder as Prisma's CLI hands it to the engine. */
export async function readMigrationList(dir: string = migrationsDir()): Promise<MigrationList> {
  const lockContent = await readFile(path.join(dir, LOCKFILE), 'utf8').catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: error.message }),
        ),
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: { path: LOCKFILE, content: lockContent },
    migrationDirectories,
    shadowDbInitScript: '',
  };
}

interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, object>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}

let wasmReady: Promise<void> | undefined;

/** Instantiates the engine's wasm once (the package's main entry needs a Node 22 flag, so not through it). */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    // (lib "dom" is not loaded in this project, so WebAssembly is typed here by hand.)
    const { WebAssembly } = globalThis as unknown as { WebAssembly: WasmApi };
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

/** One engine over a fresh in-memory main database; shadow databases are fresh in-memory PGlites too. */
async function withEngine<T>(
  files: SchemaContainer[],
  verbose: boolean,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await loadWasm();
  const databases: PGlite[] = [];
  const open = async () => {
    const db = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
    databases.push(db);
    return db;
  };
  const main = new PrismaPGlite(await open());
  const factory = {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    // pglite-prisma-adapter's own shadow databases are never closed; these are, below.
    connectToShadowDb: async () => new PrismaPGlite(await open()).connect(),
  } as unknown as SqlMigrationAwareDriverAdapterFactory;
  const log = (line: string) => {
    if (verbose) console.error(`[schema-engine] ${String(line).trimEnd()}`);
  };
  const engine = await glue.SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content] as [string, string]) },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.allSettled(databases.map((db) => db.close()));
  }
}

/**
 * Writes `<migrations>/<yyyyMMddHHmmss>_<name>/migration.sql` (+ migration_lock.toml) with the SQL that
 * takes the committed migrations to the schema. Prints "no changes" and writes nothing when they agree.
 */
export async function createMigration(name: string, options: SchemaEngineOptions = {}): Promise<CreateMigrationResult> {
  const migrationName = name
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!migrationName) throw new Error(`Invalid migration name "${name}": use letters, digits and underscores`);
  const dir = options.migrationsDir ?? migrationsDir();
  const files = await readSchemaFiles(options.schemaDir);
  const migrationsList = await readMigrationList(dir);

  return withEngine(files, options.verbose ?? false, async (engine) => {
    // The order of `prisma migrate dev`: bring the main database to the committed history, diagnose it
    // (createMigration reuses the shadow replay devDiagnostic caches), then generate.
    await engine.applyMigrations({ migrationsList, filters: FILTERS });
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: FILTERS });
    if (diagnostic.action.tag === 'reset') {
      throw new Error(`The committed migrations do not replay cleanly: ${diagnostic.action.reason}`);
    }
    const out = await engine.createMigration({
      draft: false,
      migrationName,
      migrationsList,
      schema: { files },
      filters: FILTERS,
    });
    if (out.migrationScript === null) {
      console.log('no changes: the migrations already produce the schema');
      return { name: null, dir: null, sql: null };
    }
    const target = path.join(dir, out.generatedMigrationName);
    if (existsSync(target)) throw new Error(`The migration directory already exists at ${target}`);
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, `migration.${out.extension}`), out.migrationScript, 'utf8');
    // Exactly what the Prisma CLI writes.
    await writeFile(
      path.join(dir, LOCKFILE),
      `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${out.connectorType}"\n`,
      'utf8',
    );
    const shown = path.relative(process.cwd(), target);
    console.log(`created ${shown.startsWith('..') ? target : shown}/migration.${out.extension}`);
    return { name: out.generatedMigrationName, dir: target, sql: out.migrationScript };
  });
}

/** The SQL that takes a database built from the committed migrations to the schema; '' when they agree. */
export async function diffMigrationsToSchema(options: SchemaEngineOptions = {}): Promise<string> {
  const files = await readSchemaFiles(options.schemaDir);
  const migrationsList = await readMigrationList(options.migrationsDir ?? migrationsDir());
  return withEngine(files, options.verbose ?? false, async (engine) => {
    // The engine reads the connector of a migrations folder from its lockfile, absent before the first one.
    const lockfile = { path: LOCKFILE, content: migrationsList.lockfile.content ?? 'provider = "postgresql"\n' };
    const from = { tag: 'migrations', ...migrationsList, lockfile } as const;
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true, // 2 when the diff is not empty
      filters: FILTERS,
    });
    return result.exitCode === 2 ? (result.stdout ?? '').trim() + '\n' : '';
  });
}
