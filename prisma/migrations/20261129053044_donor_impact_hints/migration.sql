-- CreateTable
CREATE TABLE "ecommerce_impact_hints" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "productId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "amount" DECIMAL(30,10) NOT NULL,
    "description" JSONB NOT NULL DEFAULT '{}',
    "orderIndex" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ecommerce_impact_hints_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ecommerce_impact_hints_productId_idx" ON "ecommerce_impact_hints"("productId");

-- CreateIndex
CREATE INDEX "ecommerce_impact_hints_currencyId_idx" ON "ecommerce_impact_hints"("currencyId");

-- CreateIndex
CREATE INDEX "ecommerce_impact_hints_orderIndex_idx" ON "ecommerce_impact_hints"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_impact_hints_productId_currencyId_amount_key" ON "ecommerce_impact_hints"("productId", "currencyId", "amount");

-- AddForeignKey
ALTER TABLE "ecommerce_impact_hints" ADD CONSTRAINT "ecommerce_impact_hints_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ecommerce_impact_hints" ADD CONSTRAINT "ecommerce_impact_hints_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;
