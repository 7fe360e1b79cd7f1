/**
 * The operator's first screen (issue 34 §1), in English and Russian at 360 and 1440 px: a gift made in the test
 * shows in the month's money and in its project's progress; the needs-action entries open their screens; the
 * chart is drawn. The figures are read from the API before the gift, and the screen must show them plus the gift.
 */
import { formatMoney } from '@symbol/contracts/intl';
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

type Money = { amount: string; currency: { id: string; slug: string; symbol: string } };
type Figures = {
  raised: { thisMonth: Money[] };
  projects: { id: string; raised: Money[] }[];
};

const filter = (column: string, value: string) =>
  `filters[and]=${encodeURIComponent(JSON.stringify([{ column, method: 'eq', value }]))}`;
const one = async <T>(path: string, slug: string) =>
  (await api<T[]>('GET', `${path}?${filter('slug', slug)}`, undefined, asServer)).data[0]!;

/** A one-off gift of `amount` roubles to the project, paid on the test provider's page. */
async function give(productId: string, currencyId: string, amount: string) {
  const email = `dashboard-${Date.now().toString(36)}@example.org`;
  const registered = await api<{ jwt: string }>(
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/registration',
    { data: { login: email, password: 'password-123' } },
  );
  expect(registered.status, registered.message).toBe(201);
  const subjectId = JSON.parse(Buffer.from(registered.data.jwt.split('.')[1]!, 'base64url').toString()).sub as string;
  const donated = await api<{ billingModule: { invoices: { paymentUrl: string }[] } }>(
    'POST',
    `/api/rbac/subjects/${subjectId}/ecommerce-module/products/${productId}/donate`,
    // consent: the donor accepts the offer and the personal data policy (required of a visitor, issue 32).
    { data: { amount, email, consent: true, billingModule: { currency: { id: currencyId } } } },
    { authorization: `Bearer ${registered.data.jwt}` },
  );
  expect(donated.status, donated.message).toBe(201);
  const link = new URL(donated.data.billingModule.invoices[0]!.paymentUrl);
  const paid = await fetch(`${process.env.E2E_BASE_URL}${link.pathname}/succeeded${link.search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

const figures = async () => {
  const answer = await api<Figures>('GET', '/api/ecommerce/dashboard', undefined, asServer);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};
const amountIn = (list: Money[], currencyId: string) =>
  Number(list.find((m) => m.currency.id === currencyId)?.amount ?? 0);

async function inLanguage(page: Page, locale: string) {
  await openAdmin(page, '', locale);
}

const LANGUAGES = [
  {
    locale: 'en',
    raised: 'Raised',
    monthly: 'Monthly donors',
    action: 'Needs action',
    projects: 'Projects',
    chart: 'Raised per day, RUB',
    reviewing: 'Orders in review',
    ordersHeading: 'Orders',
  },
  {
    locale: 'ru',
    raised: 'Собрано',
    monthly: 'Ежемесячные пожертвования',
    action: 'Требует внимания',
    projects: 'Проекты',
    chart: 'Собрано по дням, RUB',
    reviewing: 'Заказы на проверке',
    ordersHeading: 'Заказы',
  },
] as const;

for (const l of LANGUAGES)
  for (const width of [1440, 360])
    test(`dashboard in ${l.locale} at ${width} px: a gift shows in the month's money and its project`, async ({
      page,
    }) => {
      const project = await one<{ id: string; adminTitle: string; title: Record<string, string> }>(
        '/api/ecommerce/products',
        'icon-restoration-workshop',
      );
      const rub = await one<{ id: string; slug: string; symbol: string }>('/api/billing/currencies', 'rub');
      const gift = 1000 + Math.floor(Math.random() * 900);

      await page.setViewportSize({ width, height: 900 });
      const made: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/rbac/subjects/authentication'))
          made.push(`${request.method()} ${url.pathname}`);
      });
      const money = (amount: number) => formatMoney(amount, rub, l.locale);
      const raised = page.getByRole('region', { name: l.raised });
      const projects = page.getByRole('region', { name: l.projects });
      const item = projects.getByRole('listitem').filter({ hasText: project.title[l.locale] });
      // Other specs give roubles at the same time (inbox-people's donors, refund's order): one of their gifts landing
      // between the figures read here and the screen's own read shows too, and the step is made again, read anew.
      let opened = false;
      await expect(async () => {
        const before = await figures();
        await give(project.id, rub.id, String(gift));
        if (opened) await page.reload();
        else await inLanguage(page, l.locale);
        opened = true;
        await expect(raised.getByText(money(amountIn(before.raised.thisMonth, rub.id) + gift))).toBeVisible({
          timeout: 15_000,
        });
        const projectBefore = amountIn(before.projects.find((p) => p.id === project.id)!.raised, rub.id);
        await expect(item).toContainText(money(projectBefore + gift), { timeout: 5_000 });
      }).toPass({ intervals: [0], timeout: 90_000 });
      await expect(page.getByRole('region', { name: l.monthly })).toBeVisible();
      await expect(page.getByRole('figure', { name: l.chart }).locator('svg').first()).toBeVisible();
      // The money figures are one request (the visitors card, issue 34 §6, asks for its own).
      await page.waitForLoadState('networkidle');
      const own = ['GET /api/ecommerce/dashboard', 'GET /api/analytic/summary'];
      expect(made.filter((m) => !own.includes(m) && !m.startsWith('GET /api/system/search'))).toEqual([]);
      await expectNoSidewaysScroll(page);
      await shot(page, `dashboard-${l.locale}-${width}`, width > 360);

      // Each needs-action entry opens its screen: orders in review open the order list filtered.
      await page
        .getByRole('region', { name: l.action })
        .getByRole('link', { name: new RegExp(l.reviewing) })
        .click();
      await expect(page.getByRole('heading', { name: l.ordersHeading, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/#\/ecommerce\/orders\?status=reviewing$/);
    });
