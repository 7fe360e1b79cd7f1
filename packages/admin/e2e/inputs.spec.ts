/**
 * The inputs and screens the operator's day (operator.spec.ts) does not walk through: the rich-text editor's
 * tabs, checkbox, plain-text fallback and link removal, a video's preview, the number input, 'No found items.',
 * an order's lines and totals, the orders list on a phone, CRM requests, and a link's own column (a sku).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { shot, openAdmin } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

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
  await openAdmin(page, `#/website-builder/features/${feature.id}`);
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
  await openAdmin(page, '#/file-storage/files/create');
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

test('number: typed text is stored as a number', async ({ page }) => {
  const widget = await create('/api/website-builder/widgets', { adminTitle: 'E2E ordered widget' });
  await openAdmin(page, `#/website-builder/widgets/${widget.id}`);
  // The order index is technical: under "Advanced".
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByRole('spinbutton', { name: 'Order index' }).fill('640');
  await saved(page);
  const stored = await read<{ orderIndex: unknown }>(`/api/website-builder/widgets/${widget.id}`);
  expect(stored.orderIndex).toBe(640);
});

test('file: what the server measures is shown, never typed', async ({ page }) => {
  const file = await create('/api/file-storage/files', {
    adminTitle: 'E2E sized image',
    file: 'https://example.org/e2e-sized.png',
    width: 640,
  });
  await openAdmin(page, `#/file-storage/files/${file.id}`);
  // The measured fields are technical: under "Advanced".
  await page.getByRole('button', { name: 'Advanced' }).click();
  for (const name of ['Width', 'Height', 'Size']) {
    await expect(page.getByRole('spinbutton', { name })).toHaveAttribute('readonly', '');
  }
  for (const name of ['Extension', 'Mime type']) {
    await expect(page.getByRole('textbox', { name })).toHaveAttribute('readonly', '');
  }
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('640');
  await expect(page.getByText('Set by the server from the uploaded file').first()).toBeVisible();
});

test("'No found items.' on a list with no rows, and on a search that matches nothing", async ({ page }) => {
  // Roles are never linked to products in the demo or by any browser test (a paid order's receipt links an order
  // to a file, so that list is not empty once the site's tests have run).
  await openAdmin(page, '#/rbac/roles-to-ecommerce-module-products');
  // The list's title first: on a fresh database the dashboard left behind says 'No found items.' too, twice.
  await expect(page.getByRole('heading', { name: 'Roles to products (ecommerce)' })).toBeVisible();
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
  await openAdmin(page, `#/ecommerce/orders/${order.id}`);
  const lines = page.getByRole('region', { name: 'Products' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem').filter({ hasText: '× 2' })).toHaveCount(1);
  await expect(lines.getByRole('listitem').filter({ hasText: '× 1' })).toHaveCount(1);
  // Written as the site writes money in the admin's language (English here): @symbol/contracts/intl.
  await expect(lines).toContainText('₽11,500');
  await expect(lines).toContainText('$127');
  await shot(page, 'order-lines');
});

test('the orders list on a phone names each order once, and at 1440 px', async ({ page }) => {
  const order = await create('/api/ecommerce/orders', { comment: 'E2E phone order' });
  const number = order.id.slice(0, 8).toUpperCase();
  await page.setViewportSize({ width: 360, height: 740 });
  // A new order: the list opens on paid ones (issue 34), the new ones a filter away.
  await openAdmin(page, '#/ecommerce/orders?status=new');
  const open = page.getByRole('link', { name: `Open order ${number}` });
  await expect(open).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toHaveCount(1);
  const card = page.getByRole('listitem').filter({ has: open });
  await expect(card).toContainText('New');
  await expect(card).toContainText('No customer');
  // The title has its room: the language button shows its icon only, keeping its name for screen readers.
  const title = page.getByRole('heading', { name: 'Orders', level: 1 });
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const language = page.getByRole('button', { name: 'English' });
  expect((await language.boundingBox())!.width).toBeLessThan(80);
  await expectNoSidewaysScroll(page);
  await shot(page, 'mobile-orders', false);

  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Open order ${number}` }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('New');
  await shot(page, 'orders', false);
});

test('CRM requests: the list shows what was sent, on a phone too', async ({ page }) => {
  const form = await create('/api/crm/forms', { adminTitle: 'E2E volunteer form' });
  await create('/api/crm/requests', {
    formId: form.id,
    payload: { name: 'Ivan Petrov', message: 'I can help on Saturdays' },
  });
  await openAdmin(page, '#/crm/requests');
  const row = page.getByRole('row').filter({ hasText: 'E2E volunteer form' });
  await expect(row).toContainText('Ivan Petrov');
  await shot(page, 'requests', false);
  await page.setViewportSize({ width: 360, height: 740 });
  // A phone opens the list at its own width (a desktop narrowed keeps its open menu over the list).
  await page.reload();
  // The inbox's card: what was sent, and the link that opens the request (issue 34).
  const card = page.getByRole('listitem').filter({ hasText: 'Ivan Petrov' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Open the request/ })).toBeVisible();
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
  await openAdmin(page, `#/website-builder/features/${plain.id}`);
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
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  // The dialog shows the link's address; emptied, it removes the link (spec).
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  const address = linkDialog.getByRole('textbox', { name: 'Address' });
  await expect(address).not.toHaveValue('');
  await address.fill('');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('link')).toHaveCount(0);
  await expect(editor).toContainText('See more');
  await saved(page);
  const doc = JSON.parse(await description(linked.id)) as SlateNode[];
  expect(JSON.stringify(doc)).not.toContain('"link"');
  expect(textOf(doc[0]!)).toBe('See more');
});

test("a product's stores: added on its screen with a sku; a taken sku is refused and saves nothing", async ({
  page,
}) => {
  const product = await create('/api/ecommerce/products', { adminTitle: 'E2E stocked product' });
  await create('/api/ecommerce/stores', { adminTitle: 'E2E second store' });
  await openAdmin(page, `#/ecommerce/products/${product.id}`);
  const stores = page.getByRole('region', { name: 'Stores and SKUs' });
  const add = async (index: number, store: string, sku: string) => {
    await stores.getByRole('button', { name: 'Add store' }).click();
    await stores.getByRole('combobox', { name: 'Store' }).nth(index).click();
    await page.getByRole('option', { name: store }).click();
    await stores.getByRole('textbox', { name: 'SKU' }).nth(index).fill(sku);
    await page.getByRole('button', { name: 'Save product' }).click();
  };
  // The demo's store, by its title in English.
  await add(0, 'Projects of the foundation', 'E2E-SKU-1');
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  // The demo's bell tower has this sku already: the whole save is refused.
  await add(1, 'E2E second store', 'SF-PRJ-001-BELL-TOWER');
  await expect(page.getByText(/sku already exists/)).toBeVisible();
  await shot(page, 'product-stores');
  const filters = JSON.stringify([{ column: 'productId', method: 'eq', value: product.id }]);
  const links = await read<{ sku: string }[]>(
    `/api/ecommerce/stores-to-products?filters[and]=${encodeURIComponent(filters)}`,
  );
  expect(links.map((l) => l.sku)).toEqual(['E2E-SKU-1']);
});
