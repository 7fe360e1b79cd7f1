/** `.env.example` documents every variable the server reads (set or commented out), and no stale one. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { envSchema } from '../src/config.ts';
import { repoRoot } from '../src/db/migrations.ts';
import { providersEnvSchema } from '../src/modules/billing/providers/config.ts';

const documented = new Set(
  readFileSync(path.join(repoRoot(), '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);
/** Read outside the two schemas: by the test setup, the benchmark, `pnpm cluster` and `pnpm dev`. */
const ELSEWHERE = [
  'TEST_DATABASE_URL',
  'BENCH_DATABASE_URL',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'CLUSTER_INSTANCES',
  'API_URL',
  'E2E_SKIP_BUILD',
  'E2E_SHOTS',
];

it('documents every variable of the configuration', () => {
  const read = [...Object.keys(envSchema.shape), ...Object.keys(providersEnvSchema.shape)];
  expect(read.filter((name) => !documented.has(name))).toEqual([]);
  expect([...documented].filter((name) => !read.includes(name) && !ELSEWHERE.includes(name))).toEqual([]);
});

it('documents every variable the README names', () => {
  const readme = readFileSync(path.join(repoRoot(), 'README.md'), 'utf8');
  const named = new Set(
    [...readme.matchAll(/`[^`]*`/g)].flatMap(([code]) => code.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []),
  );
  expect([...named].filter((name) => !documented.has(name))).toEqual([]);
});
