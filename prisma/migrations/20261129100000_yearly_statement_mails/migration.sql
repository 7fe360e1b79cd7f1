-- The January mail of the yearly statement (issue 32 §1): which donor was mailed which year's statement, so every
-- instance's pass mails each one once. In its own schema so the Prisma schema (public) does not see it.
CREATE SCHEMA IF NOT EXISTS ecommerce;

CREATE TABLE IF NOT EXISTS ecommerce.statement_mails (
    subject_id UUID NOT NULL REFERENCES public.rbac_subjects ("id") ON DELETE CASCADE,
    year INTEGER NOT NULL,
    mailed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (subject_id, year)
);
