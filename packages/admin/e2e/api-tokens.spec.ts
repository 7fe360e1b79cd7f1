/**
 * API tokens in the admin (issue 38), in English and Russian: a token is made with scopes, a module and an expiry,
 * shown once with its copy button and warning, works (a REST read with it), is listed without its secret, and is
 * revoked after the admin's confirmation dialog (Cancel keeps it), after which it is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const WORDS = {
  en: {
    title: 'API tokens',
    new: 'New token',
    dialog: 'New API token',
    name: 'Name',
    write: /^write:/,
    modules: 'Modules it reaches',
    blog: 'Blog',
    expires: 'Expires on',
    create: 'Create token',
    made: (name: string) => `Token «${name}» made`,
    warning: 'Copy it now: it will not be shown again.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'I have copied it',
    active: 'Active',
    revoke: (name: string) => `Revoke token ${name}`,
    confirm: (name: string) => `Revoke token «${name}»?`,
    confirmButton: 'Revoke',
    cancel: 'Cancel',
    revoked: /^Revoked /,
    read: 'read',
    writeChip: 'write',
  },
  ru: {
    title: 'API-токены',
    new: 'Новый токен',
    dialog: 'Новый API-токен',
    name: 'Название',
    write: /^запись:/,
    modules: 'Доступные модули',
    blog: 'Блог',
    expires: 'Действует до',
    create: 'Создать токен',
    made: (name: string) => `Токен «${name}» создан`,
    warning: 'Скопируйте его сейчас: больше он показан не будет.',
    copy: 'Копировать',
    copied: 'Скопировано',
    done: 'Я скопировал токен',
    active: 'Действует',
    revoke: (name: string) => `Отозвать токен ${name}`,
    confirm: (name: string) => `Отозвать токен «${name}»?`,
    confirmButton: 'Отозвать',
    cancel: 'Отмена',
    revoked: /^Отозван /,
    read: 'чтение',
    writeChip: 'запись',
  },
} as const;

/** The MCP server's tools/list with the token (a plain JSON-RPC POST). */
const mcpToolsList = (token: string) =>
  fetch(`${process.env.E2E_BASE_URL}/api/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

async function inLanguage(page: Page, locale: string, path = '') {
  await openAdmin(page, path, locale);
}

for (const locale of ['en', 'ru'] as const) {
  const w = WORDS[locale];
  test(`API tokens in ${locale}: made, shown once, listed, revoked after asking`, async ({ page }) => {
    await inLanguage(page, locale, '#/rbac/api-tokens');
    await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();

    const name = `e2e-agent-${locale}-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: w.new }).click();
    const form = page.getByRole('dialog', { name: w.dialog });
    await form.getByRole('textbox', { name: w.name }).fill(name);
    await form.getByRole('checkbox', { name: w.write }).check();
    await form.getByRole('combobox', { name: w.modules }).click();
    await page.getByRole('option', { name: w.blog, exact: true }).click();
    await expect(form.getByRole('button', { name: w.blog })).toBeVisible();
    await form.getByLabel(w.expires).fill('2099-12-31');
    await shot(page, `api-tokens-form-${locale}`);
    await form.getByRole('button', { name: w.create }).click();

    // Shown once: the token, the warning, a copy button that copies it.
    const made = page.getByRole('dialog', { name: w.made(name) });
    await expect(made.getByText(w.warning)).toBeVisible();
    const field = made.getByRole('textbox');
    const token = await field.inputValue();
    expect(token).toMatch(/^sym_[\w-]{40,}$/);
    await made.getByRole('button', { name: w.copy }).click();
    await expect(made.getByRole('button', { name: w.copied, exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shot(page, `api-tokens-made-${locale}`);
    // It works (an MCP call with it), and reaches only its module (rbac's tokens are beyond blog).
    expect((await mcpToolsList(token)).status).toBe(200);
    expect((await api('GET', '/api/rbac/api-tokens', undefined, { authorization: `Bearer ${token}` })).status).toBe(
      403,
    );
    await made.getByRole('button', { name: w.done }).click();
    await expect(made).toBeHidden();

    // Listed, without its secret.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(w.active)).toBeVisible();
    await expect(row.getByText(w.read, { exact: true })).toBeVisible();
    await expect(row.getByText(w.writeChip, { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: w.blog, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: /2099/ })).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
    await shot(page, `api-tokens-list-${locale}`);

    // Revoking asks; Cancel keeps it.
    await row.getByRole('button', { name: w.revoke(name) }).click();
    const ask = page.getByRole('dialog', { name: w.confirm(name) });
    await expect(ask).toBeVisible();
    await shot(page, `api-tokens-revoke-${locale}`);
    await ask.getByRole('button', { name: w.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(row.getByText(w.active)).toBeVisible();
    await row.getByRole('button', { name: w.revoke(name) }).click();
    await page
      .getByRole('dialog', { name: w.confirm(name) })
      .getByRole('button', { name: w.confirmButton })
      .click();
    await expect(row.getByText(w.revoked)).toBeVisible();
    await expect(row.getByRole('button', { name: w.revoke(name) })).toHaveCount(0);
    expect((await mcpToolsList(token)).status).toBe(401);
    await shot(page, `api-tokens-revoked-${locale}`);
  });
}
