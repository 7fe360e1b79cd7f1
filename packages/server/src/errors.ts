/** Errors are values with a status: one AppError, one REST body, one tRPC mapping. */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import type { ErrorBody } from '@symbol/contracts';
import { unavailableDependency } from './unavailable.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly causes: string[] = [],
    /** Response headers that belong to the error (429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, causes: string[] = []) => new AppError(400, message, causes);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message);
export const methodNotAllowed = (message: string) => new AppError(405, message);
export const conflict = (message: string, causes: string[] = []) => new AppError(409, message, causes);

/**
 * A 503 a client may retry after `retryAfterSeconds`: a dependency is away or a time limit was reached. The
 * error behind it stays its `cause`, for the log.
 */
export function serviceUnavailable(message: string, causes: string[], retryAfterSeconds: number, cause?: unknown) {
  const error = new AppError(503, message, causes, { 'retry-after': String(retryAfterSeconds) });
  if (cause !== undefined) error.cause = cause;
  return error;
}

const DATABASE_UNREACHABLE = (cause: unknown) =>
  serviceUnavailable('Database unavailable: try again shortly', ['database: unreachable'], 5, cause);
const DATABASE_TIMEOUT = (cause: unknown) =>
  serviceUnavailable('Database busy: the request ran out of time', ['database: statement timed out'], 2, cause);

/** `filters.and.0.column: unknown column` — the path tells the caller which part of its input to fix. */
export function zodCauses(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
        : issue.message;
    return path ? `${path}: ${message}` : message;
  });
}

interface StandardIssue {
  message: string;
  path?: (PropertyKey | { key: PropertyKey })[];
}

const standardCauses = (issues: StandardIssue[]) =>
  issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });

/** One issue with a plain message (e.g. 'This resource takes no file fields') becomes the message itself. */
const standardMessage = (issues: StandardIssue[]) => (issues.length === 1 ? issues[0]!.message : 'Invalid input');

/** The 400 of an input tRPC refused through its schema (the same message and causes, whoever parsed it). */
export const invalidInput = (issues: StandardIssue[]) => badRequest(standardMessage(issues), standardCauses(issues));

const TRPC_CODE_BY_STATUS: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({
    code: TRPC_CODE_BY_STATUS[error.status] ?? (error.status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR'),
    message: error.message,
    cause: error,
  });
}

/** Finds the AppError behind whatever was thrown (tRPC wraps causes); anything else is a 500. */
export function toAppError(error: unknown): AppError {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return current;
    if (current instanceof z.ZodError) return badRequest(standardMessage(current.issues), zodCauses(current));
    // tRPC validates inputs through Standard Schema: its error carries the issues, not a ZodError.
    const issues = (current as { issues?: unknown }).issues;
    if (Array.isArray(issues)) return invalidInput(issues as StandardIssue[]);
    current = (current as { cause?: unknown }).cause;
  }
  // tRPC's own refusals (an unknown procedure, a malformed request) keep their status and message.
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 400 && status < 500) return new AppError(status, error.message);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, (error as Error).message);
  }
  // A request past its deadline (request-deadline.ts, timeouts.ts requestMs).
  if ((error as { code?: unknown }).code === 'FST_ERR_HANDLER_TIMEOUT')
    return serviceUnavailable('Request timed out', ['request: took too long'], 5, error);
  const unavailable = unavailableDependency(error);
  if (unavailable) return unavailable.reason === 'timeout' ? DATABASE_TIMEOUT(error) : DATABASE_UNREACHABLE(error);
  return new AppError(500, 'Internal server error');
}

export const errorBody = (error: AppError): ErrorBody => ({
  message: error.message,
  status: error.status,
  cause: error.causes,
});
