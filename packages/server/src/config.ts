/** Configuration comes only from the environment; `.env.example` documents every variable. */
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@symbol/contracts';
import { agentEnv } from './modules/agent/env.ts';
import { crmEnv } from './modules/crm/env.ts';
import { fileStorageEnv } from './modules/file-storage/env.ts';
import { notificationEnv } from './modules/notification/env.ts';
import { rbacEnv } from './modules/rbac/env.ts';
import { socialEnv } from './modules/social/env.ts';
import { systemEnv } from './modules/system/env.ts';
import { telegramEnv } from './modules/telegram/env.ts';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An optional variable: unset or empty (`VAR=` in a compose file) both mean absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(?:ql)?:\/\//, 'a PostgreSQL url: postgresql://user:password@host:5432/database'),
  ),
  DATA_DIR: z.string().default('.data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL's statement_timeout for requests (timeouts.ts and docs/decisions.md list every time limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Server-to-server secret (header X-RBAC-SECRET-KEY). No default: unset means no such access. */
  RBAC_SECRET_KEY: z.string().min(16, 'RBAC_SECRET_KEY must be at least 16 characters').optional(),
  CORS_ORIGINS: list,
  /**
   * Where the site's iframe widgets may load from (CSP frame-src of the site and admin), besides
   * WalletConnect's verify frame. Default `https:`: an iframe widget names any https page an editor chose
   * (the demo's OpenStreetMap embed); list origins to narrow it.
   */
  CSP_FRAME_SOURCES: z
    .string()
    .default('https:')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** OpenTelemetry traces over OTLP/HTTP to this collector (`<url>/v1/traces`). Unset: no tracing, nothing loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().url()),
  /** The service name on the traces. */
  OTEL_SERVICE_NAME: z.string().default('symbol-api'),
  /** `/metrics` also on this port, without the server key (keep it off the public network). Unset: none. */
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /** `json`: JSON lines; `pretty`: one readable line each. Unset: JSON in production when not a terminal. */
  LOG_FORMAT: optional(z.enum(['pretty', 'json'])),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  FILE_LIMIT_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  /** Redis for cross-instance events (revalidation). Unset: events stay inside this process. */
  REDIS_URL: z.string().url().optional(),
  /**
   * The public site's origin, for absolute urls in sitemap.xml, robots.txt, page metadata, mail and the SIWE
   * message. Default (see loadConfig): this server's own origin, http://localhost:{PORT}, when it serves the site
   * (WEB_APPS), else the site's dev server, http://localhost:5173. Behind a proxy or a CDN, set it.
   */
  PUBLIC_SITE_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** A CDN's purge hook, POSTed the site paths a write changed (modules/host/cdn-purge.ts). Unset: none. */
  CDN_PURGE_URL: optional(z.string().url()),
  /**
   * The API's public origin, for absolute urls it hands out: stored files in mail, the dummy payment page.
   * Default: http://{HOST}:{PORT} (127.0.0.1 when HOST listens on every address).
   */
  PUBLIC_API_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Site metadata defaults; the primary host metadata record overrides them. */
  SITE_TITLE: z.string().default('Symbol'),
  SITE_DESCRIPTION: z.string().default(''),
  SITE_KEYWORDS: z.string().default(''),
  /** Default share image (an absolute url, or a path on the public site). */
  SITE_IMAGE: z.string().default(''),
  /** Where the site goes after a successful sign-in (spec: the configured success address; default home). */
  SITE_AUTHENTICATION_SUCCESS_URL: z.string().max(2000).default('/'),
  /** WalletConnect project id; unset: the site's wallet sign-in offers the browser wallet only. */
  WALLETCONNECT_PROJECT_ID: optional(z.string().max(200)),
  /**
   * An Ethereum mainnet JSON-RPC address the site's wallet button reads ENS names from (the page calls it, so
   * the site's CSP allows its origin). Unset: WalletConnect's RPC when WALLETCONNECT_PROJECT_ID is set, else
   * no ENS lookup (the address shows shortened).
   */
  ETHEREUM_RPC_URL: optional(z.string().url()),
  /**
   * Yandex Metrika's counter id and Google Analytics 4's measurement id (issue 34 §6), for sites that also use them.
   * Either set: the site asks each visitor's consent, and loads the tag (with the donation funnel as its goals) only
   * after Accept; the site's CSP allows the vendor's origins only then. Unset: no banner, no vendor script.
   */
  YANDEX_METRIKA_ID: optional(z.string().regex(/^\d{1,12}$/, 'YANDEX_METRIKA_ID is the counter number')),
  GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'GA_MEASUREMENT_ID looks like G-XXXXXXX')),
  /** How long a whole-page answer is kept in memory (writes and revalidation clear it sooner); 0 turns it off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Signs the access JWTs (HS256). Required in production; elsewhere generated into DATA_DIR/jwt-secret. */
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  /** The first admin, created (or given the admin role) at start when both are set. */
  ADMIN_EMAIL: optional(z.string().regex(EMAIL_PATTERN, 'ADMIN_EMAIL must be an email')),
  ADMIN_PASSWORD: optional(z.string().min(PASSWORD_MIN_LENGTH)),
  /** SMTP transport for mail (smtp://user:pass@host:587). Unset: mail goes to DATA_DIR/outbox. */
  SMTP_URL: optional(z.string().url()),
  /**
   * The sender of every mail ("Foundation <hello@example.org>"). Unset: the foundation's name (the primary site
   * metadata's legal name, else its site name, else SITE_TITLE) at no-reply@ the public site's host (issue 32).
   */
  MAIL_FROM: optional(z.string().min(3)),
  /**
   * Whose X-Forwarded-For to believe: 'false', 'true' (anyone: only when a proxy in front always sets it),
   * or the proxies' addresses and CIDRs, comma-separated. Client addresses drive the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Domains a Sign-In with Ethereum message may name. Unset: the hosts of PUBLIC_SITE_URL and PUBLIC_API_URL. */
  SIWE_DOMAINS: list,
  /** Modules' own settings (each documented in its env.ts and in .env.example). */
  ...fileStorageEnv,
  ...crmEnv,
  ...notificationEnv,
  ...rbacEnv,
  ...socialEnv,
  ...agentEnv,
  ...systemEnv,
  ...telegramEnv,
  /** Serve the built site and admin (built on first start when missing); false: the API alone. */
  WEB_APPS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Seed the demo content on start when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/**
 * PUBLIC_API_URL always has a value once loaded (see loadConfig); PUBLIC_SITE_URL_SET tells a PUBLIC_SITE_URL
 * given from its default (unset, a site this server serves is on this server's own origin).
 */
