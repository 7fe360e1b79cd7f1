-- AlterTable
ALTER TABLE "crm_requests" ADD COLUMN     "consent" JSONB;

-- AlterTable
ALTER TABLE "ecommerce_orders" ADD COLUMN     "consent" JSONB;
