-- A button's url becomes one plain address (issue 35): the specs' and the original system's contract. Hand-written
-- (the engine's ALTER ... SET DATA TYPE TEXT cannot read a JSON map): each map gives the default language's (ru)
-- address, else its first non-empty one; an empty map is NULL. The releases' staged button writes and the history's
-- button versions are rewritten the same way, so publishing or restoring them passes the new field.

-- AlterTable
ALTER TABLE "website_builder_buttons" ADD COLUMN "url_text" TEXT;
UPDATE "website_builder_buttons" SET "url_text" = CASE
  WHEN jsonb_typeof("url") = 'object' THEN NULLIF(COALESCE(NULLIF("url"->>'ru', ''),
    (SELECT e.value FROM jsonb_each_text("url") AS e WHERE e.value <> '' ORDER BY e.key LIMIT 1)), '')
  WHEN jsonb_typeof("url") = 'string' THEN "url" #>> '{}'
  ELSE NULL END;
ALTER TABLE "website_builder_buttons" DROP COLUMN "url";
ALTER TABLE "website_builder_buttons" RENAME COLUMN "url_text" TO "url";

-- Staged writes and versions of buttons that carry a url map.
UPDATE "system_release_operations" SET "data" = jsonb_set("data", '{url}', COALESCE(to_jsonb(NULLIF(COALESCE(
    NULLIF("data"->'url'->>'ru', ''),
    (SELECT e.value FROM jsonb_each_text("data"->'url') AS e WHERE e.value <> '' ORDER BY e.key LIMIT 1)), '')), 'null'))
  WHERE "entityKey" = 'website-builder/buttons' AND jsonb_typeof("data"->'url') = 'object';
UPDATE "system_release_operations" SET "base" = jsonb_set("base", '{url}', COALESCE(to_jsonb(NULLIF(COALESCE(
    NULLIF("base"->'url'->>'ru', ''),
    (SELECT e.value FROM jsonb_each_text("base"->'url') AS e WHERE e.value <> '' ORDER BY e.key LIMIT 1)), '')), 'null'))
  WHERE "entityKey" = 'website-builder/buttons' AND jsonb_typeof("base"->'url') = 'object';
UPDATE "system_audit_entries" SET "before" = jsonb_set("before", '{url}', COALESCE(to_jsonb(NULLIF(COALESCE(
    NULLIF("before"->'url'->>'ru', ''),
    (SELECT e.value FROM jsonb_each_text("before"->'url') AS e WHERE e.value <> '' ORDER BY e.key LIMIT 1)), '')), 'null'))
  WHERE "entityKey" = 'website-builder/buttons' AND jsonb_typeof("before"->'url') = 'object';
UPDATE "system_audit_entries" SET "after" = jsonb_set("after", '{url}', COALESCE(to_jsonb(NULLIF(COALESCE(
    NULLIF("after"->'url'->>'ru', ''),
    (SELECT e.value FROM jsonb_each_text("after"->'url') AS e WHERE e.value <> '' ORDER BY e.key LIMIT 1)), '')), 'null'))
  WHERE "entityKey" = 'website-builder/buttons' AND jsonb_typeof("after"->'url') = 'object';
