/**
 * Preview links: `<release id>.<expiry ms>.<HMAC>` under the server's secret (the access tokens' secret, a
 * key derived for this purpose), so a reviewer without an account reads the release until the link expires.
 */
import { timingSafeEqual } from 'node:crypto';
import type { AccessTokens } from '../auth/tokens.ts';
import type { ReleaseScope } from '../trpc/context.ts';

const PURPOSE = 'release-preview';
/** How long a preview link works: a review day, and a half. */
export const PREVIEW_TTL_MS = 36 * 60 * 60 * 1000;

export function signPreview(tokens: AccessTokens, releaseId: string, expiresAt: Date): string {
  const data = `${releaseId}.${expiresAt.getTime()}`;
  return `${data}.${tokens.mac(PURPOSE, data).toString('base64url')}`;
}

/** The release a token grants reading, or why it grants nothing. */
export function verifyPreview(tokens: AccessTokens, token: string, now: Date): ReleaseScope {
  const [id = '', expires = '', mac = ''] = token.split('.');
  const expected = tokens.mac(PURPOSE, `${id}.${expires}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { id, preview: true, refusal: 'The preview link is not valid' };
  if (!(Number(expires) > now.getTime())) return { id, preview: true, refusal: 'The preview link has expired' };
  return { id, preview: true };
}
