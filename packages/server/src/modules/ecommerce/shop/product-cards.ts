/**
 * The back office's product list beside its generic rows: each product's thumbnail (its first image) and its
 * price per currency (the spec's price rule, PRODUCT_PRICES: the first price by link order), for one page of
 * products in one statement.
 */
import { queryRows, type DbClient } from '../../../db/index.ts';
import { PRODUCT_PRICES } from '../totals.ts';

const CARDS = `
  SELECT p."id" AS "productId",
    (SELECT f."file" FROM "ecommerce_products_to_file_storage_module_files" pf
     JOIN "file_storage_files" f ON f."id" = pf."fileStorageModuleFileId"
     WHERE pf."productId" = p."id" ORDER BY pf."orderIndex", pf."createdAt" LIMIT 1) AS "image",
    COALESCE((SELECT json_agg(json_build_object('amount', trim_scale(x."price")::text,
        'currency', json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug")) ORDER BY c."slug")
      FROM (SELECT DISTINCT ON (pp."currencyId") pp."currencyId", pp."price" FROM (${PRODUCT_PRICES}) pp
            WHERE pp."productId" = p."id" ORDER BY pp."currencyId", pp."orderIndex", pp."createdAt") x
      JOIN "billing_currencies" c ON c."id" = x."currencyId"), '[]'::json) AS "prices"
  FROM "ecommerce_products" p WHERE p."id" = ANY($1::uuid[])`;

export interface ProductCard {
  productId: string;
  image: string | null;
  prices: { amount: string; currency: { id: string; symbol: string; slug: string } }[];
}

export const productCards = (client: DbClient, ids: string[]) => queryRows<ProductCard>(client, CARDS, [ids]);
