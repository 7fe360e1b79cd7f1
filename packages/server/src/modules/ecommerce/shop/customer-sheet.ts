/**
 * The back office's customer screen: a subject with its identities (email, provider, verified), its roles, its
 * newest orders (the order list's rows, totals included) and its newest requests. Four statements whatever the
 * customer holds: the subject with its identities, roles and requests as JSON in one, and the order list's three.
 */
import { CUSTOMER_SHEET_MAX } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../../db/index.ts';
import { notFound } from '../../../errors.ts';
import { orderOverview } from './order-overview.ts';

/** `rows` (a bounded subquery) as a JSON array, `[]` when empty. */
const jsonRows = (rows: string, order: string) =>
  `COALESCE((SELECT json_agg(x ORDER BY ${order}) FROM (${rows}) x), '[]'::json)`;

const SUBJECT = `
  SELECT s."id", s."slug", s."createdAt",
    (SELECT p."title" FROM "rbac_subjects_to_social_module_profiles" sp
     JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
     WHERE sp."subjectId" = s."id" AND p."slug" !~ '^visitor-[0-9a-f]{12}$'
     ORDER BY sp."orderIndex", sp."createdAt" LIMIT 1) AS "name",
    ${jsonRows(
      `SELECT i."id", i."email", i."provider", i."verifiedAt", i."createdAt" FROM "rbac_subjects_to_identities" si
       JOIN "rbac_identities" i ON i."id" = si."identityId" WHERE si."subjectId" = s."id"
       ORDER BY i."createdAt" LIMIT $2`,
      'x."createdAt"',
    )} AS "identities",
    ${jsonRows(
      `SELECT r."id", r."slug", r."title" FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
       WHERE sr."subjectId" = s."id" ORDER BY r."title" LIMIT $2`,
      'x."title"',
    )} AS "roles",
    ${jsonRows(
      `SELECT q."id", f."adminTitle" AS "form", q."payload", q."createdAt" FROM "crm_requests" q
       JOIN "crm_forms" f ON f."id" = q."formId" WHERE q."subjectId" = s."id"
       ORDER BY q."createdAt" DESC LIMIT $2`,
      'x."createdAt" DESC',
    )} AS "requests",
    ${jsonRows(
      `SELECT json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug") AS "currency", t."amount"
       FROM (SELECT pi."currencyId", trim_scale(SUM(pi."amount"))::text AS "amount" FROM (
               SELECT DISTINCT ON (pi."id") pi."id", pi."currencyId", pi."amount" FROM "billing_payment_intents" pi
               JOIN "ecommerce_orders_to_billing_module_payment_intents" op ON op."billingModulePaymentIntentId" = pi."id"
               JOIN "ecommerce_orders" o ON o."id" = op."orderId" AND o."status" <> 'canceled'
               JOIN "rbac_subjects_to_ecommerce_module_orders" so ON so."ecommerceModuleOrderId" = o."id"
               WHERE so."subjectId" = s."id" AND pi."status" = 'succeeded') pi GROUP BY pi."currencyId") t
       JOIN "billing_currencies" c ON c."id" = t."currencyId"`,
      'x."currency"->>\'slug\'',
    )} AS "lifetime",
    ${jsonRows(
      `SELECT b."id", b."status", trim_scale(b."amount")::text AS "amount", b."interval", b."createdAt", b."nextChargeAt",
         json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug") AS "currency",
         json_build_object('id', pr."id", 'adminTitle', pr."adminTitle", 'title', pr."title") AS "project"
       FROM "billing_subscriptions" b JOIN "billing_currencies" c ON c."id" = b."currencyId"
       JOIN "ecommerce_products" pr ON pr."id" = b."productId"
       WHERE b."subjectId" = s."id" ORDER BY b."createdAt" DESC LIMIT $2`,
      'x."createdAt" DESC',
    )} AS "subscriptions"
  FROM "rbac_subjects" s WHERE s."id" = $1::uuid`;

interface SubjectRow {
  id: string;
  slug: string;
  createdAt: Date;
  name: Record<string, string> | null;
  identities: { id: string; email: string | null; provider: string; verifiedAt: string | null; createdAt: string }[];
  roles: { id: string; slug: string; title: string }[];
  requests: { id: string; form: string; payload: unknown; createdAt: string }[];
  lifetime: { amount: string; currency: { id: string; symbol: string; slug: string } }[];
  subscriptions: { createdAt: string; nextChargeAt: string | null }[];
}

export async function customerSheet(client: DbClient, subjectId: string) {
  const [subject] = await queryRows<SubjectRow>(client, SUBJECT, [subjectId, CUSTOMER_SHEET_MAX]);
  if (!subject) throw notFound('Customer not found');
  const orders = await orderOverview(client, { customerId: subjectId, limit: CUSTOMER_SHEET_MAX, offset: 0 });
  return {
    ...subject,
    identities: subject.identities.map(({ createdAt: _, ...identity }) => identity),
    subscriptions: subject.subscriptions.map((b) => ({
      ...b,
      createdAt: new Date(b.createdAt).toISOString(),
      nextChargeAt: b.nextChargeAt ? new Date(b.nextChargeAt).toISOString() : null,
    })),
    orders,
  };
}
