/**
 * The back office's first screen in one statement: money paid (a succeeded payment of an order not canceled since,
 * counted in the currency and amount paid), per month and per day, per project (products with a goal) raised as
 * the public progress counts it (the lines' paid amounts, ecommerce/raised.ts), monthly donors, and the counts of what needs an operator.
 * Months and days are UTC, from the server's clock.
 */
import type { Dashboard } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../../db/index.ts';
import { firstAmounts, paidLines, PAID_PAYMENTS } from '../raised.ts';

type Money = { amount: string; currencyId: string };
type CurrencyRow = { id: string; symbol: string; slug: string };

/** `$1` now, `$2` the first instant of this month, `$3` of last month, `$4` the first day shown (30 days back). */
const DASHBOARD = `
  WITH paid AS (${PAID_PAYMENTS}),
  goals AS (${firstAmounts('goal')}),
  project_lines AS (${paidLines(`l."productId" IN (SELECT "productId" FROM goals)`)}),
  sums AS (
    SELECT "currencyId",
           trim_scale(SUM("amount") FILTER (WHERE "createdAt" >= $2))::text AS "thisMonth",
           trim_scale(SUM("amount") FILTER (WHERE "createdAt" >= $3 AND "createdAt" < $2))::text AS "lastMonth"
    FROM paid GROUP BY "currencyId")
  SELECT
    (SELECT coalesce(json_agg(json_build_object('currencyId', "currencyId", 'amount', "thisMonth")), '[]')
       FROM sums WHERE "thisMonth" IS NOT NULL) AS "thisMonth",
    (SELECT coalesce(json_agg(json_build_object('currencyId', "currencyId", 'amount', "lastMonth")), '[]')
       FROM sums WHERE "lastMonth" IS NOT NULL) AS "lastMonth",
    (SELECT coalesce(json_agg(json_build_object('day', "day", 'currencyId', "currencyId", 'amount', "amount")), '[]')
       FROM (SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", "currencyId",
                    trim_scale(SUM("amount"))::text AS "amount"
             FROM paid WHERE "createdAt" >= $4 GROUP BY 1, 2) d) AS "days",
    (SELECT coalesce(json_agg(json_build_object(
        'id', pr."id", 'title', pr."title", 'adminTitle', pr."adminTitle",
        'goals', (SELECT json_agg(json_build_object('currencyId', g."currencyId", 'amount', trim_scale(g."amount")::text))
                  FROM goals g WHERE g."productId" = pr."id"),
        'raised', coalesce((SELECT json_agg(json_build_object('currencyId', r."currencyId", 'amount', r."amount"))
                  FROM (SELECT "currencyId", trim_scale(SUM("amount"))::text AS "amount" FROM project_lines
                        WHERE "productId" = pr."id" AND "amount" IS NOT NULL GROUP BY "currencyId") r), '[]'),
        'donors', (SELECT COUNT(DISTINCT "donor")::int FROM project_lines WHERE "productId" = pr."id"))
        ORDER BY pr."adminTitle"), '[]')
       FROM "ecommerce_products" pr WHERE pr."id" IN (SELECT "productId" FROM goals)) AS "projects",
    (SELECT COUNT(*)::int FROM "billing_subscriptions" WHERE "status" = 'active') AS "active",
    (SELECT COUNT(*)::int FROM "billing_subscriptions" WHERE "status" = 'active' AND "createdAt" >= $2) AS "newThisMonth",
    (SELECT COUNT(*)::int FROM "billing_subscriptions" WHERE "status" = 'past_due') AS "failed",
    (SELECT coalesce(json_agg(json_build_object('currencyId', "currencyId", 'amount', "amount")), '[]')
       FROM (SELECT "currencyId", trim_scale(round(SUM(CASE "interval" WHEN 'day' THEN "amount" * 365 / 12
                WHEN 'week' THEN "amount" * 52 / 12 WHEN 'year' THEN "amount" / 12 ELSE "amount" END), 2))::text AS "amount"
             FROM "billing_subscriptions" WHERE "status" = 'active' GROUP BY "currencyId") m) AS "recurring",
    (SELECT COUNT(*)::int FROM "crm_requests" WHERE "status" = 'new') AS "newRequests",
    (SELECT COUNT(*)::int FROM "ecommerce_orders" WHERE "status" = 'reviewing') AS "reviewing",
    (SELECT COUNT(*)::int FROM "billing_payment_intents"
       WHERE "status" = 'failed' AND "updatedAt" >= $1::timestamptz - interval '7 days') AS "failedPayments",
    (SELECT json_agg(json_build_object('id', c."id", 'symbol', c."symbol", 'slug', c."slug")) FROM "billing_currencies" c)
      AS "currencies"`;

interface DashboardRow {
  thisMonth: Money[];
  lastMonth: Money[];
  days: (Money & { day: string })[];
  projects: {
    id: string;
    title: Record<string, string>;
    adminTitle: string;
    goals: Money[];
    raised: Money[];
    donors: number;
  }[];
  active: number;
  newThisMonth: number;
  failed: number;
  recurring: Money[];
  newRequests: number;
  reviewing: number;
  failedPayments: number;
  currencies: CurrencyRow[] | null;
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export async function dashboard(client: DbClient, now: Date): Promise<Dashboard> {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - 29 * DAY;
  const [row] = await queryRows<DashboardRow>(client, DASHBOARD, [now, thisMonth, lastMonth, new Date(firstDay)]);
  const currencies = new Map((row!.currencies ?? []).map((c) => [c.id, c]));
  const bySlug = (a: { currency: CurrencyRow }, b: { currency: CurrencyRow }) =>
    a.currency.slug.localeCompare(b.currency.slug);
  const money = (list: Money[] | null) =>
    (list ?? [])
      .flatMap(({ amount, currencyId }) => {
        const currency = currencies.get(currencyId);
        return currency ? [{ amount, currency }] : [];
      })
      .sort(bySlug);
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = isoDay(firstDay + i * DAY);
    return { day, raised: money(row!.days.filter((d) => d.day === day)) };
  });
  return {
    month: thisMonth.toISOString().slice(0, 7),
    raised: { thisMonth: money(row!.thisMonth), lastMonth: money(row!.lastMonth) },
    days,
    projects: row!.projects.map((p) => ({ ...p, goals: money(p.goals), raised: money(p.raised) })),
    monthly: {
      active: row!.active,
      newThisMonth: row!.newThisMonth,
      recurring: money(row!.recurring),
      failed: row!.failed,
    },
    actions: { newRequests: row!.newRequests, reviewing: row!.reviewing, failedPayments: row!.failedPayments },
  };
}
