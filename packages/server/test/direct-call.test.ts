/**
 * The REST adapter calls procedures of the common build without tRPC's middleware runner (trpc/init.ts
 * `directCall`). Each outcome must be tRPC's own: the same value, or the same error (class, code, status,
 * message, causes), for refusals by the access hook, by the parser and by the resolver, and for a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { callTRPCProcedure, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { toAppError } from '../src/errors.ts';
import { createContext } from '../src/trpc/context.ts';
import { directCall } from '../src/trpc/init.ts';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp();
const procedures = t.app.api.router._def.procedures as unknown as Record<string, { _def: { type: 'query' } }>;

async function outcome(call: () => Promise<unknown>) {
  try {
    return { value: await call() };
  } catch (error) {
    const app = toAppError(error);
    return {
      error: {
        trpc: error instanceof TRPCError,
        code: (error as TRPCError).code,
        status: app.status,
        message: app.message,
        causes: app.causes,
      },
    };
  }
}

async function both(path: string, input: unknown, isServer: boolean) {
  const ctx = createContext(t.app.deps, { log: t.app.log as never, isServer });
  const direct = directCall(procedures[path]!, path);
  expect(direct, `${path} goes direct`).not.toBeNull();
  const viaTrpc = await outcome(() =>
    callTRPCProcedure({
      router: t.app.api.router,
      path,
      ctx,
      type: procedures[path]!._def.type,
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    }),
  );
  return { direct: await outcome(() => direct!(ctx, input)), viaTrpc };
}

describe('direct procedure calls', () => {
  it.each([
    ['a parse refusal (list)', 'blog.categories.list', { limit: 0 }, true],
    ['a parse refusal (id)', 'blog.categories.get', { id: 'nope' }, false],
    ['a resolver refusal (404)', 'blog.categories.get', { id: randomUUID() }, false],
    ['an access refusal', 'blog.categories.create', { data: { adminTitle: 'x' } }, false],
    ['a parse refusal (data)', 'blog.categories.create', { data: { slug: 5 } }, true],
    ['a NUL character', 'blog.categories.create', { data: { adminTitle: 'a\u0000b' } }, true],
    ['a result', 'blog.categories.list', { limit: 5 }, false],
  ])('%s is what tRPC answers', async (_name, path, input, isServer) => {
    const { direct, viaTrpc } = await both(path, input, isServer);
    expect(direct).toEqual(viaTrpc);
  });

  it('a 5xx is what tRPC answers', async () => {
    await t.db.pool.query('ALTER TABLE "blog_categories" RENAME TO "blog_categories_gone"');
    try {
      const { direct, viaTrpc } = await both('blog.categories.list', {}, false);
      expect(direct.error).toMatchObject({ trpc: true, code: 'INTERNAL_SERVER_ERROR', status: 500 });
      expect(direct).toEqual(viaTrpc);
    } finally {
      await t.db.pool.query('ALTER TABLE "blog_categories_gone" RENAME TO "blog_categories"');
    }
  });

  it('only procedures of the common build go direct', () => {
    expect(directCall(procedures['host.page']!, 'host.page')).toBeNull();
    expect(directCall(procedures['system.health']!, 'system.health')).toBeNull();
  });
});
