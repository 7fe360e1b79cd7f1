/** `pnpm start` builds a browser app (the site, the admin) on first start when no build exists, and only then. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../src/web/build.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package whose `build` script counts its runs in builds.txt and writes `dist/index.html` unless told not to. */
function fixturePackage(writesIndex = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'symbol-web-build-'));
  dirs.push(dir);
  const script = [
    "const fs = require('node:fs');",
    "fs.appendFileSync('builds.txt', 'build\\n');",
    writesIndex
      ? "fs.mkdirSync('dist', { recursive: true }); fs.writeFileSync('dist/index.html', '<!doctype html>');"
      : '',
  ].join(' ');
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'fixture', private: true, scripts: { build: `node -e "${script}"` } }),
  );
  return dir;
}

const builds = (dir: string) => readFileSync(path.join(dir, 'builds.txt'), 'utf8').trim().split('\n').length;

describe('ensureBuilt', () => {
  it('runs the package build when dist/index.html is missing, and not again once it exists', async () => {
    const dir = fixturePackage();
    const logged: string[] = [];
    const dist = await ensureBuilt(dir, (message) => logged.push(message));
    expect(dist).toBe(path.join(dir, 'dist'));
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<!doctype html>');
    expect(logged).toEqual([`no build in ${dist}: building ${path.basename(dir)} (once)`]);
    expect(await ensureBuilt(dir, (message) => logged.push(message))).toBe(dist);
    expect(builds(dir)).toBe(1);
    expect(logged).toHaveLength(1);
  });

  it('fails when the build makes no index.html', async () => {
    const dir = fixturePackage(false);
    await expect(ensureBuilt(dir, () => {})).rejects.toThrow(/made no dist\/index.html/);
  });
});
