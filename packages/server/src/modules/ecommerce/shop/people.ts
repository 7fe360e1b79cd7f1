/**
 * The back office's People list: subjects that are someone to an operator (an address, a paid gift, a recurring
 * gift or a role other than every user's), newest gift first, each with email, name, roles, first and last gift,
 * lifetime total per currency and their recurring gift. Two statements whatever the page holds (the page with
 * every column, the count): the gifts are read once for the page's subjects, never per row.
 * Money is what was paid, as the dashboard counts it: a succeeded payment of an order not canceled since.
 */
import type { People, PeopleQuery } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../../db/index.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Succeeded payments of orders not canceled, with the subject whose order it is. */
const PAID = `
  SELECT DISTINCT ON (pi."id") so."subjectId", pi."currencyId", pi."amount", pi."createdAt", lower(pi."email") AS "email"
  FROM "billing_payment_intents" pi
  JOIN "ecommerce_orders_to_billing_module_payment_intents" op ON op."billingModulePaymentIntentId" = pi."id"
  JOIN "ecommerce_orders" o ON o."id" = op."orderId" AND o."status" <> 'canceled'
  JOIN "rbac_subjects_to_ecommerce_module_orders" so ON so."ecommerceModuleOrderId" = o."id"
  WHERE pi."status" = 'succeeded'`;

/** `$1` words (ILIKE pattern), `$2` kind. */
const WHERE = `
  WHERE (
      EXISTS (SELECT 1 FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
              WHERE si."subjectId" = s."id" AND i."email" IS NOT NULL)
      OR g."subjectId" IS NOT NULL
      OR EXISTS (SELECT 1 FROM "billing_subscriptions" b WHERE b."subjectId" = s."id")
      OR EXISTS (SELECT 1 FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
                 WHERE sr."subjectId" = s."id" AND r."slug" <> 'user'))
    AND ($2::text IS NULL
      OR ($2 = 'donors' AND g."subjectId" IS NOT NULL)
      OR ($2 = 'monthly' AND EXISTS (SELECT 1 FROM "billing_subscriptions" b WHERE b."subjectId" = s."id" AND b."status" = 'active'))
      OR ($2 = 'staff' AND EXISTS (SELECT 1 FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
                 WHERE sr."subjectId" = s."id" AND r."slug" <> 'user')))
    AND ($1::text IS NULL
      OR s."slug" ILIKE $1
      OR EXISTS (SELECT 1 FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
                 WHERE si."subjectId" = s."id" AND i."email" ILIKE $1)
      OR EXISTS (SELECT 1 FROM "rbac_subjects_to_social_module_profiles" sp JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
                 WHERE sp."subjectId" = s."id" AND p."title"::text ILIKE $1)
      OR EXISTS (SELECT 1 FROM paid WHERE paid."subjectId" = s."id" AND paid."email" ILIKE $1)
      OR EXISTS (SELECT 1 FROM "billing_subscriptions" b WHERE b."subjectId" = s."id" AND b."email" ILIKE $1))`;

const FROM = `
  FROM "rbac_subjects" s
  LEFT JOIN (SELECT "subjectId", MIN("createdAt") AS "first", MAX("createdAt") AS "last", COUNT(*)::int AS "gifts"
             FROM paid GROUP BY "subjectId") g ON g."subjectId" = s."id"`;

const PAGE = `
  WITH paid AS MATERIALIZED (${PAID}),
  page AS (
    SELECT s."id", s."slug", s."createdAt", g."first", g."last", coalesce(g."gifts", 0) AS "gifts" ${FROM} ${WHERE}
    ORDER BY g."last" DESC NULLS LAST, s."createdAt" DESC, s."id" LIMIT $3 OFFSET $4)
  SELECT page."id", page."slug", page."createdAt", page."first" AS "firstGift", page."last" AS "lastGift", page."gifts",
    -- A profile made for a visitor ("Visitor 1a2b") names nobody: the email says more.
    (SELECT p."title" FROM "rbac_subjects_to_social_module_profiles" sp
     JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
     WHERE sp."subjectId" = page."id" AND p."slug" !~ '^visitor-[0-9a-f]{12}$'
     ORDER BY sp."orderIndex", sp."createdAt" LIMIT 1) AS "name",
    coalesce(
      (SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
       WHERE si."subjectId" = page."id" AND i."email" IS NOT NULL ORDER BY i."verifiedAt" IS NULL, i."createdAt" LIMIT 1),
      (SELECT paid."email" FROM paid WHERE paid."subjectId" = page."id" AND paid."email" IS NOT NULL
       ORDER BY paid."createdAt" DESC LIMIT 1),
      (SELECT b."email" FROM "billing_subscriptions" b WHERE b."subjectId" = page."id" ORDER BY b."createdAt" DESC LIMIT 1)
    ) AS "email",
    coalesce((SELECT json_agg(json_build_object('slug', r."slug", 'title', r."title") ORDER BY r."title")
              FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
              WHERE sr."subjectId" = page."id"), '[]'::json) AS "roles",
    coalesce((SELECT json_agg(json_build_object('amount', t."amount", 'currency',
                json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug")) ORDER BY c."slug")
              FROM (SELECT "currencyId", trim_scale(SUM("amount"))::text AS "amount" FROM paid
                    WHERE paid."subjectId" = page."id" GROUP BY "currencyId") t
              JOIN "billing_currencies" c ON c."id" = t."currencyId"), '[]'::json) AS "lifetime",
    (SELECT json_build_object('status', b."status", 'amount', trim_scale(b."amount")::text, 'interval', b."interval",
              'currency', json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug"))
     FROM "billing_subscriptions" b JOIN "billing_currencies" c ON c."id" = b."currencyId"
     WHERE b."subjectId" = page."id"
     ORDER BY (b."status" = 'active') DESC, (b."status" = 'past_due') DESC, b."createdAt" DESC LIMIT 1) AS "monthly"
  FROM page
  ORDER BY page."last" DESC NULLS LAST, page."createdAt" DESC, page."id"`;

const COUNT = `WITH paid AS MATERIALIZED (${PAID}) SELECT COUNT(*)::int AS "total" ${FROM} ${WHERE}`;

type Row = Omit<People['rows'][number], 'createdAt' | 'firstGift' | 'lastGift'> & {
  createdAt: Date;
  firstGift: Date | null;
  lastGift: Date | null;
};

export async function people(
  client: DbClient,
  query: Omit<PeopleQuery, 'limit' | 'offset'> & { limit: number; offset: number },
): Promise<People> {
  const words = query.q ? likePattern(query.q) : null;
  const kind = query.kind ?? null;
  const [rows, counted] = await Promise.all([
    queryRows<Row>(client, PAGE, [words, kind, query.limit, query.offset]),
    queryRows<{ total: number }>(client, COUNT, [words, kind]),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      firstGift: row.firstGift?.toISOString() ?? null,
      lastGift: row.lastGift?.toISOString() ?? null,
    })),
  };
}
