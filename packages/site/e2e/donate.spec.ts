/**
 * The donor's journey (issue 27 §1, §3) at a phone's and a desktop's width in both languages: from the home page's
 * Donate, give a free amount once with the dummy provider (a too small amount is refused first), see the order
 * number on the thank-you page, the donation in the account, and the project's progress moved. Each run gives to
 * its own project, so the four runs do not count each other's gifts.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, firstMove, hydrated, mailTo, signUp, uncovered } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: {
    donate: 'Donate',
    project: 'Project',
    other: 'Other amount',
    tooSmall: 'At least ₽100',
    give: 'Donate ₽750 once',
    pay: 'Pay ₽750',
    thanks: 'Thank you!',
    number: 'Order number',
    next: 'What happens next',
    orders: 'Your orders and donations',
    account: 'Account',
    bank: 'Donate by bank transfer',
    toProject: 'Donate to this project',
    statement: (year: number) => `Statement of donations for ${year} (PDF)`,
  },
  ru: {
    donate: 'Помочь',
    project: 'Проект',
    other: 'Другая сумма',
    tooSmall: 'Не меньше 100 ₽',
    give: 'Пожертвовать 750 ₽ один раз',
    pay: 'Оплатить 750 ₽',
    thanks: 'Спасибо!',
    number: 'Номер заказа',
    next: 'Что дальше',
    orders: 'Ваши заказы и пожертвования',
    account: 'Аккаунт',
    bank: 'Пожертвовать банковским переводом',
    toProject: 'Помочь этому проекту',
    statement: (year: number) => `Справка о пожертвованиях за ${year} год (PDF)`,
  },
} as const;

const PROJECTS = {
  'en-360': {
    slug: 'pokrovskoye-bell-tower',
    title: 'The bell tower of the Church of the Intercession in Pokrovskoye',
  },
  'en-1440': { slug: 'karelia-st-nicholas-chapel', title: 'The wooden chapel of St Nicholas in Karelia' },
  'ru-360': { slug: 'icon-restoration-workshop', title: 'Иконописная реставрационная мастерская' },
  'ru-1440': { slug: 'summer-volunteer-camp', title: 'Летний волонтёрский лагерь на Онежском озере' },
} as const;

/** A progress bar's label, "₽600 raised of ₽600,000" or "Собрано 600 ₽ из 600 000 ₽": its goal, and its raised
 * amount as a number (whole units; the demo's projects are in whole roubles). */
