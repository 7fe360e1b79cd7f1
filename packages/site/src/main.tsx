import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi, trpc } from './api/client.ts';
import { listenForRevalidation } from './api/revalidation.ts';
import { loadSiteConfig } from './api/site-config.ts';
import './registry/variants.ts';
import { createSiteRouter } from './router.tsx';
import { SessionProvider } from './session/use-session.tsx';
import './styles.css';

const api = createApi();
const config = await loadSiteConfig(api);
const router = createSiteRouter(api, config);
// A logout or a failed refresh ends the session: both tokens are gone; the visitor goes home (spec §2), in
// the language being read.
api.session.onEnd = () => {
  const language = router.state.location.pathname.split('/')[1] ?? '';
  void router.navigate({ href: config.languages.includes(language) ? `/${language}/` : '/' });
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <trpc.Provider client={api.client} queryClient={api.queryClient}>
      <QueryClientProvider client={api.queryClient}>
        <SessionProvider session={api.session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);

// Live content, once the page has loaded (kept off the first render's path).
window.addEventListener('load', () => listenForRevalidation(api.queryClient), { once: true });
