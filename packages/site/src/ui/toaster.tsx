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

/** sonner's code, one fetch for the Toaster and the toasts (./toast.ts). */
export const loadSonner = () => import('sonner');

/**
 * True once sonner's code could not be fetched (offline, or a deploy replaced the files under a page left open): the
 * toasts are shown by `PlainToaster` from then on. (The failed import, thrown in the root's render, replaced the
 * whole page with an error.)
 */
export let plainToasts = false;
const Toaster = lazy(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster }),
    () => {
      plainToasts = true;
      return { default: PlainToaster as unknown as typeof import('sonner').Toaster };
    },
  ),
);

type PlainToast = { id: number; kind: 'error' | 'success'; message: string };
let plainShown: PlainToast[] = [];
let plainCount = 0;
const plainListeners = new Set<() => void>();
const setPlain = (next: PlainToast[]) => {
  plainShown = next;
  for (const listener of plainListeners) listener();
};
const dismissPlain = (id: number) => setPlain(plainShown.filter((toast) => toast.id !== id));

/** Shows a toast without sonner, for as long as sonner's would (6 s) or until closed. */
export function plainToast(kind: PlainToast['kind'], message: string): void {
  const id = ++plainCount;
  setPlain([...plainShown, { id, kind, message }]);
  setTimeout(() => dismissPlain(id), 6000);
}

/** The toasts when sonner's code could not be fetched: where sonner shows them, each with its close button. */
function PlainToaster() {
  const { words } = useSite();
  const shown = useSyncExternalStore(
    (listener) => {
      plainListeners.add(listener);
      return () => void plainListeners.delete(listener);
    },
    () => plainShown,
  );
  return (
    <section
      aria-label={words.notifications}
      className="fixed inset-x-4 bottom-[88px] z-50 mx-auto flex max-w-sm flex-col gap-2 md:bottom-6"
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${toast.kind === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-900'}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            aria-label={words.closeNotification}
            className="grid h-6 w-6 place-items-center rounded hover:bg-black/5"
            onClick={() => dismissPlain(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

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
