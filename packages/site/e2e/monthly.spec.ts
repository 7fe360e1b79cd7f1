/**
 * Monthly giving (issue 27 §2) at a phone's and a desktop's width in both languages: start a monthly donation on
 * /donate with the dummy provider, let a simulated renewal run (the operators' renewal trigger, a month and a half
 * ahead), see two payments in the account, open the cancel link of the mail (it asks first), then cancel from the
 * account. Each run gives to its own project.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate } from '@symbol/contracts/intl';
import { mailTo, signUp, acceptTerms } from './helpers.ts';
import { serverKey } from './session.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

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
    gifts: 'Your recurring gifts',
    giftTitle: 'Your monthly gift',
    nextPayment: 'Next payment on',
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
    gifts: 'Ваши регулярные пожертвования',
    giftTitle: 'Ваше ежемесячное пожертвование',
    nextPayment: 'Следующий платёж —',
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
/** The next payment's date one interval from now, as the page writes it (UTC; 31 January + 1 month = 28/29 February). */
function nextPaymentDate(language: string, interval: 'week' | 'month' | 'year') {
  const now = new Date();
  if (interval === 'week') return formatDate(new Date(now.getTime() + 7 * DAY), language);
  const months = now.getUTCMonth() + (interval === 'year' ? 12 : 1);
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), months + 1, 0)).getUTCDate();
  return formatDate(new Date(Date.UTC(now.getUTCFullYear(), months, Math.min(now.getUTCDate(), lastDay))), language);
}
/** A full page from its top: scrolled down, the sticky header would be drawn over the middle of the shot. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, { path: `/tmp/shots-site/${name}.png`, fullPage: true });
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
      await acceptTerms(form);
      await screenshot(form, { path: `/tmp/shots-site/form-only-monthly-${at}.png` });
      await form.getByRole('button', { name: w.give }).click();

      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible({ timeout: 20_000 });
      // The thank-you page says it recurs, how much a month, and when the next payment is (a month from today).
      const thanks = page.getByRole('region', { name: w.giftTitle });
      await expect(thanks.getByText(w.perMonth)).toBeVisible();
      await expect(thanks.getByText(`${w.nextPayment} ${nextPaymentDate(language, 'month')}`)).toBeVisible();
      await expect(thanks.getByRole('link', { name: w.cancel })).toBeVisible();
      await shot(page, `thank-you-monthly-${at}`);

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

/**
 * A `subscription` product given weekly or yearly (its `interval` attribute), made through the REST API with the
 * server key as the back office makes it, with a price in roubles: its own page's form, button, thank-you page and
 * account say its interval, never "monthly".
 */
const OWN_INTERVAL = {
  en: {
    week: {
      hint: 'The same amount each week',
      give: 'Donate ₽600 weekly',
      title: 'Your weekly gift',
      per: '₽600 a week',
    },
    year: {
      hint: 'The same amount each year',
      give: 'Donate ₽600 yearly',
      title: 'Your yearly gift',
      per: '₽600 a year',
    },
    cancel: { week: 'Cancel the weekly gift', year: 'Cancel the yearly gift' },
    toAccount: 'Your gifts in the account',
  },
  ru: {
    week: {
      hint: 'Та же сумма каждую неделю',
      give: 'Жертвовать 600 ₽ раз в неделю',
      title: 'Ваше еженедельное пожертвование',
      per: '600 ₽ в неделю',
    },
    year: {
      hint: 'Та же сумма каждый год',
      give: 'Жертвовать 600 ₽ ежегодно',
      title: 'Ваше ежегодное пожертвование',
      per: '600 ₽ в год',
    },
    cancel: { week: 'Отменить еженедельное пожертвование', year: 'Отменить ежегодное пожертвование' },
    toAccount: 'Пожертвования в личном кабинете',
  },
} as const;

async function made(request: APIRequestContext, path: string, data: object): Promise<string> {
  const response = await request.post(`/api/${path}`, { headers: serverKey(), data: { data } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()).data as { id: string }).id;
}

