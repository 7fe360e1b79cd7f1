/**
 * The back office's order list: one page of orders, each with its customer (name from the subject's social
 * profile, emails from its identities, then the receipt emails of the order's payments: a guest donor's subject
 * has no identity, the email typed at checkout is all there is), its lines' product titles and its totals per currency. Three statements
 * whatever the page holds (the page with customers and lines, the count, the totals), so a list of 100 orders
 * costs what a list of 2 does.
 */
import { orderOverviewQuerySchema, PAID_STATUSES } from '@symbol/contracts';
import type { z } from 'zod';
import { queryRows, type DbClient } from '../../../db/index.ts';
import { orderTotals } from '../totals.ts';

/** The list's filters; `id` (one order, for its screen) is not offered on the list's route. */
type OneOrder = { id: string; limit: number; offset: number };
type Query = z.output<typeof orderOverviewQuerySchema> | OneOrder;
const isOne = (query: Query): query is OneOrder => Object.hasOwn(query, 'id');

/** The filters as one WHERE over `o` (ecommerce_orders), parameters $1..$8. */
const WHERE = `
  ($1::text IS NULL OR o."status" = $1::text)
  AND ($2::date IS NULL OR o."createdAt" >= $2::date)
  AND ($3::date IS NULL OR o."createdAt" < $3::date + 1)
  AND ($4::text IS NULL OR EXISTS (
    SELECT 1 FROM "rbac_subjects_to_ecommerce_module_orders" so
    JOIN "rbac_subjects_to_identities" si ON si."subjectId" = so."subjectId"
    JOIN "rbac_identities" i ON i."id" = si."identityId"
    WHERE so."ecommerceModuleOrderId" = o."id" AND i."email" ILIKE '%' || $4::text || '%')
    OR EXISTS (
    SELECT 1 FROM "ecommerce_orders_to_billing_module_payment_intents" l
    JOIN "billing_payment_intents" pi ON pi."id" = l."billingModulePaymentIntentId"
    WHERE l."orderId" = o."id" AND pi."email" ILIKE '%' || $4::text || '%'))
  AND ($6::uuid IS NULL OR o."id" = $6::uuid)
  AND ($7::uuid IS NULL OR EXISTS (
    SELECT 1 FROM "rbac_subjects_to_ecommerce_module_orders" c
    WHERE c."ecommerceModuleOrderId" = o."id" AND c."subjectId" = $7::uuid))
  AND ($5::uuid IS NULL OR EXISTS (
    SELECT 1 FROM "ecommerce_orders_to_products" f WHERE f."orderId" = o."id" AND f."productId" = $5::uuid))
  AND ($8::text[] IS NULL OR o."status" = ANY($8::text[]))`;

/** Escapes LIKE's wildcards: an email filter matches the text typed, `_` and `%` included. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const PAGE = `
  SELECT o."id", o."status", o."type", o."createdAt", o."updatedAt",
    CASE WHEN EXISTS (SELECT 1 FROM "ecommerce_orders_to_products" d WHERE d."orderId" = o."id" AND d."price" IS NOT NULL)
      THEN 'donation' ELSE 'order' END AS "kind",
    (SELECT json_build_object('id', s."id", 'slug', s."slug",
        'name', (SELECT p."title" FROM "rbac_subjects_to_social_module_profiles" sp
                 JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
                 WHERE sp."subjectId" = s."id" AND p."slug" !~ '^visitor-[0-9a-f]{12}$'
     ORDER BY sp."orderIndex", sp."createdAt" LIMIT 1),
        'emails', COALESCE((SELECT json_agg(x."email" ORDER BY x."rank", x."at") FROM (
            SELECT DISTINCT ON (lower(e."email")) e."email", e."rank", e."at" FROM (
              SELECT i."email", 0 AS "rank", i."createdAt" AS "at" FROM "rbac_subjects_to_identities" si
                JOIN "rbac_identities" i ON i."id" = si."identityId"
                WHERE si."subjectId" = s."id" AND i."email" IS NOT NULL
              UNION ALL
              SELECT pi."email", 1, pi."createdAt" FROM "ecommerce_orders_to_billing_module_payment_intents" l
                JOIN "billing_payment_intents" pi ON pi."id" = l."billingModulePaymentIntentId"
                WHERE l."orderId" = o."id" AND pi."email" <> '') e
            ORDER BY lower(e."email"), e."rank", e."at") x), '[]'::json))
     FROM "rbac_subjects_to_ecommerce_module_orders" so JOIN "rbac_subjects" s ON s."id" = so."subjectId"
     WHERE so."ecommerceModuleOrderId" = o."id" ORDER BY so."createdAt" LIMIT 1) AS "customer",
    COALESCE((SELECT json_agg(json_build_object('id', l."id", 'productId', l."productId", 'quantity', l."quantity",
        'title', p."title", 'adminTitle', p."adminTitle") ORDER BY l."orderIndex", l."createdAt")
     FROM "ecommerce_orders_to_products" l JOIN "ecommerce_products" p ON p."id" = l."productId"
     WHERE l."orderId" = o."id"), '[]'::json) AS "lines"
  FROM "ecommerce_orders" o
  WHERE ${WHERE}
  ORDER BY o."createdAt" DESC, o."id" DESC
  LIMIT $9 OFFSET $10`;

const COUNT = `SELECT count(*)::int AS "count" FROM "ecommerce_orders" o WHERE ${WHERE}`;

interface PageRow {
  id: string;
  status: string;
  type: string;
  kind: 'donation' | 'order';
  createdAt: Date;
  updatedAt: Date;
  customer: { id: string; slug: string; name: Record<string, string> | null; emails: string[] } | null;
  lines: { id: string; productId: string; quantity: number; title: Record<string, string>; adminTitle: string }[];
}

export async function orderOverview(client: DbClient, query: Query) {
  const list: Partial<z.output<typeof orderOverviewQuerySchema>> = isOne(query) ? {} : query;
  const params = [
    list.status ?? null,
    list.from ?? null,
    list.to ?? null,
    list.email ? likeText(list.email) : null,
    list.productId ?? null,
    isOne(query) ? query.id : null,
    list.customerId ?? null,
    list.view === 'paid' ? [...PAID_STATUSES] : null,
  ];
  const [rows, [counted]] = await Promise.all([
    queryRows<PageRow>(client, PAGE, [...params, query.limit, query.offset]),
    queryRows<{ count: number }>(client, COUNT, params),
  ]);
  const totals = await orderTotals(
    client,
    rows.map((r) => r.id),
  );
  return {
    total: counted?.count ?? 0,
    limit: query.limit,
    offset: query.offset,
    rows: rows.map((row) => ({
      ...row,
      totals: totals
        .filter((t) => t.orderId === row.id)
        .map(({ total, billingModuleCurrency }) => ({ total, billingModuleCurrency })),
    })),
  };
}
