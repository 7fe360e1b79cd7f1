/**
 * Every time limit of the server in one place (the statement timeout is a setting: DB_STATEMENT_TIMEOUT_MS).
 * docs/decisions.md ("Staying up through faults") says why each is what it is.
 */
export const TIMEOUTS = {
  /** Opening a database connection, and waiting for a pooled one (pg takes one setting for both). */
  dbConnectMs: 5_000,
  /** A transaction left idle by a process that froze or died half-way: its locks are released. */
  dbIdleInTransactionMs: 20_000,
  /** An interactive transaction (Prisma's limit); a long job passes its own. */
  transactionMs: 15_000,
  /** Waiting for a connection to open a transaction on. */
  transactionWaitMs: 5_000,
  /** The readiness and health checks' own query, on their own connection. */
  probeMs: 1_000,
  /** A request from routing to its answer (Fastify's handlerTimeout); event streams are exempt. */
  requestMs: 30_000,
  /** A payment provider's API call. */
  providerCallMs: 10_000,
  /** An assistant profile's whole answer from the AI service, first byte to last (streamed meanwhile). */
  aiCallMs: 60_000,
  /** Connecting to Redis, and one Redis command: past it the caller falls back (rate limits in memory). */
  redisConnectMs: 1_000,
  redisCommandMs: 300,
  /** After SIGTERM: how long a proxy that polls readiness is given to see this instance as not ready. */
  shutdownDrainMs: 3_000,
  /** The whole shutdown: past it the process exits anyway (code 1). */
  shutdownMs: 25_000,
  /** How long identical failures are counted before the next log line about them. */
  failureLogIntervalMs: 10_000,
} as const;
