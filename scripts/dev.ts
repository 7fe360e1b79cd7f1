/**
 * `pnpm dev`: the API (as `pnpm start` runs it, on PORT, default 3000) and the Vite dev servers of the site and
 * the admin (http://localhost:5174/admin/) with hot reload, which proxy /api to the API (their vite.config.ts).
 * Ctrl-C stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The site is read on its Vite dev server here: absolute urls (canonical, mail links) name it.
    env: { PUBLIC_SITE_URL: 'http://localhost:5173', ...process.env, PORT: port },
  }),
  ...['@symbol/site', '@symbol/admin'].map((app) =>
    spawn('pnpm', ['--filter', app, 'dev'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${port}` },
    }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
