-- AlterTable
ALTER TABLE "ecommerce_orders_to_products" ADD COLUMN     "billingModuleCurrencyId" UUID,
ADD COLUMN     "price" DECIMAL(30,10);

-- CreateIndex
CREATE INDEX "ecommerce_orders_to_products_billingModuleCurrencyId_idx" ON "ecommerce_orders_to_products"("billingModuleCurrencyId");

-- AddForeignKey
ALTER TABLE "ecommerce_orders_to_products" ADD CONSTRAINT "ecommerce_orders_to_products_billingModuleCurrencyId_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "billing_currencies"("id") ON DELETE SET NULL ON UPDATE CASCADE;
