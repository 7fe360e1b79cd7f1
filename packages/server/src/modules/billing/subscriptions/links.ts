/**
 * The cancel link in every mail of a recurring gift: it works without signing in, so it is signed. The token is
 * an HMAC (the access tokens' secret, its own purpose) of the subscription id and the link's expiry: it cancels
 * that subscription only, until it expires. Each mail carries a fresh one.
 */
import type { AccessTokens } from '../../../auth/tokens.ts';
import { safeEqual } from '../providers/shared.ts';

/** Long enough to outlive the month until the next mail (which brings a fresh link). */
export const CANCEL_LINK_DAYS = 60;
const PURPOSE = 'subscription-cancel';

export interface LinkDeps {
  tokens: Pick<AccessTokens, 'mac'>;
  config: { PUBLIC_API_URL: string };
}

const sign = (tokens: LinkDeps['tokens'], id: string, expires: number) =>
  tokens.mac(PURPOSE, `${id}.${expires}`).toString('base64url');

/** The page that confirms and cancels (./rest.ts), signed for `CANCEL_LINK_DAYS` from `now`. */
export function cancelLink(deps: LinkDeps, id: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CANCEL_LINK_DAYS * 24 * 60 * 60;
  return `${deps.config.PUBLIC_API_URL}/api/billing/subscriptions/${id}/cancel?expires=${expires}&token=${sign(deps.tokens, id, expires)}`;
}

/** Why a link does not cancel this subscription, or undefined when it does. */
export function linkProblem(
  deps: Pick<LinkDeps, 'tokens'>,
  id: string,
  query: { expires?: unknown; token?: unknown },
  now: Date,
): 'invalid' | 'expired' | undefined {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || typeof query.token !== 'string') return 'invalid';
  if (!safeEqual(sign(deps.tokens, id, expires), query.token)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : undefined;
}
