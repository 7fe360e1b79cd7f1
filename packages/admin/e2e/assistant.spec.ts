/**
 * The assistant's screen (issue 39 §1, §2) in English at 1440 px and Russian at 360 px: it says the assistant answers
 * and with which model (the e2e server has its fake AI provider), counts the published documents it knows (not the
 * drafts), lists the agents (the seeded default one), and leads to adding a document. The "off" state with its
 * instructions is the same component without a provider (the server's status test covers that answer). A Markdown
 * file added from the screen opens as a draft document holding its text.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const WORDS = {
  en: {
    title: 'The assistant',
    on: /^The assistant answers visitors with the model /,
    // The e2e server sets no embedding model.
    meaning: 'It finds content by its words. To find it by meaning too, set AI_EMBEDDING_MODEL.',
    knows: 'What it knows',
    published: /^\d+ published documents?/,
    agent: 'Site assistant',
    add: 'Add a document',
    upload: 'Add from a file',
  },
  ru: {
    title: 'Ассистент',
    on: /^Ассистент отвечает посетителям с помощью модели /,
    meaning: 'Он находит материалы по словам. Чтобы искать и по смыслу, задайте AI_EMBEDDING_MODEL.',
    knows: 'Что он знает',
    published: /^\d+ опубликованн/,
    agent: 'Site assistant',
    add: 'Добавить документ',
    upload: 'Добавить из файла',
  },
} as const;

async function inLanguage(page: Page, locale: string, path = '') {
  await openAdmin(page, path, locale);
}

test.beforeAll(async () => {
  const made = await api(
    'POST',
    '/api/knowledge/documents',
    {
      data: {
        adminTitle: 'E2E opening hours',
        slug: `e2e-opening-hours-${Date.now().toString(36)}`,
        title: 'Opening hours',
        description: 'The office is open on weekdays from 10 to 18.',
        status: 'published',
        language: 'en',
      },
    },
    asServer,
  );
  expect(made.status, made.message).toBe(201);
});

for (const [locale, width] of [
  ['en', 1440],
  ['ru', 360],
] as const) {
  const w = WORDS[locale];
  test(`${locale} at ${width} px: the assistant's state, what it knows, its agents, and adding a document`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await inLanguage(page, locale, '#/agent/agents');
    const panel = page.getByRole('region', { name: w.title });
    await expect(panel.getByText(w.on)).toBeVisible();
    await expect(panel.getByText(w.meaning)).toBeVisible();
    await expect(panel.getByRole('heading', { name: w.knows })).toBeVisible();
    await expect(panel.getByText(w.published)).toBeVisible();
    await expect(page.getByText(w.agent).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `assistant-${locale}-${width}`);
    // A Markdown file becomes a draft in the screen's language, opened for checking.
    const marker = `Choir rehearsals ${locale} ${Date.now().toString(36)}`;
    await panel.getByLabel(w.upload).setInputFiles({
      name: `rehearsals-${locale}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Rehearsals\n\n${marker} are on Thursdays at seven.`),
    });
    await expect(page).toHaveURL(/#\/knowledge\/documents\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: /Description|Описание/ })).toHaveValue(new RegExp(marker));
    await page.goto('/admin/#/agent/agents');
    await panel.getByRole('link', { name: w.add }).click();
    await expect(page).toHaveURL(/#\/knowledge\/documents\/create$/);
  });
}
