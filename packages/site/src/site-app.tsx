/** The site's React tree, the same in the browser (main.tsx) and in the server rendering (entry-server.tsx). */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { trpc, type Api } from './api/client.ts';
import type { createSiteRouter } from './router.tsx';
import { SessionProvider } from './session/use-session.tsx';

export function SiteApp({ api, router }: { api: Api; router: ReturnType<typeof createSiteRouter> }) {
  return (
    <StrictMode>
      <trpc.Provider client={api.client} queryClient={api.queryClient}>
        <QueryClientProvider client={api.queryClient}>
          <SessionProvider session={api.session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