const goalOf = (label: string) => label.split(/ of | из /).pop()!;
const raisedOf = (label: string) => Number(label.split(/ of | из /)[0]!.replace(/\D/g, ''));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shot = (page: Page, name: string) => screenshot(page, { path: `/tmp/donor-shots/${name}.png`, fullPage: true });

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const w = WORDS[language];
    const at = `${language}-${width}` as const;
    const project = PROJECTS[at];

    test(`${at}: from the home page's Donate, a free amount once, its number, the account, the progress`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const account = await signUp(page, `donor-${at}`, language);

      // The form the server drew stays while the donor's session loads (it once blinked into a skeleton and back).
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof HTMLElement && (node.id === 'donate' || node.querySelector('#donate')))
                document.documentElement.dataset.formRemoved = 'yes';
        }).observe(document, { childList: true, subtree: true });
      });
      // The project's progress before, on its own page.
      await page.goto(`/${language}/projects/${project.slug}`);
      const progress = page.getByRole('progressbar').first();
      await expect(progress).toBeVisible();
      const before = await progress.getAttribute('aria-label');
      // The project's own form comes before the bank details; on a phone a Donate stays in reach and leads to it.
      const own = page.getByRole('form', { name: w.donate });
      const bank = page.getByRole('heading', { name: w.bank });
      // boundingBox does not wait: on a loaded machine the form was not there yet (null).
      await expect(own).toBeVisible();
      await expect(bank).toBeVisible();
      expect((await own.boundingBox())!.y).toBeLessThan((await bank.boundingBox())!.y);
      await expect(own.getByRole('textbox', { name: /mail|почт/i })).toHaveValue(account.email);
      expect(await page.evaluate(() => document.documentElement.dataset.formRemoved)).toBeUndefined();
      const sticky = page.getByRole('link', { name: w.toProject });
      if (width === 360) {
        await expect(sticky).toBeInViewport();
        // Hydrated or not: the router's first render leaves the page where the tap took it (tests below).
        await sticky.click();
        await expect(own).toBeInViewport();
        // At the form the button steps aside: it covered the form's fields and, further down, its submit.
        await expect(sticky).toBeHidden();
        const submit = own.getByRole('button', { name: new RegExp(`^${w.donate}|^Пожертвовать`) });
        await submit.evaluate((button) => button.scrollIntoView({ block: 'center' }));
        expect(await uncovered(submit)).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(sticky).toBeInViewport();
      } else await expect(sticky).toBeHidden();
      await shot(page, `project-${at}`);

      // The header's Donate is in reach at every width and opens /donate.
      await page.goto(`/${language}/`);
      await page.getByRole('banner').getByRole('link', { name: w.donate, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/donate$`));
      const form = page.getByRole('form', { name: w.donate });
      await form.getByLabel(w.project).selectOption({ label: project.title });
      // The same project's progress: its goal, and at least what its page said (the other browser tests give to the
      // demo's projects meanwhile: monthly.spec gave 1,200 ₽ to this one between the two reads once).
      const formProgress = form.getByRole('progressbar');
      await expect(formProgress).toHaveAttribute('aria-label', new RegExp(`${escapeRegExp(goalOf(before!))}$`));
      expect(raisedOf((await formProgress.getAttribute('aria-label'))!)).toBeGreaterThanOrEqual(raisedOf(before!));

      // Too small: said at once, and nothing can be sent.
      const other = form.getByLabel(w.other);
      await other.fill('50');
      await expect(form.getByRole('alert')).toHaveText(w.tooSmall);
      await expect(form.getByRole('button', { name: new RegExp(`^${w.donate}|^Пожертвовать`) })).toBeDisabled();
      await other.fill('750');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: /mail|почт/i })).toHaveValue(account.email);
      await acceptTerms(form);
      await shot(page, `donate-form-${at}`);
      await form.getByRole('button', { name: w.give }).click();

      // The dummy provider's page, in the language, then back on the thank-you page.
      await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
      await shot(page, `dummy-page-${at}`);
      await page.getByRole('button', { name: w.pay }).click();
      await page.waitForURL(new RegExp(`/${language}/ecommerce/checkout/thank-you\\?paymentIntentId=`));
      await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: w.next })).toBeVisible();
      const number = (await page.locator('[data-order-number]').first().textContent())!.trim();
      expect(number).toMatch(/^[0-9A-F]{8}$/);
      await expect(page.getByText(w.number).first()).toBeVisible();
      await shot(page, `thank-you-${at}`);

      // The donation in the account, under its number.
      await page.getByRole('button', { name: w.account, exact: true }).click();
      await page.getByRole('link', { name: w.orders }).click();
      const orders = page.getByRole('region', { name: w.orders });
      await expect(orders.getByText(number)).toBeVisible();
      await expect(orders.getByText(project.title)).toBeVisible();
      // The year's statement for a tax deduction, downloadable there (its content: statement.test.ts).
      const year = new Date().getUTCFullYear();
      const statement = orders.getByRole('link', { name: w.statement(year) });
      await expect(statement).toBeVisible();
      const pdf = await page.request.get((await statement.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
      await shot(page, `account-${at}`);

      // The project's progress moved.
      await page.goto(`/${language}/projects/${project.slug}`);
      await expect(page.getByRole('progressbar').first()).not.toHaveAttribute('aria-label', before!);
    });
  }

test('a guest gives without an account: the email is asked, the thank-you page names the order', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest-donor-${Date.now().toString(36)}@example.org`;
  await page.goto('/en/donate');
  const form = page.getByRole('form', { name: 'Donate' });
  await form.getByRole('button', { name: '$ USD' }).click();
  // The second preset is chosen to start with; the first is one tap away.
  await expect(form.getByRole('button', { name: '$25', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: '$10', exact: true }).click();
  await expect(form.getByRole('button', { name: '$10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel('Email for your receipt').fill(email);
  await acceptTerms(form);
  await form.getByRole('button', { name: 'Donate $10 once' }).click();
  await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-order-number]')).toHaveText(/^[0-9A-F]{8}$/);
  await expect(page.getByText(`A receipt is on its way to ${email}.`)).toBeVisible();
  // The promise kept where it happens: the receipt is in the outbox, naming the order the page named.
  const number = (await page.locator('[data-order-number]').textContent())!;
  expect(await mailTo(email, number)).toContain('$10');
});

/**
 * Where the visitor went before the page was hydrated: the server's HTML is shown and scrolls at once, the app comes
 * later. The shop's code (the page's donation form and order area, loaded before hydrating) is held back meanwhile:
 * the app has started (its router reads the address) but has not hydrated yet, as on a slow phone.
 */
async function beforeHydration(page: Page, language: 'en' | 'ru', go: () => Promise<void>) {
  let release!: () => void;
  const gone = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cart-widgets-[\w-]+\.js$/, async (route) => {
    await gone;
    await route.continue();
  });
  await page.goto(`/${language}/projects/pokrovskoye-bell-tower`, { waitUntil: 'commit' });
  await firstMove(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('site:started').length)).toBe(1);
  await go();
  // From now on: did anything take the page back to its top? (A scroll to the top and back within one frame sends
  // one scroll event, at the end: the calls to scrollTo are watched too.)
  await page.evaluate(() => {
    const seen = window as unknown as { backToTop?: boolean };
    seen.backToTop = false;
    addEventListener('scroll', () => (seen.backToTop ||= scrollY < 100));
    const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = ((...args: unknown[]) => {
      scrollTo(...args);
      seen.backToTop ||= scrollY < 100;
    }) as typeof window.scrollTo;
  });
  release();
  // The header's Donate: the sticky one steps aside once the form is on screen (where a tap on it leads).
  await hydrated(page.getByRole('banner').getByRole('link', { name: WORDS[language].donate, exact: true }));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { backToTop: boolean }).backToTop);
}

for (const language of ['en', 'ru'] as const) {
  const w = WORDS[language];
  test(`${language}-360: the sticky Donate tapped before the page is hydrated ends at the form`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const form = page.getByRole('form', { name: w.donate });
    const backToTop = await beforeHydration(page, language, async () => {
      await page.getByRole('link', { name: w.toProject }).click();
      await expect(form).toBeInViewport();
    });
    expect(backToTop).toBe(false);
    await expect(form).toBeInViewport();
    await expect(page).toHaveURL(/#donate$/);
  });

  test(`${language}-360: a page scrolled before it is hydrated stays where the visitor scrolled`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const bank = page.getByRole('heading', { name: w.bank });
    const backToTop = await beforeHydration(page, language, async () => {
      await bank.scrollIntoViewIfNeeded();
      await expect(bank).toBeInViewport();
    });
    expect(backToTop).toBe(false);
    await expect(bank).toBeInViewport();
  });
}
