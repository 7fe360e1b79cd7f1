/** The host module's own tRPC procedures (beside the generic ones of its entities). Transport only. */
import { getEntity, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { entityProcedures } from '../../entities/router.ts';
import { inRelease, releaseRevision } from '../../releases/apply.ts';
import { parseAsInput, input as inputOf } from '../../trpc/input.ts';
import { procedure, router, run } from '../../trpc/init.ts';
import { addWidget, addWidgetInput, authorizeAddWidget } from './add-widget.ts';
import { authorizeBuilderPage, loadBuilderPage } from './builder-page.ts';
import { restorePage } from './restore.ts';
import { latestInputSchema, loadLatest } from './lists.ts';
import { loadPage, pageInputSchema } from './page.ts';
import { findByUrl, listUrls, urlSegmentValue } from './resolve.ts';
import { revalidate, revalidateInputSchema } from './revalidation.ts';
import { runtimeOf } from './runtime.ts';
import { siteConfig } from './site-config.ts';
import { parseRequestedUrl, URL_MAX_LENGTH } from './urls.ts';

const read = procedure.meta({ access: 'read' });

const url = z.string({ error: 'url is required' }).min(1, 'url is required').max(URL_MAX_LENGTH);

const PAGES = getEntity('host/pages');
const pageIdInput = z.object({ id: uuidSchema });
const restoreInput = z.object({
  id: uuidSchema,
  at: z.coerce.date({ error: 'at must be a date' }).describe('the time to restore the page as of'),
});

export const hostProcedures = {
  pages: router({
    ...entityProcedures(PAGES),
    /** The page with its links to layouts, widgets and metadata as they were at `at` (the rights of updating pages). */
    restoreAt: procedure
      .meta({ access: 'write', action: { method: 'PATCH', path: '/api/host/pages' }, stage: true })
      .input(inputOf(restoreInput, (raw) => parseAsInput(restoreInput, raw)))
      .mutation(({ ctx, input }) => run(() => restorePage(ctx.db, input.id, input.at))),
    /** The page with its layouts and widgets in order, each with its module widget (the page builder's load). */
    blocks: procedure
      .meta({ access: 'read', action: { method: 'GET', path: '/api/host/pages' } })
      .input(inputOf(pageIdInput, (raw) => parseAsInput(pageIdInput, raw)))
      .query(({ ctx, input }) =>
        run(async () => {
          await authorizeBuilderPage(ctx);
          return loadBuilderPage(ctx.db.prisma, input.id);
        }),
      ),
    /** A module widget made and placed on the page in one transaction (the page builder's palette). */
    addWidget: procedure
      .meta({ access: 'write', action: { method: 'POST', path: '/api/host/pages-to-widgets' }, stage: true })
      .input(addWidgetInput)
      .mutation(({ ctx, input }) =>
        run(async () => {
          await authorizeAddWidget(ctx, input.module);
          return addWidget(ctx.db, input);
        }),
      ),
  }),
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
  page: read
    .meta({ access: 'read', readsRelease: true })
    .input(pageInputSchema)
    .query(({ ctx, input }) =>
      run(async () => {
        const requested = parseRequestedUrl(input.url);
        const key = `${input.language ?? requested.language ?? '*'} ${requested.url}`;
        const cache = runtimeOf(ctx).cache;
        if (!ctx.release) return cache.getOrLoad(key, requested.url, () => loadPage(ctx.db.pool, ctx.config, input));
        // A release's page is the live one with its operations applied: kept beside the live pages (dropped with
        // them by any live write), under the release's revision, so its readers share one replay, and a staged
        // write (a new revision) is seen by the next read.
        const { id } = ctx.release;
        const revision = await releaseRevision(ctx.db.prisma, id);
        return cache.getOrLoad(`release ${id} ${revision} ${key}`, requested.url, () =>
          inRelease(ctx.db, id, (db) => loadPage(db.pool, ctx.config, input)),
        );
      }),
    ),
  /** The next page of the latest records a list widget that links none shows ('More'). */
  latest: read.input(latestInputSchema).query(({ ctx, input }) => run(() => loadLatest(ctx.db.pool, input))),
  /** Drops cached pages for a path on every instance and tells connected clients. Public, rate limited. */
  revalidate: read
    .input(revalidateInputSchema)
    .mutation(({ ctx, input }) => run(() => revalidate(ctx, runtimeOf(ctx), input))),
};
