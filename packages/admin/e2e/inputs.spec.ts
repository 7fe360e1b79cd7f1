/**
 * The inputs and screens the operator's day (operator.spec.ts) does not walk through: the rich-text editor's
 * tabs, checkbox, plain-text fallback and link removal, a video's preview, the number input, 'No found items.',
 * an order's lines and totals, the orders list on a phone, CRM requests, and a link's own column (a sku).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { shot, signInAsAdmin } from './sign-in.ts';

/** A 0.5 s, 64×48 VP8 clip (recorded once from a canvas by Chromium's MediaRecorder). */
const WEBM = readFileSync(new URL('./fixtures/clip.webm', import.meta.url));

const create = async <T = { id: string }>(path: string, data: Record<string, unknown>) => {
  const answer = await api<T>('POST', path, { data }, asServer);
  expect(answer.status, `${path}: ${answer.message}`).toBe(201);
  return answer.data;
};

const read = async <T>(path: string) => (await api<T>('GET', path, undefined, asServer)).data;

async function saved(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
}

/** The browser has the video's metadata: the file is a video it can play, not only a <video> tag. */
const hasMetadata = (video: Locator) =>
  expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);

type SlateNode = { type?: string; title?: string; checked?: boolean; text?: string; children?: SlateNode[] };
const textOf = (node: SlateNode): string => node.text ?? (node.children ?? []).map(textOf).join('');

test('rich text: a checkbox and tabs saved as slate JSON', async ({ page }) => {
  const feature = await create('/api/website-builder/features', { adminTitle: 'E2E tabs and checkbox' });
  await signInAsAdmin(page);
  await page.goto(`/admin/#/website-builder/features/${feature.id}`);
  await expect(page.getByRole('region', { name: 'Widgets to features' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Measured drawings made');
  await page.getByRole('button', { name: 'Checkbox', exact: true }).click();
  const done = editor.getByRole('checkbox', { name: 'Checkbox' });
  await expect(done).not.toBeChecked();
  await done.check();
  await expect(done).toBeChecked();

  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Paragraph' }).click();
  await page.getByRole('button', { name: 'Tabs', exact: true }).click();
  // The new tabs take the caret into their last tab.
  await page.keyboard.type('Lime mortar');
  const titles = editor.getByRole('textbox', { name: 'Tab title' });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toHaveValue('Tab 1');
  await titles.nth(0).fill('Roof');
  await titles.nth(1).fill('Walls');
  await shot(page, 'rich-text-tabs');
  await saved(page);

  const stored = await read<{ description: { en: string } }>(`/api/website-builder/features/${feature.id}`);
  const doc = JSON.parse(stored.description.en) as SlateNode[];
  expect(doc[0]).toMatchObject({ type: 'check-list-item', checked: true });
  expect(textOf(doc[0]!)).toBe('Measured drawings made');
  const tabs = doc.find((node) => node.type === 'tabs')!;
  expect(tabs.children!.map((tab) => [tab.type, tab.title, textOf(tab)])).toEqual([
    ['tab', 'Roof', ''],
    ['tab', 'Walls', 'Lime mortar'],
  ]);

  // Opened again, the editor shows what was stored.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Checkbox' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Tab title' }).nth(0)).toHaveValue('Roof');
  await expect(page.getByRole('textbox', { name: 'Tab title' }).nth(1)).toHaveValue('Walls');
});

test('file: a video is previewed as a video, before and after saving', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/#/file-storage/files/create');
  await page.getByRole('textbox', { name: 'Admin title' }).fill('E2E clip');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: WEBM });
  const preview = page.locator('video[aria-label="File"]');
  await expect(preview).toBeVisible();
  await expect(page.getByRole('img', { name: 'File' })).toHaveCount(0);
  await hasMetadata(preview);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/file-storage\/files\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  const file = await read<{ file: string; mimeType: string }>(`/api/file-storage/files/${id}`);
  expect(file.mimeType).toBe('video/webm');
  await expect(preview).toHaveAttribute('src', `/public${file.file}`);
  await hasMetadata(preview);
  await shot(page, 'video-preview');
});

