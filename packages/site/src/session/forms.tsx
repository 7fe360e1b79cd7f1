/**
 * Email-and-password forms (spec §2, §5): login, registration, forgot password and reset password. The spec's
 * rules are checked before sending; the server's refusal shows as the error toast (the client's mutation cache).
 */
import { PASSWORD_MIN_LENGTH } from '@symbol/contracts/constants';
import { useLocation } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../api/client.ts';
import { Field, SubmitButton } from '../ui/form.tsx';
import { useSite } from '../ui/site-context.tsx';
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

export function LoginForm() {
  const { words, authenticationSuccessUrl } = useSite();
  const { signIn } = useSession();
  const goTo = useGoTo();
  const [errors, setErrors] = useState<Partial<Record<'login' | 'password', string>>>({});
  const login = trpc.rbac.subject.authentication.emailAndPassword.authentication.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { login: email = '', password = '' } = valuesOf(event);
    const found = problems({ login: emailProblem(email, words), password: passwordProblem(password, words) });
    setErrors(found);
    if (Object.keys(found).length) return;
    login.mutate(
      { login: email.trim(), password },
      {
        onSuccess: (tokens) => {
          signIn(tokens);
          goTo(authenticationSuccessUrl || AUTH_PATHS.home);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={words.login}>
      <Field label={words.email} name="login" type="email" autoComplete="email" error={errors.login} />
      <Field
        label={words.password}
        name="password"
        type="password"
        autoComplete="current-password"
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password}
      />
      <div className="flex justify-end text-sm">
        <SiteLink address={AUTH_PATHS.forgotPassword} className={linkClass}>
          {words.forgotPassword}
        </SiteLink>
      </div>
      <SubmitButton pending={login.isPending} pendingText={words.pending}>
        {words.login}
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        {words.noAccountYet}{' '}
        <SiteLink address={AUTH_PATHS.registration} className={linkClass}>
          {words.signUp}
        </SiteLink>
      </p>
    </form>
  );
}

export function RegistrationForm() {
  const { words } = useSite();
  const { signIn } = useSession();
  const goTo = useGoTo();
  const [errors, setErrors] = useState<Partial<Record<'login' | 'password', string>>>({});
  const register = trpc.rbac.subject.authentication.emailAndPassword.registration.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { login: email = '', password = '' } = valuesOf(event);
    const found = problems({ login: emailProblem(email, words), password: passwordProblem(password, words) });
    setErrors(found);
    if (Object.keys(found).length) return;
    register.mutate(
      { login: email.trim(), password },
      {
        onSuccess: (tokens) => {
          signIn(tokens);
          goTo(AUTH_PATHS.home);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={words.createAccount}>
      <Field label={words.email} name="login" type="email" autoComplete="email" error={errors.login} />
      <Field
        label={words.password}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        error={errors.password}
      />
      <SubmitButton pending={register.isPending} pendingText={words.pending}>
        {words.createAccount}
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        {words.haveAccount}{' '}
        <SiteLink address={AUTH_PATHS.selectMethod} className={linkClass}>
          {words.signIn}
        </SiteLink>
      </p>
    </form>
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
  // The raw query string: the router's JSON parsing could turn a code of digits into a number.
  const code = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('code') ?? '' });
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
      {!code && (
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
