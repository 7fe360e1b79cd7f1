/**
 * A browser app (the site, the admin) is served from its package's `dist/`: on first start, when no build
 * exists yet, it is built once (`vite build` through the package's own `build` script).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The package's built `dist/` directory, building it first when `dist/index.html` is missing. */
export async function ensureBuilt(packageDir: string, log: (message: string) => void = console.log): Promise<string> {
  const dist = path.join(packageDir, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  log(`no build in ${dist}: building ${path.basename(packageDir)} (once)`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${packageDir} failed (exit code ${code})`)),
    );
  });
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`building ${packageDir} made no dist/index.html`);
  return dist;
}