test('number: typed text is stored as a number, an emptied field as null', async ({ page }) => {
  const file = await create('/api/file-storage/files', {
    adminTitle: 'E2E sized image',
    file: 'https://example.org/e2e-sized.png',
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/#/file-storage/files/${file.id}`);
  const width = page.getByRole('spinbutton', { name: 'Width' });
  await width.fill('640');
  await saved(page);
  const stored = () => read<{ width: unknown }>(`/api/file-storage/files/${file.id}`).then((r) => r.width);
  expect(await stored()).toBe(640);

  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 15_000 });
  await width.fill('');
  await saved(page);
  expect(await stored()).toBeNull();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('');
});

test("'No found items.' on a list with no rows, and on a search that matches nothing", async ({ page }) => {
  await signInAsAdmin(page);
  // Roles are never linked to products in the demo or by any browser test (a paid order's receipt links an order
  // to a file, so that list is not empty once the site's tests have run).
  await page.goto('/admin/#/rbac/roles-to-ecommerce-module-products');
  await expect(page.getByText('No found items.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new' })).toBeVisible();

  await page.goto('/admin/#/host/pages');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('Home');
  await expect(page.getByRole('row', { name: /Home/ }).first()).toBeVisible();
  await search.fill('no page is called this');
  await expect(page.getByText('No found items.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Home/ })).toHaveCount(0);
});

async function productBySlug(slug: string) {
  const filters = JSON.stringify([{ column: 'slug', method: 'eq', value: slug }]);
  const [product] = await read<{ id: string; adminTitle: string }[]>(
    `/api/ecommerce/products?filters[and]=${encodeURIComponent(filters)}`,
  );
  return product!;
}

test('an order: its lines and its totals per currency', async ({ page }) => {
  const order = await create('/api/ecommerce/orders', { comment: 'E2E two lines' });
  // Priced in the demo: 5000 ₽ / 55 $ and 1500 ₽ / 17 $.
  const tower = await productBySlug('pokrovskoye-bell-tower');
  const workshop = await productBySlug('icon-restoration-workshop');
  await create('/api/ecommerce/orders-to-products', { orderId: order.id, productId: tower.id, quantity: 2 });
  await create('/api/ecommerce/orders-to-products', { orderId: order.id, productId: workshop.id, quantity: 1 });
  await signInAsAdmin(page);
  await page.goto(`/admin/#/ecommerce/orders/${order.id}`);
  const lines = page.getByRole('region', { name: 'Orders to products' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').filter({ hasText: tower.adminTitle })).toContainText('2');
  await expect(lines.getByRole('row').filter({ hasText: workshop.adminTitle })).toContainText('1');
  const status = page.getByRole('region', { name: 'Status' });
  // Written as the site writes money in the admin's language (English here): @symbol/contracts/intl.
  await expect(status.getByText('₽11,500.00')).toBeVisible();
  await expect(status.getByText('$127.00')).toBeVisible();
  await shot(page, 'order-lines');
});

test('the orders list on a phone names each order once, and at 1440 px', async ({ page }) => {
  const order = await create('/api/ecommerce/orders', { comment: 'E2E phone order' });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/admin/#/ecommerce/orders');
  const line = page.getByRole('link').filter({ hasText: order.id });
  await expect(line).toBeVisible();
  await expect(line.getByText(order.id)).toHaveCount(1);
  await expect(line).toContainText('new · cart');
  // The title has its room: the language button shows its icon only, keeping its name for screen readers.
  const title = page.getByRole('banner').getByRole('heading', { name: 'Orders' });
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const language = page.getByRole('button', { name: 'English' });
  expect((await language.boundingBox())!.width).toBeLessThan(80);
  await shot(page, 'mobile-orders', false);

  await page.setViewportSize({ width: 1440, height: 900 });
  // The table shows the id's start, with the whole id in its title.
  const row = page.getByRole('row').filter({ has: page.getByTitle(order.id) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('E2E phone order');
  await shot(page, 'orders', false);
});

test('CRM requests: the list shows what was sent, on a phone too', async ({ page }) => {
  const form = await create('/api/crm/forms', { adminTitle: 'E2E volunteer form' });
  await create('/api/crm/requests', {
    formId: form.id,
    payload: { name: 'Ivan Petrov', message: 'I can help on Saturdays' },
  });
  await signInAsAdmin(page);
  await page.goto('/admin/#/crm/requests');
  const row = page.getByRole('row').filter({ hasText: 'E2E volunteer form' });
  await expect(row).toContainText('Ivan Petrov');
  await shot(page, 'requests', false);
  await page.setViewportSize({ width: 360, height: 740 });
  // A phone opens the list at its own width (a desktop narrowed keeps its open menu over the list).
  await page.reload();
  await expect(page.getByRole('link').filter({ hasText: 'Ivan Petrov' })).toBeVisible();
  await shot(page, 'mobile-requests', false);
});

test('rich text: a value that is not slate JSON is edited as plain text; an empty URL removes a link', async ({
  page,
}) => {
  const link = [
    { type: 'paragraph', children: [{ text: 'See ' }, { type: 'link', url: '/about', children: [{ text: 'more' }] }] },
  ];
  const plain = await create('/api/website-builder/features', {
    adminTitle: 'E2E plain description',
    description: { en: 'Written before the editor' },
  });
  const linked = await create('/api/website-builder/features', {
    adminTitle: 'E2E linked description',
    description: { en: JSON.stringify(link) },
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/#/website-builder/features/${plain.id}`);
  const text = page.getByRole('textbox', { name: 'Description' });
  await expect(text).toHaveValue('Written before the editor');
  await expect(page.getByText('Not valid rich-text JSON: edited as plain text')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Heading 1' })).toHaveCount(0);
  await text.fill('Still plain');
  await saved(page);
  const description = async (id: string) =>
    (await read<{ description: { en: string } }>(`/api/website-builder/features/${id}`)).description.en;
  expect(await description(plain.id)).toBe('Still plain');

  await page.goto(`/admin/#/website-builder/features/${linked.id}`);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.getByRole('link', { name: 'more' }).click();
  page.once('dialog', (dialog) => void dialog.accept(''));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(editor.getByRole('link')).toHaveCount(0);
  await expect(editor).toContainText('See more');
  await saved(page);
  const doc = JSON.parse(await description(linked.id)) as SlateNode[];
  expect(JSON.stringify(doc)).not.toContain('"link"');
  expect(textOf(doc[0]!)).toBe('See more');
});

test("a product's stores: added inline with a sku; a taken sku is refused and adds nothing", async ({ page }) => {
  const product = await create('/api/ecommerce/products', { adminTitle: 'E2E stocked product' });
  await create('/api/ecommerce/stores', { adminTitle: 'E2E second store' });
  await signInAsAdmin(page);
  await page.goto(`/admin/#/ecommerce/products/${product.id}`);
  const stores = page.getByRole('region', { name: 'Stores to products' });
  const add = async (store: string, sku: string) => {
    await stores.getByRole('combobox', { name: 'Pick Stores' }).fill(store);
    await page.getByRole('option', { name: store }).click();
    await stores.getByRole('textbox', { name: 'Sku' }).fill(sku);
    await stores.getByRole('button', { name: 'Add' }).click();
  };
  await add('Foundation store', 'E2E-SKU-1');
  await expect(stores.getByRole('row').filter({ hasText: 'Foundation store' })).toContainText('E2E-SKU-1');
  // The demo's bell tower has this sku already.
  await add('E2E second store', 'SF-PRJ-001-BELL-TOWER');
  await expect(page.getByText('sku already exists | sku: must be unique | 409 Conflict')).toBeVisible();
  await expect(stores.getByRole('textbox', { name: 'Sku' })).toHaveAccessibleDescription('must be unique');
  await shot(page, 'product-stores');
  const filters = JSON.stringify([{ column: 'productId', method: 'eq', value: product.id }]);
  const links = await read<{ sku: string }[]>(
    `/api/ecommerce/stores-to-products?filters[and]=${encodeURIComponent(filters)}`,
  );
  expect(links.map((l) => l.sku)).toEqual(['E2E-SKU-1']);
});
