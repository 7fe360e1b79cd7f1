/**
 * Telegram (issue 40) in both languages: the sign-in button, and the account's Telegram section. Telegram's
 * widget script is blocked (nothing loads from telegram.org); the page's `Telegram.Login.auth` answers with a
 * payload this test signs as Telegram would, with the bot token the server was started with, so the whole
 * server flow runs.
 */
import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session.ts';
import { hydrated } from './helpers.ts';

const TEXTS = {
  en: {
    signIn: 'Sign in with Telegram',
    account: 'Account',
    link: 'Link Telegram',
    getLink: 'Get a link for the bot',
    open: 'Open the bot',
    section: 'Notices in Telegram',
  },
  ru: {
    signIn: 'Войти через Telegram',
    account: 'Аккаунт',
    link: 'Связать Telegram',
    getLink: 'Получить ссылку для бота',
    open: 'Открыть бота',
    section: 'Уведомления в Telegram',
  },
} as const;

let users = Math.floor(Date.now() / 1000);

/** The Login Widget's answer for a new Telegram user, signed with the bot token as Telegram signs it. */
function signedUser(): { id: number; first_name: string; username: string; auth_date: number; hash: string } {
  const data = {
    id: ++users,
    first_name: 'Anna',
    username: `anna${users}`,
    auth_date: Math.floor(Date.now() / 1000),
  };
  const check = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key as keyof typeof data]}`)
    .join('\n');
  const key = createHash('sha256').update(process.env.E2E_TELEGRAM_BOT_TOKEN!).digest();
  return { ...data, hash: createHmac('sha256', key).update(check).digest('hex') };
}

/** Blocks telegram.org; the page's Telegram.Login.auth answers with `user`. */
async function fakeTelegram(page: Page, user: Record<string, unknown>) {
  await page.route(/^https:\/\/([a-z]+\.)?telegram\.org\//, (route) => route.abort());
  await page.addInitScript((answer) => {
    (window as unknown as { Telegram: unknown }).Telegram = {
      Login: { auth: (_options: unknown, done: (user: unknown) => void) => done(answer) },
    };
  }, user);
}

for (const language of ['en', 'ru'] as const) {
  const words = TEXTS[language];

  test(`${language}: the Telegram button signs in with a signed answer`, async ({ page }) => {
    const user = signedUser();
    await fakeTelegram(page, user);
    await page.goto(`/${language}/rbac/subject/authentication/select-method`);
    const button = await hydrated(page.getByRole('button', { name: words.signIn }));
    await expect(button).toBeVisible();
    await page.screenshot({ path: `test-results/telegram-sign-in-${language}.png`, fullPage: true });
    await button.click();
    await expect(page.getByRole('button', { name: words.account, exact: true })).toBeVisible();
    const me = await page.request.get('/api/rbac/subjects/authentication/me');
    expect((await me.json()).data.identities).toEqual([
      expect.objectContaining({ provider: 'telegram', account: String(user.id) }),
    ]);
  });

  test(`${language}: the account links Telegram and shows the bot's one-time link`, async ({ page, context }) => {
    const user = signedUser();
    await signIn(context);
    await fakeTelegram(page, user);
    await page.goto(`/${language}/rbac/subjects/settings`);
    const section = page.getByRole('region', { name: words.section });
    await (await hydrated(section.getByRole('button', { name: words.link }))).click();
    await expect(
      page
        .getByRole('list', { name: language === 'en' ? 'Sign-in methods' : 'Способы входа' })
        .getByText(String(user.id)),
    ).toBeVisible();
    await section.getByRole('button', { name: words.getLink }).click();
    const open = section.getByRole('link', { name: words.open });
    await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\/symbol_e2e_bot\?start=[\w-]+$/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/telegram-account-${language}.png`, fullPage: true });
  });
}
