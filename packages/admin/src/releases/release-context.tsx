/**
 * A release as a context, not a header (issue 33): while the editor works in a release (chosen in the page
 * builder, kept in the admin's store so another tab is in it too), every screen's reads and writes go through
 * the data provider into it, and every screen shows a bar naming it ("changes here are not live") with a way to
 * open it and a way out (release-context-bar.tsx). Outside a release, a form that writes live says so before its
 * first save (`LiveNote`).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { http } from '../api/client.ts';
import { useReleaseScope } from './use-release-scope.ts';

const ContextBar = lazy(async () => ({ default: (await import('./release-context-bar.tsx')).ContextBar }));

export const CURRENT_RELEASE = 'release.current';

/** Releases this tab made: empty when made, so what was read live before stays true in them. */
const madeHere = new Set<string>();
export const markMadeHere = (id: string) => void madeHere.add(id);
export const isMadeHere = (id: string) => madeHere.has(id);

export const useCurrentRelease = () => useStore<string | null>(CURRENT_RELEASE, null);

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
  const [id, setId] = useCurrentRelease();
  const ready = useReleaseScope(id, isMadeHere);
  const release = useQuery(releaseQuery(id));
  // A release published, discarded or gone elsewhere is no longer where changes go.
  useEffect(() => {
    if ((release.data && release.data.status !== 'open') || release.error) setId(null);
  }, [release.data, release.error, setId]);
  if (!ready) return null;
  const open = id && release.data?.status === 'open' ? release.data : null;
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ContextBar id={open.id} title={open.title} onLeave={() => setId(null)} />
        </Suspense>
      )}
      {children}
    </>
  );
}
