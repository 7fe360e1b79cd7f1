/**
 * Tells a CDN in front of the site which of its pages changed (CDN_PURGE_URL): one POST of
 * `{"paths": ["/ru/about", "/en/about"]}` per revalidation event this instance emits (writes are coalesced to one a
 * second), `"/ru/*"` for every page below a layout path (`/*` for the whole site). The pages' own s-maxage bounds
 * what a lost call costs; a failure is logged, never retried, and never slows the write that caused it.
 */
import { LANGUAGES } from '@symbol/contracts';
import type { Logger } from 'pino';
import type { RevalidationType } from './page-cache.ts';

const PURGE_TIMEOUT_MS = 5000;

export function purgePaths(path: string, type: RevalidationType): string[] {
  if (type === 'layout' && path === '/') return ['/*'];
  const base = path === '/' ? '/' : path;
  return LANGUAGES.flatMap((language) => {
    const page = `/${language}${base}`;
    return type === 'layout' ? [page, `${page.replace(/\/$/, '')}/*`] : [page];
  });
}

export function cdnPurger(url: string | undefined, log: Logger) {
  if (!url) return () => {};
  return (path: string, type: RevalidationType) => {
    const paths = purgePaths(path, type);
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
      .then((answer) => {
        if (!answer.ok) log.warn({ status: answer.status, paths }, 'CDN purge refused');
      })
      .catch((error: unknown) => log.warn({ err: error, paths }, 'CDN purge failed'));
  };
}
