/**
 * What `pnpm start` tells a person once the server is ready: where the site, the admin and the API reference
 * are, which database and where mail goes, and how to make the first admin. The server key is shown only to a
 * terminal (a person at it); a file or a journal is told where the key is kept.
 */
import path from 'node:path';

export interface ReadyFacts {
  /** The address the server answers on (the port it actually listens on). */
  url: string;
  /** The site and the admin are served (WEB_APPS). */
  web: boolean;
  /** The embedded PGlite's directory, or the PostgreSQL server's url. */
  database: { embeddedDir: string } | { url: string };
  /** The SMTP server's url, or the directory mail is written to. */
  mail: { smtpUrl: string } | { outboxDir: string };
  /** Where the server key comes from: the environment, a file of the data directory, or nowhere (no such access). */
  secretKey: { value: string; file?: string } | undefined;
  admins: number;
  /** Where Prometheus scrapes, when not on the API's own port. */
  metricsUrl?: string;
}

/** A url without its password (and without a user name for SMTP, which is often an account). */
export function withoutCredentials(url: string, { keepUser = true } = {}): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    if (!keepUser) parsed.username = '';
    return parsed.toString();
  } catch {
    return '(unparsable url)';
  }
}

export function bannerLines(facts: ReadyFacts, { showSecret }: { showSecret: boolean }): string[] {
  const rows: [string, string][] = [];
  if (facts.web) {
    rows.push(['site', `${facts.url}/`]);
    rows.push(['admin', `${facts.url}/admin`]);
  }
  rows.push(['API', `${facts.url}/api  (reference: ${facts.url}/api/docs)`]);
  rows.push([
    'database',
    'embeddedDir' in facts.database
      ? `embedded PostgreSQL (PGlite) in ${relative(facts.database.embeddedDir)}`
      : `PostgreSQL ${withoutCredentials(facts.database.url)}`,
  ]);
  rows.push([
    'mail',
    'smtpUrl' in facts.mail
      ? `sent through ${withoutCredentials(facts.mail.smtpUrl, { keepUser: false })}`
      : `written to ${relative(facts.mail.outboxDir)} (set SMTP_URL to send it)`,
  ]);
  const key = facts.secretKey;
  if (key) {
    const where = key.file ? `kept in ${relative(key.file)}` : 'from RBAC_SECRET_KEY';
    rows.push(['server key', showSecret && key.file ? `X-RBAC-SECRET-KEY: ${key.value}  (${where})` : where]);
  } else rows.push(['server key', 'none (set RBAC_SECRET_KEY for server-to-server writes)']);
  if (facts.metricsUrl) rows.push(['metrics', facts.metricsUrl]);
  rows.push([
    'admins',
    facts.admins
      ? `${facts.admins}: sign in at ${facts.web ? `${facts.url}/admin` : `${facts.url}/api/docs`}`
      : `none yet: echo 'a-long-password' | ${adminCreate(facts.database)}`,
  ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return ['', 'Symbol is ready', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), ''];
}

/** The same facts as one JSON log line's fields: no key, no password. */
export function readyRecord(facts: ReadyFacts): Record<string, unknown> {
  return {
    url: facts.url,
    web: facts.web,
    database: 'embeddedDir' in facts.database ? facts.database.embeddedDir : withoutCredentials(facts.database.url),
    mail: 'smtpUrl' in facts.mail ? withoutCredentials(facts.mail.smtpUrl, { keepUser: false }) : facts.mail.outboxDir,
    secretKey: facts.secretKey ? (facts.secretKey.file ?? 'RBAC_SECRET_KEY') : 'none',
    admins: facts.admins,
    ...(facts.metricsUrl ? { metrics: facts.metricsUrl } : {}),
  };
}

/**
 * `pnpm admin:create` as another terminal must run it to reach this server's database: that terminal has not the
 * DATA_DIR or DATABASE_URL given to `pnpm start`. The url is not shown (it may hold a password).
 */
function adminCreate(database: ReadyFacts['database']): string {
  const command = 'pnpm admin:create --email you@example.org';
  if (!('embeddedDir' in database)) return `${command}  (with the same DATABASE_URL)`;
  const dataDir = relative(path.dirname(database.embeddedDir));
  const quoted = /\s/.test(dataDir) ? `'${dataDir}'` : dataDir;
  return `${dataDir === '.data' ? '' : `DATA_DIR=${quoted} `}${command}  (server stopped)`;
}

/** A path under the current directory as a relative one (`.data/outbox`), others as they are. */
function relative(file: string): string {
  const under = path.relative(process.cwd(), file);
  return under && !under.startsWith('..') && !path.isAbsolute(under) ? under : file;
}
