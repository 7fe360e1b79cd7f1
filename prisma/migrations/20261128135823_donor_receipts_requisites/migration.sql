/*
  Warnings:

  - A unique constraint covering the columns `[receiptNumber]` on the table `ecommerce_orders` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "ecommerce_orders" ADD COLUMN     "receiptNumber" INTEGER;

-- AlterTable
ALTER TABLE "host_metadata" ADD COLUMN     "bankDetails" TEXT,
ADD COLUMN     "inn" TEXT,
ADD COLUMN     "legalAddress" TEXT,
ADD COLUMN     "legalName" TEXT,
ADD COLUMN     "ogrn" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_orders_receiptNumber_key" ON "ecommerce_orders"("receiptNumber");
