-- AlterTable
ALTER TABLE "agent_agents" ADD COLUMN     "actions" JSONB,
ADD COLUMN     "instructions" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "knowledge" JSONB,
ADD COLUMN     "model" TEXT;

-- AlterTable
ALTER TABLE "knowledge_documents" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'ru',
ADD COLUMN     "url" TEXT;

-- The assistant's daily spending (issue 39): tokens used per UTC day, shared by every instance, in its own schema
-- so the Prisma schema (public) does not see it. Checked against AI_DAILY_TOKENS before each call.
CREATE SCHEMA IF NOT EXISTS agent;

CREATE TABLE IF NOT EXISTS agent.usage (
    day DATE PRIMARY KEY,
    tokens BIGINT NOT NULL DEFAULT 0
);
