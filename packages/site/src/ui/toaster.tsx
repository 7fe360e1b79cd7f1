/**
 * The site's toasts (sonner), mounted once per language layout; sonner announces them through an aria-live
 * region. Its code (about 10 kB gzip) is not part of the page's first load: it is fetched once the page is
 * hydrated, and a toast asked for before (./toast.ts) waits for it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from './hydrated.ts';
import { useSite } from './site-context.tsx';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

let mounted!: () => void;
/** Resolves once sonner's Toaster listens: a toast published before would be lost. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

/** Rendered beside the Toaster: its effect runs after the Toaster's own (which subscribes to the toasts). */
function Mounted() {
  useEffect(() => mounted(), []);
  return null;
}

export function SiteToaster() {
  const { words } = useSite();
  // Not on the server nor while hydrating: the region holds nothing until a toast comes.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // Below the content, never on the header's buttons or a drawer's close button (top-right covered them);
        // on a phone above the one floating action (the cart's round button, a sticky Donate).
        position="bottom-center"
        mobileOffset={{ bottom: 88 }}
        richColors
        closeButton
        duration={6000}
        containerAriaLabel={words.notifications}
        toastOptions={{ closeButtonAriaLabel: words.closeNotification }}
      />
      <Mounted />
    </Suspense>
  );
}
