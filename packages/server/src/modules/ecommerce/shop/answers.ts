/** What the shop routes answer (`data`), for the OpenAPI document: built from the catalogue's row schemas. */
import { getEntity, productPriceSchema, productStoreSchema, rowSchema } from '@symbol/contracts';
import { z } from 'zod';

export {
  customerSheetAnswer,
  dashboardAnswer,
  orderOverviewAnswer,
  orderRefund,
  orderSheetAnswer,
  peopleAnswer,
  productCardsAnswer,
} from '@symbol/contracts';

export const productEditorAnswer = z.object({
  product: rowSchema(getEntity('ecommerce/products')),
  prices: z.array(productPriceSchema.extend({ attributeId: z.uuid() })),
  goals: z.array(productPriceSchema.extend({ attributeId: z.uuid() })),
  stores: z.array(productStoreSchema),
  categoryIds: z.array(z.uuid()),
  fileIds: z.array(z.uuid()),
});
