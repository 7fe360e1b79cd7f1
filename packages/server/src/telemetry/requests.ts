/**
 * Each answered request, once: one log line (method, path, status, time) in place of Fastify's two, written where
 * Fastify already calls per request (its log controller). The path is logged without its query string, which may
 * carry a code or a signed link's token.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLine } from '../logger.ts';

/**
 * A proxy polls `/api/ready` every second per instance and site (Caddy's active health check): passing, it would
 * be most of the log. A failing one (not ready, shutting down) is worth a line.
 */
const isPassingProbe = (line: RequestLine) => line.req.url === '/api/ready' && line.res.statusCode < 400;

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
    else if (isPassingProbe(line)) log.debug(line, 'request completed');
    else log.info(line, 'request completed');
  }
}
