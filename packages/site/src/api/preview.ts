/**
 * Release previews: a preview link carries a signed token (`?preview=`); the site keeps it for the tab and
 * sends it with every API call, so the server answers the site as the release will make it.
 */
import { PREVIEW_PARAM, PREVIEW_TOKEN_HEADER } from '@symbol/contracts/constants';

const STORAGE_KEY = 'symbol.preview';

/**
 * A framed page's token (the back office's page builder shows a preview in a frame): kept in memory, not in
 * the tab's sessionStorage, which a same-origin frame shares with the page around it: the builder's tab would
 * otherwise go on showing the release, or an error once it is published, when it next opens the site.
 */
let framedToken: string | null = null;

/** The tab's preview token: from the url (kept for the next pages), else the one kept; null on the live site. */
export function previewToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const given = new URLSearchParams(window.location.search).get(PREVIEW_PARAM);
    if (window.top !== window) {
      if (given) framedToken = given;
      return given ?? framedToken;
    }
    if (given) window.sessionStorage.setItem(STORAGE_KEY, given);
    return given ?? window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the url's token only
  }
}

export const previewHeaders = (): Record<string, string> => {
  const token = previewToken();
  return token ? { [PREVIEW_TOKEN_HEADER]: token } : {};
};
