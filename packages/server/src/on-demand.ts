/**
 * A package loaded when first used rather than when the server starts: the clients of outside services a
 * deployment may never configure (Redis, SMTP, S3, Stripe, Telegram, a model API) and the libraries of rare
 * requests (PDF receipts, image variants, wallet sign-in). Together they were a third of the server's start-up
 * CPU (docs/bench.md). Synchronous (`require`), so the code that uses one keeps its shape; where the caller is
 * already async, a dynamic `import()` does the same.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function onDemand<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
