/**
 * Log lines: one readable line each for a person (a terminal, or a file written outside production), JSON lines for
 * a collector (LOG_FORMAT=json, or production writing to a pipe or file). A request is one line: method, path,
 * status, time. Headers, bodies and query strings are never logged: they carry tokens, keys and codes.
 */
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

export type LogFormat = 'pretty' | 'json';

export function logFormat(
  config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>,
  isTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  if (config.LOG_FORMAT) return config.LOG_FORMAT;
  return !isTerminal && config.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** A request's line in the JSON format (Fastify's own field names, so collectors' parsers for it apply). */
export interface RequestLine {
  req: { method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
  traceId?: string;
}

/** `GET /api/health 200 3.2 ms` for a request's line; anything else keeps its message. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as Partial<RequestLine>;
  if (!req || !res) return String(log[messageKey] ?? '');
  return `${req.method} ${req.url} ${res.statusCode} ${responseTime} ms`;
}

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (logFormat(config, isTerminal) === 'json') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    // In this thread, written synchronously: a line comes out in the order it was logged, the banner after the
    // lines before it (pino's transport would format in a worker thread, out of step with the banner).
    stream: pretty({
      sync: true,
      colorize: isTerminal,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: readableMessage,
    }),
  };
}
