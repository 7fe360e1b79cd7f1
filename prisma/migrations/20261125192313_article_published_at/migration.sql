-- AlterTable
ALTER TABLE "blog_articles" ADD COLUMN     "publishedAt" TIMESTAMPTZ(3);
