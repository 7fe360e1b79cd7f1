/**
 * A release as a context, not a header (issue 33): while the editor works in a release (chosen in the page
 * builder, kept in the admin's store so another tab is in it too), every screen's reads and writes go through
 * the data provider into it, and every screen shows a bar naming it ("changes here are not live") with a way to
 * open it and a way out (release-context-bar.tsx). Outside a release, a form that writes live says so before its
 * first save (`LiveNote`).
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { http } from '../api/client.ts';
import { useReleaseScope } from './use-release-scope.ts';

type ContextBar = (typeof import('./release-context-bar.tsx'))['ContextBar'];
let loadedBar: ContextBar | undefined;
let loadingBar: Promise<ContextBar> | undefined;

/**
 * The bar's code, out of the first screen's bundle, loaded as soon as a release is current, and by the builder
 * before its first change makes one: the bar then comes in the same frame as the builder's own release buttons.
 * Coming after them (a lazy component's later render), it pushed the screen down under the operator's pointer:
 * a press on Schedule was released on the chip above it, and nothing opened.
 */
export const loadContextBar = (): Promise<ContextBar> =>
  (loadingBar ??= import('./release-context-bar.tsx').then(
    (loaded) => (loadedBar = loaded.ContextBar),
    (error: unknown) => {
      loadingBar = undefined;
      throw error;
    },
  ));

export const CURRENT_RELEASE = 'release.current';

/** Releases this tab made: empty when made, so what was read live before stays true in them. */
const madeHere = new Set<string>();
export const markMadeHere = (id: string) => void madeHere.add(id);
export const isMadeHere = (id: string) => madeHere.has(id);

type CurrentRelease = [string | null, (id: string | null) => void];
const Shared = createContext<CurrentRelease | null>(null);

/**
 * The current release, as ReleaseContext holds it: the builder's buttons, the forms' notes and the bar read the
 * one store subscription, so they change in the same render. Each hook reading the store on its own heard of a
 * new release in its own time: the builder's Schedule was once drawn a frame before the bar above it.
 */
export function useCurrentRelease(): CurrentRelease {
  const shared = useContext(Shared);
  const own = useStore<string | null>(CURRENT_RELEASE, null);
  return shared ?? own;
}

export interface ReleaseRow {
  id: string;
  title: string;
  status: string;
  publishAt: string | null;
}

export const releaseQuery = (id: string | null) => ({
  queryKey: ['builder-release', id],
  enabled: !!id,
  queryFn: async () => (await http.request<ReleaseRow>('GET', `/api/system/releases/${encodeURIComponent(id!)}`)).data,
});

export function ReleaseContext({ children }: { children: ReactNode }) {
  const [id, setId] = useStore<string | null>(CURRENT_RELEASE, null);
  const current = useMemo<CurrentRelease>(() => [id, setId], [id, setId]);
  const ready = useReleaseScope(id, isMadeHere);
  const release = useQuery(releaseQuery(id));
  const [, barLoaded] = useState(false);
  useEffect(() => {
    if (id && !loadedBar)
      loadContextBar().then(
        () => barLoaded(true),
        () => undefined,
      );
  }, [id]);
  // A release published, discarded or gone elsewhere is no longer where changes go.
  useEffect(() => {
    if ((release.data && release.data.status !== 'open') || release.error) setId(null);
  }, [release.data, release.error, setId]);
  if (!ready) return null;
  // Drawn as soon as the release is current, its title following: the builder's buttons need the release read,
  // so they never come before the bar (whichever of the two hears of the read first).
  const gone = (release.data && release.data.status !== 'open') || release.error;
  const Bar = loadedBar;
  return (
    <Shared.Provider value={current}>
      {id && !gone && Bar && <Bar id={id} title={release.data?.title} onLeave={() => setId(null)} />}
      {children}
    </Shared.Provider>
  );
}
