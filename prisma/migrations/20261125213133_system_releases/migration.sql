-- CreateTable
CREATE TABLE "system_releases" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "publishAt" TIMESTAMPTZ(3),
    "publishedAt" TIMESTAMPTZ(3),
    "publishError" TEXT,

    CONSTRAINT "system_releases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_release_operations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releaseId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "entityKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recordId" UUID NOT NULL,
    "data" JSONB,
    "base" JSONB,

    CONSTRAINT "system_release_operations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "system_releases_status_publishAt_idx" ON "system_releases"("status", "publishAt");

-- CreateIndex
CREATE INDEX "system_release_operations_releaseId_idx" ON "system_release_operations"("releaseId");

-- CreateIndex
CREATE INDEX "system_release_operations_recordId_idx" ON "system_release_operations"("recordId");

-- CreateIndex
CREATE INDEX "system_release_operations_releaseId_position_idx" ON "system_release_operations"("releaseId", "position");

-- AddForeignKey
ALTER TABLE "system_release_operations" ADD CONSTRAINT "system_release_operations_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "system_releases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
