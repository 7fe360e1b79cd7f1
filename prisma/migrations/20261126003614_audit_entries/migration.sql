-- CreateTable
CREATE TABLE "system_audit_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "entityKey" TEXT,
    "recordId" UUID,
    "releaseId" UUID,
    "staged" BOOLEAN NOT NULL DEFAULT false,
    "actorKind" TEXT NOT NULL,
    "actorId" UUID,
    "sourceIp" TEXT,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "system_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "system_audit_entries_entityKey_recordId_createdAt_idx" ON "system_audit_entries"("entityKey", "recordId", "createdAt");

-- CreateIndex
CREATE INDEX "system_audit_entries_createdAt_idx" ON "system_audit_entries"("createdAt");

-- CreateIndex
CREATE INDEX "system_audit_entries_actorId_createdAt_idx" ON "system_audit_entries"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "system_audit_entries_releaseId_idx" ON "system_audit_entries"("releaseId");
