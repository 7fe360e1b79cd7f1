/**
 * tRPC errors look like REST errors in every NODE_ENV (here development, where tRPC would add stacks): the
 * same message and cause for a 4xx; for a 5xx the generic message, no stack, no database text; the details
 * only in the log.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helper.ts';

const logged: string[] = [];
const t = await setupTestApp({ NODE_ENV: 'development' });
t.app.log.error = ((object: unknown, message?: string) => {
  logged.push(`${message} ${String((object as { err?: Error }).err?.message)}`);
}) as typeof t.app.log.error;

const trpcGet = (path: string, input: unknown) =>
  t.http.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

describe('tRPC errors', () => {
  it('a 4xx carries the REST message and cause and nothing else', async () => {
    const rest = await t.http.get('/api/host/pages/not-a-uuid');
    const trpc = await trpcGet('host.pages.get', { id: 'not-a-uuid' });
    expect(trpc.status).toBe(rest.status);
    expect(trpc.body.error).toEqual({
      code: -32600,
      message: rest.body.message,
      data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'host.pages.get', status: 400, cause: rest.body.cause },
    });
    const unknown = await t.http.get('/api/trpc/host.nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.data).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      path: 'host.nope',
      status: 404,
      cause: [],
    });
  });

  it('a list input from a client is parsed, though the REST adapter hands its own parsed query over as is', async () => {
    const trpc = await trpcGet('blog.categories.list', { limit: 0, extra: 1 });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.message).toBe('Invalid input');
    expect(trpc.body.error.data.cause).toEqual([
      'limit: Too small: expected number to be >=1',
      'unknown field "extra"',
    ]);
    const count = await trpcGet('blog.categories.count', { filters: { and: [{ column: 'slug', method: 'nope' }] } });
    expect(count.status).toBe(400);
    expect(count.body.error.data.cause).toEqual(['filters.and.0.method: unknown filter method "nope"']);
    const rest = await t.http.get('/api/blog/categories?limit=0');
    expect(rest.body).toMatchObject({ status: 400, message: 'Invalid query' });
  });

  it('a 5xx says only "Internal server error", over tRPC and REST alike; the log has the details', async () => {
    await t.db.pool.query('ALTER TABLE "blog_categories" RENAME TO "blog_categories_gone"');
    try {
      const trpc = await trpcGet('blog.categories.list', {});
      expect(trpc.status).toBe(500);
      expect(trpc.body.error).toEqual({
        code: -32603,
        message: 'Internal server error',
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'blog.categories.list', status: 500, cause: [] },
      });
      expect(JSON.stringify(trpc.body)).not.toMatch(/stack|blog_categories|relation|\/work\//);
      const rest = await t.http.get('/api/blog/categories');
      expect(rest.body).toEqual({ message: 'Internal server error', status: 500, cause: [] });
      expect(logged.join('\n')).toMatch(/request failed .*blog_categories/);
    } finally {
      await t.db.pool.query('ALTER TABLE "blog_categories_gone" RENAME TO "blog_categories"');
    }
  });
});
