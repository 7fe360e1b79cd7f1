/**
 * Impact hints (issue 32 §3) read with the page: every product of the page's trees that has prices gets
 * `impactHints`, the operator's hints (`ecommerce/impact-hints`) in every currency, in their order, each text in the
 * page's language. One query for all the products of a page, in the same request as the page.
 */
import type { ImpactHint, Language } from '@symbol/contracts';
import { pickLanguage } from '@symbol/contracts/page-payload';
import type pg from 'pg';
import { plainDecimal, type Row } from '../../entities/serialize.ts';

export async function impactHintsByProduct(
  pool: pg.Pool,
  productIds: string[],
  language: Language,
): Promise<Map<string, ImpactHint[]>> {
  const byProduct = new Map<string, ImpactHint[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await pool.query<Row>(
    `SELECT h."productId", h."amount", h."description", c."id" AS "currencyId", c."slug"
       FROM "ecommerce_impact_hints" h
       JOIN "billing_currencies" c ON c."id" = h."currencyId"
      WHERE h."productId" = ANY($1::uuid[])
      ORDER BY h."orderIndex" ASC, h."amount" ASC, h."id" ASC`,
    [productIds],
  );
  for (const row of rows) {
    const hints = byProduct.get(String(row.productId)) ?? [];
    hints.push({
      amount: plainDecimal(row.amount),
      currency: { id: String(row.currencyId), slug: String(row.slug) },
      description: String(pickLanguage(row.description, language) ?? ''),
    });
    byProduct.set(String(row.productId), hints);
  }
  return byProduct;
}
