/**
 * Static widgets are not hydrated (issue 36 §3). Each of a page's own widgets (PageView's) is an island: the server
 * renders it inside a probe, and a component that needs the browser (state, effects, a press, the session, what
 * only the browser knows) calls `useLive()`. An island no component marked is static: the server lists it with the
 * page's state, and the browser's first render of it is the server's HTML, taken from the page as it came
 * (`dangerouslySetInnerHTML`: React hydrates the wrapper and none of its content, and runs none of its code).
 * Once its record changes (live content, another page), the island renders as any other. Its links are followed
 * on the client by main.tsx, as the router's own are.
 */
import { createContext, useContext } from 'react';
import type { PageNode } from '../api/types.ts';

/** What a server rendering learns of one island: whether a part of it needs the browser. */
interface Probe {
  live: boolean;
}

/** The islands of a server rendering by key (entry-server.tsx provides one; the browser none). */
export type IslandProbeMap = Map<string, Probe>;

const IslandProbe = createContext<Probe | null>(null);
export const IslandProbes = createContext<IslandProbeMap | null>(null);

/** The island attribute: its key, the same on the server and in the browser for the same page data. */
export const ISLAND = 'data-island';

/** Marks the island around the caller as needing the browser (when `needed`): it is hydrated. */
export function useLive(needed = true): void {
  const probe = useContext(IslandProbe);
  if (probe && needed) probe.live = true;
}

/** On the server: a fresh probe for the island `key`, recorded for the page's state; null in the browser. */
export function useIslandProbe(key: string | undefined): Probe | null {
  const probes = useContext(IslandProbes);
  if (!probes || key === undefined) return null;
  const probe = { live: false };
  probes.set(key, probe);
  return probe;
}

export const IslandProbeProvider = IslandProbe.Provider;

/** The keys of the islands no part marked live. */
export const staticIslands = (probes: IslandProbeMap): string[] =>
  [...probes].filter(([, probe]) => !probe.live).map(([key]) => key);

/** Each static island's HTML as the server sent it, and the record it was rendered from (bound at first render). */
const kept = new Map<string, { html: string; node?: PageNode }>();

/** Reads the static islands' HTML from the page before it is hydrated (main.tsx). */
export function keepStaticIslands(root: Element, keys: readonly string[]): void {
  const wanted = new Set(keys);
  for (const element of root.querySelectorAll(`[${ISLAND}]`)) {
    const key = element.getAttribute(ISLAND)!;
    if (wanted.has(key)) kept.set(key, { html: element.innerHTML });
  }
}

/**
 * The server's HTML of a static island while it shows the record it was rendered from (the first render in the
 * browser is the hydration's, which binds the record); undefined when the island renders its components.
 */
export function staticHtml(key: string, node: PageNode): string | undefined {
  const island = kept.get(key);
  if (!island) return undefined;
  island.node ??= node;
  return island.node === node ? island.html : undefined;
}
