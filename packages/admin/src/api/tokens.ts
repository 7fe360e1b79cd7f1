/**
 * The admin's session: the access token (sent as `Authorization: Bearer`, never relying on the cookie, so
 * cookie-CSRF rules do not concern the admin) and the refresh token, in localStorage under the admin's own keys.
 */
export interface Tokens {
  jwt: string;
  refresh: string;
}

export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens | null): void;
}

const KEY = 'symbol.admin.session';

export function memoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return { get: () => tokens, set: (next) => void (tokens = next) };
}

/** `storage` is looked up on use, so importing this module needs no browser. */
export function localTokenStore(storage: () => Storage = () => window.localStorage): TokenStore {
  return {
    get() {
      try {
        const parsed = JSON.parse(storage().getItem(KEY) ?? 'null') as Tokens | null;
        return parsed?.jwt && parsed.refresh ? parsed : null;
      } catch {
        return null;
      }
    },
    set(tokens) {
      if (tokens) storage().setItem(KEY, JSON.stringify(tokens));
      else storage().removeItem(KEY);
    },
  };
}
