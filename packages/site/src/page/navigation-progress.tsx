/**
 * The wait for the next page on a client-side navigation: the page being left stays on screen, header and footer
 * in place (router.tsx), under a thin bar along the top, announced to screen readers. It shows only past a short
 * wait, so a quick navigation does not flash it.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSite } from '../ui/site-context.tsx';

const SHOWN_AFTER_MS = 150;

export function NavigationProgress() {
  const { words } = useSite();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div
      role="status"
      aria-label={words.loading}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-amber-100"
    >
      <span className="sr-only">{words.loading}</span>
      <div className="h-full w-1/3 animate-pulse bg-red-800" />
    </div>
  );
}
