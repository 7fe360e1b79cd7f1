/**
 * The rbac module's interactive widgets (issue 12), each a variant an administrator can place on any page:
 * the method selector (email and password first, 'Or continue with', the wallet), the login form alone,
 * registration, forgot and reset password, logout (runs when shown), the authentication button, the wallet
 * button, identity settings and the is-authorized wrapper. The forms, the Telegram button and the settings (with the
 * account's orders and subscriptions) load only on a page that places them (ui/lazy.tsx): every other page hydrated
 * their code and never ran it.
 */
import type { ComponentType } from 'react';
import type { VariantProps, VariantTable } from '../registry/registry.tsx';
import { AccountButton, LogoutAction } from '../session/account-menu.tsx';
import { IsAuthorized, NotAuthorized } from '../session/is-authorized.tsx';
import { VerifyEmail } from '../session/verify-email.tsx';
import { Wallet } from '../session/wallet.tsx';
import { FormCard } from '../ui/form.tsx';
import { suspendedPart } from '../ui/lazy.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';

/** While a form's code loads after a navigation: its fields and button. */
const formShape = <SkeletonRows heights={['h-10', 'h-10', 'h-10']} />;
const form = (name: 'LoginForm' | 'RegistrationForm' | 'ForgotPasswordForm' | 'ResetPasswordForm') =>
  suspendedPart('forms', (forms) => forms[name], formShape);
const LoginForm = form('LoginForm');
const RegistrationForm = form('RegistrationForm');
const ForgotPasswordForm = form('ForgotPasswordForm');
const ResetPasswordForm = form('ResetPasswordForm');
const TelegramSignInButton = suspendedPart('telegram', (telegram) => telegram.TelegramSignInButton);
const IdentitySettings = suspendedPart(
  'settings',
  (settings) => settings.IdentitySettings,
  <SkeletonRows heights={['h-16', 'h-16', 'h-16', 'h-10']} />,
);

function IsAuthorizedWidget({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-3xl">
      <IsAuthorized fallback={<NotAuthorized />}>
        <Heading node={node} />
      </IsAuthorized>
    </Section>
  );
}

/** The widget's own title, else the form's default title. */
const titleOf = (node: VariantProps['node'], fallback: string) => text(node, 'title') || fallback;

export function OrContinueWith() {
  const { words } = useSite();
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-stone-500">
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      {words.orContinueWith}
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

function SelectMethod({ node }: VariantProps) {
  const { words } = useSite();
  return (
    <Section node={node}>
      <FormCard title={titleOf(node, words.loginTitle)} lead={text(node, 'subtitle')}>
        <LoginForm />
        <OrContinueWith />
        <Wallet />
        <TelegramSignInButton />
      </FormCard>
    </Section>
  );
}

const formWidget =
  (
    Form: ComponentType,
    title: (words: ReturnType<typeof useSite>['words']) => string,
    lead?: (words: ReturnType<typeof useSite>['words']) => string,
  ) =>
  ({ node }: VariantProps) => {
    const { words } = useSite();
    return (
      <Section node={node}>
        <FormCard title={titleOf(node, title(words))} lead={text(node, 'subtitle') || lead?.(words)}>
          <Form />
        </FormCard>
      </Section>
    );
  };

function WalletWidget({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-sm">
      <Heading node={node} />
      <Wallet />
    </Section>
  );
}

function AuthenticationButtonWidget({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-3xl">
      <Heading node={node} />
      <AccountButton />
    </Section>
  );
}

export const rbacVariants: Record<string, VariantTable> = {
  'rbac/widgets': {
    'is-authorized-default': IsAuthorizedWidget,
    'select-method-default': SelectMethod,
    'login-default': formWidget(LoginForm, (w) => w.loginTitle),
    'registration-default': formWidget(RegistrationForm, (w) => w.registrationTitle),
    'forgot-password-default': formWidget(
      ForgotPasswordForm,
      (w) => w.forgotPasswordTitle,
      (w) => w.forgotPasswordText,
    ),
    'reset-password-default': formWidget(ResetPasswordForm, (w) => w.resetPasswordTitle),
    'verify-email-default': formWidget(VerifyEmail, (w) => w.verifyEmailTitle),
    'logout-default': ({ node }) => (
      <Section node={node}>
        <LogoutAction />
      </Section>
    ),
    'authentication-button-default': AuthenticationButtonWidget,
    'wallet-default': WalletWidget,
    'identity-settings-default': ({ node }) => (
      <Section node={node}>
        <IdentitySettings />
      </Section>
    ),
  },
};
