/**
 * The inbox and People (issue 34 §2, §3), in English and Russian at 360 and 1440 px: a contact request sent in the
 * test is shown as its form's labelled fields (never JSON, never a text box), answered from the admin, its reply in
 * the outbox and on the request's thread; a donor who gave in the test is listed in People with their email and
 * lifetime total, and their sheet opens from there.
 */
import { formatMoney } from '@symbol/contracts/intl';
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const filter = (column: string, value: string) =>
  `filters[and]=${encodeURIComponent(JSON.stringify([{ column, method: 'eq', value }]))}`;
const one = async <T>(path: string, slug: string) =>
  (await api<T[]>('GET', `${path}?${filter('slug', slug)}`, undefined, asServer)).data[0]!;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function created<T = { id: string }>(path: string, data: unknown) {
  const answer = await api<T>('POST', path, { data }, asServer);
  expect(answer.status, answer.message).toBe(201);
  return answer.data;
}

/** A contact form with name, email and message (the visitor's words), made through the API. */
async function contactForm() {
  const form = await created('/api/crm/forms', {
    adminTitle: `E2E contact ${unique()}`,
    title: { en: 'Write to us', ru: 'Напишите нам' },
  });
  const tag = unique();
  const inputs = [
    { slug: 'name', type: 'text', isRequired: true, title: { en: 'Your name', ru: 'Ваше имя' } },
    { slug: 'email', type: 'email', isRequired: true, title: { en: 'Email', ru: 'Почта' } },
    { slug: 'message', type: 'textarea', title: { en: 'Message', ru: 'Сообщение' } },
  ];
  for (const [orderIndex, input] of inputs.entries()) {
    const made = await created('/api/crm/inputs', { ...input, slug: `${input.slug}-${tag}` });
    await created('/api/crm/forms-to-inputs', { formId: form.id, inputId: made.id, orderIndex });
  }
  return { formId: form.id, tag };
}

/** A donor registered in the test (their token gives as them). */
async function donor(email: string) {
  const registered = await api<{ jwt: string }>(
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/registration',
    { data: { login: email, password: 'password-123' } },
  );
  expect(registered.status, registered.message).toBe(201);
  const subjectId = JSON.parse(Buffer.from(registered.data.jwt.split('.')[1]!, 'base64url').toString()).sub as string;
  return { jwt: registered.data.jwt, subjectId, email };
}

