/**
 * `pnpm import:sps` on a small site in the original system's layout (test/fixtures/sps, written from its public
 * field definitions): every record read back through the REST API equals its file after the documented
 * mappings; a second run changes nothing; the broken records are named with their files while the rest go in;
 * `--dry-run` writes nothing.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getEntity, type Entity } from '@symbol/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { parseData } from '../src/entities/service.ts';
import { plainDecimal } from '../src/entities/serialize.ts';
import { readSpsFolder } from '../src/import/sps/folder.ts';
import { importSps, type ImportReport } from '../src/import/sps/import.ts';
import { storageOf } from '../src/modules/file-storage/storage.ts';
import { SECRET, setupTestApp } from './helper.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'sps');
const filesDir = await mkdtemp(path.join(tmpdir(), 'symbol-sps-files-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const t = await setupTestApp({ FILE_STORAGE_DIR: filesDir });
const run = (dryRun = false) =>
  importSps({ db: t.db, storage: storageOf(t.app.deps), config: t.config }, { folder: FIXTURE, dryRun });

const BROKEN_LINK = 'libs/modules/host/relations/pages-to-widgets';
const BROKEN_JSON = 'libs/modules/blog/models/article';
const UNMAPPED = 'social/models/action';

/** The documented mapping (docs/decisions.md), written out here on its own: original model → ours and its field rules. */
const ENTITY_OF: Record<string, string> = {
  'rbac/models/permission': 'rbac/actions',
  'rbac/relations/roles-to-permissions': 'rbac/roles-to-actions',
};
const DROPPED: Record<string, string[]> = {
  'host/models/page': ['slug'],
  'host/models/layout': ['orderIndex'],
  'ecommerce/models/product': ['sku'],
  'social/models/profile': ['allowedMcpServerIds'],
  'rbac/relations/roles-to-permissions': ['condition'],
};
const RENAMED: Record<string, Record<string, string>> = {
  'rbac/relations/roles-to-permissions': { permissionId: 'actionId' },
};
function entityOf(source: string): Entity {
  const [module, kind, name] = source.split('/') as [string, string, string];
  if (ENTITY_OF[source]) return getEntity(ENTITY_OF[source]!);
  if (kind === 'relations') return getEntity(`${module}/${name}`);
  return getEntity(`${module}/${name === 'metadata' ? name : `${name}s`.replace(/([^aeiou])ys$/, '$1ies')}`);
}

/** Every mapped, well-formed record of the fixture. */
const records = (await readSpsFolder(FIXTURE)).filter(
  (r) => r.record && r.source !== UNMAPPED && !(r.file.startsWith(BROKEN_LINK) && r.record.orderIndex === 1),
);
const ourAdminRole = async () =>
  (await t.db.pool.query(`SELECT id FROM rbac_roles WHERE slug = 'admin'`)).rows[0].id as string;
const spsAdminRole = records.find((r) => r.source === 'rbac/models/role' && r.record!.slug === 'admin')!.record!.id;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const source of new Set(records.map((r) => r.source))) {
    const { table } = entityOf(source);
    counts[table] = (await t.db.pool.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
  }
  return counts;
}
const storedFiles = async () => (await readdir(filesDir, { recursive: true })).filter((f) => f.endsWith('.png'));
/** The uuid of an imported file's key: a hash of the record's id (never the id itself, which a folder chooses). */
function importedUuid(id: string) {
  const hash = createHash('sha256').update(`sps-import:${id}`).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}
const model = (report: ImportReport, source: string) => report.models.find((m) => m.source === source)!;

/** A value as text that equals for equal values (dates, decimals, JSON key order). */
function comparable(entity: Entity, name: string, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const kind = entity.fields[name]?.kind;
  if (kind === 'datetime' || name === 'createdAt' || name === 'updatedAt')
    return new Date(value as string).toISOString();
  if (kind === 'decimal') return plainDecimal(value);
  const sortKeys = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(sortKeys(value));
}

