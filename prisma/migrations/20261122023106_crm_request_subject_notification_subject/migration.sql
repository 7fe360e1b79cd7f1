-- AlterTable
ALTER TABLE "crm_requests" ADD COLUMN     "subjectId" UUID;

-- AlterTable
ALTER TABLE "notification_notifications" ADD COLUMN     "subjectId" UUID;

-- CreateIndex
CREATE INDEX "crm_requests_subjectId_idx" ON "crm_requests"("subjectId");

-- CreateIndex
CREATE INDEX "notification_notifications_subjectId_idx" ON "notification_notifications"("subjectId");
