/**
 * Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU) of one page,
 * driving Debian's Chromium. Lighthouse is fetched on first use (`pnpm dlx`), not installed with the project: only
 * the bench needs it. 13.x asks for Node 22 but runs on Node 20 (a warning); 12.2.3, the last that asked for Node
 * 20, fails on Chromium 156's traces (NO_NAVSTART). BENCH_LIGHTHOUSE_PACKAGE picks another release.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_PACKAGE ?? 'lighthouse@13.5.0';

export interface Audit {
  performance: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time: the main thread's long tasks (the app's evaluation and hydration), 4× slowed. */
  tbtMs: number;
  /** The SEO audits that failed, by id (empty at 100). */
  seoFailures: string[];
}

interface Report {
  categories: Record<'performance' | 'seo', { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/** How many times a run that failed its own trace is made again (Lighthouse's NO_NAVSTART asks to "run again"). */
const TRACE_ATTEMPTS = 3;

export async function lighthouse(url: string, attempt = 1): Promise<Audit> {
  try {
    return await audit(url);
  } catch (error) {
    if (attempt >= TRACE_ATTEMPTS || !String((error as { stderr?: string }).stderr).includes('run Lighthouse again'))
      throw error;
    console.warn(`Lighthouse lost its trace of ${url} (attempt ${attempt}): run again`);
    return lighthouse(url, attempt + 1);
  }
}

async function audit(url: string): Promise<Audit> {
  const { stdout } = await run(
    'pnpm',
    [
      'dlx',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,seo',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
  );
  const report = JSON.parse(stdout) as Report;
  const score = (category: 'performance' | 'seo') => Math.round(report.categories[category].score * 100);
  return {
    performance: score('performance'),
    seo: score('seo'),
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    seoFailures: report.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
