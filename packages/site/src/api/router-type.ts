/**
 * The procedures the site calls, as a tRPC router type (type-only: nothing of it reaches the bundle).
 * Temporary: replaced by `import type { AppRouter } from '@symbol/server'` once the server's root router
 * type names its modules.
 */
import { initTRPC } from '@trpc/server';
import type { PageData, SiteConfig } from './types.ts';

const t = initTRPC.create();
const pageInput = (value: unknown) => value as { url: string; language?: string };

const _siteRouter = t.router({
  host: t.router({
    config: t.procedure.query((): SiteConfig => ({ languages: [], defaultLanguage: '' })),
    page: t.procedure.input(pageInput).query((): PageData => {
      throw new Error('type only');
    }),
  }),
});

export type SiteRouter = typeof _siteRouter;