/** A one-off gift to the project, paid on the test provider's page. */
async function give(
  who: { jwt: string; subjectId: string; email: string },
  productId: string,
  currencyId: string,
  amount: string,
) {
  const donated = await api<{ billingModule: { invoices: { paymentUrl: string }[] } }>(
    'POST',
    `/api/rbac/subjects/${who.subjectId}/ecommerce-module/products/${productId}/donate`,
    // consent: the donor accepts the offer and the personal data policy (required of a visitor, issue 32).
    { data: { amount, email: who.email, consent: true, billingModule: { currency: { id: currencyId } } } },
    { authorization: `Bearer ${who.jwt}` },
  );
  expect(donated.status, donated.message).toBe(201);
  const link = new URL(donated.data.billingModule.invoices[0]!.paymentUrl);
  const paid = await fetch(`${process.env.E2E_BASE_URL}${link.pathname}/succeeded${link.search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

async function inLanguage(page: Page, locale: string, path = '') {
  await openAdmin(page, path, locale);
}

const WORDS = {
  en: {
    inbox: 'Inbox',
    name: 'Your name',
    message: 'Message',
    open: (email: string) => `Open the request from ${email}`,
    reply: (email: string) => `Your reply to ${email}`,
    send: 'Send reply',
    answered: 'Answered',
    replies: 'Replies',
    people: 'People',
    search: 'Search by email or name',
    lifetime: 'Given in all',
    donors: 'Donors',
  },
  ru: {
    inbox: 'Заявки',
    name: 'Ваше имя',
    message: 'Сообщение',
    open: (email: string) => `Открыть заявку от ${email}`,
    reply: (email: string) => `Ваш ответ на ${email}`,
    send: 'Отправить ответ',
    answered: 'Отвечена',
    replies: 'Ответы',
    people: 'Люди',
    search: 'Поиск по почте или имени',
    lifetime: 'Всего',
    donors: 'Жертвователи',
  },
} as const;

for (const locale of ['en', 'ru'] as const)
  for (const width of [1440, 360]) {
    const w = WORDS[locale];

    test(`inbox in ${locale} at ${width} px: a request as labelled fields, answered, its reply mailed and kept`, async ({
      page,
    }) => {
      const { formId, tag } = await contactForm();
      const email = `visitor-${unique()}@example.org`;
      const message = `Когда будет служба? ${unique()}`;
      const sent = await fetch(`${process.env.E2E_BASE_URL}/api/crm/forms/${formId}/requests?language=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asServer },
        body: JSON.stringify({
          data: { [`name-${tag}`]: 'Иван Петров', [`email-${tag}`]: email, [`message-${tag}`]: message },
        }),
      });
      expect(sent.status).toBe(201);

      await page.setViewportSize({ width, height: 900 });
      await inLanguage(page, locale, '#/crm/requests');
      await expect(page.getByRole('heading', { name: w.inbox, level: 1 })).toBeVisible();
      await page.getByRole('link', { name: w.open(email) }).click();

      // The form's fields with their labels, as text: no JSON, no box to edit what the visitor wrote.
      const fields = page.getByRole('region', { name: locale === 'en' ? 'What was sent' : 'Что прислали' });
      await expect(fields.getByRole('term').filter({ hasText: w.name })).toBeVisible();
      await expect(fields.getByRole('definition').filter({ hasText: 'Иван Петров' })).toBeVisible();
      await expect(fields.getByRole('term').filter({ hasText: w.message })).toBeVisible();
      await expect(fields.getByRole('definition').filter({ hasText: message })).toBeVisible();
      await expect(page.getByText('{"')).toHaveCount(0);
      await expect(fields.getByRole('textbox')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'horizontal overflow');
      await shot(page, `inbox-request-${locale}-${width}`, width > 360);

      const answer = `Служба в воскресенье в 10:00. ${unique()}`;
      await page.getByRole('textbox', { name: w.reply(email) }).fill(answer);
      await page.getByRole('button', { name: w.send }).click();
      const thread = page.getByRole('region', { name: w.replies });
      await expect(thread.getByText(answer)).toBeVisible();
      await expect(page.getByText(w.answered, { exact: true }).first()).toBeVisible();

      // The reply is in the outbox, to the visitor, in their language's template.
      const outbox = await api<{ subject: string; body: string; recipient: string }[]>(
        'GET',
        `/api/notification/notifications?${filter('recipient', email)}`,
        undefined,
        asServer,
      );
      expect(outbox.status, outbox.message).toBe(200);
      const reply = outbox.data.find((n) => n.body.includes(answer));
      expect(reply?.subject).toBe(locale === 'en' ? 'Re: Write to us' : 'Re: Напишите нам');
      // The visitor was acknowledged too, in their language.
      expect(outbox.data.some((n) => n.subject.startsWith(locale === 'en' ? 'We have received' : 'Мы получили'))).toBe(
        true,
      );
      await expectNoSidewaysScroll(page, 'horizontal overflow');
      await shot(page, `inbox-answered-${locale}-${width}`, width > 360);

      // Back in the inbox, the request is among the answered ones.
      await page.goto('/admin/#/crm/requests');
      await page.getByRole('tab', { name: new RegExp(`^${w.answered}`) }).click();
      await expect(page.getByRole('link', { name: w.open(email) })).toBeVisible();
      await expectNoSidewaysScroll(page, 'horizontal overflow');
      await shot(page, `inbox-list-${locale}-${width}`, width > 360);
    });

    test(`People in ${locale} at ${width} px: a donor's email and lifetime total, their sheet one click away`, async ({
      page,
    }) => {
      const project = await one<{ id: string }>('/api/ecommerce/products', 'icon-restoration-workshop');
      const rub = await one<{ id: string; slug: string; symbol: string }>('/api/billing/currencies', 'rub');
      const email = `donor-${unique()}@example.org`;
      const anna = await donor(email);
      await give(anna, project.id, rub.id, '1500');
      await give(await donor(`other-${unique()}@example.org`), project.id, rub.id, '700');
      // The same donor again: the lifetime total is both gifts.
      await give(anna, project.id, rub.id, '250');
      const subjectId = anna.subjectId;

      await page.setViewportSize({ width, height: 900 });
      await inLanguage(page, locale, '#/rbac/subjects');
      await expect(page.getByRole('heading', { name: w.people, level: 1 })).toBeVisible();
      await page.getByRole('tab', { name: w.donors, exact: true }).click();
      await page.getByRole('searchbox', { name: w.search }).fill(email);
      const total = formatMoney(1750, rub, locale);
      const row = page.getByRole(width > 360 ? 'row' : 'listitem').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(total);
      await expectNoSidewaysScroll(page, 'horizontal overflow');
      await shot(page, `people-${locale}-${width}`, width > 360);

      await row.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`#/rbac/subjects/${subjectId}/show$`));
      await expect(page.getByText(`${w.lifetime}: ${total}`)).toBeVisible();
      await expectNoSidewaysScroll(page, 'horizontal overflow');
      await shot(page, `person-${locale}-${width}`, width > 360);
    });
  }
