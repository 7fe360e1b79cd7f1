/**
 * A whole page from its one payload: the layouts' widgets linked as `default` above the page's own widgets
 * (the navbar), those linked as `additional` below them (the footer). A `notice` (the error screen's) opens
 * the main content, a `closing` (the 404 page's way home) ends it. The page's own widgets are islands (ui/island.ts):
 * a static one is not hydrated. The layouts' widgets are always hydrated: the site's frame stays the same elements
 * across navigations (a static island's elements are replaced once its record changes, and a focus in them is lost).
 */
import type { ReactNode } from 'react';
import type { PageData } from '../api/types.ts';
import { RenderAll } from '../registry/registry.tsx';
import { children, linkVariant } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';
import { PageCommitted } from '../ui/page-committed.ts';
import { TopHeading } from '../ui/title.tsx';

export function PageView({ data, notice, closing }: { data: PageData; notice?: ReactNode; closing?: ReactNode }) {
  const { words } = useSite();
  const layoutWidgets = data.layouts.flatMap((layout) => children(layout, 'widgets'));
  const above = layoutWidgets.filter((w) => linkVariant(w) !== 'additional');
  const below = layoutWidgets.filter((w) => linkVariant(w) === 'additional');
  return (
    <div className="flex min-h-screen flex-col" data-page-url={data.url}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {words.skipToContent}
      </a>
      <RenderAll entity="host/widgets" nodes={above} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {notice}
        <TopHeading.Provider value={true}>
          <RenderAll entity="host/widgets" nodes={data.widgets.slice(0, 1)} islands="first" />
        </TopHeading.Provider>
        <RenderAll entity="host/widgets" nodes={data.widgets.slice(1)} islands="main" />
        {closing}
      </main>
      <RenderAll entity="host/widgets" nodes={below} />
      <PageCommitted />
    </div>
  );
}
