-- AlterTable
ALTER TABLE "crm_requests" ADD COLUMN     "assigneeId" UUID,
ADD COLUMN     "language" TEXT,
ADD COLUMN     "notes" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'new';

-- AlterTable
ALTER TABLE "ecommerce_orders" ADD COLUMN     "notes" TEXT;

-- CreateTable
CREATE TABLE "crm_replies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "requestId" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "authorId" UUID,
    "notificationId" UUID,

    CONSTRAINT "crm_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "crm_replies_requestId_idx" ON "crm_replies"("requestId");

-- CreateIndex
CREATE INDEX "crm_requests_status_idx" ON "crm_requests"("status");

-- CreateIndex
CREATE INDEX "crm_requests_assigneeId_idx" ON "crm_requests"("assigneeId");

-- AddForeignKey
ALTER TABLE "crm_replies" ADD CONSTRAINT "crm_replies_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "crm_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
