/**
 * Identical failures logged once per interval with a count, not once per request: with the database away, every
 * request fails the same way, and a line (and a stack) each buried the log (33 MB in 11 s, issue 23).
 */
import { toAppError } from './errors.ts';
import { TIMEOUTS } from './timeouts.ts';

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

interface Window {
  count: number;
  timer: NodeJS.Timeout;
}

export class FailureLog {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly log: Log,
    private readonly intervalMs: number = TIMEOUTS.failureLogIntervalMs,
  ) {}

  /**
   * The first failure of a kind is logged at once, with its error; the same kind again within the interval is
   * only counted, and the count logged when the interval ends.
   */
  record(key: string, message: string, error: unknown): void {
    const window = this.windows.get(key);
    if (window) {
      window.count += 1;
      return;
    }
    this.log.error({ err: error, failure: key }, message);
    const timer = setTimeout(() => this.close(key, message), this.intervalMs);
    timer.unref();
    this.windows.set(key, { count: 0, timer });
  }

  /**
   * A background worker's failed pass: a dependency away (the database) is counted with the requests it fails
   * (one line for all of them), anything else under the worker's own name.
   */
  recordPass(worker: string, message: string, error: unknown): void {
    const app = toAppError(error);
    if (app.status === 503) this.record(app.causes[0] ?? app.message, app.message, error);
    else this.record(worker, message, error);
  }

  private close(key: string, message: string) {
    const window = this.windows.get(key);
    this.windows.delete(key);
    if (window?.count)
      this.log.warn(
        { failure: key, repeated: window.count, intervalMs: this.intervalMs },
        `${message} (${window.count} more in the last ${this.intervalMs / 1000} s)`,
      );
  }

  /** Stops the timers (the app is closing); counts not yet logged are logged now. */
  flush(): void {
    for (const [key, window] of this.windows) {
      clearTimeout(window.timer);
      if (window.count)
        this.log.warn({ failure: key, repeated: window.count }, `${key}: ${window.count} more failures`);
    }
    this.windows.clear();
  }
}
