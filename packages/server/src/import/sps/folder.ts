/**
 * Reads a folder in the original system's layout: one JSON record per file at
 * `libs/modules/<module>/<models|relations>/<name>/backend/repository/database/src/lib/data/<id>.json`.
 * A file that is not a JSON object is kept as a failure with its reason, so the report names it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type SourceKind = 'models' | 'relations';

export interface SourceRecord {
  /** `<module>/<models|relations>/<name>`, e.g. `host/models/page`, `host/relations/pages-to-layouts`. */
  source: string;
  /** The file, relative to the imported folder. */
  file: string;
  /** The record, or why the file is not one. */
  record?: Record<string, unknown>;
  error?: string;
}

const DATA_PATH = ['backend', 'repository', 'database', 'src', 'lib', 'data'];

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

/** Every record file of the folder, in a stable order (module, kind, name, file name). */
export async function readSpsFolder(folder: string): Promise<SourceRecord[]> {
  const root = path.resolve(folder);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${folder} is not a folder`);
  const modulesDir = path.join(root, 'libs', 'modules');
  const modules = await entriesOf(modulesDir);
  if (modules.length === 0) throw new Error(`${folder} holds no libs/modules/<module>/...: not the original's layout`);
  const records: SourceRecord[] = [];
  for (const module of modules) {
    for (const kind of ['models', 'relations'] as const) {
      for (const name of await entriesOf(path.join(modulesDir, module, kind))) {
        const dataDir = path.join(modulesDir, module, kind, name, ...DATA_PATH);
        for (const fileName of await entriesOf(dataDir)) {
          if (!fileName.endsWith('.json')) continue;
          const file = path.relative(root, path.join(dataDir, fileName));
          records.push({ source: `${module}/${kind}/${name}`, file, ...(await parseRecord(path.join(root, file))) });
        }
      }
    }
  }
  return records;
}

async function parseRecord(file: string): Promise<{ record?: Record<string, unknown>; error?: string }> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { error: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'not a JSON object' };
  return { record: value as Record<string, unknown> };
}
