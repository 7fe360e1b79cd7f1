/**
 * Who a mail is from (issue 32): MAIL_FROM when set; otherwise the foundation's name (the primary site metadata's
 * legal name, else its site name, else SITE_TITLE) at `no-reply@` the public site's host, so a donor's mail says
 * who wrote, not "Symbol <no-reply@localhost>". Read at most once a minute.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';

const TTL_MS = 60_000;

/** A display name as an address header takes it: quoted, its quotes and backslashes escaped. */
export const quotedName = (name: string) =>
  `"${name.replace(/["\\\r\n]/g, (c) => (c === '"' || c === '\\' ? `\\${c}` : ' '))}"`;

export function fallbackAddress(config: Pick<Config, 'PUBLIC_SITE_URL'>): string {
  let host = 'localhost';
  try {
    host = new URL(config.PUBLIC_SITE_URL).hostname || host;
  } catch {
    // an unparsable url keeps localhost
  }
  return `no-reply@${host}`;
}

/** The mailer's own sender (mail not sent by the outbox worker): MAIL_FROM, else SITE_TITLE at no-reply@localhost. */
export const defaultMailFrom = (config: Pick<Config, 'MAIL_FROM' | 'SITE_TITLE'>) =>
  config.MAIL_FROM ?? `${quotedName(config.SITE_TITLE)} <no-reply@localhost>`;

export function mailSender(db: Db, config: Pick<Config, 'MAIL_FROM' | 'SITE_TITLE' | 'PUBLIC_SITE_URL'>) {
  let cached: { value: string; at: number } | undefined;
  return async (): Promise<string> => {
    if (config.MAIL_FROM) return config.MAIL_FROM;
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    const primary = await db.prisma.hostMetadata
      .findFirst({ where: { variant: 'primary' }, orderBy: { createdAt: 'asc' } })
      .catch(() => null);
    const name = primary?.legalName?.trim() || primary?.opengraphSiteName?.trim() || config.SITE_TITLE;
    cached = { value: `${quotedName(name)} <${fallbackAddress(config)}>`, at: Date.now() };
    return cached.value;
  };
}
