/**
 * When the page is React's. The router renders a page inside Suspense boundaries of its own, and React hydrates a
 * boundary the server rendered after the app's frame is committed, in a render of its own: an event sent to the
 * page's elements in between reached a render not yet committed and was lost (a typed amount: e2e/gift-form.spec.ts).
 * So the page's own views (PageView, the error screen, the built-in 404) render `PageCommitted`, whose effect runs
 * once their content is committed.
 */
import { createContext, useContext, useEffect } from 'react';

/** What to run once a page is committed (main.tsx: the first one hands over what the visitor did before). */
export const OnPageCommitted = createContext<(() => void) | undefined>(undefined);

export function PageCommitted(): null {
  const then = useContext(OnPageCommitted);
  useEffect(() => then?.(), [then]);
  return null;
}
