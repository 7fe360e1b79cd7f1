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

const SITE_BASE = 'http://site.invalid';
/**
 * A path of the site: one `/` first, then no second `/` or `\` (`//evil.example/x` is another host to a browser,
 * and so is `/\evil.example`), no backslash, space or control character anywhere, as written or decoded.
 */
function isSitePath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  const unsafe = (text: string) => !/^\/(?![/\\])/.test(text) || /[\s\\\u0000-\u001f\u007f]/.test(text);
  if (unsafe(url)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  return !unsafe(decoded) && URL.parse(url, SITE_BASE)?.origin === SITE_BASE;
}

const previewInput = z.object({
  id: uuidSchema,
  url: z
    .string({ error: 'url is required' })
    .max(2000)
    .refine(isSitePath, 'url must be a path of the site: one / first, no other host, no backslash or space'),
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
          const page = new URL(input.url, SITE_BASE);
          if (input.language) page.pathname = `/${input.language}${page.pathname === '/' ? '' : page.pathname}`;
          page.searchParams.set(PREVIEW_PARAM, token);
          const path = `${page.pathname}${page.search}${page.hash}`;
          // The site on this server with no PUBLIC_SITE_URL: a path on the origin the admin was opened at (its
          // default http://localhost:{PORT} is another origin from http://127.0.0.1:{PORT}, which the admin's
          // frame-src 'self' refuses to frame).
          const site = ctx.config.PUBLIC_SITE_URL_SET || !ctx.config.WEB_APPS ? ctx.config.PUBLIC_SITE_URL : '';
          const url = `${site}${path}`;
          return { url, token, expiresAt: expiresAt.toISOString() };
        }),
      ),
  }),
};
