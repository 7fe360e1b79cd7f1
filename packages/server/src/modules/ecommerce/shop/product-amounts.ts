/**
 * A product's amounts per currency on the product screen: its prices, and a project's goals (issue 27: the goal is
 * an attribute of key type `goal`, one per currency like a price). Each is four records (an attribute holding the
 * number, its link to the key of that type, to a currency and to the product: the spec's rule, totals.ts); the
 * operator sets "450 in rub" and this module writes those records through the entity service.
 */
import { getEntity } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../../db/index.ts';
import * as service from '../../../entities/service.ts';
import { productAmounts } from '../totals.ts';

export type AmountKind = 'price' | 'goal';

const E = {
  attribute: getEntity('ecommerce/attributes'),
  key: getEntity('ecommerce/attribute-keys'),
  productAttribute: getEntity('ecommerce/products-to-attributes'),
  keyAttribute: getEntity('ecommerce/attribute-keys-to-attributes'),
  attributeCurrency: getEntity('ecommerce/attributes-to-billing-module-currencies'),
};

interface AmountRow {
  linkId: string;
  attributeId: string;
  currencyId: string;
  price: string;
  /** How many product links the attribute has: a shared attribute is not edited in place. */
  uses: number;
}

/** The product's amounts of a kind, first by link order per currency first (the one totals and progress count). */
const amountsQuery = (kind: AmountKind) => `
  SELECT pa."id" AS "linkId", p."attributeId", p."currencyId", trim_scale(p."price")::text AS "price",
         (SELECT count(*)::int FROM "ecommerce_products_to_attributes" x WHERE x."attributeId" = p."attributeId") AS "uses"
  FROM (${productAmounts(kind)}) p
  JOIN "ecommerce_products_to_attributes" pa ON pa."productId" = p."productId" AND pa."attributeId" = p."attributeId"
  WHERE p."productId" = $1::uuid
  ORDER BY p."currencyId", p."orderIndex", p."createdAt"`;

/** One amount per currency, as the screen shows them. */
export async function readAmounts(client: DbClient, productId: string, kind: AmountKind) {
  const rows = await queryRows<AmountRow>(client, amountsQuery(kind), [productId]);
  const seen = new Set<string>();
  return rows
    .filter((p) => !seen.has(p.currencyId) && seen.add(p.currencyId))
    .map((p) => ({ billingModuleCurrencyId: p.currencyId, amount: p.price, attributeId: p.attributeId }));
}

const KEY_TITLES: Record<AmountKind, string> = { price: 'Price', goal: 'Goal' };

/** The attribute key of that type (the first made); one is made when the platform has none yet. */
async function keyOf(tx: DbClient, kind: AmountKind): Promise<string> {
  const [key] = await queryRows<{ id: string }>(
    tx,
    `SELECT "id" FROM "ecommerce_attribute_keys" WHERE "type" = $1 ORDER BY "createdAt", "id" LIMIT 1`,
    [kind],
  );
  if (key) return key.id;
  const made = await service.create(tx, E.key, { adminTitle: KEY_TITLES[kind], type: kind, field: 'number' });
  return made.id;
}

async function newAmount(tx: DbClient, productId: string, currencyId: string, amount: string, keyId: string) {
  const attribute = await service.create(tx, E.attribute, { number: amount });
  await service.create(tx, E.productAttribute, { productId, attributeId: attribute.id });
  await service.create(tx, E.keyAttribute, { attributeKeyId: keyId, attributeId: attribute.id });
  await service.create(tx, E.attributeCurrency, { attributeId: attribute.id, billingModuleCurrencyId: currencyId });
}

/** Drops the product's link to an amount; the attribute goes too when no other product uses it. */
async function dropAmount(tx: DbClient, row: AmountRow) {
  await service.deleteRow(tx, E.productAttribute, row.linkId);
  if (row.uses <= 1) await service.deleteRow(tx, E.attribute, row.attributeId);
}

/** The product's amounts of a kind become exactly these: one per currency named, none in the others. */
export async function saveAmounts(
  tx: DbClient,
  productId: string,
  kind: AmountKind,
  amounts: readonly { billingModuleCurrencyId: string; amount: string }[],
) {
  const existing = await queryRows<AmountRow>(tx, amountsQuery(kind), [productId]);
  const wanted = new Map(amounts.map((p) => [p.billingModuleCurrencyId, p.amount]));
  const kept = new Set<string>();
  for (const row of existing) {
    const amount = wanted.get(row.currencyId);
    if (amount === undefined || kept.has(row.currencyId)) {
      await dropAmount(tx, row);
      continue;
    }
    kept.add(row.currencyId);
    if (row.price === amount) continue;
    // An attribute shared with another product keeps that product's amount: this one gets its own.
    if (row.uses > 1) {
      await dropAmount(tx, row);
      await newAmount(tx, productId, row.currencyId, amount, await keyOf(tx, kind));
    } else await service.update(tx, E.attribute, row.attributeId, { number: amount });
  }
  const added = amounts.filter((p) => !kept.has(p.billingModuleCurrencyId));
  if (!added.length) return;
  const keyId = await keyOf(tx, kind);
  for (const p of added) await newAmount(tx, productId, p.billingModuleCurrencyId, p.amount, keyId);
}
