/**
 * The spec's error message (identity-commerce-social §8): the answer's message (its data), then its causes
 * (a list or one), then status and status text, joined with ' | '. Every failed call's toast shows this.
 */
import { TRPCClientError } from '@trpc/client';
import type { Words } from '../i18n.ts';

export interface ApiFailure {
  message: string;
  status: number | undefined;
  causes: string[];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

interface ErrorData {
  status?: number;
  httpStatus?: number;
  cause?: unknown;
}

const causesOf = (cause: unknown): string[] =>
  Array.isArray(cause) ? cause.map(String) : cause ? [String(cause)] : [];

export function describeFailure(error: unknown): ApiFailure {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as ErrorData;
    const status = data.status ?? data.httpStatus;
    const response = (error.meta as { response?: Response } | undefined)?.response;
    const statusText = response?.statusText || (status ? (STATUS_TEXT[status] ?? '') : '');
    const causes = causesOf(data.cause);
    const tail = status ? `${status} ${statusText}`.trim() : '';
    return { message: [error.message, ...causes, tail].filter(Boolean).join(' | '), status, causes };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, status: undefined, causes: [] };
}

export const errorMessage = (error: unknown): string => describeFailure(error).message;

/** The HTTP status of a failed call, if it had one. */
export const statusOf = (error: unknown): number | undefined => describeFailure(error).status;

/** A call that got no answer at all: the browser's "Failed to fetch" (or its kin), offline, aborted. */
export function isNetworkFailure(error: unknown): boolean {
  const cause = error instanceof TRPCClientError ? (error.cause ?? error) : error;
  if (error instanceof TRPCClientError && (error.data as ErrorData | undefined)) return false;
  return cause instanceof TypeError || (cause instanceof Error && /fetch|network/i.test(cause.message));
}

/**
 * What a visitor reads about a failure, in the page's language: no answer is a connection problem, a refusal
 * for too many attempts says to wait, and anything else (a server fault, a bug in a widget) is the generic
 * sentence; the server's and the browser's own texts (English, technical) stay in the console.
 */
export function failureText(error: unknown, words: Words): string {
  if (isNetworkFailure(error)) return words.networkError;
  if (describeFailure(error).status === 429) return words.tooManyRequests;
  return words.genericError;
}

/** The site's sentence for a refusal by its HTTP status (the server's own message is English). */
const REFUSALS = new Map<number, keyof Words>([
  [400, 'refusedInput'],
  [422, 'refusedInput'],
  [401, 'refusedSignIn'],
  [403, 'refusedForbidden'],
  [404, 'refusedNotFound'],
  [409, 'refusedConflict'],
  [413, 'refusedTooLarge'],
  [429, 'tooManyRequests'],
]);

/**
 * What a failed call's toast (or a form's box) says: on an English page the spec's joined message, which names
 * what to fix in the server's own words; on a page in another language the site's sentence for the refusal's
 * status, since the server writes English (issue 27 §5). No answer at all is the connection sentence everywhere.
 */
export function shownFailure(error: unknown, words: Words, language: string, status = statusOf(error)): string {
  if (isNetworkFailure(error)) return words.networkError;
  if (language === 'en') return errorMessage(error) || words.genericError;
  return (status !== undefined && REFUSALS.has(status) && words[REFUSALS.get(status)!]) || words.genericError;
}
