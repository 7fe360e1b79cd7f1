/**
 * `pnpm bench`: loads the API over HTTP with autocannon and prints requests/s and latency percentiles
 * beside a bare Fastify + pg route doing the same SQL. Runs on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL's server, default 127.0.0.1:5432), dropped afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { applyMigrations } from '../src/db/migrations.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Only the scenarios whose name matches (a regular expression), e.g. `BENCH_ONLY=page`. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const SECRET = 'bench-secret-key-0123456789';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `symbol_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** 1,000 widgets in 50 variants: an `eq` filter on variant returns 20 of them. */
async function prepare(): Promise<string[]> {
  await admin(`CREATE DATABASE "${database}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await applyMigrations(pool);
  const { rows } = await pool.query<{ id: string }>(`
    INSERT INTO "website_builder_widgets" ("adminTitle", "slug", "variant", "orderIndex", "title")
    SELECT 'Widget ' || i, 'bench-widget-' || i, 'variant-' || (i % 50), i, jsonb_build_object('en', 'Widget ' || i, 'ru', 'Виджет ' || i)
    FROM generate_series(1, 1000) AS i RETURNING "id"`);
  await pool.query('ANALYZE');
  await pool.end();
  return rows.map((r) => r.id);
}

interface Servers {
  app: string;
  uncached: string;
  bare: string;
  pageUrl: string;
  /** A release of 20 staged changes to the page's widgets. */
  releaseId: string;
  products: string[];
  subjects: string[];
  oneLineSubject: string;
}

type Target = autocannon.Options['requests'] | string;

interface Scenario {
  name: string;
  /** Which server answers: the app, or the app with the page cache off. */
  server?: 'app' | 'uncached';
  app: (ids: string[], s: Servers) => Target;
  /** The same SQL through a bare Fastify + pg route, when there is one to compare with. */
  bare?: (ids: string[]) => Target;
  /** Issue 36's goal for this scenario, printed beside its figures and checked. */
  goal?: Goal;
}

/** At least `vsBare` of the bare route's requests/s and at most `cpuVsBare` its CPU per request; or absolute bounds. */
interface Goal {
  vsBare?: number;
  cpuVsBare?: number;
  cpuMicros?: number;
  sql?: number;
}
const GENERIC_GOAL: Goal = { vsBare: 0.9, cpuVsBare: 1.15 };

function goalText(goal: Goal | undefined, figures: { ratio?: number; cpuRatio?: number; cpu: number; sql: number }) {
  if (!goal) return '';
  const parts: string[] = [];
  const check = (label: string, ok: boolean) => parts.push(`${label} ${ok ? 'met' : 'NOT met'}`);
  if (goal.vsBare !== undefined && figures.ratio !== undefined)
    check(`≥ ${goal.vsBare.toFixed(2)} of bare`, figures.ratio >= goal.vsBare);
  if (goal.cpuVsBare !== undefined && figures.cpuRatio !== undefined)
    check(`CPU ≤ ${goal.cpuVsBare.toFixed(2)}× bare`, figures.cpuRatio <= goal.cpuVsBare);
  if (goal.cpuMicros !== undefined) check(`CPU ≤ ${goal.cpuMicros} µs`, figures.cpu <= goal.cpuMicros);
  if (goal.sql !== undefined) check(`SQL ≤ ${goal.sql}`, figures.sql <= goal.sql + 0.05);
  return parts.join(', ');
}

let counter = 0;
const createBody = () => {
  counter += 1;
  return JSON.stringify({
    data: {
      adminTitle: `Bench ${counter}`,
      slug: `bench-new-${process.pid}-${counter}-${randomBytes(3).toString('hex')}`,
      variant: 'created',
    },
  });
};
/** A browser's page view: a user agent of its own per request (a robot's or none would be dropped unrecorded). */
const beacon = (path: string): autocannon.Request[] => [
  {
    method: 'POST',
    path,
    setupRequest: (req) => {
      counter += 1;
      return {
        ...req,
        headers: {
          ...req.headers,
          'user-agent': `Mozilla/5.0 (X11; Linux x86_64; bench-${counter % 500}) Chrome/131.0`,
        },
        body: JSON.stringify({ url: `https://fund.example.org/en/page-${counter % 50}`, event: 'pageview' }),
      };
    },
  },
];
const subjectPath = (s: Servers, suffix: string) =>
  `/api/rbac/subjects/${s.subjects[counter++ % s.subjects.length]}/ecommerce-module/orders${suffix}`;