export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_API_URL' | 'PUBLIC_SITE_URL' | 'FILE_STORAGE_DIR'> & {
  FILE_STORAGE_DIR: string;
  PUBLIC_API_URL: string;
  PUBLIC_SITE_URL: string;
  PUBLIC_SITE_URL_SET: boolean;
  /** PUBLIC_API_URL was given (not its default): OAuth's metadata names it, else the origin a request reached. */
  PUBLIC_API_URL_SET?: boolean;
};

/** A setting the environment gives wrongly: the person starting the server reads its message, not a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { HOST, PORT } = parsed.data;
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  return {
    ...parsed.data,
    FILE_STORAGE_DIR: parsed.data.FILE_STORAGE_DIR || path.join(parsed.data.DATA_DIR, 'files'),
    PUBLIC_API_URL: parsed.data.PUBLIC_API_URL ?? `http://${host}:${PORT}`,
    PUBLIC_SITE_URL:
      parsed.data.PUBLIC_SITE_URL ?? (parsed.data.WEB_APPS ? `http://localhost:${PORT}` : 'http://localhost:5173'),
    PUBLIC_SITE_URL_SET: !!env.PUBLIC_SITE_URL,
    PUBLIC_API_URL_SET: !!env.PUBLIC_API_URL,
  };
}
