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
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const TEXTS = {
  en: {
    signIn: 'Sign in with Telegram',
    account: 'Account',
    link: 'Link Telegram',
    getLink: 'Get a link for the bot',
    open: 'Open the bot',
    section: 'Notices in Telegram',
    receipts: 'Receipts',
    gifts: 'Monthly-gift notices',
    unlink: 'Unlink',
  },
  ru: {
    signIn: 'Войти через Telegram',
    account: 'Аккаунт',
    link: 'Связать Telegram',
    getLink: 'Получить ссылку для бота',
    open: 'Открыть бота',
    section: 'Уведомления в Telegram',
    receipts: 'Квитанции',
    gifts: 'Уведомления о регулярных пожертвованиях',
    unlink: 'Отвязать',
  },
} as const;

// Telegram ids of this worker: two workers starting in the same second must not make the same people.
let users = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

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

/** A Mini App's initData for a new Telegram user, signed with the WebAppData key as Telegram signs it. */
function signedInitData(): { initData: string; id: number } {
  const id = ++users;
  const params = new URLSearchParams({
    user: JSON.stringify({ id, first_name: 'Ivan', username: `ivan${id}`, language_code: 'ru' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: `AAE${id}`,
  });
  const check = [...params.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(process.env.E2E_TELEGRAM_BOT_TOKEN!).digest();
  params.set('hash', createHmac('sha256', secret).update(check).digest('hex'));
  return { initData: params.toString(), id };
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
    await screenshot(page, { path: `test-results/telegram-sign-in-${language}.png`, fullPage: true });
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

    // The person opens the link: Telegram sends the bot `/start <code>` (the webhook, as Telegram calls it).
    const code = new URL((await open.getAttribute('href'))!).searchParams.get('start')!;
    // From Telegram's servers: no cookie of the visitor's.
    const update = await fetch(`${process.env.E2E_BASE_URL}/api/telegram/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': process.env.E2E_TELEGRAM_WEBHOOK_SECRET!,
      },
      body: JSON.stringify({
        update_id: user.id,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: user.id, type: 'private', username: user.username },
          from: { id: user.id, is_bot: false, first_name: 'Anna', username: user.username, language_code: language },
          text: `/start ${code}`,
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      }),
    });
    expect(update.status).toBe(200);

    // The account shows the chat with its switches; receipts off there is off for the bot too.
    await page.reload();
    const chat = section.getByRole('group', { name: new RegExp(`@${user.username}`) });
    const receipts = await hydrated(chat.getByRole('checkbox', { name: words.receipts }));
    await expect(receipts).toBeChecked();
    await expect(chat.getByRole('checkbox', { name: words.gifts })).toBeChecked();
    await receipts.uncheck();
    await expect(receipts).not.toBeChecked();
    const me = (await (await page.request.get('/api/rbac/subjects/authentication/me')).json()).data as { id: string };
    const chats = `/api/rbac/subjects/${me.id}/telegram-module/chats`;
    await expect
      .poll(async () => ((await (await page.request.get(chats)).json()).data as { receipts: boolean }[])[0]?.receipts)
      .toBe(false);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `test-results/telegram-account-${language}.png`, fullPage: true });

    await chat.getByRole('button', { name: words.unlink }).click();
    await expect(chat).toHaveCount(0);
    expect((await (await page.request.get(chats)).json()).data).toEqual([]);
  });
}

test('opened in Telegram as a Mini App, the site signs the visitor in with its initData and drops it from the address', async ({
  page,
}) => {
  const { initData, id } = signedInitData();
  await page.route(/^https:\/\/([a-z]+\.)?telegram\.org\//, (route) => route.abort());
  await page.goto(`/ru/projects#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`);
  await expect(page.getByRole('button', { name: TEXTS.ru.account, exact: true })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page).toHaveURL(/\/ru\/projects$/);
  const me = await page.request.get('/api/rbac/subjects/authentication/me');
  expect((await me.json()).data.identities).toEqual([
    expect.objectContaining({ provider: 'telegram', account: String(id) }),
  ]);
  // The same initData again (a reload that kept it, a shared link) signs nobody in: a replay.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const replay = await page.request.post('/api/rbac/subjects/authentication/telegram', {
    data: { data: { initData } },
  });
  expect(replay.status()).toBe(401);
});
