/**
 * `pnpm start`: the whole product on its embedded default (or DATABASE_URL), and one short banner once it is ready.
 * In JSON log format (LOG_FORMAT=json, or production writing to a pipe) the banner is one `ready` line instead.
 * SIGINT and SIGTERM stop it with exit code 0 (main.ts); package.json `exec`s this script so that the signal
 * reaches this process, not a shell between it and pnpm.
 */
import { ConfigError, loadConfig } from '../packages/server/src/config.ts';

/** A wrong setting is the operator's to correct: the settings and what is wrong with each, nothing else. */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The settings are checked before the server's code loads: a wrong one is answered in a second, not after the
// seconds that loading takes.
try {
  loadConfig(process.env);
} catch (error) {
  refuse(error);
}
const [{ bannerLines, readyRecord }, { logFormat }, { start }] = await Promise.all([
  import('../packages/server/src/banner.ts'),
  import('../packages/server/src/logger.ts'),
  import('../packages/server/src/main.ts'),
]);
const { app, config, ready } = await start().catch(refuse);
if (logFormat(config) === 'json') {
  app.log.info(readyRecord(ready), 'ready');
} else {
  process.stdout.write(bannerLines(ready, { showSecret: Boolean(process.stdout.isTTY) }).join('\n') + '\n');
}
