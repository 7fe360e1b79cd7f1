/**
 * Identity settings (spec §2, `/rbac/subjects/settings`): the subject's identities with their provider badge
 * (Email for email_and_password, otherwise EVM), change email ('Update Email', with the current password), change password ('Change
 * Password'), delete; an email's verified state, with 'Resend verification' while it is not; and a form
 * adding an email identity.
 */
import { useState, type FormEvent } from 'react';
import type { Language } from '@symbol/contracts/constants';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Field, SubmitButton } from '../ui/form.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { identityLabel } from './account-menu.tsx';
import { AUTH_PATHS } from './paths.ts';
import { emailProblem, passwordProblem, problems } from './rules.ts';
import { useSession } from './use-session.tsx';

const valuesOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

type Identity = Outputs['rbac']['subject']['identities']['list'][number];

function useIdentityChanged(subjectId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.rbac.subject.identities.list.invalidate({ subjectId }),
      utils.rbac.subject.authentication.me.invalidate(),
    ]);
}

function ChangePasswordDialog({
  subjectId,
  identity,
  onClose,
}: {
  subjectId: string;
  identity: Identity;
  onClose: () => void;
}) {
  const { words } = useSite();
  const [errors, setErrors] = useState<Partial<Record<'password' | 'newPassword', string>>>({});
  const update = trpc.rbac.subject.identities.update.useMutation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', newPassword = '' } = valuesOf(event);
    const found = problems({
      password: passwordProblem(password, words),
      newPassword: passwordProblem(newPassword, words),
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { subjectId, identityId: identity.id, data: { password, newPassword } },
      {
        onSuccess: () => {
          toastSuccess(words.updatedSuccessfully);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={words.changePassword} description={words.changePasswordDescription}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <CurrentPasswordField error={errors.password} />
        <Field
          label={words.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <DialogActions pending={update.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The current password, which every change of a sign-in identity asks for. */
function CurrentPasswordField({ error }: { error: string | undefined }) {
  const { words } = useSite();
  return (
    <Field
      label={words.currentPassword}
      name="password"
      type="password"
      autoComplete="current-password"
      error={error}
    />
  );
}

/** Cancel and Save, under a dialog's form. */
function DialogActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { words } = useSite();
  return (
    <div className="flex gap-2">
      <button type="button" onClick={onCancel} className={`${buttonClass('outline')} w-full`}>
        {words.cancel}
      </button>
      <SubmitButton pending={pending} pendingText={words.pending}>
        {words.save}
      </SubmitButton>
    </div>
  );
}

function UpdateEmailDialog({
  subjectId,
  identity,
  onClose,
}: {
  subjectId: string;
  identity: Identity;
  onClose: () => void;
}) {
  const { words } = useSite();
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const changed = useIdentityChanged(subjectId);
  const update = trpc.rbac.subject.identities.update.useMutation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server moves the sign-in address only for whoever knows the current password (issue 20).
    const { email = '', password = '' } = valuesOf(event);
    const found = problems({ email: emailProblem(email, words), password: passwordProblem(password, words) });
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { subjectId, identityId: identity.id, data: { email: email.trim(), password } },
      {
        onSuccess: async () => {
          toastSuccess(words.updatedSuccessfully);
          onClose();
          await changed();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={words.updateEmail} description={words.updateEmailDescription}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={words.email}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={identity.email ?? ''}
          error={errors.email}
        />
        <CurrentPasswordField error={errors.password} />
        <DialogActions pending={update.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function AddEmailForm({ subjectId }: { subjectId: string }) {
  const { words } = useSite();
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const changed = useIdentityChanged(subjectId);
  const create = trpc.rbac.subject.identities.create.useMutation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email = '', password = '' } = valuesOf(event);
    const found = problems({ email: emailProblem(email, words), password: passwordProblem(password, words) });
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { subjectId, data: { email: email.trim(), password } },
      {
        onSuccess: async () => {
          toastSuccess(words.createdSuccessfully);
          form.reset();
          await changed();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={words.addEmail}>
      <h2 className="font-serif text-xl text-stone-900">{words.addEmail}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={words.email} name="email" type="email" autoComplete="off" error={errors.email} />
        <Field
          label={words.password}
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
      </div>
      <div className="sm:w-48">
        <SubmitButton pending={create.isPending} pendingText={words.pending} variant="default">
          {words.addEmail}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Mails an unverified email identity's verification link again, in the page's language. */
function ResendVerificationButton({ subjectId, identityId }: { subjectId: string; identityId: string }) {
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
            {isEmail ? words.providerEmail : words.providerEvm}
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

function IdentityList({ subjectId }: { subjectId: string }) {
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

export function IdentitySettings() {
  const { words } = useSite();
  const { status, subjectId } = useSession();
  if (status === 'loading')
    return <div aria-busy="true" className="mx-auto h-64 max-w-3xl animate-pulse rounded-2xl bg-stone-100" />;
  if (status !== 'signed-in' || !subjectId)
    return (
      <div className="mx-auto max-w-md text-center">
        <p className="text-stone-700">{words.signInToSeeSettings}</p>
        <SiteLink address={AUTH_PATHS.selectMethod} className={`${buttonClass('primary')} mt-4`}>
          {words.login}
        </SiteLink>
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="font-serif text-3xl text-stone-900">{words.settingsTitle}</h1>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200" aria-labelledby="identities-title">
        <h2 id="identities-title" className="font-serif text-xl text-stone-900">
          {words.identities}
        </h2>
        <IdentityList subjectId={subjectId} />
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <AddEmailForm subjectId={subjectId} />
      </section>
    </div>
  );
}
