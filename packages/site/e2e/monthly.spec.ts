/**
 * Monthly giving (issue 27 §2) at a phone's and a desktop's width in both languages: start a monthly donation on
 * /donate with the dummy provider, let a simulated renewal run (the operators' renewal trigger, a month and a half
 * ahead), see two payments in the account, open the cancel link of the mail (it asks first), then cancel from the
 * account. Each run gives to its own project.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo, signUp } from './helpers.ts';
import { serverKey } from './session.ts';

const WORDS = {
  en: {
    donate: 'Donate',
    project: 'Project',
    monthly: 'Monthly',
    other: 'Other amount',
    give: 'Donate ₽600 monthly',
    pay: 'Pay ₽600',
    thanks: 'Thank you!',
    account: 'Account',
    orders: 'Your orders and donations',
    gifts: 'Your monthly gifts',
    perMonth: '₽600 a month',
    twoPayments: '2 payments',
    active: 'Active',
    cancel: 'Cancel the monthly gift',
    confirm: 'Yes, cancel it',
    cancelled: 'Cancelled on',
    linkPage: 'Cancel the monthly gift',
  },
  ru: {
    donate: 'Помочь',
    project: 'Проект',
    monthly: 'Ежемесячно',
    other: 'Другая сумма',
    give: 'Жертвовать 600 ₽ ежемесячно',
    pay: 'Оплатить 600 ₽',
    thanks: 'Спасибо!',
    account: 'Аккаунт',
    orders: 'Ваши заказы и пожертвования',
    gifts: 'Ваши ежемесячные пожертвования',
    perMonth: '600 ₽ в месяц',
    twoPayments: '2 платежа',
    active: 'Действует',
    cancel: 'Отменить ежемесячное пожертвование',
    confirm: 'Да, отменить',
    cancelled: 'Отменено',
    linkPage: 'Отменить ежемесячное пожертвование',
  },
} as const;

const PROJECTS = {
  'en-360': 'The wooden chapel of St Nicholas in Karelia',
  'en-1440': 'The bell tower of the Church of the Intercession in Pokrovskoye',
  'ru-360': 'Летний волонтёрский лагерь на Онежском озере',
  'ru-1440': 'Иконописная реставрационная мастерская',
} as const;

const DAY = 24 * 60 * 60_000;
/** A full page from its top: scrolled down, the sticky header would be drawn over the middle of the shot. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/monthly/${name}.png`, fullPage: true });
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const w = WORDS[language];
    const at = `${language}-${width}` as const;

    test(`${at}: a monthly gift, a simulated renewal, two payments, cancelled from the account`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const account = await signUp(page, `monthly-${at}`, language);

      await page.goto(`/${language}/donate`);
      const form = page.getByRole('form', { name: w.donate });
      await form.getByLabel(w.project).selectOption({ label: PROJECTS[at] });
      await form.getByRole('radio', { name: w.monthly }).check();
      await form.getByLabel(w.other).fill('600');
      await expect(form.getByRole('button', { name: w.give })).toBeEnabled();
      await shot(page, `form-monthly-${at}`);
      await form.getByRole('button', { name: w.give }).click();

      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible({ timeout: 20_000 });

      // A month and a half later (the trigger's `at`): the renewal is charged through the dummy provider.
      const renewed = await request.post('/api/billing/subscriptions/renew-due', {
        headers: serverKey(),
        data: { data: { at: new Date(Date.now() + 45 * DAY).toISOString() } },
      });
      expect(renewed.status(), await renewed.text()).toBe(200);

      // The account: the gift with its two payments, and both payments among the orders.
      await page.getByRole('button', { name: w.account, exact: true }).click();
      await page.getByRole('link', { name: w.orders }).click();
      const gifts = page.getByRole('region', { name: w.gifts });
      const gift = gifts.getByRole('listitem', { name: PROJECTS[at] });
      await expect(gift.getByText(w.perMonth)).toBeVisible();
      await expect(gift.getByText(w.twoPayments)).toBeVisible();
      await expect(gift.getByText(w.active)).toBeVisible();
      const orders = page.getByRole('region', { name: w.orders });
      await expect(orders.getByText(PROJECTS[at])).toHaveCount(2);
      await shot(page, `account-${at}`);

      // The cancel link of the mail opens a page that asks first (opening it cancels nothing).
      const mail = await mailTo(account.email, '/cancel?expires=');
      const link = /https?:\/\/\S+\/api\/billing\/subscriptions\/[\w-]+\/cancel\?expires=\d+(?:&amp;|&)token=[\w-]+/
        .exec(mail)?.[0]
        ?.replace('&amp;', '&');
      expect(link, mail).toBeTruthy();
      const accountUrl = page.url();
      await page.goto(link!);
      await expect(page.getByRole('heading', { name: w.linkPage })).toBeVisible();
      await expect(page.getByRole('button', { name: w.linkPage })).toBeVisible();
      await shot(page, `cancel-link-${at}`);

      // Cancelled from the account, after one question.
      await page.goto(accountUrl);
      await gift.getByRole('button', { name: w.cancel }).click();
      await shot(page, `cancel-confirm-${at}`);
      await gift.getByRole('button', { name: w.confirm }).click();
      await expect(gift.getByText(new RegExp(`^${w.cancelled} `))).toBeVisible();
      await expect(gift.getByRole('button', { name: w.cancel })).toHaveCount(0);
      await shot(page, `cancelled-${at}`);
    });
  }
