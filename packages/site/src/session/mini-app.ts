/**
 * The site opened as a Telegram Mini App (issue 40 §1): Telegram puts the signed `initData` in the address's
 * fragment (`#tgWebAppData=…`). A visitor with no session there is signed in with it, as the Login Widget signs in
 * (the server checks the WebAppData signature, its age and a replay), and the fragment is dropped so a reload or a
 * shared link never carries it. Nothing from telegram.org is loaded for this.
 */
import type { Api } from '../api/client.ts';
import type { SiteConfig } from '../api/types.ts';

/** The Mini App's initData in an address fragment, if any. */
export function miniAppInitData(hash: string): string | undefined {
  const data = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData');
  return data || undefined;
}

export async function signInFromMiniApp(api: Api, config: SiteConfig): Promise<void> {
  const initData = miniAppInitData(window.location.hash);
  if (!initData) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  // No bot here, or already someone (a guest's cart included): the page's own sign-in stays the way in.
  if (!config.telegramBot || api.session.snapshot().active) return;
  try {
    api.session.signIn(await api.client.rbac.subject.authentication.telegram.mutate({ initData }));
  } catch {
    // A stale or refused initData: the visitor is still a visitor, and the sign-in page offers Telegram's button.
  }
}
