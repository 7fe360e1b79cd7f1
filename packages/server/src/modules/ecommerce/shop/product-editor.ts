/**
 * The product screen of the back office: a product with its prices and goals per currency (./product-amounts.ts),
 * stores and SKUs, categories and images, read in one call and saved in one transaction. Every row goes through
 * the entity service, so the write hook tells the site's page cache.
 */
import { getEntity, type ProductEditorSave } from '@symbol/contracts';
import { queryRows, type Db, type DbClient } from '../../../db/index.ts';
import * as service from '../../../entities/service.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { readAmounts, saveAmounts } from './product-amounts.ts';

const E = {
  product: getEntity('ecommerce/products'),
  attribute: getEntity('ecommerce/attributes'),
  key: getEntity('ecommerce/attribute-keys'),
  productAttribute: getEntity('ecommerce/products-to-attributes'),
  keyAttribute: getEntity('ecommerce/attribute-keys-to-attributes'),
  attributeCurrency: getEntity('ecommerce/attributes-to-billing-module-currencies'),
  store: getEntity('ecommerce/stores-to-products'),
  category: getEntity('ecommerce/categories-to-products'),
  file: getEntity('ecommerce/products-to-file-storage-module-files'),
};

/** The screen's data: one product, its links as the editor shows them. */
export async function readProductEditor(client: DbClient, productId: string) {
  const product = await service.get(client, E.product, productId);
  const [prices, goals, stores, categories, files] = await Promise.all([
    readAmounts(client, productId, 'price'),
    readAmounts(client, productId, 'goal'),
    queryRows<{ id: string; storeId: string; sku: string }>(
      client,
      `SELECT "id", "storeId", "sku" FROM "ecommerce_stores_to_products" WHERE "productId" = $1::uuid ORDER BY "orderIndex", "createdAt"`,
      [productId],
    ),
    queryRows<{ categoryId: string }>(
      client,
      `SELECT "categoryId" FROM "ecommerce_categories_to_products" WHERE "productId" = $1::uuid ORDER BY "orderIndex", "createdAt"`,
      [productId],
    ),
    queryRows<{ fileStorageModuleFileId: string }>(
      client,
      `SELECT "fileStorageModuleFileId" FROM "ecommerce_products_to_file_storage_module_files" WHERE "productId" = $1::uuid ORDER BY "orderIndex", "createdAt"`,
      [productId],
    ),
  ]);
  return {
    product,
    prices,
    goals,
    stores: stores.map(({ storeId, sku }) => ({ storeId, sku })),
    categoryIds: categories.map((c) => c.categoryId),
    fileIds: files.map((f) => f.fileStorageModuleFileId),
  };
}

export type ProductEditor = Awaited<ReturnType<typeof readProductEditor>>;

/** Every id must name a record of `table`: a 400 naming the first that does not, before anything is written. */
async function requireAll(tx: DbClient, table: string, ids: readonly string[], field: string) {
  if (!ids.length) return;
  const found = await queryRows<{ id: string }>(tx, `SELECT "id" FROM "${table}" WHERE "id" = ANY($1::uuid[])`, [
    [...ids],
  ]);
  const known = new Set(found.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw badRequest('Invalid data', [`${field}.${missing}: no such record`]);
}

async function saveStores(tx: DbClient, productId: string, stores: NonNullable<ProductEditorSave['stores']>) {
  const existing = await queryRows<{ id: string; storeId: string; sku: string }>(
    tx,
    `SELECT "id", "storeId", "sku" FROM "ecommerce_stores_to_products" WHERE "productId" = $1::uuid`,
    [productId],
  );
  const wanted = new Map(stores.map((s, index) => [s.storeId, { ...s, index }]));
  // Removed links first, so a SKU moved from a dropped store to another one is free when it is written.
  for (const link of existing) if (!wanted.has(link.storeId)) await service.deleteRow(tx, E.store, link.id);
  for (const link of existing) {
    const next = wanted.get(link.storeId);
    if (next) await service.update(tx, E.store, link.id, { sku: next.sku, orderIndex: next.index });
  }
  const have = new Set(existing.map((l) => l.storeId));
  for (const s of wanted.values())
    if (!have.has(s.storeId))
      await service.create(tx, E.store, { productId, storeId: s.storeId, sku: s.sku, orderIndex: s.index });
}

/** A plain link list (categories, images): the given ids in the given order, nothing else. */
async function saveLinks(
  tx: DbClient,
  entity: typeof E.category | typeof E.file,
  column: 'categoryId' | 'fileStorageModuleFileId',
  productId: string,
  ids: readonly string[],
) {
  const existing = await queryRows<{ id: string; other: string; orderIndex: number }>(
    tx,
    `SELECT "id", "${column}" AS "other", "orderIndex" FROM "${entity.table}" WHERE "productId" = $1::uuid`,
    [productId],
  );
  const position = new Map(ids.map((id, index) => [id, index]));
  const have = new Set<string>();
  for (const link of existing) {
    const index = position.get(link.other);
    if (index === undefined || have.has(link.other)) await service.deleteRow(tx, entity, link.id);
    else {
      have.add(link.other);
      if (link.orderIndex !== index) await service.update(tx, entity, link.id, { orderIndex: index });
    }
  }
  for (const [id, index] of position)
    if (!have.has(id)) await service.create(tx, entity, { productId, [column]: id, orderIndex: index });
}

/** Saves the product screen in one transaction: a refused part (an SKU taken, an unknown id) writes nothing. */
export async function saveProductEditor(db: Db, productId: string, data: ProductEditorSave) {
  return db.transaction(async (tx) => {
    const locked = await queryRows(tx, `SELECT 1 FROM "ecommerce_products" WHERE "id" = $1::uuid FOR UPDATE`, [
      productId,
    ]);
    if (!locked.length) throw notFound('Product not found');
    await requireAll(tx, 'billing_currencies', data.prices?.map((p) => p.billingModuleCurrencyId) ?? [], 'prices');
    await requireAll(tx, 'billing_currencies', data.goals?.map((p) => p.billingModuleCurrencyId) ?? [], 'goals');
    await requireAll(tx, 'ecommerce_stores', data.stores?.map((s) => s.storeId) ?? [], 'stores');
    await requireAll(tx, 'ecommerce_categories', data.categoryIds ?? [], 'categoryIds');
    await requireAll(tx, 'file_storage_files', data.fileIds ?? [], 'fileIds');
    if (data.product && Object.keys(data.product).length) await service.update(tx, E.product, productId, data.product);
    if (data.prices) await saveAmounts(tx, productId, 'price', data.prices);
    if (data.goals) await saveAmounts(tx, productId, 'goal', data.goals);
    if (data.stores) await saveStores(tx, productId, data.stores);
    if (data.categoryIds) await saveLinks(tx, E.category, 'categoryId', productId, data.categoryIds);
    if (data.fileIds) await saveLinks(tx, E.file, 'fileStorageModuleFileId', productId, data.fileIds);
    return readProductEditor(tx, productId);
  });
}
