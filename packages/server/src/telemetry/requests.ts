/**
 * Each answered request, once: one log line (method, path, status, time) in place of Fastify's two, and its
 * metrics. Fastify's log controller is where it already calls per request, so this adds no hook of its own. The
 * path is logged without its query string, which may carry a code or a signed link's token.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLine } from '../logger.ts';

type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

export type RequestObserver = (request: FastifyRequest, reply: FastifyReply) => void;

export class RequestLog extends LogController {
  constructor(private readonly observe?: RequestObserver) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.observe?.(request, reply);
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
