/**
 * Readiness (`/api/ready`): may a proxy send this instance requests? Not while it is shutting down, nor while a
 * dependency it needs (the database; Redis when configured) cannot be reached. Each check runs on a connection of
 * its own with a short time limit, never on the request pool, and checks asked for together share one run.
 */
import { TIMEOUTS } from './timeouts.ts';

/** Resolves when the dependency answers; throws (its message says why) when it does not. */
export type DependencyCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  /** Each dependency: 'ok' or why not. */
  checks: Record<string, string>;
  /** Why not ready, for a person: the first failing check, or shutting down. */
  reason?: string;
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** A proxy that asked within this long is taken to be watching readiness (shutdown waits for it to see). */
const WATCHED_WITHIN_MS = 10_000;
/**
 * After the proxy was answered "not ready": time for a request it sent just before to arrive (it is served), so
 * that nothing is on its way when the port closes.
 */
const IN_TRANSIT_MS = 500;

const withinProbeTime = (check: DependencyCheck) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), TIMEOUTS.probeMs + 500);
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });

export class Readiness {
  private stopping = false;
  private running: Promise<ReadinessReport> | undefined;
  private wasReady = true;
  private lastAskedAt = 0;
  private seenStopping: (() => void)[] = [];

  constructor(
    private readonly checks: Record<string, DependencyCheck>,
    private readonly log?: Log,
  ) {}

  /** Shutting down: not ready from now on. */
  stop(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** The report a readiness request answers; marks the instance as watched by a proxy. */
  async ask(): Promise<ReadinessReport> {
    this.lastAskedAt = Date.now();
    const report = await this.report();
    if (this.stopping) for (const seen of this.seenStopping.splice(0)) setTimeout(seen, IN_TRANSIT_MS).unref();
    return report;
  }

  report(): Promise<ReadinessReport> {
    if (this.stopping)
      return Promise.resolve({ ready: false, checks: {}, reason: 'shutting down' } satisfies ReadinessReport);
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * After `stop()`: resolves once a proxy watching readiness has been answered "not ready" (so it sends nothing
   * new here), at once when none asked lately, and after `maxMs` at the latest.
   */
  seenByProxy(maxMs: number = TIMEOUTS.shutdownDrainMs): Promise<void> {
    if (Date.now() - this.lastAskedAt > WATCHED_WITHIN_MS) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      timer.unref();
      this.seenStopping.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async run(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks);
    const results = await Promise.allSettled(names.map((name) => withinProbeTime(this.checks[name]!)));
    const checks: Record<string, string> = {};
    const details: Record<string, string> = {};
    let reason: string | undefined;
    results.forEach((result, i) => {
      const name = names[i]!;
      if (result.status === 'fulfilled') checks[name] = 'ok';
      else {
        // The answer says what is away, the log says how (addresses stay out of a public answer).
        details[name] = (result.reason as Error)?.message || String(result.reason);
        checks[name] = /time/i.test(details[name]) ? 'no answer in time' : 'unreachable';
        reason ??= `${name} ${checks[name]}`;
      }
    });
    const ready = reason === undefined;
    // Transitions only: a proxy asks every second, and a line per answer would bury the log.
    if (ready !== this.wasReady) {
      if (ready) this.log?.info({ checks }, 'ready again');
      else this.log?.warn({ checks: details }, `not ready: ${reason}`);
      this.wasReady = ready;
    }
    return { ready, checks, ...(reason ? { reason } : {}) };
  }
}
