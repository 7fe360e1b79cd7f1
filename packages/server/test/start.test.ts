/**
 * `pnpm start` as a person runs it, its output to a pipe (a file, a service's journal): one short banner with the
 * URLs on the chosen port, readable lines and no JSON, one line per request, no secret anywhere; JSON lines in
 * production; and a signal to pnpm ends it with exit code 0, not pnpm's `ELIFECYCLE Command failed`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/cluster/cluster.ts';
import { repoRoot } from '../src/db/migrations.ts';
import { dropDatabase, uniqueName, urlFor } from './database.ts';
import { createTestDatabase } from './helper.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Ends a process group; one that has just ended on its own (a signal the test sent) is no error. A throw here
 * stopped the cleanups after it, and their databases were left behind. */
function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Starts `pnpm start` on a fresh database; resolves once `ready` is in its output. */
async function pnpmStart(env: Record<string, string>, ready: RegExp) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-start-'));
  cleanups.push(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const port = await freePort();
  // A password in the url (trust authentication ignores it) that must never be shown.
  const databaseUrl = database.url.replace('postgres@', 'postgres:db-password-never-shown@');
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot(),
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: a failed test can end pnpm and everything under it.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) killGroup(child.pid!);
  });
  const deadline = Date.now() + 120_000;
  while (!ready.test(output)) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`pnpm start was not ready in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    /** Sends `signal` to pnpm itself, as a terminal's Ctrl-C or a service manager would; answers the exit code. */
    stop: async (signal: NodeJS.Signals) => {
      child.kill(signal);
      return exited;
    },
  };
}

const RBAC_SECRET_KEY = 'start-test-server-key-never-shown';
const JWT_SECRET = 'start-test-jwt-secret-never-shown-0123456789';

describe('pnpm start', () => {
  // One start for both (each start costs seconds of CPU): the banner and request lines first, then the urls.
  it('prints a short banner and one readable line per request to a pipe, names its own port in absolute urls when PUBLIC_SITE_URL is unset (canonical, sitemap, mail), and stops with 0 on SIGTERM', async () => {
    const server = await pnpmStart(
      { NODE_ENV: 'development', RBAC_SECRET_KEY, JWT_SECRET, LOG_LEVEL: 'info' },
      /Symbol is ready[\s\S]*\n\n/,
    );
    const banner = server.output();
    const lines = banner.split('\n');
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.length).toBeLessThan(25);
    expect(banner).toContain(`site        ${server.url}/\n`);
    expect(banner).toContain(`admin       ${server.url}/admin\n`);
    expect(banner).toContain(`(reference: ${server.url}/api/docs)`);
    expect(banner).toMatch(/database {4}PostgreSQL postgresql:\/\/postgres@127\.0\.0\.1:\d+\/symbol_test_/);
    expect(banner).toMatch(/mail {8}written to .*outbox/);
    expect(banner).toContain('server key  from RBAC_SECRET_KEY');
    expect(banner).toContain("admins      none yet: echo 'a-long-password' | pnpm admin:create --email");

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/host/pages/count?code=a-reset-code-never-logged`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-route`)).status).toBe(404);
    const requestLines = () =>
      server
        .output()
        .slice(banner.length)
        .split('\n')
        .filter((line) => / (GET|POST) /.test(line));
    await expect.poll(requestLines).toHaveLength(3);
    expect(requestLines()).toEqual([
      expect.stringMatching(/INFO: GET \/api\/health 200 [\d.]+ ms$/),
      expect.stringMatching(/INFO: GET \/api\/host\/pages\/count 200 [\d.]+ ms$/),
      expect.stringMatching(/INFO: GET \/api\/no-such-route 404 [\d.]+ ms$/),
    ]);

    const origin = `http://localhost:${server.port}`;
    const home = await (await fetch(`${server.url}/ru/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${origin}/ru/">`);
    expect(home).toContain(`<meta property="og:url" content="${origin}/ru/">`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/">`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/ru/about</loc>`);
    expect(sitemap).not.toContain('5173');
    // A reset mail (an address is mailed only once verified: the verification mail's link first).
    const post = (step: string, data: object) =>
      fetch(`${server.url}/api/rbac/subjects/authentication/email-and-password/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
    const email = 'start-port@example.org';
    expect((await post('registration', { login: email, password: 'password-123' })).status).toBe(201);
    const verification = await mailWith(
      server.dataDir,
      `${origin}/rbac/subject/authentication/email-and-password/verify?code=`,
    );
    const code = /verify\?code=([\w.-]+)/.exec(verification)![1]!;
    expect((await post('verify', { code })).status).toBe(200);
    expect((await post('forgot-password', { email, language: 'en' })).status).toBe(200);
    await mailWith(server.dataDir, `${origin}/rbac/subject/authentication/email-and-password/reset-password?code=`);

    const exitCode = await server.stop('SIGTERM');
    const output = server.output();
    for (const secret of [RBAC_SECRET_KEY, JWT_SECRET, 'db-password-never-shown', 'a-reset-code-never-logged'])
      expect(output).not.toContain(secret);
    expect(output).not.toContain('ELIFECYCLE');
    expect(exitCode).toBe(0);
  }, 180_000);

  it('writes JSON lines in production to a pipe, the banner as one `ready` line, and stops with 0 on SIGINT', async () => {
    const server = await pnpmStart(
      {
        NODE_ENV: 'production',
        RBAC_SECRET_KEY,
        JWT_SECRET,
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD: 'admin-password-123',
        LOG_LEVEL: 'info',
      },
      /"msg":"ready"/,
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const exitCode = await server.stop('SIGINT');
    const output = server.output();
    const json = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.find((line) => line.msg === 'ready')).toMatchObject({
      url: server.url,
      web: true,
      database: expect.stringMatching(/^postgresql:\/\/postgres@127\.0\.0\.1/),
      secretKey: 'RBAC_SECRET_KEY',
      admins: 1,
    });
    expect(json.find((line) => line.msg === 'request completed')).toMatchObject({
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    for (const secret of [RBAC_SECRET_KEY, JWT_SECRET, 'db-password-never-shown']) expect(output).not.toContain(secret);
    expect(output).not.toContain('ELIFECYCLE');
    expect(exitCode).toBe(0);
  }, 180_000);

  it('creates the database DATABASE_URL names when its server has none of that name, then starts', async () => {
    const name = uniqueName('symbol_test_missing');
    cleanups.push(() => dropDatabase(name));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const child = spawn('pnpm', ['start'], {
      cwd: repoRoot(),
      env: {
        ...process.env,
        DATABASE_URL: urlFor(name),
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        WEB_APPS: 'false',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) killGroup(child.pid!);
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!output.includes('Symbol is ready')) {
      if (child.exitCode !== null || output.includes('waiting for')) throw new Error(`not started:\n${output}`);
      if (Date.now() > deadline) throw new Error(`not ready in 90 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(output).toContain(`database ${name} created`);
    process.kill(-child.pid!, 'SIGTERM');
  }, 120_000);

  it('refuses a bad setting with the setting named and no stack trace, exit code 1', async () => {
    const child = spawn('pnpm', ['start'], {
      cwd: repoRoot(),
      env: { ...process.env, PORT: 'abc', DATA_DIR: path.join(tmpdir(), 'symbol-bad-env') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration:\n {2}PORT: /);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('throw new');
  }, 60_000);
});

/** The text of a mail in the outbox (`DATA_DIR/outbox/*.eml`) containing `text`; waits up to 30 s. */
async function mailWith(dataDir: string, text: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      // Quoted-printable mail wraps long lines with `=` at the end: unwrap before looking.
      const mail = (await readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (mail.includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail containing ${text} in ${dir}`);
}
