/**
 * Starts the whole product for the browser tests the way `pnpm start` does (a child process running
 * scripts/start.ts), on a fresh PostgreSQL database seeded with the demo content, on a free port. The site
 * and the admin are built first (E2E_SKIP_BUILD=1 reuses the builds already there).
 * Tests read E2E_BASE_URL, E2E_RBAC_SECRET_KEY, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_DATA_DIR and
 * E2E_DATABASE_URL (what a command run beside the product, such as the importer, writes to).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeAi } from '../../packages/server/test/fake-ai.ts';
import { startFakeTelegram } from '../../packages/server/test/fake-telegram.ts';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ReturnType<typeof spawn>, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health in 120 s:\n${log()}`);
}

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('pnpm', ['-r', '--if-present', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the site and the admin failed');
  }
  const database = `symbol_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${database}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'symbol-e2e-'));
  // The assistant profile's AI service: a local fake of the OpenAI-compatible API, streaming its answer.
  const ai = await startFakeAi({ pieceDelayMs: 150 });
  // Telegram's Bot API: a local fake that answers as Telegram does (the bot's replies, notices and posts).
  const telegram = await startFakeTelegram();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: baseUrl,
    PUBLIC_API_URL: baseUrl,
    // ENS names: the wallet test serves this RPC in the page (page.route); elsewhere it answers 404 (no name).
    ETHEREUM_RPC_URL: `${baseUrl}/e2e-ethereum-rpc`,
    AI_API_URL: ai.url,
    // Telegram (issue 40): a bot the browser tests sign payloads for; its Bot API the fake above, so nothing
    // reaches Telegram.
    TELEGRAM_BOT_TOKEN: '424242:e2e-telegram-bot-token-abcdefghij',
    TELEGRAM_BOT_USERNAME: 'symbol_e2e_bot',
    TELEGRAM_API_URL: telegram.url,
    // The account's linked chats: the test sends the bot's `/start <code>` update itself, as Telegram would.
    TELEGRAM_WEBHOOK_SECRET: `e2e-webhook-${randomBytes(12).toString('hex')}`,
    AI_API_KEY: 'e2e-ai-key',
    RBAC_SECRET_KEY: `e2e-secret-${randomBytes(12).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: 'admin-password-123',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every browser test signs in, registers or starts a guest session from 127.0.0.1: the per-address
    // abuse limits (rbac/env.ts) would refuse the suite; the per-account ones stay as they are.
    ...Object.fromEntries(
      [
        'INIT',
        'AUTHENTICATION',
        'REGISTRATION',
        'FORGOT_PASSWORD',
        'RESET_PASSWORD',
        'WALLET',
        'WALLET_NONCE',
        'REFRESH',
      ].map((name) => [`RATE_LIMIT_${name}_PER_IP`, '10000']),
    ),
  };
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);

  Object.assign(process.env, {
    E2E_BASE_URL: baseUrl,
    E2E_RBAC_SECRET_KEY: env.RBAC_SECRET_KEY,
    E2E_TELEGRAM_BOT_TOKEN: env.TELEGRAM_BOT_TOKEN,
    E2E_TELEGRAM_WEBHOOK_SECRET: env.TELEGRAM_WEBHOOK_SECRET,
    E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
    E2E_DATA_DIR: dataDir,
    E2E_DATABASE_URL: databaseUrl.toString(),
  });

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (process.env.E2E_LOG_LEVEL) console.log(output);
    else printErrors(output);
    await ai.close();
    await telegram.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The server's errors (pino's level 50 and up), printed once the run ends: a failed browser test's cause is often
 * on the server's side, and the run's log is all CI keeps. */
function printErrors(output: string) {
  const errors = output.split('\n').filter((line) => /"level":(5|6)0\b/.test(line));
  if (errors.length === 0) return;
  console.log(`The server logged ${errors.length} error(s) during the browser tests; the first 30:`);
  for (const line of errors.slice(0, 30)) console.log(line.slice(0, 2000));
}
