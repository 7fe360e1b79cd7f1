/** Log lines: readable in a terminal (pino-pretty), JSON lines for a collector otherwise. */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  return isTerminal ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } } : { level: config.LOG_LEVEL };
}
