/*
  Warnings:

  - A unique constraint covering the columns `[orderId,productId]` on the table `ecommerce_orders_to_products` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_orders_to_products_orderId_productId_key" ON "ecommerce_orders_to_products"("orderId", "productId");
