/**
 * What the server cannot know (issue 24): the server renders one page for every visitor, without the query string
 * (the rendering is cached per page). The browser's hydration must render the same, then its own state: these
 * hooks answer the server's value while hydrating and the real one from the next render on (and at once in a
 * part mounted later, after a client-side navigation).
 */
import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { ENABLED_BY_SCRIPT } from './hydrated-marks.ts';
import { useLive } from './island.ts';

export { AWAITS_APP, ENABLED_BY_SCRIPT, MOVES_AFTER } from './hydrated-marks.ts';

const noSubscription = () => () => {};

/** false on the server and while hydrating, true after. */
export function useHydrated(): boolean {
  useLive();
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The props of a control `ENABLED_BY_SCRIPT`, disabled too when `disabled`. */
export function useEnabledByScript(disabled = false): { disabled: boolean; [ENABLED_BY_SCRIPT]?: '' } {
  const hydrated = useHydrated();
  return hydrated ? { disabled } : { disabled: true, [ENABLED_BY_SCRIPT]: '' };
}

/** A query string parameter (raw: the router's JSON parsing could turn a code of digits into a number); null
 * on the server and while hydrating. */
export function useSearchParam(name: string): string | null {
  const value = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get(name) });
  return useHydrated() ? value : null;
}
