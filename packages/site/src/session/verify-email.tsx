/**
 * The email verification page (`.../email-and-password/verify?code=`, the link in the verification mail):
 * spends the code once when shown and says how it went; a refusal shows the error toast too.
 */
import { useEffect, useRef } from 'react';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useHydrated, useSearchParam } from '../ui/hydrated.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { AUTH_PATHS } from './paths.ts';
import { useSession } from './use-session.tsx';

export function VerifyEmail() {
  const { words } = useSite();
  const { isSignedIn, refetch } = useSession();
  // The server renders the pending state (it renders no query string); the browser then spends the code.
  const hydrated = useHydrated();
  const code = useSearchParam('code') ?? '';
  const verify = trpc.rbac.subject.authentication.emailAndPassword.verify.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !code) return;
    sent.current = true;
    verify.mutate({ code }, { onSuccess: () => void refetch() });
  }, [code, verify, refetch]);

  if (hydrated && (!code || verify.isError))
    return (
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
        {words.verificationLinkInvalid}
      </p>
    );
  if (!verify.isSuccess)
    return (
      <p role="status" className="text-stone-600">
        {words.pending}
      </p>
    );
  return (
    <div className="space-y-4">
      <p role="status" className="text-emerald-800">
        {words.emailVerified}
      </p>
      <SiteLink address={isSignedIn ? AUTH_PATHS.settings : AUTH_PATHS.selectMethod} className={buttonClass('primary')}>
        {isSignedIn ? words.settings : words.signIn}
      </SiteLink>
    </div>
  );
}
