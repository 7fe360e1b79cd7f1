-- AlterTable
ALTER TABLE "ecommerce_orders" ADD COLUMN     "anonymous" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "coveredFee" DECIMAL(30,10),
ADD COLUMN     "dedication" TEXT;

-- AlterTable
ALTER TABLE "ecommerce_orders_to_products" ADD COLUMN     "paidAmount" DECIMAL(30,10),
ADD COLUMN     "paidCurrencyId" UUID;

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_products_paidCurrencyId_idx" ON "ecommerce_orders_to_products"("paidCurrencyId");

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_paidCurrencyId_fkey" FOREIGN KEY ("paidCurrencyId") REFERENCES "billing_currencies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill (issue 32 §2): lines of orders already paid (a succeeded payment) keep what they cost today, in the
-- currency of the order's last succeeded payment; from now on the server stamps them when the money arrives.
WITH paid AS (
  SELECT DISTINCT ON (op."orderId") op."orderId", pi."currencyId"
  FROM "ecommerce_orders_to_billing_module_payment_intents" op
  JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
  ORDER BY op."orderId", pi."createdAt" DESC),
prices AS (
  SELECT DISTINCT ON (pa."productId", ac."billingModuleCurrencyId") pa."productId", ac."billingModuleCurrencyId" AS "currencyId", a."number" AS "amount"
  FROM "ecommerce_products_to_attributes" pa
  JOIN "ecommerce_attributes" a ON a."id" = pa."attributeId" AND a."number" IS NOT NULL
  JOIN "ecommerce_attribute_keys_to_attributes" aka ON aka."attributeId" = a."id"
  JOIN "ecommerce_attribute_keys" ak ON ak."id" = aka."attributeKeyId" AND ak."type" = 'price'
  JOIN "ecommerce_attributes_to_billing_module_currencies" ac ON ac."attributeId" = a."id"
  ORDER BY pa."productId", ac."billingModuleCurrencyId", pa."orderIndex", pa."createdAt")
UPDATE "ecommerce_orders_to_products" l
SET "paidCurrencyId" = paid."currencyId",
    "paidAmount" = CASE WHEN l."price" IS NOT NULL
                        THEN CASE WHEN l."billingModuleCurrencyId" = paid."currencyId" THEN l."price" * l."quantity" END
                        ELSE (SELECT p."amount" FROM prices p
                              WHERE p."productId" = l."productId" AND p."currencyId" = paid."currencyId") * l."quantity" END
FROM paid
WHERE paid."orderId" = l."orderId" AND l."paidAmount" IS NULL;
