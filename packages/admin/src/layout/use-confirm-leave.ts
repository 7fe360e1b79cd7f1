/**
 * Asks before a screen with unsaved changes is left: another screen of the admin (the menu, a link, Back) gets
 * the admin's own dialog in the operator's language (the element it answers is rendered by the screen), closing
 * or reloading the tab gets the browser's own question (the only one a page may ask then). For forms that keep
 * their draft outside react-hook-form (react-admin's warnWhenUnsavedChanges reads only that).
 */
import { createElement, useEffect, type ReactElement } from 'react';
import { Confirm, useBlocker } from 'react-admin';

export function useConfirmLeave(dirty: boolean, question: string): ReactElement {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    // Saved while asked (or never dirty): nothing to ask about.
    if (blocker.state === 'blocked' && !dirty) blocker.proceed?.();
    // Not `blocker` itself in the dependencies: it is a new object on every render; its state is what matters.
  }, [blocker.state, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return createElement(Confirm, {
    isOpen: blocker.state === 'blocked' && dirty,
    title: 'admin.leave.title',
    content: question,
    confirm: 'admin.leave.leave',
    cancel: 'admin.leave.stay',
    confirmColor: 'warning',
    onConfirm: () => blocker.proceed?.(),
    onClose: () => blocker.reset?.(),
  });
}
