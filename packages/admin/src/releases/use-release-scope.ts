/**
 * Points the admin's data provider at the builder's release while the builder is open: every read and write of
 * the generated forms and link tables in it is then staged in, and read from, that release. What was read in
 * another scope is dropped from the query cache when the scope changes, so a record read live is never shown as
 * the release's (or the other way round); a release the builder has just made is empty, so the live reads
 * before it stay true.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
// The provider itself, not react-admin's hook: its proxy expects every method to answer a promise.
import { dataProvider } from '../api/client.ts';

/** Records' queries only (react-admin keys them by resource, `module/collection`): the session's stay. */
const records = { predicate: (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).includes('/') };

export function useReleaseScope(release: string | null, fresh: (id: string) => boolean): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const previous = useRef<string | null | undefined>(undefined);
  useLayoutEffect(() => {
    const was = previous.current;
    dataProvider.setRelease(release);
    const keep = (was === undefined && release === null) || (was === null && release !== null && fresh(release));
    if (!keep) queryClient.removeQueries(records);
    previous.current = release;
    setReady(true);
  }, [queryClient, release, fresh]);
  useLayoutEffect(
    () => () => {
      dataProvider.setRelease(null);
      if (previous.current) queryClient.removeQueries(records);
    },
    [queryClient],
  );
  return ready;
}
