/**
 * A browser app (the site, the admin) is served from its package's `dist/`: on first start, when no build
 * exists yet, it is built once (`vite build` through the package's own `build` script). Its output is kept
 * back and shown only when the build fails: a person starting the product reads one line per build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The files under `dir` and their size in bytes. */
async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * The package's built `dist/` directory, building it first when `dist/index.html` (or another of `needs`, paths
 * in the package such as the server rendering's entry) is missing.
 */
export async function ensureBuilt(
  packageDir: string,
  log: (message: string) => void = console.log,
  needs: string[] = [],
): Promise<string> {
  const dist = path.join(packageDir, 'dist');
  const built = () =>
    [path.join(dist, 'index.html'), ...needs.map((need) => path.join(packageDir, need))].every(existsSync);
  if (built()) return dist;
  const name = path.basename(packageDir);
  log(`building the ${name} (once: no ${path.relative(process.cwd(), dist) || dist} yet)...`);
  const started = performance.now();
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['run', 'build'], { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${packageDir} failed (exit code ${code}):\n${output}`)),
    );
  });
  if (!built())
    throw new Error(`building ${packageDir} made no ${['dist/index.html', ...needs].join(' or ')}:\n${output}`);
  const { files, bytes } = await sizeOf(dist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`built the ${name} in ${seconds} s: ${files} files, ${(bytes / 1_048_576).toFixed(1)} MB`);
  return dist;
}
