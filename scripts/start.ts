/**
 * `pnpm start`: the whole product on its embedded default (or DATABASE_URL), and one short banner once it is ready.
 * In JSON log format (LOG_FORMAT=json, or production writing to a pipe) the banner is one `ready` line instead.
 * SIGINT and SIGTERM stop it with exit code 0 (main.ts); package.json `exec`s this script so that the signal
 * reaches this process, not a shell between it and pnpm.
 */
import { bannerLines, readyRecord } from '../packages/server/src/banner.ts';
import { ConfigError } from '../packages/server/src/config.ts';
import { logFormat } from '../packages/server/src/logger.ts';
import { start } from '../packages/server/src/main.ts';

const { app, config, ready } = await start().catch((error: unknown) => {
  // A wrong setting is the operator's to correct: the settings and what is wrong with each, nothing else.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (logFormat(config) === 'json') {
  app.log.info(readyRecord(ready), 'ready');
} else {
  process.stdout.write(bannerLines(ready, { showSecret: Boolean(process.stdout.isTTY) }).join('\n') + '\n');
}
