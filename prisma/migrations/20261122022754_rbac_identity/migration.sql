-- CreateTable
CREATE TABLE "rbac_wallet_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rbac_wallet_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rbac_wallet_messages_hash_key" ON "rbac_wallet_messages"("hash");

-- CreateIndex
CREATE INDEX "rbac_wallet_messages_expiresAt_idx" ON "rbac_wallet_messages"("expiresAt");

-- CreateIndex
CREATE INDEX "rbac_identities_code_idx" ON "rbac_identities"("code");