describe('pnpm import:sps', () => {
  const BELL = '/file-storage/static/bell.png';
  const bellUrl = () =>
    `/files/2025/03/${importedUuid(records.find((r) => r.record?.file === BELL)!.record!.id as string)}.png`;

  it('--dry-run validates everything, reports what it would do, and writes nothing', async () => {
    const before = await rowCounts();
    const { stdout, code } = await promisify(execFile)(
      'pnpm',
      ['exec', 'tsx', 'scripts/import-sps.ts', FIXTURE, '--dry-run'],
      { cwd: path.resolve(import.meta.dirname, '../../..'), env: { ...process.env, DATABASE_URL: t.databaseUrl } },
    ).then(
      (out) => ({ ...out, code: 0 }),
      (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
    );
    expect(code, stdout).toBe(1); // the broken records fail, and say so
    expect(stdout).toContain('dry run: nothing was written');
    expect(stdout).toMatch(/host\/models\/page\s+host\/pages\s+1\s+0\s+0\s+0/);
    expect(stdout).toMatch(new RegExp(`skipped  ${BROKEN_LINK}/\\S+\\.json: widgetId: no host/widgets`));
    expect(stdout).toMatch(new RegExp(`failed  ${BROKEN_JSON}/\\S+\\.json: not valid JSON`));
    expect(await rowCounts()).toEqual(before);
    expect(await storedFiles()).toEqual([]);
  });

  it('imports every record it maps, names the broken ones with their files, and stores the file bytes', async () => {
    const report = await run();
    const failed = report.models.flatMap((m) => m.failed);
    expect(failed).toHaveLength(1);
    // A link to a record neither here nor in the folder is skipped with its reason, not a failure (issue 35).
    const skipped = report.models.flatMap((m) => m.skipped);
    expect(skipped.find((f) => f.file.startsWith(BROKEN_LINK))?.reason).toMatch(
      /^widgetId: no host\/widgets [0-9a-f-]+/,
    );
    expect(failed.find((f) => f.file.startsWith(BROKEN_JSON))?.reason).toMatch(/^not valid JSON/);
    expect(model(report, UNMAPPED)).toMatchObject({ entity: undefined, created: 0 });
    expect(model(report, UNMAPPED).skipped[0]!.reason).toBe(`no entity here for ${UNMAPPED}`);
    expect(model(report, 'rbac/models/role')).toMatchObject({ created: 1, matched: 1 });
    expect(model(report, 'file-storage/models/file').notes[0]!.reason).toContain(
      'no bytes for /file-storage/static/gone.jpg',
    );
    const created = report.models.reduce((n, m) => n + m.created, 0);
    expect(created).toBe(records.length - 1); // all but the admin role, which is ours already
    // Referenced records first: every model comes after the models its references point at.
    const position = (key: string) => report.models.findIndex((m) => m.entity === key);
    let references = 0;
    for (const m of report.models.filter((r) => r.entity)) {
      for (const field of Object.values(getEntity(m.entity!).fields)) {
        if (field.kind !== 'ref' || position(field.target) < 0) continue;
        references++;
        expect(position(field.target), `${m.entity} → ${field.target}`).toBeLessThan(position(m.entity!));
      }
    }
    expect(references).toBeGreaterThan(40);
  });

  it('keeps every field, id and date: each record read back through the REST API equals its file', async () => {
    const adminRole = await ourAdminRole();
    for (const { source, file, record } of records) {
      const entity = entityOf(source);
      const mapped: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(record!)) {
        if (DROPPED[source]?.includes(name)) continue;
        const ours = RENAMED[source]?.[name] ?? name;
        if (value === null && !entity.fields[ours]?.optional) continue; // the original's nullable columns
        mapped[ours] = value === spsAdminRole && ours === 'roleId' ? adminRole : value;
      }
      const expected: Record<string, unknown> = {
        ...parseData(entity, mapped),
        createdAt: record!.createdAt,
        updatedAt: record!.updatedAt,
      };
      if (source === 'rbac/models/role' && record!.slug === 'admin') continue; // ours, kept as it is
      if (source === 'file-storage/models/file' && record!.file === '/file-storage/static/bell.png') {
        // Its bytes went to our storage, under a key of its month derived from its id; the facts come from the bytes.
        Object.assign(expected, {
          file: `/files/2025/03/${importedUuid(record!.id as string)}.png`,
          size: 68,
          width: 2,
          height: 1,
        });
      }
      if (source === 'website-builder/models/feature' && JSON.stringify(record!.description).includes(BELL)) {
        // Its TipTap image names the bell by its path in the original: here it names the bell's url.
        const description = JSON.parse(JSON.stringify(record!.description).replaceAll(BELL, bellUrl()));
        expected.description = parseData(entity, { description }).description;
      }
      const res = await t.http.get(`/api/${entity.key}/${expected.id}`).set('x-rbac-secret-key', SECRET);
      expect(res.status, `${file}: ${JSON.stringify(res.body)}`).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(comparable(entity, name, res.body.data[name]), `${file}: ${name}`).toBe(comparable(entity, name, value));
      }
    }
    const bytes = await t.http.get(
      `/public/files/2025/03/${importedUuid(records.find((r) => r.record!.adminTitle === 'Bell')!.record!.id as string)}.png`,
    );
    expect(bytes.status).toBe(200);
    expect(
      Buffer.compare(
        bytes.body as Buffer,
        await readFile(path.join(FIXTURE, 'apps/api/public/file-storage/static/bell.png')),
      ),
    ).toBe(0);
  });

  it("stores the original's shapes in ours: TipTap as Slate, a button's plain url as it is, HTTP permissions", async () => {
    const read = async (source: string, id: string) =>
      (await t.http.get(`/api/${entityOf(source).key}/${id}`).set('x-rbac-secret-key', SECRET)).body.data;
    const article = await read('blog/models/article', '7180ddd6-0c53-5119-9122-7fe676a474c2');
    for (const text of Object.values(article.description as Record<string, string>)) {
      expect(text).not.toContain('"doc"');
      expect(Array.isArray(JSON.parse(text))).toBe(true);
    }
    // A rich text's image of an imported file shows it from here (the original's path would be a broken image).
    const feature = await read('website-builder/models/feature', '5c68781a-8c91-54c8-93e1-7c94360e783d');
    expect(feature.description.en).toContain(`"url":"${bellUrl()}"`);
    expect(feature.description.en).not.toContain(BELL);
    const button = await read('website-builder/models/button', 'd91c14a5-ac19-5c8d-81c4-f8be1dfeb64c');
    expect(button).toMatchObject({ url: '/about', slug: 'about-button', subtitle: {} });
    expect(await read('rbac/models/permission', 'e58c3c17-d1ec-51c5-bd4e-82ee0fc10d44')).toMatchObject({
      type: 'allow',
    });
  });

  it("rewrites links to the original's built-in roles to ours, matched by slug", async () => {
    const adminRole = await ourAdminRole();
    expect(adminRole).not.toBe(spsAdminRole);
    const link = records.find(
      (r) => r.source === 'rbac/relations/roles-to-permissions' && r.record!.roleId === spsAdminRole,
    )!;
    const res = await t.http.get(`/api/rbac/roles-to-actions/${link.record!.id}`).set('x-rbac-secret-key', SECRET);
    expect(res.body.data).toMatchObject({ roleId: adminRole, actionId: link.record!.permissionId });
  });

  it('a second run changes nothing: every record it imported is matched', async () => {
    const before = await rowCounts();
    const updatedAt = (await t.db.pool.query('SELECT max("updatedAt") AS at FROM host_pages')).rows[0].at;
    const report = await run();
    for (const m of report.models) {
      if (m.source === UNMAPPED) continue;
      expect({ source: m.source, created: m.created, skipped: m.skipped }).toEqual({
        source: m.source,
        created: 0,
        skipped: m.source === 'host/relations/pages-to-widgets' ? [expect.anything()] : [],
      });
    }
    expect(report.models.reduce((n, m) => n + m.matched, 0)).toBe(records.length);
    expect(report.models.flatMap((m) => m.failed)).toHaveLength(1);
    expect(await rowCounts()).toEqual(before);
    expect((await t.db.pool.query('SELECT max("updatedAt") AS at FROM host_pages')).rows[0].at).toEqual(updatedAt);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('reports a record changed here since as skipped, and leaves it as it is', async () => {
    const page = records.find((r) => r.source === 'host/models/page')!;
    await t.db.pool.query(`UPDATE host_pages SET title = 'Edited here' WHERE id = $1`, [page.record!.id]);
    const report = await run(true);
    expect(model(report, 'host/models/page').skipped).toEqual([
      { file: page.file, reason: 'exists with other values (title): not overwritten' },
    ]);
    const res = await t.http.get(`/api/host/pages/${page.record!.id}`);
    expect(res.body.data.title).toBe('Edited here');
  });
});
