/** The dialogs that change a sign-in identity: its email and its password, each asking the current password. */
import { useState, type FormEvent } from 'react';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Field, SubmitButton } from '../ui/form.tsx';
import { useSite } from '../ui/site-context.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { emailProblem, passwordProblem, problems } from './rules.ts';

export const valuesOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

export type Identity = Outputs['rbac']['subject']['identities']['list'][number];

export function useIdentityChanged(subjectId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.rbac.subject.identities.list.invalidate({ subjectId }),
      utils.rbac.subject.authentication.me.invalidate(),
    ]);
}

export function ChangePasswordDialog({
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

export function UpdateEmailDialog({
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
