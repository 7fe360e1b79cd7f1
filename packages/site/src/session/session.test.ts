import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { sessionFetch } from './session-fetch.ts';
import { expiryOf, Session, type RefreshStore, type SessionCalls, type SessionTokens } from './session.ts';

const jwtExpiring = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: seconds }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.s`;

function memoryStore(initial: string | null = null): RefreshStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (v: string | null) => void (store.value = v),
  };
  return store;
}

const refused = () =>
  TRPCClientError.from({ error: { message: 'Invalid refresh token', code: -32001, data: { httpStatus: 401 } } });

function calls(overrides: Partial<SessionCalls> = {}) {
  let n = 0;
  const tokens = (): SessionTokens => ({ jwt: jwtExpiring(2_000_000_000), refresh: `r${++n}` });
  return {
    init: vi.fn(async () => tokens()),
    refresh: vi.fn(async (_: string) => tokens()),
    logout: vi.fn(async (_: string | undefined) => ({ ok: true })),
    ...overrides,
  };
}

describe('expiryOf', () => {
  it('reads exp in milliseconds and 0 for an unreadable token', () => {
    expect(expiryOf(jwtExpiring(1234))).toBe(1_234_000);
    expect(expiryOf('garbage')).toBe(0);
  });
});

describe('Session', () => {
  it('starts with init only when no refresh token is stored, once for parallel callers', async () => {
    const api = calls();
    const store = memoryStore();
    const session = new Session(api, store);
    await Promise.all([session.ensure(), session.ensure(), session.ensure()]);
    expect(api.init).toHaveBeenCalledTimes(1);
    expect(store.value).toBe('r1');
    await session.ensure();
    expect(api.init).toHaveBeenCalledTimes(1);
  });

  it("a refused init (409: the cookie's session is live) keeps that session; other failures reject", async () => {
    const signedIn = TRPCClientError.from({
      error: { message: 'Already signed in', code: -32009, data: { httpStatus: 409 } },
    });
    const store = memoryStore();
    expect(await new Session(calls({ init: vi.fn(async () => Promise.reject(signedIn)) }), store).ensure()).toBe(true);
    expect(store.value).toBeNull();
    const failing = new Session(calls({ init: vi.fn(async () => Promise.reject(refused())) }), store);
    await expect(failing.ensure()).rejects.toBeInstanceOf(TRPCClientError);
  });

  it('refreshes once for all parallel requests and keeps the new refresh token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = calls({
      refresh: vi.fn(async () => {
        await gate;
        return { jwt: jwtExpiring(2_000_000_000), refresh: 'r-new' };
      }),
    });
    const store = memoryStore('r-old');
    const session = new Session(api, store);
    const all = Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    release();
    expect(await all).toEqual([true, true, true]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith('r-old');
    expect(store.value).toBe('r-new');
  });

  it('refreshes before a request when the access token is known to have expired', async () => {
    let now = 1_000_000;
    const api = calls();
    const session = new Session(api, memoryStore(), () => now);
    session.signIn({ jwt: jwtExpiring(1_100), refresh: 'r0' });
    await session.beforeRequest();
    expect(api.refresh).not.toHaveBeenCalled();
    now = 1_100_000;
    await session.beforeRequest();
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh clears both tokens (logout clears the cookie) and ends the session', async () => {
    const api = calls({ refresh: vi.fn(async () => Promise.reject(refused())) });
    const store = memoryStore('r-old');
    const session = new Session(api, store);
    const ended = vi.fn();
    session.onEnd = ended;
    expect(await session.refresh()).toBe(false);
    expect(store.value).toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('refresh-failed');
    expect(session.snapshot().active).toBe(false);
  });

  it('a network failure of the refresh keeps the session', async () => {
    const api = calls({ refresh: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const store = memoryStore('r-old');
    const session = new Session(api, store);
    const ended = vi.fn();
    session.onEnd = ended;
    expect(await session.refresh()).toBe(false);
    expect(store.value).toBe('r-old');
    expect(ended).not.toHaveBeenCalled();
  });

  it('logout sends the refresh token and clears it even when the server fails', async () => {
    const api = calls({ logout: vi.fn(async () => Promise.reject(new Error('down'))) });
    const store = memoryStore('r-old');
    const session = new Session(api, store);
    const ended = vi.fn();
    session.onEnd = ended;
    const before = session.snapshot().epoch;
    await session.signOut();
    expect(api.logout).toHaveBeenCalledWith('r-old');
    expect(store.value).toBeNull();
    expect(ended).toHaveBeenCalledWith('logout');
    expect(session.snapshot().epoch).toBe(before + 1);
  });

  it('a refresh keeps the subject epoch; a sign-in changes it', async () => {
    const session = new Session(calls(), memoryStore('r0'));
    const { epoch } = session.snapshot();
    await session.refresh();
    expect(session.snapshot().epoch).toBe(epoch);
    session.signIn({ jwt: jwtExpiring(2_000_000_000), refresh: 'r9' });
    expect(session.snapshot().epoch).toBe(epoch + 1);
  });
});

describe('sessionFetch', () => {
  /** A server whose valid refresh tokens are in `valid`; the "cookie" is the last refresh's number. */
  function server() {
    const state = { cookieOk: false, requests: [] as string[] };
    const base = (async (input: RequestInfo | URL) => {
      state.requests.push(String(input));
      return new Response('{}', { status: state.cookieOk ? 200 : 401 });
    }) as typeof fetch;
    return { state, base };
  }

  it('on a 401 refreshes once for parallel requests and sends each again', async () => {
    const { state, base } = server();
    const api = calls({
      refresh: vi.fn(async () => {
        state.cookieOk = true;
        return { jwt: 'x', refresh: 'r-new' };
      }),
    });
    const session = new Session(api, memoryStore('r-old'));
    const fetcher = sessionFetch(session, base);
    const answers = await Promise.all(['/a', '/b', '/c'].map((url) => fetcher(url)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('answers the 401 when there is no refresh token or the refresh is refused', async () => {
    const { base } = server();
    const none = new Session(calls(), memoryStore());
    expect((await sessionFetch(none, base)('/a')).status).toBe(401);

    const api = calls({ refresh: vi.fn(async () => Promise.reject(refused())) });
    const session = new Session(api, memoryStore('r-old'));
    expect((await sessionFetch(session, base)('/a')).status).toBe(401);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });
});
