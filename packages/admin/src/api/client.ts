/** The browser app's instances: one HTTP client (same origin), its data and auth providers. */
import { createAuthProvider } from '../auth-provider.ts';
import { createDataProvider } from '../data-provider.ts';
import { createHttp } from './http.ts';
import { localTokenStore } from './tokens.ts';

export const http = createHttp('', localTokenStore());
export const dataProvider = createDataProvider(http);
export const authProvider = createAuthProvider(http);
