import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Logger } from 'pino';

/** What every procedure sees. Built per request by the HTTP layers, or directly in tests. */
export interface Context {
  db: Db;
  config: Config;
  log: Logger;
  /** True when the request carried the server-to-server secret. */
  isServer: boolean;
}
