-- CreateTable
CREATE TABLE "billing_subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "amount" DECIMAL(30,10) NOT NULL,
    "interval" TEXT NOT NULL DEFAULT 'month',
    "provider" TEXT NOT NULL,
    "providerReference" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "email" TEXT NOT NULL,
    "language" TEXT,
    "nextChargeAt" TIMESTAMPTZ(3),
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "cancelledAt" TIMESTAMPTZ(3),
    "firstPaymentIntentId" UUID NOT NULL,

    CONSTRAINT "billing_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "billing_subscriptions_firstPaymentIntentId_key" ON "billing_subscriptions"("firstPaymentIntentId");

-- CreateIndex
CREATE INDEX "billing_subscriptions_subjectId_idx" ON "billing_subscriptions"("subjectId");

-- CreateIndex
CREATE INDEX "billing_subscriptions_productId_idx" ON "billing_subscriptions"("productId");

-- CreateIndex
CREATE INDEX "billing_subscriptions_currencyId_idx" ON "billing_subscriptions"("currencyId");

-- CreateIndex
CREATE INDEX "billing_subscriptions_providerReference_idx" ON "billing_subscriptions"("providerReference");

-- CreateIndex
CREATE INDEX "billing_subscriptions_status_nextChargeAt_idx" ON "billing_subscriptions"("status", "nextChargeAt");

-- AddForeignKey
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ecommerce_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_firstPaymentIntentId_fkey" FOREIGN KEY ("firstPaymentIntentId") REFERENCES "billing_payment_intents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
