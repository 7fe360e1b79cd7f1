/**
 * The visitor's session (identity-commerce-social §4, §9): the access token lives in the `rbac.subject.jwt`
 * cookie (the server sets it, HttpOnly, so every request carries it), the refresh token in localStorage under
 * `rbac.subject.refresh`. This object knows nothing of React: it starts a session when one is needed (the
 * `init` call makes an anonymous subject), refreshes an expired access token once however many requests ask
 * at the same time (a refresh token is single-use), and ends the session (a failed refresh or a logout clears
 * both tokens and goes to `/`).
 */
import { SUBJECT_REFRESH_STORAGE_KEY } from '@symbol/contracts/constants';

export interface SessionTokens {
  jwt: string;
  refresh: string;
}

/** The three session calls, made without this session's own request handling (no refresh loop). */
export interface SessionCalls {
  init(): Promise<SessionTokens>;
  refresh(refresh: string): Promise<SessionTokens>;
  logout(refresh: string | undefined): Promise<unknown>;
}

export interface RefreshStore {
  get(): string | null;
  set(refresh: string | null): void;
}

export type SessionEnd = 'logout' | 'refresh-failed';

export interface SessionSnapshot {
  /** A refresh token is stored: a session exists (possibly with an expired access token). */
  active: boolean;
  /** Bumps on every sign-in, refresh and sign-out. */
  generation: number;
  /** Bumps when the subject may have changed (sign-in, init, sign-out; not a refresh). */
  epoch: number;
}

/** localStorage under the spec's key; `storage` is looked up on use (no browser needed to import this). */
export function localRefreshStore(storage: () => Storage | undefined = () => globalThis.localStorage): RefreshStore {
  return {
    get() {
      try {
        return storage()?.getItem(SUBJECT_REFRESH_STORAGE_KEY) || null;
      } catch {
        return null;
      }
    },
    set(refresh) {
      try {
        if (refresh) storage()?.setItem(SUBJECT_REFRESH_STORAGE_KEY, refresh);
        else storage()?.removeItem(SUBJECT_REFRESH_STORAGE_KEY);
      } catch {
        // storage disabled: the session lasts as long as the access cookie
      }
    },
  };
}

/** The `exp` of a JWT in milliseconds (0 when unreadable: then only a 401 tells it expired). */
export function expiryOf(jwt: string): number {
  try {
    const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const exp = (JSON.parse(atob(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** Refresh this long before the access token's expiry (clock skew, request time). */
const EXPIRY_MARGIN_MS = 10_000;

const statusOf = (error: unknown): number =>
  (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus ?? 0;

/** A failure the server answered (the token is no good) as opposed to a network or server fault. */
const isRefusal = (error: unknown): boolean => {
  const status = statusOf(error);
  return status >= 400 && status < 500 && status !== 429;
};

export class Session {
  private refreshing: Promise<boolean> | undefined;
  private starting: Promise<boolean> | undefined;
  private expiresAt = 0;
  private snapshotValue: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Called when a session ends (the site goes to `/`). */
  onEnd: (reason: SessionEnd) => void = () => {};

  constructor(
    private readonly calls: SessionCalls,
    private readonly store: RefreshStore = localRefreshStore(),
    private readonly now: () => number = Date.now,
  ) {
    this.snapshotValue = { active: !!store.get(), generation: 0, epoch: 0 };
  }

  // For useSyncExternalStore: stable functions, a snapshot that changes only on change.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): SessionSnapshot => this.snapshotValue;

  get generation(): number {
    return this.snapshotValue.generation;
  }

  hasRefreshToken(): boolean {
    return !!this.store.get();
  }

  private changed(newSubject: boolean): void {
    const { generation, epoch } = this.snapshotValue;
    this.snapshotValue = {
      active: this.hasRefreshToken(),
      generation: generation + 1,
      epoch: newSubject ? epoch + 1 : epoch,
    };
    for (const listener of this.listeners) listener();
  }

  private keep(tokens: SessionTokens, newSubject: boolean): void {
    this.store.set(tokens.refresh);
    this.expiresAt = expiryOf(tokens.jwt);
    this.changed(newSubject);
  }

  /** Sign-in, registration and wallet sign-in answers: the server has set the cookie; keep the refresh token. */
  signIn(tokens: SessionTokens): void {
    this.keep(tokens, true);
  }

  /**
   * A session for a flow that needs a subject (a guest's cart): the existing one, else `init` makes an
   * anonymous subject. Parallel callers share one `init`. Rejects when `init` fails. The server refuses
   * `init` (409) while the access cookie holds a live session (storage was cleared or is disabled): that
   * session serves, for as long as the cookie lasts.
   */
  ensure(): Promise<boolean> {
    if (this.hasRefreshToken()) return Promise.resolve(true);
    this.starting ??= this.calls
      .init()
      .then(
        (tokens) => {
          this.keep(tokens, true);
          return true;
        },
        (error: unknown) => {
          if (statusOf(error) === 409) return true;
          throw error;
        },
      )
      .finally(() => (this.starting = undefined));
    return this.starting;
  }

  /**
   * Spends the refresh token for a new pair, once for all who ask meanwhile. False when there is none or
   * the server refuses it; a refusal ends the session (both tokens cleared, `onEnd('refresh-failed')`).
   */
  refresh(): Promise<boolean> {
    const refresh = this.store.get();
    if (!refresh) return Promise.resolve(false);
    this.refreshing ??= this.calls
      .refresh(refresh)
      .then(
        (tokens) => {
          this.keep(tokens, false);
          return true;
        },
        async (error: unknown) => {
          if (!isRefusal(error)) return false;
          await this.end('refresh-failed', undefined);
          return false;
        },
      )
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /** Before a request: wait for a session change under way; refresh first when the access token has expired. */
  async beforeRequest(): Promise<void> {
    if (this.starting) await this.starting.catch(() => false);
    if (this.refreshing) {
      await this.refreshing;
      return;
    }
    if (this.expiresAt && this.now() >= this.expiresAt - EXPIRY_MARGIN_MS && this.hasRefreshToken()) {
      await this.refresh();
    }
  }

  /** Logout: the server revokes the session and clears the cookie; both tokens are gone here whatever it says. */
  signOut(): Promise<void> {
    return this.end('logout', this.store.get() ?? undefined);
  }

  private async end(reason: SessionEnd, refresh: string | undefined): Promise<void> {
    this.store.set(null);
    this.expiresAt = 0;
    // The cookie is HttpOnly: only the server can clear it.
    await this.calls.logout(refresh).catch(() => undefined);
    this.changed(true);
    this.onEnd(reason);
  }
}
