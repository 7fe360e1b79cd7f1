/**
 * Refusals Fastify and Node make before a route runs, in the one error shape `{ message, status, cause }`:
 * a malformed url (400), a path parameter past maxParamLength (414), and requests Node's parser rejects on
 * the socket (431 header block too large, 408 timeout, 400 otherwise).
 */
import type { Socket } from 'node:net';
import { AppError, badRequest, errorBody } from './errors.ts';

export function frameworkError(error: { code?: string }): AppError {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return new AppError(414, 'URI too long', ['url: a path segment is too long']);
  if (error.code === 'FST_ERR_BAD_URL') return badRequest('Malformed url', ['url: not a valid url component']);
  return badRequest('Bad request');
}

const SOCKET_ERRORS = new Map([
  ['HPE_HEADER_OVERFLOW', new AppError(431, 'Request header fields too large', ['headers: too large'])],
  ['ERR_HTTP_REQUEST_TIMEOUT', new AppError(408, 'Request timeout')],
]);

/** Node's `clientError`: answers on the raw socket (no request exists yet), then closes it. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = SOCKET_ERRORS.get(error.code ?? '') ?? badRequest('Bad request', ['request: malformed HTTP']);
  const body = JSON.stringify(errorBody(appError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${appError.message}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
