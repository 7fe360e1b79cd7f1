/** Renders a component to HTML inside the site's router and context, as a page would (for unit tests). */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PageData } from './api/types.ts';
import { renderToString } from 'react-dom/server';
import { loadWords } from './i18n.ts';
import { SiteContext } from './ui/site-context.tsx';

export async function renderInSite(element: ReactNode, language = 'en', page?: PageData): Promise<string> {
  const site = { languages: ['en', 'ru'], defaultLanguage: 'ru', language, words: await loadWords(language), page };
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <SiteContext.Provider value={site}>{element}</SiteContext.Provider>,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
