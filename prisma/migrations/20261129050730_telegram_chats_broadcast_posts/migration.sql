/*
  Warnings:

  - A unique constraint covering the columns `[channelId,articleId]` on the table `broadcast_messages` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "broadcast_channels" ADD COLUMN     "telegramChatId" TEXT;

-- AlterTable
ALTER TABLE "broadcast_messages" ADD COLUMN     "articleId" UUID,
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "channelId" UUID,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'sent',
ADD COLUMN     "syncedAt" TIMESTAMPTZ(3),
ADD COLUMN     "telegramKind" TEXT,
ADD COLUMN     "telegramMessageId" TEXT;

-- CreateTable
CREATE TABLE "broadcast_channels_to_blog_module_categories" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "channelId" UUID NOT NULL,
    "blogModuleCategoryId" UUID NOT NULL,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "className" TEXT,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "broadcast_channels_to_blog_module_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_chats" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "chatId" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'private',
    "subjectId" UUID,
    "username" TEXT,
    "title" TEXT,
    "language" TEXT NOT NULL DEFAULT 'ru',
    "staffNotices" BOOLEAN NOT NULL DEFAULT true,
    "receipts" BOOLEAN NOT NULL DEFAULT true,
    "giftNotices" BOOLEAN NOT NULL DEFAULT true,
    "variant" TEXT NOT NULL DEFAULT 'default',

    CONSTRAINT "telegram_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telegram_link_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "codeHash" TEXT NOT NULL,
    "subjectId" UUID NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "telegram_link_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "broadcast_channels_to_blog_module_categories_channelId_idx" ON "broadcast_channels_to_blog_module_categories"("channelId");

-- CreateIndex
CREATE INDEX "broadcast_channels_to_blog_module_categories_blogM_48bb64e9_idx" ON "broadcast_channels_to_blog_module_categories"("blogModuleCategoryId");

-- CreateIndex
CREATE INDEX "broadcast_channels_to_blog_module_categories_orderIndex_idx" ON "broadcast_channels_to_blog_module_categories"("orderIndex");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_chats_chatId_key" ON "telegram_chats"("chatId");

-- CreateIndex
CREATE INDEX "telegram_chats_subjectId_idx" ON "telegram_chats"("subjectId");

-- CreateIndex
CREATE UNIQUE INDEX "telegram_link_codes_codeHash_key" ON "telegram_link_codes"("codeHash");

-- CreateIndex
CREATE INDEX "telegram_link_codes_subjectId_idx" ON "telegram_link_codes"("subjectId");

-- CreateIndex
CREATE INDEX "telegram_link_codes_expiresAt_idx" ON "telegram_link_codes"("expiresAt");

-- CreateIndex
CREATE INDEX "broadcast_messages_channelId_idx" ON "broadcast_messages"("channelId");

-- CreateIndex
CREATE INDEX "broadcast_messages_articleId_idx" ON "broadcast_messages"("articleId");

-- CreateIndex
CREATE INDEX "broadcast_messages_status_nextAttemptAt_idx" ON "broadcast_messages"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "broadcast_messages_channelId_articleId_key" ON "broadcast_messages"("channelId", "articleId");

-- AddForeignKey
ALTER TABLE "broadcast_channels_to_blog_module_categories" ADD CONSTRAINT "broadcast_channels_to_blog_module_categories_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "broadcast_channels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcast_channels_to_blog_module_categories" ADD CONSTRAINT "broadcast_channels_to_blog_module_categories_blog_2515c4a4_fkey" FOREIGN KEY ("blogModuleCategoryId") REFERENCES "blog_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telegram_link_codes" ADD CONSTRAINT "telegram_link_codes_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "rbac_subjects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
