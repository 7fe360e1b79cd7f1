/**
 * Impact hints per preset (issue 32 §3), at a phone's and a desktop's width in both languages: a project with hints
 * in the chosen currency offers their amounts as its presets, the chosen one's hint is said under the chips (a
 * polite live region), a typed amount has none, and the dollar presets are the dollar hints.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const WORDS = {
  en: {
    donate: 'Donate',
    other: 'Other amount',
    rub: ['₽700', '₽1,500', '₽4,000', '₽10,000'],
    usd: ['$10', '$20', '$45', '$110'],
    second: 'Secures the flaking gesso of one small icon.',
    first: 'A set of squirrel-hair brushes for a restorer.',
    dollars: 'Secures the flaking gesso of one small icon.',
    button: 'Donate ₽700 once',
  },
  ru: {
    donate: 'Помочь',
    other: 'Другая сумма',
    rub: ['700 ₽', '1 500 ₽', '4 000 ₽', '10 000 ₽'],
    usd: ['10 $', '20 $', '45 $', '110 $'],
    second: 'Укрепление осыпающегося левкаса одной небольшой иконы.',
    first: 'Набор беличьих кистей для реставратора.',
    dollars: 'Укрепление осыпающегося левкаса одной небольшой иконы.',
    button: 'Пожертвовать 700 ₽ один раз',
  },
} as const;

/** Intl writes a space in Russian money as a no-break one: the visible text is matched loosely. */
const loose = (text: string) => new RegExp(`^${text.replace(/[$]/g, '\\$&').replace(/ /g, '\\s')}$`);

for (const language of ['en', 'ru'] as const)
  for (const width of [360, 1440] as const) {
    const w = WORDS[language];
    test(`${language}-${width}: a project's presets are its impact hints, the chosen one said under them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/projects/icon-restoration-workshop`);
      const form = await hydrated(page.getByRole('form', { name: w.donate }));
      const chips = form.locator('button[aria-pressed]').filter({ hasText: /^[\d$₽]/ });
      for (const amount of w.rub) await expect(chips.filter({ hasText: loose(amount) })).toHaveCount(1);
      const hint = form.locator('[data-impact-hint]');
      await expect(hint).toHaveAttribute('aria-live', 'polite');
      // The second preset is chosen at first, with its hint.
      await expect(hint).toHaveText(w.second);
      await chips.filter({ hasText: loose(w.rub[0]) }).click();
      await expect(hint).toHaveText(w.first);
      await expect(form.getByRole('button', { name: loose(w.button) })).toBeVisible();
      await hint.scrollIntoViewIfNeeded();
      await screenshot(page, { path: `test-results/impact-hints-${language}-${width}.png` });
      // A typed amount is the donor's own: no hint.
      await form.getByLabel(w.other).fill('2222');
      await expect(hint).toHaveText('');
      await form.getByLabel(w.other).fill('');
      // In dollars, the dollar hints.
      await form.getByRole('button', { name: '$ USD' }).click();
      for (const amount of w.usd) await expect(chips.filter({ hasText: loose(amount) })).toHaveCount(1);
      await expect(hint).toHaveText(w.dollars);
    });
  }
