/**
 * Tells a dependency's failure (the database cannot be reached, a statement ran out of time) from a bug: the
 * first is a 503 a client may retry, the second stays a 500. Errors arrive from pg straight, from Prisma's pg
 * adapter (a driver error kind), or from Prisma itself (P10xx, P2024, P2028): the whole cause chain is read.
 */

export type Unavailable = { dependency: 'database'; reason: 'unreachable' | 'timeout' };

/** SQLSTATEs of a connection lost or refused (class 08), a server shutting down, too many clients. */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
/** A statement cancelled by statement_timeout, a lock wait past lock_timeout, an idle transaction ended. */
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03', '25P03']);
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** Prisma: cannot reach, timed out, closed the connection; pool timeout; a transaction not started or expired. */
const PRISMA_UNREACHABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
const PRISMA_TIMEOUT = new Set(['P2024', 'P2028']);
/** pg's and pg-pool's own messages for a connection that ended or never came. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Connection refused|Client has encountered a connection error|Can't reach database server|Server has closed the connection|connect ECONNREFUSED/i;
const TIMEOUT_MESSAGE =
  /statement timeout|canceling statement|Transaction already closed|Unable to start a transaction/i;

interface ErrorLike {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: ErrorLike } };
}

function classify(error: ErrorLike): Unavailable['reason'] | undefined {
  const code = typeof error.code === 'string' ? error.code : undefined;
  const sqlState = typeof error.originalCode === 'string' ? error.originalCode : code;
  if (sqlState && (sqlState.startsWith('08') || UNREACHABLE_SQLSTATES.has(sqlState))) return 'unreachable';
  if (sqlState && TIMEOUT_SQLSTATES.has(sqlState)) return 'timeout';
  if (code && (UNREACHABLE_CODES.has(code) || PRISMA_UNREACHABLE.has(code))) return 'unreachable';
  if (code && PRISMA_TIMEOUT.has(code)) return 'timeout';
  if (typeof error.kind === 'string' && UNREACHABLE_KINDS.has(error.kind)) return 'unreachable';
  const message = typeof error.message === 'string' ? error.message : '';
  if (UNREACHABLE_MESSAGE.test(message)) return 'unreachable';
  if (TIMEOUT_MESSAGE.test(message)) return 'timeout';
  return undefined;
}

/** The dependency that failed and how, or undefined when the error is something else. */
export function unavailableDependency(error: unknown): Unavailable | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as ErrorLike;
    const reason =
      classify(candidate) ??
      (candidate.meta?.driverAdapterError?.cause && classify(candidate.meta.driverAdapterError.cause));
    if (reason) return { dependency: 'database', reason };
    current = candidate.cause;
  }
  return undefined;
}
