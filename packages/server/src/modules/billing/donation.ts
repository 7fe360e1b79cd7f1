/**
 * A donation of a free amount (issue 27 §1): a fresh order of the donor with one line priced by the donor, in one
 * currency, paid through the same checkout as any order (so the same providers, payment record, integrity rule,
 * receipts and mails). The amount is checked here against the currency's minimum before anything is written.
 */
import { DONATION_MAXIMUM, minimumDonation } from '@symbol/contracts/donation';
import { readInterval, SUBSCRIPTION_INTERVALS } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type DbClient } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { checkoutSchema } from './checkout.ts';
import type { SubscriptionInterval } from './providers/provider.ts';

/** The smallest gift per currency (shared with the site's form): 100 RUB, 1 USD/EUR, 1 unit otherwise. */
export const minimumAmount = (currencySlug: string) => String(minimumDonation(currencySlug));
const MAXIMUM = DONATION_MAXIMUM;

/** A decimal amount of money as a donor types it: up to 2 fraction digits, `,` or `.` as the separator. */
const amountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount must be a positive number with at most 2 decimals' })
      .refine((v) => Number(v) > 0 && Number(v) <= MAXIMUM, {
        error: `amount must be above 0 and at most ${MAXIMUM}`,
      }),
  );

export const donationSchema = checkoutSchema.omit({ ecommerceModule: true }).extend({
  provider: checkoutSchema.shape.provider.default('dummy'),
  amount: amountSchema,
  /** Given: a recurring gift each interval (the form's "Monthly"); absent: once. */
  interval: z
    .enum(SUBSCRIPTION_INTERVALS, { error: `interval must be one of ${SUBSCRIPTION_INTERVALS.join(', ')}` })
    .optional(),
  /** Add `COVER_FEE_PERCENT` of the amount so the project gets all of it (issue 32 §3). */
  coverFee: z.boolean({ error: 'coverFee must be true or false' }).optional(),
  /** Keep the donor's name off every public list. */
  anonymous: z.boolean({ error: 'anonymous must be true or false' }).optional(),
  /** A dedication or comment kept with the gift (500 characters at most). */
  dedication: z.string().trim().max(500, { error: 'dedication must be at most 500 characters' }).nullish(),
});

/**
 * The product's own interval: a `subscription` product (the spec's product type for recurring giving) is given
 * each interval its attribute of key type `interval` names (its text, read by `readInterval`); a `one_off` product
 * has none (the donor may still choose Monthly).
 */
const PRODUCT_INTERVAL = `
  SELECT p."type", (
    SELECT coalesce(a."string"->>'en', a."string"->>'ru')
    FROM "ecommerce_products_to_attributes" pa
    JOIN "ecommerce_attributes" a ON a."id" = pa."attributeId"
    JOIN "ecommerce_attribute_keys_to_attributes" aka ON aka."attributeId" = a."id"
    JOIN "ecommerce_attribute_keys" ak ON ak."id" = aka."attributeKeyId" AND ak."type" = 'interval'
    WHERE pa."productId" = p."id" ORDER BY pa."orderIndex", pa."createdAt" LIMIT 1
  ) AS "interval"
  FROM "ecommerce_products" p WHERE p."id" = $1::uuid`;

/**
 * Refuses an amount under the currency's minimum (400, naming it), an unknown currency or product. Answers the
 * currency and the interval a `subscription` product is given at.
 */
export async function checkDonation(client: DbClient, productId: string, currencyId: string, amount: string) {
  const [[product], currency] = await Promise.all([
    queryRows<{ type: string; interval: string | null }>(client, PRODUCT_INTERVAL, [productId]),
    client.billingCurrency.findUnique({ where: { id: currencyId } }),
  ]);
  if (!product) throw notFound('Product not found');
  if (!currency) throw badRequest('billingModule.currency.id does not name a currency');
  const minimum = minimumAmount(currency.slug);
  if (Number(amount) < Number(minimum))
    throw badRequest('amount is below the minimum', [`amount: at least ${minimum} ${currency.slug.toUpperCase()}`]);
  const interval: SubscriptionInterval | undefined =
    product.type === 'subscription' ? readInterval(product.interval) : undefined;
  return { currency, interval };
}
