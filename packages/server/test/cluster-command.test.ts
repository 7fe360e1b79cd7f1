/**
 * `pnpm cluster` with a CLUSTER_INSTANCES that is not a count started Caddy in front of no instance and waited with
 * no word said (and Ctrl-C'd, left Caddy running). It refuses it at once, saying what it expects.
 */
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { repoRoot } from '../src/db/migrations.ts';
import { urlFor } from './database.ts';

it.each(['abc', '0', '2.5'])(
  'refuses CLUSTER_INSTANCES=%s with a message and exit code 1',
  async (value) => {
    const child = spawn('pnpm', ['cluster'], {
      cwd: repoRoot(),
      env: { ...process.env, CLUSTER_INSTANCES: value, DATABASE_URL: urlFor('postgres') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect(code, output).toBe(1);
    expect(output).toContain(`CLUSTER_INSTANCES must be a whole number from 1 (got "${value}")`);
    expect(output).not.toContain('[caddy]');
  },
  30_000,
);
