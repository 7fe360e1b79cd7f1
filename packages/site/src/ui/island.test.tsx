/**
 * The server's probe of an island (ui/island.ts): a widget is static unless a part of it needs the browser. Every
 * variant is rendered here from a small record: one whose HTML holds a control must have marked its island live
 * (packages/server/test/static-islands.test.ts checks the demo site's pages the same way).
 */
import { FLOW_VARIANTS, PUBLIC_VARIANTS } from '@symbol/contracts/public-variants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { trpc } from '../api/client.ts';
import type { PageNode } from '../api/types.ts';
import { Render } from '../registry/registry.tsx';
import '../registry/variants.ts';
import { renderInSite } from '../test-render.tsx';
import { IslandProbes, staticIslands, type IslandProbeMap } from './island.ts';
import { SessionProvider } from '../session/use-session.tsx';
import { Session } from '../session/session.ts';

const CONTROL = /<(button|input|select|textarea|form)\b|role="(button|tab|switch|menuitem|option|checkbox)"/;

async function probe(entity: string, node: PageNode): Promise<{ html: string; isStatic: boolean; asks: number }> {
  const probes: IslandProbeMap = new Map();
  const queryClient = new QueryClient();
  const client = trpc.createClient({ links: [httpLink({ url: 'http://127.0.0.1:1/api/trpc' })] });
  const none = () => Promise.reject(new Error('no session in a test'));
  const session = new Session({ init: none, refresh: none, logout: none }, { get: () => null, set: () => {} });
  const html = await renderInSite(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <IslandProbes.Provider value={probes}>
            <Render entity={entity} node={node} island="main-0" />
          </IslandProbes.Provider>
        </SessionProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  // What it asked the API for while rendering: data the browser fetches, which a static island would never show.
  const asks = queryClient.getQueryCache().getAll().length;
  return { html, isStatic: staticIslands(probes).includes('main-0'), asks };
}

const article = (n: number): PageNode => ({ id: `a${n}`, slug: `article-${n}`, title: `Article ${n}` });

describe('an island', () => {
  it('is static when it only shows, live when it offers more', async () => {
    const shown = { id: 'w1', variant: 'article-list-default', articles: [article(1)] };
    expect(await probe('blog/widgets', shown)).toMatchObject({ isStatic: true });
    const more = { ...shown, latest: { articles: { hasMore: true } }, articles: [] };
    const offered = await probe('blog/widgets', more);
    expect(offered.html).toContain('Show more');
    expect(offered.isStatic).toBe(false);
  });

  const rows = Object.entries({ ...PUBLIC_VARIANTS, ...FLOW_VARIANTS }).flatMap(([entity, variants]) =>
    variants.map((variant) => [entity, variant] as const),
  );
  it.each(rows)('%s %s holds no control and asks for nothing when it is static', async (entity, variant) => {
    const node = { id: 'n1', variant, title: 'A title', slug: 'a-slug', description: 'Words.' } as PageNode;
    const { html, isStatic, asks } = await probe(entity, node);
    if (!isStatic) return;
    expect(CONTROL.exec(html)?.[0]).toBeUndefined();
    expect(asks).toBe(0);
  });
});
