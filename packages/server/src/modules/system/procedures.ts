/**
 * The releases' own procedures beside their generic ones: publish, a preview link, and an update that keeps
 * the release service's columns (status, publishedAt, publishError) out of callers' hands. Transport only.
 */
import { getEntity, LANGUAGES, PREVIEW_PARAM, uuidSchema, type Field } from '@symbol/contracts';
import { z } from 'zod';
import { entityInputs, entityProcedures } from '../../entities/router.ts';
import { updateRow } from '../../entities/service.ts';
import { badRequest } from '../../errors.ts';
import { openRelease } from '../../releases/apply.ts';
import { PREVIEW_TTL_MS, signPreview } from '../../releases/preview.ts';
import { publishRelease } from '../../releases/publish.ts';
import { input, parseAsInput } from '../../trpc/input.ts';
import { auditProcedure } from './audit.ts';
import { procedure, router, run } from '../../trpc/init.ts';

const RELEASES = getEntity('system/releases');
/** status, publishedAt, publishError: the catalogue marks them. */
const SERVICE_COLUMNS = Object.entries(RELEASES.fields as Record<string, Field>).flatMap(([name, field]) =>
  field.serviceSet ? [name] : [],
);

const byId = z.object({ id: uuidSchema });
const previewInput = z.object({
  id: uuidSchema,
  url: z.string({ error: 'url is required' }).startsWith('/', 'url must start with /').max(2000),
  language: z.enum(LANGUAGES).optional(),
});

const action = (method: 'GET' | 'POST', suffix: string) =>
  procedure.meta({ access: 'write', action: { method, path: `/api/system/releases/{id}/${suffix}` } });

const generic = entityProcedures(RELEASES);
const updateInput = entityInputs(RELEASES).update;

export const systemProcedures = {
  /** Every audited write and sign-in, newest first (admin only). */
  audit: auditProcedure,
  releases: router({
    ...generic,
    update: procedure
      .meta({ access: 'write', action: { method: 'PATCH', path: '/api/system/releases' } })
      .input(updateInput)
      .mutation(({ ctx, input }) =>
        run(async () => {
          const taken = SERVICE_COLUMNS.filter((column) => Object.hasOwn(input.data, column));
          if (taken.length)
            throw badRequest(
              'Only title and publishAt can be changed: publish sets the rest',
              taken.map((column) => `data.${column}: set by publishing`),
            );
          return updateRow(ctx.db.prisma, RELEASES, input.id, input.data);
        }),
      ),
    /** Applies every staged change at once; 409 naming each record and field changed live since it was staged. */
    publish: action('POST', 'publish')
      .input(input(byId, (raw) => parseAsInput(byId, raw)))
      .mutation(({ ctx, input }) => run(() => publishRelease(ctx.db, input.id, ctx.clock.now()))),
    /** A signed, expiring link to the public site showing the page with the release applied. */
    preview: action('GET', 'preview')
      .input(input(previewInput, (raw) => parseAsInput(previewInput, raw)))
      .query(({ ctx, input }) =>
        run(async () => {
          await openRelease(ctx.db.prisma, input.id);
          const expiresAt = new Date(ctx.clock.now().getTime() + PREVIEW_TTL_MS);
          const token = signPreview(ctx.tokens, input.id, expiresAt);
          const path = `${input.language ? `/${input.language}` : ''}${input.url === '/' && input.language ? '' : input.url}`;
          // The site on this server with no PUBLIC_SITE_URL: a path on the origin the admin was opened at (its
          // default http://localhost:{PORT} is another origin from http://127.0.0.1:{PORT}, which the admin's
          // frame-src 'self' refuses to frame).
          const site = ctx.config.PUBLIC_SITE_URL_SET || !ctx.config.WEB_APPS ? ctx.config.PUBLIC_SITE_URL : '';
          const url = `${site}${path || '/'}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
          return { url, token, expiresAt: expiresAt.toISOString() };
        }),
      ),
  }),
};
