/**
 * A folder in the original system's layout, shaped like its own seed (issue 35's table of what failed there), written
 * from the table below: no file of the original is copied (its licence does not allow it). The import test reads
 * it, and so does the bench: `pnpm -F @symbol/server exec tsx bench/sps-folder.ts <dir> [records]` writes it (1,065
 * records by default, the original seed's count) for `pnpm import:sps <dir>`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A stable uuid per name, so records can point at each other. */
const ids = new Map<string, string>();
export const spsId = (name: string) => {
  if (!ids.has(name)) ids.set(name, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
  return ids.get(name)!;
};
export const at = { createdAt: '2025-06-26T07:57:16.042Z', updatedAt: '2025-11-15T09:32:28.333Z' };

/** `module/kind/name` → its records, each with its own id. */
export type Folder = Record<string, Record<string, unknown>[]>;

export function spsTable(): Folder {
  return {
    'billing/models/currency': [
      { id: spsId('rub'), ...at, adminTitle: 'RUB', slug: 'rub', title: 'Рубль', symbol: '₽', isDefault: true },
      {
        id: spsId('local'),
        ...at,
        adminTitle: 'Local',
        slug: 'local-coin',
        title: 'Local',
        symbol: 'L',
        variant: 'local',
      },
    ],
    'file-storage/models/file': [
      {
        id: spsId('file'),
        ...at,
        adminTitle: 'logo',
        alt: null,
        className: 'rounded',
        containerClassName: 'w-full',
        extension: 'png',
        file: '/file-storage/static/logo.png',
        height: 1500,
        mimeType: 'image/png',
        size: 15617,
        slug: 'logo-file',
        variant: 'generate-template-ecommerce-order-receipt-default',
        width: 1500,
      },
      // Fails (a file path with a space): the links to it wait for it.
      { id: spsId('bad-file'), ...at, adminTitle: 'bad', slug: 'bad-file', file: '/file-storage/static/a b.png' },
    ],
    'ecommerce/models/product': [
      { id: spsId('product'), ...at, adminTitle: 'Bell', slug: 'bell', title: { en: 'Bell' } },
    ],
    'ecommerce/models/store': [
      { id: spsId('store'), ...at, adminTitle: 'Store', slug: 'store', title: { en: 'Store' } },
    ],
    'ecommerce/models/attribute': [
      {
        id: spsId('attribute'),
        ...at,
        adminTitle: 'day',
        slug: 'day',
        string: { en: 'day', ru: 'день' },
        number: null,
        boolean: null,
        date: null,
        datetime: null,
        variant: 'default',
        title: {},
      },
    ],
    'ecommerce/models/attribute-key': [
      { id: spsId('key-topup'), ...at, adminTitle: 'Top-up', slug: 'topup', title: { en: 'Top-up' }, type: 'topup' },
      { id: spsId('key-empty'), ...at, adminTitle: 'Unset', slug: 'unset', title: { en: 'Unset' }, type: '' },
    ],
    'ecommerce/relations/products-to-attributes': [
      { id: spsId('p2a'), ...at, productId: spsId('product'), attributeId: spsId('attribute') },
    ],
    'ecommerce/relations/attribute-keys-to-attributes': [
      { id: spsId('k2a'), ...at, attributeKeyId: spsId('key-topup'), attributeId: spsId('attribute') },
    ],
    'ecommerce/relations/attributes-to-billing-module-currencies': [
      { id: spsId('a2c'), ...at, attributeId: spsId('attribute'), billingModuleCurrencyId: spsId('rub') },
    ],
    'ecommerce/relations/stores-to-attributes': [
      { id: spsId('s2a'), ...at, storeId: spsId('store'), attributeId: spsId('attribute') },
    ],
    'ecommerce/relations/products-to-file-storage-module-files': [
      {
        id: spsId('p2f'),
        ...at,
        productId: spsId('product'),
        fileStorageModuleFileId: spsId('file'),
        variant: 'hidden',
      },
      { id: spsId('p2f-bad'), ...at, productId: spsId('product'), fileStorageModuleFileId: spsId('bad-file') },
    ],
    'ecommerce/relations/orders-to-file-storage-module-files': [
      { id: spsId('o2f'), ...at, productId: spsId('product'), fileStorageModuleFileId: spsId('file'), className: '' },
    ],
    'ecommerce/relations/stores-to-orders': [
      { id: spsId('s2o'), ...at, storeId: spsId('store'), orderId: spsId('missing-order') },
    ],
    'social/models/attribute-key': [
      { id: spsId('social-key'), ...at, adminTitle: 'Role', slug: 'role', title: { en: 'Role' }, type: '' },
    ],
    'social/models/attribute': [
      { id: spsId('social-attr'), ...at, adminTitle: 'Bio', slug: 'bio', title: { en: 'Bio', ru: 'О себе' } },
    ],
    'social/models/chat': [
      {
        id: spsId('chat'),
        ...at,
        className: '',
        variant: 'default',
        title: 'Chat 1',
        description: 'first chat',
        adminTitle: 'zealous azure mammal',
        slug: 'northern-bronze-caribou',
        sourceSystemId: '-100123',
      },
    ],
    'social/models/profile': [{ id: spsId('profile'), ...at, adminTitle: 'Ann', slug: 'ann', title: { en: 'Ann' } }],
    'notification/models/topic': [
      { id: spsId('topic-info'), ...at, title: 'News', slug: 'news', type: 'info' },
      { id: spsId('topic-security'), ...at, title: 'Security', slug: 'security', type: 'security' },
    ],
    'rbac/models/permission': [
      { id: spsId('permission'), ...at, method: 'POST', path: '/api/agent/run', type: 'HTTP' },
    ],
    'rbac/relations/subjects-to-social-module-profiles': [
      { id: spsId('s2p'), ...at, subjectId: spsId('missing-subject'), socialModuleProfileId: spsId('profile') },
    ],
    'rbac/relations/subjects-to-ecommerce-module-products': [
      { id: spsId('s2prod'), ...at, subjectId: spsId('missing-subject'), ecommerceModuleProductId: spsId('product') },
    ],
    'rbac/relations/permissions-to-billing-module-currencies': [
      {
        id: spsId('perm2c'),
        ...at,
        className: '',
        amount: '1',
        permissionId: spsId('permission'),
        billingModuleCurrencyId: spsId('rub'),
      },
    ],
    'agent/models/agent': [
      {
        id: spsId('agent'),
        ...at,
        title: 'Dummy Agent',
        adminTitle: 'xlBv8xtJsj',
        slug: 'dummy',
        interval: '* * * * *',
      },
    ],
    'broadcast/models/channel': [
      {
        id: spsId('channel'),
        ...at,
        title: 'revalidation',
        adminTitle: 'scientific blush narwhal',
        slug: 'revalidation',
      },
    ],
    'broadcast/models/message': [
      { id: spsId('message'), ...at, payload: '{"url":"/"}', expiresAt: '2025-11-15T10:32:28.333Z' },
    ],
    'broadcast/relations/channels-to-messages': [
      { id: spsId('c2m'), ...at, channelId: spsId('channel'), messageId: spsId('message') },
    ],
    'telegram/models/page': [{ id: spsId('tg-page'), ...at, title: 'Start', url: '/start', orderIndex: null }],
    'telegram/models/widget': [{ id: spsId('tg-widget'), ...at, title: 'Hello', slug: 'hello', description: null }],
    'telegram/relations/widgets-to-external-widgets': [
      {
        id: spsId('tg-w2e'),
        ...at,
        widgetId: spsId('tg-widget'),
        externalModule: 'website-builder',
        externalWidgetId: spsId('wb-widget'),
      },
    ],
    'telegram/relations/pages-to-widgets': [
      { id: spsId('tg-p2w'), ...at, pageId: spsId('tg-page'), widgetId: spsId('tg-widget') },
    ],
    'knowledge/models/source': [
      { id: spsId('source'), ...at, title: 'Handbook', content: 'Be kind.', slug: 'handbook' },
    ],
    'knowledge/models/document': [
      { id: spsId('document'), ...at, title: 'Kindness', tags: ['care'], metadata: {}, status: 'published' },
    ],
    'knowledge/models/chunk': [
      { id: spsId('chunk'), ...at, text: 'Be kind.', embedding: [0.1, 0.2], chunkIndex: 0, contentHash: 'abc' },
    ],
    'knowledge/models/edit-suggestion': [
      {
        id: spsId('suggestion'),
        ...at,
        title: 'Add a line',
        targetDocumentId: spsId('document'),
        rationale: 'clearer',
      },
    ],
    'crm/models/widget': [{ id: spsId('crm-widget'), ...at, adminTitle: 'Form', slug: 'form-widget' }],
    // A button's url is one plain address, as the original writes it (issue 35 §3).
    'website-builder/models/button': [
      { id: spsId('button'), ...at, adminTitle: 'Shop', slug: 'shop', title: { en: 'Shop' }, url: '/ecommerce' },
    ],
    'website-builder/models/widget': [{ id: spsId('wb-widget'), ...at, adminTitle: 'Hero', slug: 'hero' }],
    'crm/relations/widgets-to-website-builder-module-widgets': [
      { id: spsId('crm2wb'), ...at, widgetId: spsId('crm-widget'), websiteBuilderModuleWidgetId: spsId('wb-widget') },
    ],
    // A field the original added that we do not model: left out and named, the record written.
    'blog/models/category': [{ id: spsId('category'), ...at, slug: 'news', title: { en: 'News' }, mood: 'calm' }],
  };
}

/** Filler: plain widgets, so the folder holds as many records as the original's seed (1,065). */
export function withFiller(folder: Folder, total: number): Folder {
  const count = Object.values(folder).reduce((n, list) => n + list.length, 0);
  const filler = Array.from({ length: total - count }, (_, i) => ({
    id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
    ...at,
    adminTitle: `Filler ${i}`,
    slug: `filler-${i}`,
    title: { en: `Filler ${i}` },
  }));
  return { ...folder, 'host/models/widget': filler };
}

/** Writes a folder in the original's layout under `root` (its `libs` replaced). */
export async function writeSpsFolder(root: string, folder: Folder): Promise<void> {
  await rm(path.join(root, 'libs'), { recursive: true, force: true });
  for (const [source, list] of Object.entries(folder)) {
    const [module, kind, name] = source.split('/');
    const dir = path.join(root, 'libs/modules', module!, kind!, name!, 'backend/repository/database/src/lib/data');
    await mkdir(dir, { recursive: true });
    for (const record of list) await writeFile(path.join(dir, `${String(record.id)}.json`), JSON.stringify(record));
  }
}

/** The table with plain widgets up to `total` records. */
export const spsOriginalFolder = (total = 1065): Folder => withFiller(spsTable(), total);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx bench/sps-folder.ts <dir> [records]');
    process.exit(2);
  }
  const folder = spsOriginalFolder(count ? Number(count) : undefined);
  await writeSpsFolder(path.resolve(dir), folder);
  console.log(`wrote ${Object.values(folder).reduce((n, list) => n + list.length, 0)} records to ${path.resolve(dir)}`);
}
