/**
 * What the public site needs to know before its first page call: the languages and the default one, where
 * to go after a sign-in, the WalletConnect project id (absent: no WalletConnect) and the mainnet RPC for ENS
 * names (absent: WalletConnect's, if any).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@symbol/contracts';
import type { Config } from '../../config.ts';

export interface SiteConfig {
  languages: string[];
  defaultLanguage: string;
  authenticationSuccessUrl: string;
  walletConnectProjectId?: string;
  ethereumRpcUrl?: string;
  /** Telegram's Login Widget and the account's "link Telegram": only when a bot is configured (issue 40). */
  telegramBot?: { id: number; username: string };
}

export const siteConfig = (
  config: Pick<
    Config,
    | 'SITE_AUTHENTICATION_SUCCESS_URL'
    | 'WALLETCONNECT_PROJECT_ID'
    | 'ETHEREUM_RPC_URL'
    | 'TELEGRAM_BOT_TOKEN'
    | 'TELEGRAM_BOT_USERNAME'
  >,
): SiteConfig => ({
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  authenticationSuccessUrl: config.SITE_AUTHENTICATION_SUCCESS_URL,
  ...(config.WALLETCONNECT_PROJECT_ID ? { walletConnectProjectId: config.WALLETCONNECT_PROJECT_ID } : {}),
  ...(config.ETHEREUM_RPC_URL ? { ethereumRpcUrl: config.ETHEREUM_RPC_URL } : {}),
  ...(config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_USERNAME
    ? { telegramBot: { id: Number(config.TELEGRAM_BOT_TOKEN.split(':')[0]), username: config.TELEGRAM_BOT_USERNAME } }
    : {}),
});
