/**
 * Security headers on every HTML answer, set once here (helmet) whoever wrote the page: a Content
 * Security Policy, framing refused to other origins (frame-ancestors with X-Frame-Options), nosniff and a
 * referrer policy. The apps may be framed by their own origin only: the back office's page builder shows the site
 * (live, or a release's preview link) beside the blocks it edits.
 *
 * Three policies, chosen by path:
 * - the apps served from this origin, the public site at `/` and the back office at `/admin`:
 *   `appContentSecurityPolicy`. Extend it there (one definition) when an app needs another origin.
 * - the API reference at `/api/docs` (scalar: its bundle from 'self', one inline start script allowed by
 *   its hash; the system's fonts, nothing from another origin).
 * - anything else the API answers in HTML (the dummy payment page, error pages): no script at all.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export type CspDirectives = Record<string, string[]>;

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? [new URL(url).origin] : []);

/** WalletConnect: relays over wss, its RPC and APIs over https, and its verify frame. */
export const WALLETCONNECT_ORIGINS = {
  connect: [
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://*.walletconnect.com',
    'https://*.walletconnect.org',
    'https://*.web3modal.org',
    'https://*.reown.com',
  ],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
};

/** Telegram's Login Widget: its script, and the frame and window it signs in with. */
export const TELEGRAM_ORIGINS = { script: ['https://telegram.org'], frame: ['https://oauth.telegram.org'] };

/**
 * Yandex Metrika and Google Analytics 4 (issue 34 §6): their tag scripts, and where they send hits. Allowed only
 * for a configured tag (the site loads it after the visitor's consent).
 */
export const YANDEX_METRIKA_ORIGINS = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
};
export const GOOGLE_ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
};

const analyticsOrigins = (config: Config, kind: 'script' | 'connect' | 'frame') => [
  ...(config.YANDEX_METRIKA_ID ? YANDEX_METRIKA_ORIGINS[kind] : []),
  ...(config.GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS_ORIGINS[kind] : []),
];

/**
 * The policy of the site and the admin (Vite builds: modules from 'self', no inline script). Styles allow
 * 'unsafe-inline': framer-motion writes style attributes and MUI/emotion inject `<style>` tags. Images and
 * media from any https host (file records may name any https url) and from FILES_PUBLIC_URL (http in local set-ups). Frames:
 * `CSP_FRAME_SOURCES` (default any https page: the iframe widgets embed what an editor chose). Data for
 * the client travels in `<script type="application/json">`, which no script policy blocks.
 */
export function appContentSecurityPolicy(config: Config): CspDirectives {
  return {
    'default-src': ["'self'"],
    // Telegram's Login Widget script and its sign-in frame, only when a bot is configured (issue 40).
    'script-src': [
      "'self'",
      ...(config.TELEGRAM_BOT_TOKEN ? TELEGRAM_ORIGINS.script : []),
      ...analyticsOrigins(config, 'script'),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...originOf(config.FILES_PUBLIC_URL ?? config.S3_PUBLIC_URL)],
    'media-src': ["'self'", 'blob:', 'https:', ...originOf(config.FILES_PUBLIC_URL ?? config.S3_PUBLIC_URL)],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...originOf(config.PUBLIC_API_URL),
      ...originOf(config.ETHEREUM_RPC_URL),
      ...WALLETCONNECT_ORIGINS.connect,
      ...analyticsOrigins(config, 'connect'),
    ],
    'frame-src': [
      ...new Set([
        "'self'",
        ...config.CSP_FRAME_SOURCES,
        ...WALLETCONNECT_ORIGINS.frame,
        ...(config.TELEGRAM_BOT_TOKEN ? TELEGRAM_ORIGINS.frame : []),
        ...analyticsOrigins(config, 'frame'),
      ]),
    ],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...originOf(config.PUBLIC_SITE_URL)],
    'frame-ancestors': ["'self'"],
  };
}

/** The API reference page; `scripts` are the hashes of its inline start script. */
export function docsContentSecurityPolicy(scripts: string[]): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Every other HTML page: inline styles only, forms back here (or to the site after a payment). */
export function strictContentSecurityPolicy(config: Config): CspDirectives {
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...originOf(config.PUBLIC_SITE_URL)],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

export const DOCS_PATH = '/api/docs';
const API = /^\/(api|public)(\/|$)/;
const NOT_INDEXED = /^\/(api|admin)(\/|$|\?)/;

/** `'sha256-...'` of each inline script of a page the server itself renders from constants. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

export function contentSecurityPolicyFor(config: Config, path: string, html: string | undefined): CspDirectives {
  if (path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`))
    return docsContentSecurityPolicy(inlineScriptHashes(html ?? ''));
  if (API.test(path)) return strictContentSecurityPolicy(config);
  return appContentSecurityPolicy(config);
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

async function securityHeadersPlugin(app: FastifyInstance) {
  const { config } = app.deps;
  // helmet itself, called for HTML answers only: @fastify/helmet would add two hooks (one a promise) and a
  // reply closure to every request, the JSON API's included, to serve the few that are pages. Its middleware is
  // made once per policy (the site's and the back office's, the API's strict one); the API reference's policy
  // names its page's script hashes, so that page alone reads its body and gets one made for it.
  const middlewareFor = (directives: CspDirectives) => {
    const sameOrigin = directives['frame-ancestors']?.includes("'self'");
    return helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      // Wallet popups keep talking to the page that opened them.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      frameguard: { action: sameOrigin ? 'sameorigin' : 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.PUBLIC_API_URL.startsWith('https://') ? undefined : false,
    });
  };
  const appMiddleware = middlewareFor(appContentSecurityPolicy(config));
  const strictMiddleware = middlewareFor(strictContentSecurityPolicy(config));
  const middlewareOf = (path: string, payload: unknown) => {
    if (path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)) {
      const html =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      return middlewareFor(contentSecurityPolicyFor(config, path, html));
    }
    return API.test(path) ? strictMiddleware : appMiddleware;
  };
  const setHeaders = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error?: unknown) => void,
  ) => middlewareOf(request.url.split('?', 1)[0]!, payload)(request.raw, reply.raw, done);
  // Every answer passes here: JSON ones without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isHtml(reply)) return done(null, payload);
    // The API reference and the back office are tools, not content: kept out of search results.
    if (NOT_INDEXED.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    setHeaders(request, reply, payload, (error) => (error ? done(error as Error) : done(null, payload)));
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
