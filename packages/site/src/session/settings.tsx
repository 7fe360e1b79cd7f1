/**
 * Identity settings (spec §2, `/rbac/subjects/settings`): the subject's identities with their provider badge
 * (Email for email_and_password, otherwise EVM), change email ('Update Email', with the current password), change password ('Change
 * Password'), delete; an email's verified state, with 'Resend verification' while it is not; and a form
 * adding an email identity. Above them, the account's orders and donations with receipts, and a "Confirm your
 * email" note while an address is not verified (issue 27 §3).
 */
import { useState, type FormEvent } from 'react';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Field, SubmitButton } from '../ui/form.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { useIdentityChanged, valuesOf } from './identity-dialogs.tsx';
import { IdentityList } from './identity-list.tsx';
import { TelegramSettings } from './telegram.tsx';
import { AUTH_PATHS } from './paths.ts';
import { emailProblem, passwordProblem, problems } from './rules.ts';
import { useSession } from './use-session.tsx';
import { AccountOrders, ConfirmEmailNote } from '../shop/account-orders.tsx';
import { AccountSubscriptions } from '../shop/account-subscriptions.tsx';

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

export function IdentitySettings() {
  const { words } = useSite();
  const { status, subjectId, identities } = useSession();
  if (status === 'loading')
    return <div aria-busy="true" className="mx-auto h-64 max-w-3xl animate-pulse rounded-2xl bg-stone-100" />;
  if (status !== 'signed-in' || !subjectId)
    return (
      <div className="mx-auto max-w-md text-center">
        <h1 className="mb-4 font-serif text-3xl text-stone-900">{words.settingsTitle}</h1>
        <p className="text-stone-700">{words.signInToSeeSettings}</p>
        <SiteLink address={AUTH_PATHS.selectMethod} className={`${buttonClass('primary')} mt-4`}>
          {words.login}
        </SiteLink>
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="font-serif text-3xl text-stone-900">{words.settingsTitle}</h1>
      <ConfirmEmailNote subjectId={subjectId} identities={identities} />
      <AccountSubscriptions />
      <AccountOrders />
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200" aria-labelledby="identities-title">
        <h2 id="identities-title" className="font-serif text-xl text-stone-900">
          {words.identities}
        </h2>
        <IdentityList subjectId={subjectId} />
      </section>
      <TelegramSettings subjectId={subjectId} />
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <AddEmailForm subjectId={subjectId} />
      </section>
    </div>
  );
}