async function idOf(request: APIRequestContext, path: string, slug: string): Promise<string> {
  const response = await request.get(
    `/api/${path}?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`,
    { headers: serverKey() },
  );
  return ((await response.json()).data as { id: string }[])[0]!.id;
}

const projectTitle = (language: 'en' | 'ru', interval: 'week' | 'year') =>
  language === 'en' ? `Friends of the foundation (${interval})` : `Друзья фонда (${interval})`;

/** A project given only at `interval`, priced in roubles like the demo's projects. */
async function recurringProject(request: APIRequestContext, slug: string, interval: 'week' | 'year') {
  const productId = await made(request, 'ecommerce/products', {
    adminTitle: slug,
    slug,
    type: 'subscription',
    title: { en: projectTitle('en', interval), ru: projectTitle('ru', interval) },
  });
  const attach = async (keyId: string, value: object, currencyId?: string) => {
    const attributeId = await made(request, 'ecommerce/attributes', value);
    await made(request, 'ecommerce/attribute-keys-to-attributes', { attributeKeyId: keyId, attributeId });
    await made(request, 'ecommerce/products-to-attributes', { productId, attributeId });
    if (currencyId)
      await made(request, 'ecommerce/attributes-to-billing-module-currencies', {
        attributeId,
        billingModuleCurrencyId: currencyId,
      });
  };
  const intervalKey = await made(request, 'ecommerce/attribute-keys', {
    adminTitle: `${slug} interval`,
    type: 'interval',
  });
  await attach(intervalKey, { string: { en: interval, ru: interval } });
  await attach(
    await idOf(request, 'ecommerce/attribute-keys', 'price'),
    { number: '600' },
    await idOf(request, 'billing/currencies', 'rub'),
  );
}

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const interval = width === 360 ? 'week' : 'year';
    const w = { ...OWN_INTERVAL[language], ...OWN_INTERVAL[language][interval] };
    const at = `${language}-${width}` as const;

    test(`${at}: a ${interval}ly project says its own interval on the form, the thank-you page and the account`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const slug = `friends-${interval}-${at}-${Date.now().toString(36)}`;
      await recurringProject(request, slug, interval);
      await signUp(page, `${interval}ly-${at}`, language);

      await page.goto(`/${language}/projects/${slug}`);
      const form = page.getByRole('form', { name: WORDS[language].donate });
      // Given only at its interval: no one-off choice, and no word of months.
      await expect(form.getByRole('radio')).toHaveCount(0);
      await expect(form.getByText(w.hint)).toBeVisible();
      await form.getByLabel(WORDS[language].other).fill('600');
      await expect(form.getByRole('button', { name: w.give })).toBeEnabled();
      await expect(form.getByText(/month|месяц|ежемесячн/i)).toHaveCount(0);
      await shot(page, `form-${interval}ly-${at}`);
      await acceptTerms(form);
      await screenshot(form, { path: `/tmp/shots-site/form-only-${interval}ly-${at}.png` });
      await form.getByRole('button', { name: w.give }).click();

      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await page.getByRole('button', { name: WORDS[language].pay }).click();
      await expect(page.getByRole('heading', { name: WORDS[language].thanks })).toBeVisible({ timeout: 20_000 });
      const thanks = page.getByRole('region', { name: w.title });
      await expect(thanks.getByText(w.per)).toBeVisible();
      await expect(
        thanks.getByText(`${WORDS[language].nextPayment} ${nextPaymentDate(language, interval)}`),
      ).toBeVisible();
      await expect(thanks.getByRole('link', { name: w.cancel[interval] })).toHaveAttribute(
        'href',
        /\/api\/billing\/subscriptions\/[\w-]+\/cancel\?expires=\d+&token=/,
      );
      await shot(page, `thank-you-${interval}ly-${at}`);

      // The account lists it by its interval.
      await thanks.getByRole('link', { name: w.toAccount }).click();
      const gift = page
        .getByRole('region', { name: WORDS[language].gifts })
        .getByRole('listitem', { name: projectTitle(language, interval) });
      await expect(gift.getByText(w.per)).toBeVisible();
      await expect(gift.getByRole('button', { name: w.cancel[interval] })).toBeVisible();
    });
  }
