/** The site's React tree, the same in the browser (main.tsx) and in the server rendering (entry-server.tsx). */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { trpc, type Api } from './api/client.ts';
import type { createSiteRouter } from './router.tsx';
import { SessionProvider } from './session/use-session.tsx';

interface Props {
  api: Api;
  router: ReturnType<typeof createSiteRouter>;
  /** Runs once the tree is committed (in the browser: hydrated or rendered). */
  onCommitted?: () => void;
}

export function SiteApp({ api, router, onCommitted }: Props) {
  return (
    <StrictMode>
      <trpc.Provider client={api.client} queryClient={api.queryClient}>
        <QueryClientProvider client={api.queryClient}>
          <SessionProvider session={api.session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
      {onCommitted && <Committed then={onCommitted} />}
    </StrictMode>
  );
}

/** Its effect runs after every other effect of the first commit (a later sibling's effects run after). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