const scenarios: Scenario[] = [
  {
    name: 'list 20 widgets (eq filter)',
    goal: GENERIC_GOAL,
    app: () =>
      '/api/website-builder/widgets?filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=variant-7&limit=20',
    bare: () => '/widgets?variant=variant-7',
  },
  {
    name: 'get widget by id',
    goal: GENERIC_GOAL,
    app: (ids) => [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/website-builder/widgets/${ids[counter++ % ids.length]}` }),
      },
    ],
    bare: (ids) => [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/widgets/${ids[counter++ % ids.length]}` }) },
    ],
  },
  {
    name: 'create widget',
    goal: GENERIC_GOAL,
    app: () => [
      { method: 'POST', path: '/api/website-builder/widgets', setupRequest: (req) => ({ ...req, body: createBody() }) },
    ],
    bare: () => [{ method: 'POST', path: '/widgets', setupRequest: (req) => ({ ...req, body: createBody() }) }],
  },
  {
    name: 'cart total, 1-line cart',
    app: (_ids, s) => `/api/rbac/subjects/${s.oneLineSubject}/ecommerce-module/orders/total`,
  },
  {
    name: 'cart total, 20-line cart',
    app: (_ids, s) => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: subjectPath(s, '/total') }) }],
  },
  {
    name: 'add to cart (64 subjects)',
    goal: { cpuMicros: 1200, sql: 3 },
    app: (_ids, s) => [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path: subjectPath(s, ''),
          body: JSON.stringify({ data: { productId: s.products[counter % 20], quantity: 1 } }),
        }),
      },
    ],
  },
  // Issue 34 §6: a page view costs its request no statement (buffered, one INSERT every 2 s); the bare route
  // inserts each one on the request's path.
  {
    name: 'page view beacon (bare: INSERT each)',
    app: () => beacon('/api/analytic/events'),
    bare: () => beacon('/events'),
  },
  { name: 'page, 30 widgets (cached, gzip)', app: (_ids, s) => `/api/host/page?url=${s.pageUrl}` },
  {
    name: 'page, 30 widgets (no cache, gzip)',
    server: 'uncached',
    app: (_ids, s) => `/api/host/page?url=${s.pageUrl}`,
  },
  // The same page as the site serves it: HTML rendered on the server (a built site is needed: pnpm -r build).
  {
    name: 'rendered page, 30 widgets (cached, gzip)',
    goal: { cpuMicros: 200 },
    app: (_ids, s) => `/ru${s.pageUrl}`,
  },
  {
    name: 'rendered page, 30 widgets (no cache, gzip)',
    goal: { cpuMicros: 1500 },
    server: 'uncached',
    app: (_ids, s) => `/ru${s.pageUrl}`,
  },
  {
    name: 'page, 30 widgets, release of 20 staged changes',
    server: 'uncached',
    app: (_ids, s) => [
      {
        method: 'GET',
        path: `/api/host/page?url=${s.pageUrl}`,
        headers: { 'x-rbac-secret-key': SECRET, 'accept-encoding': 'gzip', 'x-release-id': s.releaseId },
      },
    ],
  },
];

async function load(url: string, target: Target, duration = DURATION) {
  const options: autocannon.Options = {
    url: typeof target === 'string' ? url + target : url,
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET, 'accept-encoding': 'gzip' },
    ...(typeof target === 'string' ? {} : { requests: target }),
  };
  const result = await autocannon(options);
  const errors = result.errors + result.non2xx;
  return {
    // Requests over the run's own length: autocannon's `requests.average` is the mean of whole-second samples,
    // two of them in a 2-second slice, so a slice's first second (connections opening) weighed half.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
}

