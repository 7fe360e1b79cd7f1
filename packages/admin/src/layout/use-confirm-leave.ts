/**
 * Asks before a screen with unsaved changes is left: another screen of the admin (the menu, a link, Back) gets a
 * confirmation in the operator's language, closing or reloading the tab gets the browser's own question. For
 * forms that keep their draft outside react-hook-form (react-admin's warnWhenUnsavedChanges reads only that).
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-admin';

export function useConfirmLeave(dirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!dirty || window.confirm(question)) blocker.proceed?.();
    else blocker.reset?.();
    // Not `blocker` itself in the dependencies: it is a new object on every render; its state is what matters.
  }, [blocker.state, dirty, question]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
