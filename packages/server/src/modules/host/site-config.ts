/**
 * What the public site needs to know before its first page call: the languages and the default one, where
 * to go after a sign-in, and the WalletConnect project id (absent: no WalletConnect).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@symbol/contracts';
import type { Config } from '../../config.ts';

export interface SiteConfig {
  languages: string[];
  defaultLanguage: string;
  authenticationSuccessUrl: string;
  walletConnectProjectId?: string;
}

export const siteConfig = (
  config: Pick<Config, 'SITE_AUTHENTICATION_SUCCESS_URL' | 'WALLETCONNECT_PROJECT_ID'>,
): SiteConfig => ({
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  authenticationSuccessUrl: config.SITE_AUTHENTICATION_SUCCESS_URL,
  ...(config.WALLETCONNECT_PROJECT_ID ? { walletConnectProjectId: config.WALLETCONNECT_PROJECT_ID } : {}),
});
