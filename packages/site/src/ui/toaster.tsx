/**
 * The site's toasts (sonner), mounted once per language layout; sonner announces them through an aria-live
 * region. Its code (about 10 kB gzip) is not part of the page's first load, nor of its hydration (it was fetched and
 * compiled beside the page's own code: docs/bench.md): it is fetched once the first page is hydrated and the browser
 * idle, or at once when a toast is asked for (./toast.ts), which waits for it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useHydrated } from './hydrated.ts';
import { useSite } from './site-context.tsx';
import { whenIdle } from './when-idle.ts';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

let mounted!: () => void;
/** Resolves once sonner's Toaster listens: a toast published before would be lost. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Mounts the Toaster (and so fetches sonner) now: a toast is coming, or the browser is idle. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Mounts the Toaster once the browser is idle. Called once the first page is React's (main.tsx): idle before, the
 * browser is only waiting for the page's own code.
 */
export const mountToasterWhenIdle = (): void => whenIdle(wantToaster);

/** Rendered beside the Toaster: its effect runs after the Toaster's own (which subscribes to the toasts). */
function Mounted() {
  useEffect(() => mounted(), []);
  return null;
}

export function SiteToaster() {
  const { words } = useSite();
  const hydrated = useHydrated();
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  // Not on the server nor while hydrating: the region holds nothing until a toast comes.
  if (!hydrated || !shown) return null;
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
