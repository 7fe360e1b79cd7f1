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

class ProbeTimeout extends Error {
  constructor() {
    super('no answer in time');
  }
}

const withinProbeTime = (check: DependencyCheck, limitMs: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProbeTimeout()), limitMs);
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });

export class Readiness {
  private stopping = false;
  private running: Promise<ReadinessReport> | undefined;
  private wasReady = true;
  /** Each watcher (a proxy's health checker: its address and readiness url) and when it last asked. */
  private readonly watchers = new Map<string, number>();
  /** Watchers still to be answered "not ready" after `stop()`, each with what to do once it is. */
  private readonly unseen = new Map<string, () => void>();
  /** The checks whose last run ran out of time (see `run`). */
  private readonly timedOut = new Set<string>();

  constructor(
    private readonly checks: Record<string, DependencyCheck>,
    private readonly log?: Log,
    private readonly probeLimitMs: number = TIMEOUTS.probeMs + 500,
  ) {}

  /** Shutting down: not ready from now on. */
  stop(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * The report a readiness request answers; `watcher` names who asks (a proxy in front of several sites runs one
   * health checker per site, and each must see "not ready" before the port closes).
   */
  async ask(watcher = 'proxy'): Promise<ReadinessReport> {
    this.watchers.set(watcher, Date.now());
    const report = await this.report();
    if (!report.ready) {
      const seen = this.unseen.get(watcher);
      this.unseen.delete(watcher);
      if (seen) setTimeout(seen, IN_TRANSIT_MS).unref();
    }
    return report;
  }

  report(): Promise<ReadinessReport> {
    if (this.stopping)
      return Promise.resolve({ ready: false, checks: {}, reason: 'shutting down' } satisfies ReadinessReport);
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * After `stop()`: resolves once every proxy watching readiness has been answered "not ready" (so none sends
   * anything new here), at once when none asked lately, and after `maxMs` at the latest.
   */
  seenByProxy(maxMs: number = TIMEOUTS.shutdownDrainMs): Promise<void> {
    const now = Date.now();
    const watching = [...this.watchers].filter(([, askedAt]) => now - askedAt <= WATCHED_WITHIN_MS);
    const each = watching.map(([watcher]) => new Promise<void>((resolve) => this.unseen.set(watcher, resolve)));
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      timer.unref();
      void Promise.all(each).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async run(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks);
    const results = await Promise.allSettled(
      names.map((name) => withinProbeTime(this.checks[name]!, this.probeLimitMs)),
    );
    const checks: Record<string, string> = {};
    const details: Record<string, string> = {};
    let reason: string | undefined;
    results.forEach((result, i) => {
      const name = names[i]!;
      const slow = result.status === 'rejected' && isTimeout(result.reason);
      const slowAgain = slow && this.timedOut.has(name);
      if (slow) this.timedOut.add(name);
      else this.timedOut.delete(name);
      // One probe out of time is taken as load, not as a fault: on a busy machine a proxy that took every
      // instance whose probe was once slow out of rotation took the last one too. Twice in a row is a fault; a
      // dependency that refuses is one at once.
      if (result.status === 'fulfilled' || (slow && !slowAgain)) checks[name] = 'ok';
      else {
        // The answer says what is away, the log says how (addresses stay out of a public answer).
        details[name] = (result.reason as Error)?.message || String(result.reason);
        checks[name] = slow || /time/i.test(details[name]) ? 'no answer in time' : 'unreachable';
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

/** Our own probe limit, or a client's own timeout (pg's "timeout exceeded when trying to connect"). */
function isTimeout(error: unknown): boolean {
  return error instanceof ProbeTimeout || /time/i.test((error as Error)?.message ?? '');
}
