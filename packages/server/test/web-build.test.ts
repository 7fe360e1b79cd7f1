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
    "console.log('dist/assets/index-1234.js   812.40 kB │ gzip: 250.10 kB');",
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
    // What it builds and a summary, never the build's own output (Vite's asset table).
    expect(logged).toEqual([
      expect.stringMatching(new RegExp(`^building the ${path.basename(dir)} \\(once: no .*dist yet\\)`)),
      expect.stringMatching(new RegExp(`^built the ${path.basename(dir)} in [\\d.]+ s: 1 files, 0.0 MB$`)),
    ]);
    expect(await ensureBuilt(dir, (message) => logged.push(message))).toBe(dist);
    expect(builds(dir)).toBe(1);
    expect(logged).toHaveLength(2);
  });

  it('fails when the build makes no index.html', async () => {
    const dir = fixturePackage(false);
    // The build's output is shown then, to say why.
    await expect(ensureBuilt(dir, () => {})).rejects.toThrow(
      /made no dist\/index.html:[\s\S]*dist\/assets\/index-1234.js/,
    );
  });
});
