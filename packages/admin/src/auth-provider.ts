/**
 * Sign-in for the back office over the rbac email-and-password API. Whether a subject may use the admin area
 * is the server's rule (`GET .../authentication/admin-area`); the admin only asks, and signs a refused subject
 * out again with the server's message.
 */
import type { AuthProvider } from 'react-admin';
import { AUTH_PATH, type Http } from './api/http.ts';
import type { Tokens } from './api/tokens.ts';

interface Me {
  id: string;
  identities?: { email?: string | null }[];
}

export function createAuthProvider(http: Http): AuthProvider {
  const signOut = async () => {
    const refresh = http.tokens.get()?.refresh;
    if (refresh) await http.request('POST', `${AUTH_PATH}/logout`, { data: { refresh } }).catch(() => undefined);
    http.tokens.set(null);
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const { data } = await http.request<Tokens>('POST', `${AUTH_PATH}/email-and-password/authentication`, {
        data: { login: username, password },
      });
      http.tokens.set({ jwt: data.jwt, refresh: data.refresh });
      const { data: answer } = await http.request<{ allowed: boolean; message?: string }>(
        'GET',
        `${AUTH_PATH}/admin-area`,
      );
      if (!answer.allowed) {
        await signOut();
        throw new Error(answer.message ?? 'Not authorized');
      }
    },
    logout: signOut,
    async checkAuth() {
      if (!http.tokens.get()) throw new Error('Sign in first');
    },
    async checkError(error: { status?: number }) {
      // A 401 that survived the client's own refresh means the session is over; a 403 is shown, not a sign-out.
      if (error?.status === 401) {
        http.tokens.set(null);
        throw new Error('Session ended: sign in again');
      }
    },
    async getIdentity() {
      const { data } = await http.request<Me>('GET', `${AUTH_PATH}/me`);
      const email = data.identities?.find((identity) => identity.email)?.email;
      return { id: data.id, fullName: email ?? data.id };
    },
  };
}
