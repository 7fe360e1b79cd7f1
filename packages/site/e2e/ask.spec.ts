/**
 * The assistant's "ask" widget on the contacts page (issue 39), at 360 px in both languages, against the fake
 * OpenAI-compatible provider the global setup starts: an answer in the page's language with its sources as links, an
 * "I don't know" that hands over, and "Talk to a person" sending the conversation to the operators' inbox.
 */
import { expect, test } from '@playwright/test';
import { acceptTerms } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

test.use({ viewport: { width: 360, height: 800 } });

const CASES = [
  {
    language: 'en',
    heading: 'Ask a question',
    question: 'Who supervises the restoration of the bell tower?',
    answer: 'You asked: "Who supervises the restoration of the bell tower?"',
    source: 'The bell tower of the Church of the Intercession in Pokrovskoye',
    unknown: 'What will the weather be in Paris tomorrow?',
    unknownAnswer: 'I don’t know',
    steps: 'What you can do next',
    donate: 'Donate to “The bell tower of the Church of the Intercession in Pokrovskoye”',
    search: 'Search the site for this',
    words: { ask: 'Ask', person: 'Talk to a person', email: 'Your e-mail', send: 'Send to the team', sent: 'Sent.' },
  },
  {
    language: 'ru',
    heading: 'Задайте вопрос',
    question: 'Кто ведёт реставрацию колокольни?',
    answer: 'Вы спросили: «Кто ведёт реставрацию колокольни?»',
    source: 'Колокольня Покровской церкви в селе Покровском',
    unknown: 'Какая завтра погода в Париже?',
    unknownAnswer: 'Не знаю',
    steps: 'Что можно сделать дальше',
    donate: 'Помочь проекту «Колокольня Покровской церкви в селе Покровском»',
    search: 'Поискать это на сайте',
    words: {
      ask: 'Спросить',
      person: 'Позвать человека',
      email: 'Ваша почта',
      send: 'Отправить команде',
      sent: 'Отправлено.',
    },
  },
] as const;

for (const c of CASES)
  test(`asks and is answered with sources, then talks to a person (${c.language}, 360 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${c.language}/contacts`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: c.heading }) });
    await section.scrollIntoViewIfNeeded();
    const question = section.getByRole('textbox');
    await question.fill(c.question);
    await section.getByRole('button', { name: c.words.ask, exact: true }).click();
    await expect(section.getByText(c.answer)).toBeVisible();
    const source = section.getByRole('link', { name: c.source, exact: true });
    await expect(source).toHaveAttribute('href', `/${c.language}/projects/pokrovskoye-bell-tower`);
    // The agent's next steps, from what was found: the project's form and a search of the site.
    const steps = section.getByRole('list', { name: c.steps });
    await expect(steps.getByRole('link', { name: c.donate })).toHaveAttribute(
      'href',
      `/${c.language}/projects/pokrovskoye-bell-tower/donate`,
    );
    const search = steps.getByRole('link', { name: c.search });
    expect(new URL((await search.getAttribute('href'))!, 'http://x').searchParams.get('q')).toBe(c.question);
    await screenshot(page, { path: `test-results/ask-answer-${c.language}-360.png`, fullPage: false });

    // Nothing on the site about it: "I don't know", and the hand-over offered.
    await question.fill(c.unknown);
    await question.press('Enter');
    await expect(section.getByText(c.unknownAnswer)).toBeVisible();

    await section.getByRole('button', { name: c.words.person }).click();
    await expect(section.getByText(c.question).first()).toBeVisible();
    await section.getByLabel(c.words.email).fill(`visitor-${c.language}@example.org`);
    await acceptTerms(section);
    await screenshot(page, { path: `test-results/ask-hand-over-${c.language}-360.png` });
    await section.getByRole('button', { name: c.words.send }).click();
    await expect(section.getByRole('status').filter({ hasText: c.words.sent })).toBeVisible();
    // No sideways scrolling at 360 px.
    await expectNoSidewaysScroll(page);
  });
