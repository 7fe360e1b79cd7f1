/**
 * The admin's one HTTP client for the API: the access token as a Bearer header, a refresh (rotating the
 * refresh token, as the site does) and one retry when the API answers 401, and every failure as an HttpError.
 */
import { HttpError } from 'react-admin';
import { toHttpError, type ApiErrorBody } from './errors.ts';
import type { TokenStore, Tokens } from './tokens.ts';

export const AUTH_PATH = '/api/rbac/subjects/authentication';

export interface HttpResponse<T> {
  data: T;
  headers: Headers;
}

export interface Http {
  /** `headers` beyond the client's own (a release's X-Release-Id). */
  request<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpResponse<T>>;
  tokens: TokenStore;
  /** Spends the refresh token for a new pair; false (and signed out) when it no longer works. */
  refresh(): Promise<boolean>;
}

export function createHttp(apiUrl: string, tokens: TokenStore, fetcher: typeof fetch = fetch): Http {
  let refreshing: Promise<boolean> | undefined;

  async function send(method: string, path: string, body: unknown, extra?: Record<string, string>): Promise<Response> {
    const headers = new Headers({ ...extra, accept: 'application/json' });
    const jwt = tokens.get()?.jwt;
    if (jwt) headers.set('authorization', `Bearer ${jwt}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    try {
      return await fetcher(apiUrl + path, { method, headers, body: payload, credentials: 'same-origin' });
    } catch (error) {
      throw new HttpError(`Network error: ${(error as Error).message}`, 0);
    }
  }

  async function refreshOnce(): Promise<boolean> {
    const refresh = tokens.get()?.refresh;
    if (!refresh) return false;
    const response = await send('POST', `${AUTH_PATH}/refresh`, { data: { refresh } });
    if (!response.ok) {
      tokens.set(null);
      return false;
    }
    const { data } = (await response.json()) as { data: Tokens };
    tokens.set({ jwt: data.jwt, refresh: data.refresh });
    return true;
  }

  const http: Http = {
    tokens,
    refresh() {
      // Concurrent 401s share one refresh: a refresh token is single-use.
      refreshing ??= refreshOnce().finally(() => (refreshing = undefined));
      return refreshing;
    },
    async request<T>(
      method: string,
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ): Promise<HttpResponse<T>> {
      let response = await send(method, path, body, headers);
      if (response.status === 401 && tokens.get() && !path.startsWith(`${AUTH_PATH}/refresh`)) {
        if (await http.refresh()) response = await send(method, path, body, headers);
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = { message: text.slice(0, 200) };
      }
      if (!response.ok) throw toHttpError((parsed ?? {}) as ApiErrorBody, response.status, response.statusText);
      return { data: (parsed as { data: T }).data, headers: response.headers };
    },
  };
  return http;
}
