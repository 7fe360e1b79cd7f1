/**
 * The donation form cannot mislead, and a declined payment is recoverable (issue 32 §3, §4), as a guest at a
 * phone's and a desktop's width in both languages: a typed amount is cleared (and said so) when the currency
 * changes, never re-labelled; the button states what is charged and how often; covering the fee shows it in money
 * and the button includes it; a dedication and the anonymous choice go with the gift. The test provider declines:
 * the page offers Try again (phone) or Choose another method (desktop), the donor's cart holds nothing, and the
 * retried payment is paid with the same amount.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: {
    donate: 'Donate',
    other: 'Other amount',
    typed: 'Donate ₽1,500 once',
    cleared: 'The amount you typed was cleared: type it again in $ USD.',
    preset: 'Donate $25 once',
    monthly: 'Monthly',
    monthlyButton: 'Donate $25 monthly',
    once: 'One-off',
    fee: 'Add $0.75 to cover the payment fee (3 %)',
    withFee: 'Donate $25.75 once',
    dedication: 'Dedication or comment (optional)',
    anonymous: 'Give anonymously: keep my name off public lists',
    email: 'Email for your receipt',
    pay: 'Pay $25.75',
    decline: 'Decline',
    declined: 'The payment did not go through. Nothing was charged.',
    tryAgain: 'Try again',
    otherMethod: 'Choose another method',
    payWith: 'Pay with',
    thanks: 'Thank you!',
  },
  ru: {
    donate: 'Помочь',
    other: 'Другая сумма',
    typed: 'Пожертвовать 1 500 ₽ один раз',
    cleared: 'Введённая сумма сброшена: введите её заново в валюте $ USD.',
    preset: 'Пожертвовать 25 $ один раз',
    monthly: 'Ежемесячно',
    monthlyButton: 'Жертвовать 25 $ ежемесячно',
    once: 'Разово',
    fee: 'Добавить 0,75 $, чтобы покрыть комиссию платёжной системы (3 %)',
    withFee: 'Пожертвовать 25,75 $ один раз',
    dedication: 'Посвящение или комментарий (необязательно)',
    anonymous: 'Анонимно: не показывать моё имя в публичных списках',
    email: 'Электронная почта для чека',
    pay: 'Оплатить 25,75 $',
    decline: 'Отклонить',
    declined: 'Платёж не прошёл. Деньги не списаны.',
    tryAgain: 'Попробовать снова',
    otherMethod: 'Выбрать другой способ',
    payWith: 'Оплатить через',
    thanks: 'Спасибо!',
  },
} as const;

const shot = (page: Page, name: string) => screenshot(page, { path: `/tmp/donor-shots/${name}.png`, fullPage: true });

/** The guest's orders, through the API with the browser's own session. */
async function guestOrders(page: Page) {
  const me = await page.request.get('/api/rbac/subjects/authentication/me');
  const id = (await me.json()).data.id as string;
  const res = await page.request.get(`/api/rbac/subjects/${id}/ecommerce-module/orders`);
  return (await res.json()).data as { id: string; type: string; status: string }[];
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const w = WORDS[language];
    const at = `${language}-${width}`;
    test(`${at}: the currency switch, the button, the fee, a declined payment paid again`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/donate`);
      const form = page.getByRole('form', { name: w.donate });
      const submit = form.getByRole('button', { name: new RegExp(`^(Donate|Пожертвовать|Жертвовать) `) });

      // A typed amount in roubles, then dollars: cleared and said so, the button back on a dollar preset.
      await form.getByLabel(w.other).fill('1500');
      await expect(submit).toHaveAccessibleName(w.typed);
      await form.getByRole('button', { name: '$ USD' }).click();
      await expect(form.getByLabel(w.other)).toHaveValue('');
      await expect(form.getByRole('status')).toHaveText(w.cleared);
      await expect(submit).toHaveAccessibleName(w.preset);
      // Frequency is always said.
      await form.getByRole('radio', { name: w.monthly }).check();
      await expect(submit).toHaveAccessibleName(w.monthlyButton);
      await form.getByRole('radio', { name: w.once }).check();
      await expect(submit).toHaveAccessibleName(w.preset);

      // Cover the fee: in money, and the button says what is charged.
      await form.getByRole('checkbox', { name: w.fee }).check();
      await expect(submit).toHaveAccessibleName(w.withFee);
      await form.getByLabel(w.dedication).fill('In memory of Anna');
      await form.getByRole('checkbox', { name: w.anonymous }).check();
      await form.getByLabel(w.email).fill(`gift-${at}-${Date.now().toString(36)}@example.org`);
      await acceptTerms(form);
      await shot(page, `gift-form-${at}`);
      await submit.click();

      // The test provider declines.
      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await page.getByRole('button', { name: w.decline }).click();
      await expect(page.getByText(w.declined)).toBeVisible({ timeout: 20_000 });
      await shot(page, `declined-${at}`);
      // Nothing in the guest's cart: the gift waits as an order of its own.
      const orders = await guestOrders(page);
      expect(orders.filter((o) => o.type === 'cart')).toEqual([]);
      expect(orders.filter((o) => o.status === 'new')).toHaveLength(1);

      if (width === 360) await page.getByRole('button', { name: w.tryAgain }).click();
      else {
        await page.getByRole('button', { name: w.otherMethod }).click();
        const other = page.getByRole('form', { name: w.otherMethod });
        await expect(other.getByRole('combobox')).toBeVisible();
        await shot(page, `other-method-${at}`);
        await other.getByRole('button', { name: w.payWith }).click();
      }
      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible({ timeout: 20_000 });
      const after = await guestOrders(page);
      expect(after.filter((o) => o.type === 'cart')).toEqual([]);
      expect(after.find((o) => o.id === orders[0]!.id)).toMatchObject({ status: 'approving' });
    });
  }
