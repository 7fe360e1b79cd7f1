/**
 * Several API instances as separate processes (each one `scripts/start.ts`, as `pnpm start` runs it) on one
 * PostgreSQL and one Redis, behind Caddy as a reverse proxy (fewest requests under way first): the topology of docker/compose.yaml on
 * one machine, for `pnpm cluster`, the cluster tests and the benchmark. Every port is a free one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const CADDY_MISSING =
  'Caddy is not installed (the cluster runs behind it): install it with `apt-get install -y caddy` ' +
  '(Debian/Ubuntu) or from https://caddyserver.com, or set CADDY to its path.';

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  /** Every instance's extra environment (S3 settings, limits, SEED_DEMO...). */
  env?: Record<string, string>;
  caddy?: string;
  /** Where the instances' and Caddy's output goes; default: kept in memory (`output()`). */
  onOutput?: (line: string) => void;
}

export interface Instance {
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** The proxy's origin: what clients call. */
  url: string;
  /** The instances (an entry is replaced when its instance is started again). */
  instances: Instance[];
  /** Stops instance `index` (SIGTERM: graceful, or SIGKILL: a crash) and waits for its exit. */
  stopInstance(index: number, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts instance `index` again on its port and waits until it is ready. */
  startInstance(index: number): Promise<void>;
  /** The settings every instance shares (RBAC_SECRET_KEY, JWT_SECRET...). */
  env: Record<string, string>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * `count` ports free at once: each held until all are found (the kernel hands a port just let go of out again, so
 * asking one at a time once gave the proxy and an instance the same port).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/** A Redis server of one's own (nothing kept on disk) on a free port: its events reach no other process. */
export async function startPrivateRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}

/**
 * How the proxy routes around a failed instance (docker/Caddyfile says the same):
 * - an instance that cannot be reached (refused, reset before answering) is retried on another for up to
 *   `lb_try_duration`, whatever the method (nothing reached it); a GET that failed after it was sent is retried too;
 * - one such failure takes the instance out for `fail_duration` (passive check), and `/api/ready` polled every
 *   second takes out an instance that says it is not ready (shutting down, its database or Redis away) and puts
 *   it back when it is (active check); each site polls with its own `?proxy=` name, and a shutting-down instance
 *   closes its port only once every one of them has seen it not ready;
 * - when no instance can answer, the proxy itself answers 503 with Retry-After, in the API's error shape;
 * - the instance with the fewest requests under way is chosen (`least_conn`), never `round_robin`: Caddy 2.6's round
 *   robin looks at as many turns as there are instances while other requests move the same counter, so with one of
 *   two instances away it sometimes looked at the away one twice and answered "no upstreams available", which it
 *   does not retry for a POST (it failed 1 write in 200 during a rolling restart).
 */
const upstreamOptions = (site: 'api' | 'files') => `lb_policy least_conn
    lb_try_duration 5s
    lb_try_interval 250ms
    fail_duration 2s
    max_fails 1
    health_uri /api/ready?proxy=${site}
    health_interval 1s
    health_timeout 4s`;

const PROXY_ERROR = `handle_errors {
    header Retry-After 5
    header Content-Type application/json
    respond \`{"message":"Service unavailable: no API instance can answer; try again shortly","status":503,"cause":["proxy: no instance ready"]}\` 503
  }`;

/**
 * Round robin over the instances that are ready; event streams are passed on as they come (no buffering). The
 * files origin (FILES_PUBLIC_URL) is another port answering only the stored files' path: uploads never open on
 * the API's and admin's origin (in production, give it a host name of its own: cookies ignore ports).
 */
export function caddyfile(port: number, upstreams: string[], filesPort: number): string {
  return `{
  admin off
  auto_https off
}

http://127.0.0.1:${port} {
  reverse_proxy ${upstreams.join(' ')} {
    ${upstreamOptions('api')}
    flush_interval -1
  }
  ${PROXY_ERROR}
}

http://127.0.0.1:${filesPort} {
  handle /public/files/* {
    reverse_proxy ${upstreams.join(' ')} {
      ${upstreamOptions('files').replaceAll('\n    ', '\n      ')}
    }
  }
  handle {
    respond 404
  }
  ${PROXY_ERROR}
}
`;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer /api/ready in ${timeoutMs / 1000} s:\n${output()}`);
}

/** SIGTERM (SIGKILL past 30 s: the instance's own shutdown gives up at 25 s) or SIGKILL; resolves on exit. */
function stopProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const caddy = options.caddy ?? process.env.CADDY ?? 'caddy';
  if (spawnSync(caddy, ['version']).status !== 0) throw new Error(CADDY_MISSING);

  const workDir = mkdtempSync(path.join(tmpdir(), 'symbol-cluster-'));
  const [proxyPort = 0, filesPort = 0, ...ports] = await freePorts(2 + options.instances);
  const url = `http://127.0.0.1:${proxyPort}`;
  const lines: string[] = [];
  const log = options.onOutput ?? ((line: string) => lines.push(line));
  const capture = (name: string, child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (line) log(`[${name}] ${line}`);
      });
  };

  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_API_URL: url,
    FILES_PUBLIC_URL: `http://127.0.0.1:${filesPort}/public/files`,
    // Only the proxy on this machine may say who the client is.
    TRUST_PROXY: '127.0.0.1',
    RBAC_SECRET_KEY: `cluster-${randomBytes(16).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DUMMY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    PAYMENTS_DUMMY_ENABLED: 'true',
    WEB_APPS: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const spawnInstance = (port: number, i: number): Instance => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: path.join(workDir, `instance-${i + 1}`) },
    });
    capture(`api-${i + 1}`, child);
    return { url: `http://127.0.0.1:${port}`, process: child };
  };
  const instances: Instance[] = ports.map(spawnInstance);

  const config = path.join(workDir, 'Caddyfile');
  writeFileSync(
    config,
    caddyfile(
      proxyPort,
      instances.map((instance) => instance.url.replace('http://', '')),
      filesPort,
    ),
  );
  const proxy = spawn(caddy, ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: workDir,
    // Caddy keeps its state under XDG directories: a private one per cluster.
    env: { ...process.env, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir },
  });
  capture('caddy', proxy);

  const stop = async () => {
    await Promise.all([proxy, ...instances.map((instance) => instance.process)].map((child) => stopProcess(child)));
    rmSync(workDir, { recursive: true, force: true });
  };
  const output = () => lines.join('\n');
  try {
    await Promise.all(instances.map((instance) => waitUntilReady(instance.url, instance.process, output)));
    await waitUntilReady(url, proxy, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    instances,
    env: shared,
    output,
    stop,
    stopInstance: (index, signal) => stopProcess(instances[index]!.process, signal),
    async startInstance(index) {
      instances[index] = spawnInstance(ports[index]!, index);
      await waitUntilReady(instances[index].url, instances[index].process, output);
    },
  };
}
