/** The site's React tree, the same in the browser (main.tsx) and in the server rendering (entry-server.tsx). */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { trpc, type Api } from './api/client.ts';
import type { createSiteRouter } from './router.tsx';
import { SessionProvider } from './session/use-session.tsx';
import { OnPageCommitted } from './ui/page-committed.ts';

interface Props {
  api: Api;
  router: ReturnType<typeof createSiteRouter>;
  /** Runs once a page's content is committed (in the browser: hydrated or rendered; ui/page-committed.ts). */
  onCommitted?: () => void;
}

export function SiteApp({ api, router, onCommitted }: Props) {
  return (
    <StrictMode>
      <trpc.Provider client={api.client} queryClient={api.queryClient}>
        <QueryClientProvider client={api.queryClient}>
          <SessionProvider session={api.session}>
            <OnPageCommitted.Provider value={onCommitted}>
              <RouterProvider router={router} />
            </OnPageCommitted.Provider>
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
