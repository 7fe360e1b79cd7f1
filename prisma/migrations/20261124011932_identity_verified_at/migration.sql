-- AlterTable
ALTER TABLE "rbac_identities" ADD COLUMN     "verifiedAt" TIMESTAMPTZ(3);

-- A wallet identity was proven by its signature. Email identities made before verification existed stay
-- unverified: their owners verify through a resent link or a password reset (docs/decisions.md).
UPDATE "rbac_identities" SET "verifiedAt" = "createdAt" WHERE "provider" = 'EVM';
