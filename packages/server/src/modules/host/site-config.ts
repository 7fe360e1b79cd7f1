/**
 * What the public site needs to know before its first page call: the languages and the default one, where
 * to go after a sign-in, the WalletConnect project id (absent: no WalletConnect) and the mainnet RPC for ENS
 * names (absent: WalletConnect's, if any), and the analytics tags a visitor may consent to (absent: none, no banner).
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
  /** Yandex Metrika / Google Analytics, loaded only after the visitor's consent (issue 34 §6); absent when neither is set. */
  analytics?: { yandexMetrikaId?: string; gaMeasurementId?: string };
}

export const siteConfig = (
  config: Pick<
    Config,
    | 'SITE_AUTHENTICATION_SUCCESS_URL'
    | 'WALLETCONNECT_PROJECT_ID'
    | 'ETHEREUM_RPC_URL'
    | 'TELEGRAM_BOT_TOKEN'
    | 'TELEGRAM_BOT_USERNAME'
    | 'YANDEX_METRIKA_ID'
    | 'GA_MEASUREMENT_ID'
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
  ...(config.YANDEX_METRIKA_ID || config.GA_MEASUREMENT_ID
    ? {
        analytics: {
          ...(config.YANDEX_METRIKA_ID ? { yandexMetrikaId: config.YANDEX_METRIKA_ID } : {}),
          ...(config.GA_MEASUREMENT_ID ? { gaMeasurementId: config.GA_MEASUREMENT_ID } : {}),
        },
      }
    : {}),
});
