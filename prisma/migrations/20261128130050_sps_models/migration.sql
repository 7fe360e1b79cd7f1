/*
  Warnings:

  - A unique constraint covering the columns `[slug]` on the table `ecommerce_attributes` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[slug]` on the table `file_storage_files` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[slug]` on the table `social_chats` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `adminTitle` to the `ecommerce_attributes` table without a default value. This is not possible if the table is not empty.
  - Added the required column `slug` to the `ecommerce_attributes` table without a default value. This is not possible if the table is not empty.
  - Added the required column `slug` to the `file_storage_files` table without a default value. This is not possible if the table is not empty.
  - Added the required column `adminTitle` to the `social_chats` table without a default value. This is not possible if the table is not empty.
  - Added the required column `slug` to the `social_chats` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
-- Existing rows get the values the entity service generates for a record without a title (hand-edited: the
-- engine adds these columns NOT NULL at once, which fails on a table with rows).
ALTER TABLE "ecommerce_attributes" ADD COLUMN     "adminTitle" TEXT,
ADD COLUMN     "slug" TEXT;
UPDATE "ecommerce_attributes" SET "adminTitle" = 'attributes ' || substr(replace("id"::text, '-', ''), 1, 8),
  "slug" = 'attributes-' || replace("id"::text, '-', '');
ALTER TABLE "ecommerce_attributes" ALTER COLUMN "adminTitle" SET NOT NULL, ALTER COLUMN "slug" SET NOT NULL;

-- AlterTable
ALTER TABLE "file_storage_files" ADD COLUMN     "slug" TEXT;
UPDATE "file_storage_files" SET "slug" = 'files-' || replace("id"::text, '-', '');
ALTER TABLE "file_storage_files" ALTER COLUMN "slug" SET NOT NULL;

-- AlterTable
ALTER TABLE "notification_topics" ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'info';

-- AlterTable
ALTER TABLE "social_attributes" ADD COLUMN     "title" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "social_chats" ADD COLUMN     "adminTitle" TEXT,
ADD COLUMN     "slug" TEXT,
ADD COLUMN     "sourceSystemId" TEXT,
ADD COLUMN     "title" TEXT;
UPDATE "social_chats" SET "adminTitle" = 'chats ' || substr(replace("id"::text, '-', ''), 1, 8),
  "slug" = 'chats-' || replace("id"::text, '-', '');
ALTER TABLE "social_chats" ALTER COLUMN "adminTitle" SET NOT NULL, ALTER COLUMN "slug" SET NOT NULL;

-- CreateTable
CREATE TABLE "agent_agents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL DEFAULT '{}',
    "interval" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "agent_agents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_channels" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "broadcast_channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "broadcast_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_channels_to_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "channelId" UUID NOT NULL,
    "messageId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "broadcast_channels_to_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_widgets_to_website_builder_module_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "websiteBuilderModuleWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "crm_widgets_to_website_builder_module_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "knowledge_sources" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "contentHash" TEXT NOT NULL DEFAULT '',
    "indexedContentHash" TEXT,
    "lastIndexedAt" TIMESTAMPTZ(3),
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "knowledge_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "knowledge_documents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "summary" TEXT,
    "tags" JSONB,
    "metadata" JSONB,
    "contentHash" TEXT NOT NULL DEFAULT '',
    "lastIndexedAt" TIMESTAMPTZ(3),
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "knowledge_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "knowledge_chunks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "embedding" JSONB,
    "chunkIndex" INTEGER NOT NULL DEFAULT 0,
    "tokenEstimate" INTEGER NOT NULL DEFAULT 0,
    "contentHash" TEXT NOT NULL DEFAULT '',
    "metadata" JSONB,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "knowledge_chunks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "knowledge_edit_suggestions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "targetDocumentId" UUID,
    "operation" TEXT NOT NULL DEFAULT 'update',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "proposedDescription" TEXT NOT NULL DEFAULT '',
    "rationale" TEXT NOT NULL DEFAULT '',
    "metadata" JSONB,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "knowledge_edit_suggestions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rbac_actions_to_billing_module_currencies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actionId" UUID NOT NULL,
    "billingModuleCurrencyId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "amount" DECIMAL(30,10),

    CONSTRAINT "rbac_actions_to_billing_module_currencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_pages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL DEFAULT 'Page',
    "url" TEXT NOT NULL DEFAULT '/',
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "telegram_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "slug" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "telegram_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_pages_to_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pageId" UUID NOT NULL,
    "widgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "telegram_pages_to_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_widgets_to_external_widgets" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "widgetId" UUID NOT NULL,
    "externalModule" TEXT NOT NULL DEFAULT 'website-builder',
    "externalWidgetId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "telegram_widgets_to_external_widgets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agent_agents_slug_key" ON "agent_agents"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "broadcast_channels_slug_key" ON "broadcast_channels"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "broadcast_channels_title_key" ON "broadcast_channels"("title");

-- CreateIndex
CREATE INDEX "broadcast_messages_expiresAt_idx" ON "broadcast_messages"("expiresAt");

-- CreateIndex
CREATE INDEX "broadcast_channels_to_messages_channelId_idx" ON "broadcast_channels_to_messages"("channelId");

-- CreateIndex
CREATE INDEX "broadcast_channels_to_messages_messageId_idx" ON "broadcast_channels_to_messages"("messageId");

-- CreateIndex
CREATE INDEX "broadcast_channels_to_messages_orderIndex_idx" ON "broadcast_channels_to_messages"("orderIndex");

-- CreateIndex
CREATE INDEX "crm_widgets_to_website_builder_module_widgets_widgetId_idx" ON "crm_widgets_to_website_builder_module_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "crm_widgets_to_website_builder_module_widgets_webs_b0736bff_idx" ON "crm_widgets_to_website_builder_module_widgets"("websiteBuilderModuleWidgetId");

-- CreateIndex
CREATE INDEX "crm_widgets_to_website_builder_module_widgets_orderIndex_idx" ON "crm_widgets_to_website_builder_module_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "knowledge_sources_slug_key" ON "knowledge_sources"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "knowledge_documents_slug_key" ON "knowledge_documents"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "knowledge_chunks_slug_key" ON "knowledge_chunks"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "knowledge_edit_suggestions_slug_key" ON "knowledge_edit_suggestions"("slug");

-- CreateIndex
CREATE INDEX "knowledge_edit_suggestions_targetDocumentId_idx" ON "knowledge_edit_suggestions"("targetDocumentId");

-- CreateIndex
CREATE INDEX "rbac_actions_to_billing_module_currencies_actionId_idx" ON "rbac_actions_to_billing_module_currencies"("actionId");

-- CreateIndex
CREATE INDEX "rbac_actions_to_billing_module_currencies_billingM_a3816ed3_idx" ON "rbac_actions_to_billing_module_currencies"("billingModuleCurrencyId");

-- CreateIndex
CREATE INDEX "rbac_actions_to_billing_module_currencies_orderIndex_idx" ON "rbac_actions_to_billing_module_currencies"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_pages_url_key" ON "telegram_pages"("url");

-- CreateIndex
CREATE INDEX "telegram_pages_orderIndex_idx" ON "telegram_pages"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_widgets_slug_key" ON "telegram_widgets"("slug");

-- CreateIndex
CREATE INDEX "telegram_pages_to_widgets_pageId_idx" ON "telegram_pages_to_widgets"("pageId");

-- CreateIndex
CREATE INDEX "telegram_pages_to_widgets_widgetId_idx" ON "telegram_pages_to_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "telegram_pages_to_widgets_orderIndex_idx" ON "telegram_pages_to_widgets"("orderIndex");

-- CreateIndex
CREATE INDEX "telegram_widgets_to_external_widgets_widgetId_idx" ON "telegram_widgets_to_external_widgets"("widgetId");

-- CreateIndex
CREATE INDEX "telegram_widgets_to_external_widgets_externalWidgetId_idx" ON "telegram_widgets_to_external_widgets"("externalWidgetId");

-- CreateIndex
CREATE INDEX "telegram_widgets_to_external_widgets_orderIndex_idx" ON "telegram_widgets_to_external_widgets"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "ecommerce_attributes_slug_key" ON "ecommerce_attributes"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "file_storage_files_slug_key" ON "file_storage_files"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "social_chats_slug_key" ON "social_chats"("slug");

-- CreateIndex
CREATE INDEX "social_chats_sourceSystemId_idx" ON "social_chats"("sourceSystemId");

-- AddForeignKey
ALTER TABLE "broadcast_channels_to_messages" ADD CONSTRAINT "broadcast_channels_to_messages_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "broadcast_channels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcast_channels_to_messages" ADD CONSTRAINT "broadcast_channels_to_messages_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "broadcast_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_widgets_to_website_builder_module_widgets" ADD CONSTRAINT "crm_widgets_to_website_builder_module_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "crm_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_widgets_to_website_builder_module_widgets" ADD CONSTRAINT "crm_widgets_to_website_builder_module_widgets_web_874ea13e_fkey" FOREIGN KEY ("websiteBuilderModuleWidgetId") REFERENCES "website_builder_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_actions_to_billing_module_currencies" ADD CONSTRAINT "rbac_actions_to_billing_module_currencies_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "rbac_actions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rbac_actions_to_billing_module_currencies" ADD CONSTRAINT "rbac_actions_to_billing_module_currencies_billing_e21a5431_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "billing_currencies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_pages_to_widgets" ADD CONSTRAINT "telegram_pages_to_widgets_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "telegram_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_pages_to_widgets" ADD CONSTRAINT "telegram_pages_to_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "telegram_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_widgets_to_external_widgets" ADD CONSTRAINT "telegram_widgets_to_external_widgets_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "telegram_widgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
