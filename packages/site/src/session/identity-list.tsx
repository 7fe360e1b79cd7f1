/** The subject's identities: provider badge, verified state with 'Resend verification', change and delete. */
import { useState } from 'react';
import type { Language } from '@symbol/contracts/constants';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useSite } from '../ui/site-context.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { identityLabel } from './account-menu.tsx';
import { ChangePasswordDialog, UpdateEmailDialog, useIdentityChanged, type Identity } from './identity-dialogs.tsx';

/** Mails an unverified email identity's verification link again, in the page's language. */
export function ResendVerificationButton({ subjectId, identityId }: { subjectId: string; identityId: string }) {
  const { words, language } = useSite();
  const resend = trpc.rbac.subject.identities.resendVerification.useMutation();
  return (
    <button
      type="button"
      className="rounded font-semibold text-red-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none disabled:opacity-60"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(
          { subjectId, identityId, data: { language: language as Language } },
          { onSuccess: () => toastSuccess(words.verificationSent) },
        )
      }
    >
      {resend.isPending ? words.pending : words.resendVerification}
    </button>
  );
}

function IdentityRow({ subjectId, identity }: { subjectId: string; identity: Identity }) {
  const { words } = useSite();
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const changed = useIdentityChanged(subjectId);
  const remove = trpc.rbac.subject.identities.delete.useMutation();
  const isEmail = identity.provider === 'email_and_password';
  const unverified = isEmail && identity.verifiedAt === null;
  const onDelete = () => {
    if (!window.confirm(words.deleteIdentityConfirm)) return;
    remove.mutate(
      { subjectId, identityId: identity.id },
      {
        onSuccess: async () => {
          toastSuccess(words.deletedSuccessfully);
          await changed();
        },
      },
    );
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${isEmail ? 'bg-sky-100 text-sky-900' : 'bg-violet-100 text-violet-900'}`}
          >
            {isEmail
              ? words.providerEmail
              : identity.provider === 'telegram'
                ? words.providerTelegram
                : words.providerEvm}
          </span>
          <span className="truncate font-medium text-stone-900" title={identity.email ?? identity.account ?? ''}>
            {identityLabel(identity)}
          </span>
        </div>
        {isEmail && (
          <div className="flex flex-wrap items-center gap-x-3 text-xs">
            <span className={unverified ? 'text-amber-800' : 'text-green-800'}>
              {unverified ? words.unverified : words.verified}
            </span>
            {unverified && <ResendVerificationButton subjectId={subjectId} identityId={identity.id} />}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isEmail && (
          <>
            <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setDialog('email')}>
              {words.changeEmail}
            </button>
            <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setDialog('password')}>
              {words.changePassword}
            </button>
          </>
        )}
        <button
          type="button"
          className={`${buttonClass('ghost', 'sm')} text-red-700`}
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={`${words.delete}: ${identityLabel(identity)}`}
        >
          {words.delete}
        </button>
      </div>
      {dialog === 'email' && (
        <UpdateEmailDialog subjectId={subjectId} identity={identity} onClose={() => setDialog(null)} />
      )}
      {dialog === 'password' && (
        <ChangePasswordDialog subjectId={subjectId} identity={identity} onClose={() => setDialog(null)} />
      )}
    </li>
  );
}

export function IdentityList({ subjectId }: { subjectId: string }) {
  const { words } = useSite();
  const list = trpc.rbac.subject.identities.list.useQuery({ subjectId }, { meta: { toast: true } });
  if (list.isPending)
    return (
      <div aria-busy="true" className="space-y-3 py-4">
        <div className="h-6 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-6 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    );
  if (list.isError)
    return (
      <p role="alert" className="py-4 text-red-700">
        {words.genericError}
      </p>
    );
  return (
    <ul className="divide-y divide-stone-100" aria-label={words.identities}>
      {list.data.map((identity) => (
        <IdentityRow key={identity.id} subjectId={subjectId} identity={identity} />
      ))}
    </ul>
  );
}
