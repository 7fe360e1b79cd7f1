/**
 * Media on public pages (issue 34 §5), in English and Russian, at 1440 and 360 px: a donor's receipt (a private file)
 * is in neither the media library nor the file picker; an image without a description, placed on a widget from the
 * picker, is described in every language first (the picker refuses it with one language empty) and the description
 * is saved on the file. Screenshots (test-results/admin-alt-text-*.png).
 */
import { expect, test } from '@playwright/test';
import { api, asServer } from './api.ts';
import { currencyId, paidGift } from './paid-gift.ts';
import { shot, signInAsAdmin } from './sign-in.ts';

const WORDS = {
  en: {
    library: 'Media library',
    search: 'Search files',
    none: 'No file matches this search.',
    pick: 'Choose from the library',
    picker: 'Choose a file',
    describe: 'Describe the image',
    altIn: (language: string) => new RegExp(`^Description \\(alt text\\), ${language}`),
    english: 'English',
    russian: 'Russian',
    required: 'Required in every language',
    use: 'Save and use',
    add: 'Add',
  },
  ru: {
    library: 'Медиатека',
    search: 'Поиск файлов',
    none: 'По этому запросу файлов нет.',
    pick: 'Выбрать в медиатеке',
    picker: 'Выбор файла',
    describe: 'Опишите изображение',
    altIn: (language: string) => new RegExp(`^Описание \\(alt\\), ${language}`),
    english: 'английский',
    russian: 'русский',
    required: 'Обязательно на каждом языке',
    use: 'Сохранить и выбрать',
    add: 'Добавить',
  },
} as const;

type Sheet = { receipts: { adminTitle: string }[] };

for (const locale of ['en', 'ru'] as const) {
  test(`${locale}: a receipt is in no picker; an image placed on a widget is described in every language first`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[locale];
    const run = `${locale}-${Date.now().toString(36)}`;
    // A paid gift: its receipt is a private file of the order. A seeded project priced in ₽ (the first product of
    // the list may be another spec's, with no price).
    const products = await api<{ id: string }[]>(
      'GET',
      '/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=icon-restoration-workshop',
    );
    const { orderId } = await paidGift(products.data[0]!.id, await currencyId('rub'), `alt-${locale}`);
    let receipt = '';
    await expect
      .poll(
        async () => {
          const sheet = await api<Sheet>('GET', `/api/ecommerce/orders/${orderId}/sheet`, undefined, asServer);
          receipt = sheet.data.receipts[0]?.adminTitle ?? '';
          return receipt;
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Receipt \d+/);
    // An image with no description, and a widget to place it on.
    const image = await api<{ id: string }>(
      'POST',
      '/api/file-storage/files',
      {
        data: {
          adminTitle: `undescribed-${run}.svg`,
          slug: `undescribed-${run}`,
          file: '/images/logo.svg',
          mimeType: 'image/svg+xml',
        },
      },
      asServer,
    );
    expect(image.status, image.message).toBe(201);
    const widget = await api<{ id: string }>(
      'POST',
      '/api/file-storage/widgets',
      { data: { adminTitle: `Alt test ${run}`, slug: `alt-test-${run}` } },
      asServer,
    );
    expect(widget.status, widget.message).toBe(201);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    await page.evaluate((value) => window.localStorage.setItem('RaStore.locale', JSON.stringify(value)), locale);
    await page.goto('/admin/#/file-storage/files');
    await page.reload();
    await expect(page.getByRole('heading', { name: w.library, level: 1 })).toBeVisible({ timeout: 60_000 });
    // The library does not show the receipt…
    await page.getByRole('searchbox', { name: w.search }).fill(receipt);
    await expect(page.getByText(w.none)).toBeVisible();

    // …nor does the picker a widget's files are chosen in.
    await page.goto(`/admin/#/file-storage/widgets/${widget.data.id}`);
    await page.getByRole('button', { name: w.pick }).first().click();
    const picker = page.getByRole('dialog', { name: w.picker });
    await picker.getByRole('searchbox', { name: w.search }).fill(receipt);
    await expect(picker.getByText(w.none)).toBeVisible();
    await shot(page, `alt-text-no-receipt-${locale}-1440`);

    // The image without a description is described before it is placed; one language empty is refused.
    await picker.getByRole('searchbox', { name: w.search }).fill(`undescribed-${run}`);
    await picker.getByRole('button', { name: new RegExp(`undescribed-${run}`) }).click();
    const describe = page.getByRole('dialog', { name: w.describe });
    await expect(describe).toBeVisible();
    await describe.getByRole('textbox', { name: w.altIn(w.english) }).fill('The foundation’s logo');
    await describe.getByRole('button', { name: w.use }).click();
    await expect(describe.getByText(w.required)).toBeVisible();
    await expect(describe).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, `alt-text-describe-${locale}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `alt-text-describe-${locale}-1440`);
    await describe.getByRole('textbox', { name: w.altIn(w.russian) }).fill('Логотип фонда');
    await describe.getByRole('button', { name: w.use }).click();
    await expect(describe).toBeHidden();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: w.add, exact: true }).click();
    await expect
      .poll(
        async () =>
          (
            await api<unknown[]>(
              'GET',
              `/api/file-storage/widgets-to-files?filters[and][0][column]=widgetId&filters[and][0][method]=eq&filters[and][0][value]=${widget.data.id}`,
              undefined,
              asServer,
            )
          ).data.length,
      )
      .toBe(1);
    const described = await api<{ alt: Record<string, string> }>(
      'GET',
      `/api/file-storage/files/${image.data.id}`,
      undefined,
      asServer,
    );
    expect(described.data.alt).toEqual({ en: 'The foundation’s logo', ru: 'Логотип фонда' });
  });
}
