/**
 * Each answered request, once: one log line (method, path, status, time) in place of Fastify's two, written where
 * Fastify already calls per request (its log controller). The path is logged without its query string, which may
 * carry a code or a signed link's token.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLine } from '../logger.ts';

type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log as LevelAware;
    if (!log.isLevelEnabled?.('info')) return;
    const url = request.url;
    const query = url.indexOf('?');
    const line: RequestLine = {
      req: { method: request.method, url: query < 0 ? url : url.slice(0, query) },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) log.warn({ ...line, err: error }, 'request failed while answering');
    else log.info(line, 'request completed');
  }
}
