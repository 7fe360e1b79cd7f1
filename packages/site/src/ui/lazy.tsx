/**
 * Code loaded on first use, ready when the page is rendered (issue 24). A part is React.lazy whose loader answers
 * at once once its code is loaded, so a part loaded beforehand renders without suspending:
 * - on the server, `loadLazyParts()` loads every part before a rendering (a part suspending there was sent out of
 *   line with an inline script the CSP refuses);
 * - in the browser, the parts the server rendered (listed in the page state) are loaded before hydrating, so they
 *   are hydrated with the page, in its render (a click meanwhile met a half-hydrated page: a mismatch).
 */
import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useLive } from './island.ts';
import { LAZY_CODE, type CodeModule, type CodeName } from './lazy-code.ts';

/** Each part's loaders by the name of its chunk (ui/lazy-code.ts; a chunk holds several parts). */
const parts = new Map<string, (() => Promise<unknown>)[]>();

/** The parts a server rendering used (entry-server.tsx provides a set; the browser none). */
export const UsedParts = createContext<Set<string> | null>(null);

/** Loads the parts of the named chunks (every part without names). */
export function loadLazyParts(names: Iterable<string> = parts.keys()): Promise<unknown> {
  return Promise.all([...names].flatMap((name) => (parts.get(name) ?? []).map((fetch) => fetch())));
}

/** A thenable React.lazy reads as resolved at once. */
const resolved = <T,>(value: T) => ({ status: 'fulfilled', value, then: (done: (value: T) => void) => done(value) });

/** A part of the chunk `name`: `pick` finds the component in the chunk's module; `ready` says its code is here. */
function lazyPart<P extends object, N extends CodeName>(
  name: N,
  pick: (module: CodeModule<N>) => ComponentType<P>,
): { Part: ComponentType<P>; ready: () => boolean } {
  let loaded: ComponentType<P> | undefined;
  const fetch = async () => (loaded ??= pick((await LAZY_CODE[name]()) as CodeModule<N>));
  parts.set(name, [...(parts.get(name) ?? []), fetch]);
  const Lazy = lazy(
    () =>
      (loaded ? resolved({ default: loaded }) : fetch().then((component) => ({ default: component }))) as Promise<{
        default: ComponentType<P>;
      }>,
  );
  // A part's code is loaded on first use because it acts (a form, a flow, the chat, a slider): hydrated.
  function LazyPart(props: P) {
    useLive();
    useContext(UsedParts)?.add(name);
    return <Lazy {...props} />;
  }
  return { Part: LazyPart, ready: () => loaded !== undefined };
}

/**
 * A lazy part: `fallback` shows while its code loads after a navigation, in a Suspense of its own. A part whose code
 * is here when it mounts (always on the server; in the browser, the parts the page's state listed) has none: React
 * hydrates a Suspense the server rendered in a later render of its own, so the part would not be React's yet when
 * the page's commit says the page is (ui/page-committed.ts), and what the visitor typed is handed over then.
 */
export function suspendedPart<P extends object, N extends CodeName>(
  name: N,
  pick: (module: CodeModule<N>) => ComponentType<P>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const { Part, ready } = lazyPart(name, pick);
  return function SuspendedPart(props: P) {
    // Decided once per instance: a boundary put in or taken out later would mount the part again.
    const [here] = useState(ready);
    if (here) return <Part {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
