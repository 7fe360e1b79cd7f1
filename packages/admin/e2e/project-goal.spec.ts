/**
 * A project's fundraising goal (issue 27), set per currency on the product screen in both languages: saved as
 * attributes of key type goal beside the prices (which stay as they were), and shown again when the screen opens.
 * Screenshots at 1440 px (test-results/admin-project-goal-*.png).
 */
import { expect, test } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';

const WORDS = {
  en: {
    goalIn: (c: string) => `Goal in ${c}`,
    save: 'Save product',
    saved: 'Product saved',
    goals: 'Fundraising goal',
  },
  ru: { goalIn: (c: string) => `Цель в ${c}`, save: 'Сохранить товар', saved: 'Товар сохранён', goals: 'Цель сбора' },
} as const;

for (const locale of ['en', 'ru'] as const) {
  test(`${locale}: a project's goal in two currencies, set on its screen, kept apart from its prices`, async ({
    page,
  }) => {
    const w = WORDS[locale];
    const made = await api<{ id: string }>(
      'POST',
      '/api/ecommerce/products',
      { data: { adminTitle: `Goal test ${locale}`, slug: `admin-goal-${locale}-${Date.now()}` } },
      asServer,
    );
    expect(made.status, made.message).toBe(201);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, `#/ecommerce/products/${made.data.id}`, locale);
    const goals = page.getByRole('region', { name: w.goals });
    await goals.getByRole('textbox', { name: w.goalIn('RUB') }).fill('1 500 000');
    await goals.getByRole('textbox', { name: w.goalIn('USD') }).fill(locale === 'ru' ? '16500,50' : '16500.50');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();

    const editor = await api<{ goals: { amount: string }[]; prices: unknown[] }>(
      'GET',
      `/api/ecommerce/products/${made.data.id}/editor`,
      undefined,
      asServer,
    );
    expect(editor.data.goals.map((g) => g.amount).sort()).toEqual(['1500000', '16500.5']);
    expect(editor.data.prices).toEqual([]);
    await page.reload();
    await expect(
      page.getByRole('region', { name: w.goals }).getByRole('textbox', { name: w.goalIn('RUB') }),
    ).toHaveValue('1500000');
    await shot(page, `project-goal-${locale}`);
  });
}
