/**
 * The assistant's "ask" widget on the contacts page (issue 39), at 360 px in both languages, against the fake
 * OpenAI-compatible provider the global setup starts: an answer in the page's language with its sources as links, an
 * "I don't know" that hands over, and "Talk to a person" sending the conversation to the operators' inbox.
 */
import { expect, test } from '@playwright/test';
import { acceptTerms } from './helpers.ts';

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
    const source = section.getByRole('link', { name: c.source });
    await expect(source).toHaveAttribute('href', `/${c.language}/projects/pokrovskoye-bell-tower`);
    await page.screenshot({ path: `test-results/ask-answer-${c.language}-360.png`, fullPage: false });

    // Nothing on the site about it: "I don't know", and the hand-over offered.
    await question.fill(c.unknown);
    await question.press('Enter');
    await expect(section.getByText(c.unknownAnswer)).toBeVisible();

    await section.getByRole('button', { name: c.words.person }).click();
    await expect(section.getByText(c.question).first()).toBeVisible();
    await section.getByLabel(c.words.email).fill(`visitor-${c.language}@example.org`);
    await acceptTerms(section);
    await page.screenshot({ path: `test-results/ask-hand-over-${c.language}-360.png` });
    await section.getByRole('button', { name: c.words.send }).click();
    await expect(section.getByRole('status').filter({ hasText: c.words.sent })).toBeVisible();
    // No sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
