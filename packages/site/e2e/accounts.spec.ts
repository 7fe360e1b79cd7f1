/**
 * Accounts in the browser (issue 12, flows 1-4): registration, sign-out, sign-in, the forgot/reset mail from
 * the outbox, a session surviving an expired access token, a refused refresh, the settings dialogs, and the
 * spec's texts where the spec puts them.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo, newAccount, signUp } from './helpers.ts';

const SELECT_METHOD = '/rbac/subject/authentication/select-method';
const JWT_COOKIE = 'rbac.subject.jwt';
const REFRESH_KEY = 'rbac.subject.refresh';

async function signOut(page: Page, language: 'en' | 'ru' = 'en') {
  await page.getByRole('button', { name: language === 'en' ? 'Account' : 'Аккаунт' }).click();
  await page.getByRole('button', { name: language === 'en' ? 'Logout' : 'Выйти' }).click();
  await expect(page.getByRole('link', { name: language === 'en' ? 'Login' : 'Войти', exact: true })).toBeVisible();
}

test('register, sign out, sign in, forgot password by mail, reset, sign in with the new password', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await signUp(page, 'reset');
  // Registration goes home, signed in; the dropdown shows the email, roles, Settings and Logout.
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.getByRole('button', { name: 'Account' }).click();
  // Exact: the sign-up's note names the address too.
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY)).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name === JWT_COOKIE)).toBe(false);

  // The Login button goes to the method selector: email and password first, 'Or continue with', the wallet.
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en${SELECT_METHOD}$`));
  await expect(page.getByText('Or continue with')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Login' });
  // The spec's rules on the client: nothing is sent.
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('At least 8 characters')).toBeVisible();
  // The server's refusal shows as the error toast with the spec's message.
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('wrong-password-1');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid login or password | 401 Unauthorized')).toBeVisible();
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
  await signOut(page);

  // A reset is mailed only to a verified address: follow the registration's verification mail first.
  const verification = await mailTo(account.email, '/verify?code=');
  const verifyLink = verification.match(/https?:\/\/\S+\/verify\?code=[\w.-]+/)?.[0];
  expect(verifyLink, verification).toBeTruthy();
  await page.goto(verifyLink!.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '/en/'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  // Forgot password: the link from the login form, the mail, the reset page (the mail's link, default language).
  await page.goto(`/en${SELECT_METHOD}`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/en\/rbac\/subject\/authentication\/email-and-password\/forgot-password$/);
  const forgot = page.getByRole('form', { name: 'Send reset link' });
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset link sent').first()).toBeVisible();
  const mail = await mailTo(account.email, 'reset-password?code=');
  const link = mail.match(/https?:\/\/\S+reset-password\?code=[\w-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/ru\/rbac\/subject\/authentication\/email-and-password\/reset-password\?code=/);
  const reset = page.getByRole('form', { name: 'Сменить пароль' });
  await reset.getByLabel('Новый пароль').fill('a-new-password-7');
  await reset.getByLabel('Повторите пароль').fill('a-new-password-7');
  await reset.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ru${SELECT_METHOD}$`));

  const login = page.getByRole('form', { name: 'Войти' });
  await login.getByLabel('Электронная почта').fill(account.email);
  await login.getByLabel('Пароль').fill(account.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  // The old password is refused, said in the page's language (not the server's English).
  await expect(page.getByText('Неверная почта или пароль, или сессия закончилась. Войдите снова.')).toBeVisible();
  await expect(page.getByText('Invalid login or password')).toHaveCount(0);
  await login.getByLabel('Пароль').fill('a-new-password-7');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Аккаунт' })).toBeVisible();
});

test('registration texts, the sign-in link, and the server refusing a taken email', async ({ page }) => {
  const account = await signUp(page, 'taken');
  await signOut(page);
  await page.goto('/en/rbac/subject/authentication/email-and-password/registration');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '409' })).toBeVisible();
  await form.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${SELECT_METHOD}$`));
});

test('an expired access token is refreshed once and the visitor stays signed in', async ({ page, context }) => {
  await signUp(page, 'expiry');
  const before = await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY);
  // The access cookie expires (its max-age is the token's lifetime): the browser drops it.
  await context.clearCookies({ name: JWT_COOKIE });
  const refreshes: string[] = [];
  page.on('request', (r) => r.url().includes('authentication.refresh') && refreshes.push(r.url()));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const after = await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  expect((await context.cookies()).some((c) => c.name === JWT_COOKIE)).toBe(true);
});

test('a refused refresh clears the session and goes home', async ({ page, context }) => {
  await signUp(page, 'refused');
  // Leave the signed-in page first: its own requests (the cart is on every page) would refresh with the real token.
  await page.goto('about:blank');
  await context.clearCookies({ name: JWT_COOKIE });
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('forged')) return;
    sessionStorage.setItem('forged', '1');
    localStorage.setItem(key, 'a-spent-or-forged-token');
  }, REFRESH_KEY);
  await page.goto('/en/rbac/subjects/settings');
  await expect(page).toHaveURL(/\/en\/?$/);
  // The address changes as the navigation home starts; the settings page (with a Login link of its own for a
  // signed-out visitor) stays until the home page has loaded.
  await expect(page.getByText('Sign in to see your settings.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY)).toBeNull();
});

test('settings: identities with badges, Update Email (with the current password), Change Password, add and delete an email', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUp(page, 'settings');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/rbac\/subjects\/settings$/);
  const list = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Email', { exact: true })).toBeVisible();
  await expect(list.getByText(account.email)).toBeVisible();

  // Update Email
  await list.getByRole('button', { name: 'Change email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Update Email' });
  await expect(emailDialog.getByText('Change your account email address.')).toBeVisible();
  const changed = newAccount('changed').email;
  await emailDialog.getByLabel('Email').fill(changed);
  // The current password is asked for: left empty, nothing is sent; a wrong one is refused by the server.
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog.getByText('At least 8 characters')).toBeVisible();
  await emailDialog.getByLabel('Current password').fill('not-the-password');
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await expect(list.getByText(account.email)).toBeVisible();
  await emailDialog.getByLabel('Current password').fill(account.password);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(emailDialog).toBeHidden();
  await expect(list.getByText(changed)).toBeVisible();
  // The old address is told, the new one masked.
  await mailTo(account.email, `${changed[0]}***${changed.slice(changed.indexOf('@'))}`);

  // Change Password: a wrong current password is refused by the server; the right one works. The email step's
  // refusal said the same words: its notice goes first, so that the one seen next is this step's.
  await expect(page.getByText('The current password is wrong')).toHaveCount(0);
  await list.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(passwordDialog.getByText('Update your account password.')).toBeVisible();
  await passwordDialog.getByLabel('Current password').fill('not-the-password');
  await passwordDialog.getByLabel('New password').fill('short');
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(passwordDialog.getByText('At least 8 characters')).toBeVisible();
  await passwordDialog.getByLabel('New password').fill('another-password-9');
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await passwordDialog.getByLabel('Current password').fill(account.password);
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(passwordDialog).toBeHidden();

  // Add an email identity, then delete it.
  const extra = newAccount('extra').email;
  const add = page.getByRole('form', { name: 'Add an email' });
  await add.getByLabel('Email').fill(extra);
  await add.getByLabel('Password').fill('extra-password-1');
  await add.getByRole('button', { name: 'Add an email' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: `Delete: ${extra}` }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Signed out, the settings page asks to sign in.
  await signOut(page);
  await page.goto('/en/rbac/subjects/settings');
  await expect(page.getByText('Sign in to see your settings.')).toBeVisible();
});

test('the logout page signs out when shown', async ({ page }) => {
  await signUp(page, 'logout-page');
  await page.goto('/en/rbac/subject/authentication/logout');
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY)).toBeNull();
});

test('settings: an unverified email mails its link again on Resend verification, and the new link verifies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUp(page, 'resend');
  await mailTo(account.email, '/verify?code=');
  await page.goto('/en/rbac/subjects/settings');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByText('Not verified')).toBeVisible();
  await methods.getByRole('button', { name: 'Resend verification' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  const mail = await mailTo(account.email, '/verify?code=', 30_000, 2);
  const link = mail.match(/https?:\/\/\S+\/verify\?code=[\w.-]+/)?.[0];
  expect(link, mail).toBeTruthy();

  // In Russian: the same state and button; then the new link verifies, and there is nothing to resend.
  await page.goto('/ru/rbac/subjects/settings');
  const ru = page.getByRole('list', { name: 'Способы входа' });
  await expect(ru.getByText('Не подтверждена')).toBeVisible();
  await expect(ru.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeVisible();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '/ru/'));
  await expect(page.getByText('Ваша почта подтверждена.')).toBeVisible();
  await page.goto('/ru/rbac/subjects/settings');
  await expect(ru.getByText('Подтверждена', { exact: true })).toBeVisible();
  await expect(ru.getByRole('button', { name: 'Отправить письмо ещё раз' })).toHaveCount(0);
});

test('the verification mail link verifies the email', async ({ page }) => {
  const account = await signUp(page, 'verify');
  const mail = await mailTo(account.email, '/verify?code=');
  const link = mail.match(/https?:\/\/\S+\/verify\?code=[\w.-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '/en/'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('list', { name: 'Sign-in methods' }).getByText(account.email)).toBeVisible();
  await expect(page.getByText('Not verified')).toHaveCount(0);
  // The same link again is refused: the toast and the page say so.
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '/en/'));
  await expect(
    page.getByText('This verification link is incomplete or no longer valid', { exact: false }),
  ).toBeVisible();
});
