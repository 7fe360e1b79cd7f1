import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { logFormat, loggerOptions } from './logger.ts';

describe('log format', () => {
  it('is readable lines for a person: a terminal, or a pipe outside production', () => {
    expect(logFormat(loadConfig({}), true)).toBe('pretty');
    expect(logFormat(loadConfig({ NODE_ENV: 'production' }), true)).toBe('pretty');
    expect(logFormat(loadConfig({}), false)).toBe('pretty');
  });

  it('is JSON lines in production to a pipe or a file, or when LOG_FORMAT=json', () => {
    expect(logFormat(loadConfig({ NODE_ENV: 'production' }), false)).toBe('json');
    expect(logFormat(loadConfig({ LOG_FORMAT: 'json' }), true)).toBe('json');
    expect(logFormat(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }), false)).toBe('pretty');
  });

  it("gives pino no stream of its own for JSON (pino's fast default)", () => {
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' }), false)).toEqual({ level: 'debug' });
  });
});
