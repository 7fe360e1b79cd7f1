/**
 * What an instance does before it serves: wait for each dependency with backoff, saying what it waits for,
 * rather than exiting (an instance started while PostgreSQL was down used to exit after 6 s), and meanwhile
 * answer on its port that it is not ready yet, so a proxy or a person asking learns why.
 */
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** Retries `check` until it resolves: 0.5 s, 1 s, 2 s... at most 10 s apart, one log line per attempt. */
export async function waitForDependency(
  name: string,
  check: () => Promise<void>,
  log: Log,
  onWaiting: (what: string) => void = () => {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      if (attempt > 1) log.info({ dependency: name, attempts: attempt }, `${name} reachable`);
      return;
    } catch (error) {
      const delayMs = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
      const why = (error as Error).message || String(error);
      onWaiting(`waiting for ${name}`);
      log.warn(
        { dependency: name, attempt, retryInMs: delayMs },
        `waiting for ${name}: ${why} (attempt ${attempt}, next in ${delayMs / 1000} s)`,
      );
      await sleep(delayMs);
    }
  }
}

/**
 * Answers every request 503 with Retry-After and what the start is doing (`status()`), until `close()`: then the
 * app takes the port. Liveness and readiness alike say "not yet", so nothing waiting for either starts early.
 */
export async function listenWhileStarting(
  host: string,
  port: number,
  status: () => string,
): Promise<{ close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    const message = `Starting: ${status()}`;
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5', connection: 'close' });
    response.end(JSON.stringify({ message, status: 503, cause: [message] }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
