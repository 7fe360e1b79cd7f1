/**
 * `search` (tRPC) and `GET /api/search`: the index's one reader for every caller. Visitors get the public entities;
 * a caller who may read a staff-only entity (the server key, a role permitting `GET /api/<entity>`) gets it too.
 * Under a release (`X-Release-Id`, a preview link) the call runs inside the applied release, so it finds what the
 * release will publish.
 */
import { entities, searchInputSchema, type SearchAnswer } from '@symbol/contracts';
import { isAuthorized } from '../auth/authorize.ts';
import { badRequest } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { procedure, run } from '../trpc/init.ts';
import { isSearchable } from './documents.ts';
import { searchIndex } from './index.ts';

export const SEARCH_PATH = '/api/search';

const searchable = entities.filter(isSearchable);
const staffOnly = searchable.filter((entity) => !entity.search.public);

/** The staff-only entities `ctx` may read. */
async function staffEntities(ctx: Context): Promise<string[]> {
  const readable: string[] = [];
  for (const entity of staffOnly)
    if (await isAuthorized(ctx, { access: 'restricted', action: { method: 'GET', path: `/api/${entity.key}` } }))
      readable.push(entity.key);
  return readable;
}

export const searchProcedure = procedure
  .meta({ access: 'read', action: { method: 'GET', path: SEARCH_PATH } })
  .input(searchInputSchema)
  .query(({ ctx, input }) =>
    run(async (): Promise<SearchAnswer> => {
      if (input.type && !searchable.some((entity) => entity.key === input.type))
        throw badRequest(`type must be a searchable entity: ${searchable.map((entity) => entity.key).join(', ')}`);
      const started = performance.now();
      const found = await searchIndex.search(ctx.db.prisma, { ...input, staffEntities: await staffEntities(ctx) });
      const tookMs = Math.round((performance.now() - started) * 10) / 10;
      return {
        data: found.results,
        meta: { total: found.total, tookMs, ...(found.closest ? { closest: found.closest } : {}) },
      };
    }),
  );
