/** The host module's own tRPC procedures (beside the generic ones of its entities). Transport only. */
import { z } from 'zod';
import { procedure, run } from '../../trpc/init.ts';
import { latestInputSchema, loadLatest } from './lists.ts';
import { loadPage, pageInputSchema } from './page.ts';
import { findByUrl, listUrls, urlSegmentValue } from './resolve.ts';
import { revalidate, revalidateInputSchema } from './revalidation.ts';
import { runtimeOf } from './runtime.ts';
import { siteConfig } from './site-config.ts';
import { parseRequestedUrl, URL_MAX_LENGTH } from './urls.ts';

const read = procedure.meta({ access: 'read' });

const url = z.string({ error: 'url is required' }).min(1, 'url is required').max(URL_MAX_LENGTH);

export const hostProcedures = {
  /** The public site's configuration: its languages and the default one. */
  config: read.query(({ ctx }) => siteConfig(ctx.config)),
  /** The page answering a url (static, or a pattern whose segment values exist); 404 when none does. */
  findByUrl: read.input(z.object({ url })).query(({ ctx, input }) => run(() => findByUrl(ctx.db.pool, input.url))),
  /** Every url of the site, pattern pages expanded to their real values, each split into segments. */
  urls: read.query(({ ctx }) => run(() => listUrls(ctx.db.pool))),
  /** The value of a url in one segment of its page's url (`ecommerce.products.slug`); null when the page has none. */
  urlSegmentValue: read
    .input(z.object({ url, segment: z.string({ error: 'segment is required' }).min(1).max(200) }))
    .query(({ ctx, input }) => run(() => urlSegmentValue(ctx.db.pool, input.url, input.segment))),
  /** The whole page for a url and a language; cached briefly per instance. */
  page: read.input(pageInputSchema).query(({ ctx, input }) =>
    run(() => {
      const requested = parseRequestedUrl(input.url);
      const key = `${input.language ?? requested.language ?? '*'} ${requested.url}`;
      return runtimeOf(ctx).cache.getOrLoad(key, requested.url, () => loadPage(ctx.db.pool, ctx.config, input));
    }),
  ),
  /** The next page of the latest records a list widget that links none shows ('More'). */
  latest: read.input(latestInputSchema).query(({ ctx, input }) => run(() => loadLatest(ctx.db.pool, input))),
  /** Drops cached pages for a path on every instance and tells connected clients. Public, rate limited. */
  revalidate: read
    .input(revalidateInputSchema)
    .mutation(({ ctx, input }) => run(() => revalidate(ctx, runtimeOf(ctx), input))),
};
