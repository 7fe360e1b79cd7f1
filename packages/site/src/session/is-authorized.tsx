/**
 * The is-authorized wrapper (spec §2, §6): shows its children when the server says the caller may make the
 * call (`method path`, by default reading blog articles-to-widgets as the spec's wrapper asks), otherwise
 * the fallback, or nothing. Nothing shows while the answer loads.
 */
import type { ReactNode } from 'react';
import { trpc } from '../api/client.ts';
import { AWAITS_APP } from '../ui/hydrated-marks.ts';
import { useLive } from '../ui/island.ts';
import { useSite } from '../ui/site-context.tsx';

export const DEFAULT_AUTHORIZATION_QUESTION = { method: 'GET', path: '/api/blog/articles-to-widgets' } as const;

export function IsAuthorized({
  method = DEFAULT_AUTHORIZATION_QUESTION.method,
  path = DEFAULT_AUTHORIZATION_QUESTION.path,
  fallback = null,
  children,
}: {
  method?: string;
  path?: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  // The answer is the browser's to ask (the server renders nothing meanwhile).
  useLive();
  const answer = trpc.rbac.subject.authentication.isAuthorized.useQuery({ method, path }, { meta: { toast: true } });
  // Nothing shows while the answer loads; the mark starts the app at once on a page read untouched (src/boot.ts),
  // which would otherwise leave the widget unasked until the visitor's first move.
  if (answer.isPending) return <span hidden {...{ [AWAITS_APP]: '' }} />;
  return <>{answer.data?.authorized ? children : fallback}</>;
}

/** The variant's fallback: the spec's 'Not authorized'. */
export function NotAuthorized() {
  const { words } = useSite();
  return (
    <p role="status" className="rounded-md border border-stone-300 bg-stone-50 px-4 py-3 text-stone-700">
      {words.notAuthorized}
    </p>
  );
}
