import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@symbol/server/router';

/** What each tRPC procedure answers, as the site receives it (dates as ISO text). */
export type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The page payload as the site reads it: records are trees of plain values (texts already in the asked
 * language) and child lists named by their link (`features`, `buttonsArrays`, ...), each child with its `link`.
 * Narrow on purpose: the widgets read fields through the helpers in `../ui/node.ts`.
 */
export interface PageNode {
  id: string;
  variant?: string;
  [field: string]: unknown;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: Record<string, string>;
  /** `noindex, nofollow` on developer pages. */
  robots?: string | null;
  /** The foundation's requisites for the footer (issue 32). */
  requisites?: {
    legalName: string | null;
    ogrn: string | null;
    inn: string | null;
    legalAddress: string | null;
    bankDetails: string | null;
  } | null;
}

export interface PageData {
  /** The url without its language prefix. */
  url: string;
  language: string;
  page: PageNode;
  metadata: PageMetadata;
  layouts: PageNode[];
  widgets: PageNode[];
  segments: Record<string, { value: string; record: PageNode }>;
}

export interface SiteConfig {
  languages: string[];
  defaultLanguage: string;
  /** Where a sign-in goes (a site address, through the link rule); default home. */
  authenticationSuccessUrl?: string;
  /** WalletConnect is offered only when set. */
  walletConnectProjectId?: string;
  /** Mainnet JSON-RPC for ENS names; unset: WalletConnect's when its project id is set, else no ENS. */
  ethereumRpcUrl?: string;
  /** Telegram's Login Widget and the account's "link Telegram": only when the server has a bot (issue 40). */
  telegramBot?: { id: number; username: string };
  /** Yandex Metrika / Google Analytics: asked the visitor's consent, loaded only after Accept (issue 34 §6). */
  analytics?: AnalyticsTags;
}

export interface AnalyticsTags {
  yandexMetrikaId?: string;
  gaMeasurementId?: string;
}
