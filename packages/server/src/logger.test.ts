import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loggerOptions } from './logger.ts';

const config = loadConfig({ LOG_LEVEL: 'debug' });

describe('logger options', () => {
  it("pretty-prints through pino's own pretty transport when stdout is a terminal", () => {
    expect(loggerOptions(config, true)).toEqual({ level: 'debug', transport: { target: 'pino-pretty' } });
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });

  it('writes JSON lines otherwise', () => {
    expect(loggerOptions(config, false)).toEqual({ level: 'debug' });
  });
});
