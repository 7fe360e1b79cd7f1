-- AlterTable
ALTER TABLE "system_audit_entries" ADD COLUMN     "actorTokenId" UUID;

-- CreateTable
CREATE TABLE "rbac_api_tokens" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "scopes" JSONB NOT NULL,
    "modules" JSONB,
    "expiresAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "lastUsedAt" TIMESTAMPTZ(3),
    "releaseId" UUID,

    CONSTRAINT "rbac_api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rbac_api_tokens_tokenHash_key" ON "rbac_api_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "rbac_api_tokens_subjectId_idx" ON "rbac_api_tokens"("subjectId");

-- AddForeignKey
ALTER TABLE "rbac_api_tokens" ADD CONSTRAINT "rbac_api_tokens_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
