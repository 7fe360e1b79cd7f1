/**
 * `useSession()`: the visitor's subject (`me`) and what to do with the session, for every widget.
 *
 * status: 'signed-out' (no session), 'loading' (asking `me`), 'anonymous' (a subject with no identity yet:
 * a guest's cart from `init`), 'signed-in' (a subject with an identity). `ensureSubject()` starts a session
 * when a flow needs a subject (a guest adding to the cart) and answers the subject's id.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { trpc } from '../api/client.ts';
import { useLive } from '../ui/island.ts';
import type { Outputs } from '../api/types.ts';
import type { Session, SessionTokens } from './session.ts';

export type Me = Outputs['rbac']['subject']['authentication']['me'];
export type MeIdentity = Me['identities'][number];
export type SessionStatus = 'signed-out' | 'loading' | 'anonymous' | 'signed-in';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionObject(): Session {
  // What a signed-in visitor sees differs from the server's rendering (signed out): hydrated.
  useLive();
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

const SIGNED_OUT = { active: false, generation: 0, epoch: 0 };
const signedOutSnapshot = () => SIGNED_OUT;

export const identitiesOf = (me: Me | null | undefined): MeIdentity[] => me?.identities ?? [];

export function useSession() {
  const session = useSessionObject();
  // The server renders every visitor signed out (one rendering serves them all, cacheable); hydration renders
  // the same, then the visitor's own state.
  const { active } = useSyncExternalStore(session.subscribe, session.snapshot, signedOutSnapshot);
  const me = trpc.rbac.subject.authentication.me.useQuery(undefined, {
    enabled: active,
    retry: false,
    meta: { toast: false },
  });
  const utils = trpc.useUtils();
  const subject = active ? (me.data ?? null) : null;
  const status: SessionStatus = !active
    ? 'signed-out'
    : me.isPending
      ? 'loading'
      : !subject
        ? 'signed-out'
        : identitiesOf(subject).length
          ? 'signed-in'
          : 'anonymous';

  const signIn = useCallback((tokens: SessionTokens) => session.signIn(tokens), [session]);
  const signOut = useCallback(() => session.signOut(), [session]);
  const ensureSubject = useCallback(async (): Promise<string> => {
    await session.ensure();
    const found = await utils.rbac.subject.authentication.me.fetch();
    return found.id;
  }, [session, utils]);

  return useMemo(
    () => ({
      subject,
      subjectId: subject?.id ?? null,
      identities: identitiesOf(subject),
      roles: subject?.roles ?? [],
      status,
      isSignedIn: status === 'signed-in',
      signIn,
      signOut,
      ensureSubject,
      refetch: me.refetch,
    }),
    [subject, status, signIn, signOut, ensureSubject, me.refetch],
  );
}
