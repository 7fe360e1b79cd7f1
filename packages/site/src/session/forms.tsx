/**
 * Email-and-password forms (spec §2, §5): login, registration, forgot password and reset password. The spec's
 * rules are checked before sending; the server's refusal shows as the error toast (the client's mutation cache).
 */
import { PASSWORD_MIN_LENGTH } from '@symbol/contracts/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { trpc } from '../api/client.ts';
import { Field, SubmitButton } from '../ui/form.tsx';
import { useSite } from '../ui/site-context.tsx';
import { useHydrated, useSearchParam } from '../ui/hydrated.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { useGoTo } from './navigate.ts';
import { AUTH_PATHS } from './paths.ts';
import { emailProblem, passwordProblem, problems } from './rules.ts';
import { useSession } from './use-session.tsx';

const linkClass = 'font-medium text-red-800 underline-offset-4 hover:underline';

/** `values` of a submitted form by field name. */
const valuesOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

type SignInTokens = Parameters<ReturnType<typeof useSession>['signIn']>[0];

/** Email and password checked by the spec's rules, then sent: the login and the registration form. */
function EmailPasswordForm({
  mutation,
  title,
  passwordAutoComplete,
  successAddress,
  beforeSubmit,
  footer,
  signedIn,
}: {
  mutation: {
    mutate: (
      input: { login: string; password: string },
      options: { onSuccess: (tokens: SignInTokens) => void },
    ) => void;
    isPending: boolean;
  };
  title: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  successAddress: string;
  beforeSubmit?: ReactNode;
  footer: ReactNode;
  /** Said once signed in (the registration's "check your mail"). */
  signedIn?: (email: string) => void;
}) {
  const { words } = useSite();
  const { signIn } = useSession();
  const goTo = useGoTo();
  const [errors, setErrors] = useState<Partial<Record<'login' | 'password', string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { login: email = '', password = '' } = valuesOf(event);
    const found = problems({ login: emailProblem(email, words), password: passwordProblem(password, words) });
    setErrors(found);
    if (Object.keys(found).length) return;
    mutation.mutate(
      { login: email.trim(), password },
      {
        onSuccess: (tokens) => {
          signIn(tokens);
          goTo(successAddress);
          signedIn?.(email.trim());
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={title}>
      <Field label={words.email} name="login" type="email" autoComplete="email" error={errors.login} />
      <Field
        label={words.password}
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password}
      />
      {beforeSubmit}
      <SubmitButton pending={mutation.isPending} pendingText={words.pending}>
        {title}
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">{footer}</p>
    </form>
  );
}

export function LoginForm() {
  const { words, authenticationSuccessUrl } = useSite();
  return (
    <EmailPasswordForm
      mutation={trpc.rbac.subject.authentication.emailAndPassword.authentication.useMutation()}
      title={words.login}
      passwordAutoComplete="current-password"
      successAddress={authenticationSuccessUrl || AUTH_PATHS.home}
      beforeSubmit={
        <div className="flex justify-end text-sm">
          <SiteLink address={AUTH_PATHS.forgotPassword} className={linkClass}>
            {words.forgotPassword}
          </SiteLink>
        </div>
      }
      footer={
        <>
          {words.noAccountYet}{' '}
          <SiteLink address={AUTH_PATHS.registration} className={linkClass}>
            {words.signUp}
          </SiteLink>
        </>
      }
    />
  );
}

export function RegistrationForm() {
  const { words } = useSite();
  return (
    <EmailPasswordForm
      mutation={trpc.rbac.subject.authentication.emailAndPassword.registration.useMutation()}
      title={words.createAccount}
      passwordAutoComplete="new-password"
      successAddress={AUTH_PATHS.home}
      signedIn={(email) => toastSuccess(words.registeredCheckMail.replace('{email}', email))}
      footer={
        <>
          {words.haveAccount}{' '}
          <SiteLink address={AUTH_PATHS.selectMethod} className={linkClass}>
            {words.signIn}
          </SiteLink>
        </>
      }
    />
  );
}

export function ForgotPasswordForm() {
  const { words, language } = useSite();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const forgot = trpc.rbac.subject.authentication.emailAndPassword.forgotPassword.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '' } = valuesOf(event);
    const problem = emailProblem(email, words);
    setError(problem);
    if (problem) return;
    forgot.mutate(
      { email: email.trim(), language: language as 'en' | 'ru' },
      {
        onSuccess: () => {
          setSent(true);
          toastSuccess(words.resetLinkSent);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={words.sendResetLink}>
      <Field label={words.email} name="email" type="email" autoComplete="email" error={error} />
      <SubmitButton pending={forgot.isPending} pendingText={words.pending}>
        {words.sendResetLink}
      </SubmitButton>
      {sent && (
        <p role="status" className="text-sm text-emerald-800">
          {words.resetLinkSent}
        </p>
      )}
      <p className="text-center text-sm">
        <SiteLink address={AUTH_PATHS.selectMethod} className={linkClass}>
          {words.signIn}
        </SiteLink>
      </p>
    </form>
  );
}

export function ResetPasswordForm() {
  const { words } = useSite();
  const goTo = useGoTo();
  const hydrated = useHydrated();
  const code = useSearchParam('code') ?? '';
  const [errors, setErrors] = useState<Partial<Record<'password' | 'passwordConfirmation', string>>>({});
  const reset = trpc.rbac.subject.authentication.emailAndPassword.resetPassword.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', passwordConfirmation = '' } = valuesOf(event);
    const found = problems({
      password: passwordProblem(password, words),
      passwordConfirmation: passwordProblem(passwordConfirmation, words),
    });
    setErrors(found);
    if (Object.keys(found).length || !code) return;
    reset.mutate(
      { password, passwordConfirmation, code },
      {
        onSuccess: () => {
          toastSuccess(words.passwordResetSuccessfully);
          goTo(AUTH_PATHS.selectMethod);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={words.resetPassword}>
      {hydrated && !code && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {words.resetCodeMissing}
        </p>
      )}
      <Field
        label={words.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field
        label={words.passwordConfirmation}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation}
      />
      <SubmitButton pending={reset.isPending} pendingText={words.pending} disabled={!code}>
        {words.resetPassword}
      </SubmitButton>
    </form>
  );
}
