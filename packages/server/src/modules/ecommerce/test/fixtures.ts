/** A two-currency shop for commerce tests: prices chosen so hand-computed sums are easy to check. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/index.ts';

export interface Shop {
  rub: string;
  usd: string;
  eur: string;
  store: string;
  bell: string;
  chapel: string;
  /** Priced in rub only. */
  icon: string;
}

export async function createShop(db: Db, tag = Math.random().toString(36).slice(2, 8)): Promise<Shop> {
  const p = db.prisma;
  const currency = (slug: string, symbol: string) =>
    p.billingCurrency.create({ data: { slug: `${slug}-${tag}`, symbol, adminTitle: slug } });
  const [rub, usd, eur] = await Promise.all([currency('rub', '₽'), currency('usd', '$'), currency('eur', '€')]);
  const key = await p.ecommerceAttributeKey.create({
    data: { slug: `price-${tag}`, adminTitle: 'Price', type: 'price', field: 'number' },
  });
  const store = await p.ecommerceStore.create({ data: { slug: `store-${tag}`, adminTitle: 'Store' } });
  async function product(slug: string, prices: [string, string][]) {
    const created = await p.ecommerceProduct.create({ data: { slug: `${slug}-${tag}`, adminTitle: slug } });
    for (const [currencyId, price] of prices) {
      const attribute = await p.ecommerceAttribute.create({
        data: { number: price, adminTitle: price, slug: `price-${randomUUID()}` },
      });
      await p.ecommerceProductsToAttributes.create({ data: { productId: created.id, attributeId: attribute.id } });
      await p.ecommerceAttributeKeysToAttributes.create({
        data: { attributeKeyId: key.id, attributeId: attribute.id },
      });
      await p.ecommerceAttributesToBillingModuleCurrencies.create({
        data: { attributeId: attribute.id, billingModuleCurrencyId: currencyId },
      });
    }
    await p.ecommerceStoresToProducts.create({
      data: { storeId: store.id, productId: created.id, sku: `${slug}-${tag}` },
    });
    return created.id;
  }
  return {
    rub: rub.id,
    usd: usd.id,
    eur: eur.id,
    store: store.id,
    bell: await product('bell', [
      [rub.id, '5000'],
      [usd.id, '55.5'],
    ]),
    chapel: await product('chapel', [
      [rub.id, '1200.50'],
      [usd.id, '13.25'],
    ]),
    icon: await product('icon', [[rub.id, '0.10']]),
  };
}

export async function createSubject(db: Db): Promise<string> {
  return (await db.prisma.rbacSubject.create({ data: { slug: `subject-${Math.random().toString(36).slice(2, 10)}` } }))
    .id;
}