type Run = Awaited<ReturnType<typeof load>>;
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Slices of one scenario as one run: requests/s over all of them, the worst slice's latencies. */
const combined = (runs: Run[]): Run => ({
  rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
  p50: median(runs.map((run) => run.p50)),
  p99: Math.max(...runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  total: runs.reduce((sum, run) => sum + run.total, 0),
});

async function sqlQueries(bare: string): Promise<number> {
  return ((await (await fetch(`${bare}/__bench/queries`)).json()) as { queries: number }).queries;
}

/** The server process's CPU time so far, in µs. */
async function cpuMicros(bare: string): Promise<number> {
  return ((await (await fetch(`${bare}/__bench/cpu`)).json()) as { micros: number }).micros;
}

const ids = await prepare();
/** BENCH_CPU_PROF=<dir>: the server process writes a V8 CPU profile there when it ends (`node --cpu-prof`). */
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(import.meta.dirname, 'servers.ts')], {
  env: { ...process.env, DATABASE_URL: databaseUrl, RBAC_SECRET_KEY: SECRET },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const servers = JSON.parse(line) as Servers;
  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION} s per run, PostgreSQL ${new URL(adminUrl).host}, ${ids.length} widgets, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const rows: string[][] = [
    [
      'scenario',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'SQL/req',
      'CPU µs/req',
      'vs bare',
      'CPU vs bare',
      'goal',
    ],
  ];
  for (const scenario of scenarios.filter((s) => !ONLY || ONLY.test(s.name))) {
    const base = scenario.server === 'uncached' ? servers.uncached : servers.app;
    // Warm (JIT, pools, plans) before measuring.
    await load(base, scenario.app(ids, servers), 2);
    if (scenario.bare) await load(servers.bare, scenario.bare(ids), 2);
    // Against a bare route, the run alternates in ROUNDS slices (app, bare, bare, app, app, bare, ...) and the
    // ratio is the median of the rounds' ratios: a change in the machine's load during the run then moves both
    // sides alike, and neither side always runs right after the other (whose garbage it may collect).
    const rounds = scenario.bare ? ROUNDS : 1;
    const appRuns: Run[] = [];
    const bareRuns: Run[] = [];
    let queries = 0;
    // CPU time of the server process during each side's slices (the slices of one side run alone).
    const cpu = { app: 0, bare: 0 };
    const runApp = async () => {
      const before = await sqlQueries(servers.bare);
      const cpuBefore = await cpuMicros(servers.bare);
      appRuns.push(await load(base, scenario.app(ids, servers), DURATION / rounds));
      cpu.app += (await cpuMicros(servers.bare)) - cpuBefore;
      queries += (await sqlQueries(servers.bare)) - before;
    };
    const runBare = async () => {
      const cpuBefore = await cpuMicros(servers.bare);
      bareRuns.push(await load(servers.bare, scenario.bare!(ids), DURATION / rounds));
      cpu.bare += (await cpuMicros(servers.bare)) - cpuBefore;
    };
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 1 && scenario.bare) await runBare();
      await runApp();
      if (round % 2 === 0 && scenario.bare) await runBare();
    }
    const app = combined(appRuns);
    const perRequest = queries / Math.max(1, app.total);
    const bare = scenario.bare ? combined(bareRuns) : undefined;
    const ratio = bare ? median(appRuns.map((run, i) => run.rps / bareRuns[i]!.rps)) : undefined;
    const cpuPerRequest = cpu.app / Math.max(1, app.total);
    const cpuRatio = bare ? cpuPerRequest / (cpu.bare / Math.max(1, bare.total)) : undefined;
    rows.push([
      scenario.name,
      'api',
      app.rps.toFixed(0),
      String(app.p50),
      String(app.p99),
      String(app.errors),
      perRequest.toFixed(1),
      cpuPerRequest.toFixed(0),
      ratio?.toFixed(2) ?? '',
      cpuRatio ? `${cpuRatio.toFixed(2)}×` : '',
      goalText(scenario.goal, { ratio, cpuRatio, cpu: cpuPerRequest, sql: perRequest }),
    ]);
    if (bare)
      rows.push([
        '',
        'bare fastify+pg',
        bare.rps.toFixed(0),
        String(bare.p50),
        String(bare.p99),
        String(bare.errors),
        '1.0',
        (cpu.bare / Math.max(1, bare.total)).toFixed(0),
        '1.00',
        '1.00×',
        '',
      ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
