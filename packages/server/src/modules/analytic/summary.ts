/**
 * A period's figures in one statement: page views, visitors (daily hashes), the most viewed pages, the sources and
 * the UTM campaigns (each visitor counted once a day, by their first page view), the donation funnel, each day's
 * page views and visitors (every day of the range, zeros included), and the funnel per project (the most viewed
 * first). Paid, overall and per project, is counted from the orders actually paid in the period
 * (ecommerce/raised.ts), not from the browser.
 */
import {
  ANALYTIC_TOP,
  DIRECT_SOURCE,
  type AnalyticSummary,
  type AnalyticSummaryQuery,
} from '@symbol/contracts/analytic';
import { queryRows, type DbClient } from '../../db/index.ts';
import { PAID_PAYMENTS } from '../ecommerce/index.ts';

/** `$1` the first day, `$2` the last (both counted, UTC). */
const SUMMARY = `
  WITH e AS (SELECT id, day, visitor, event, path, product_id, source, campaign FROM analytic.events
             WHERE day BETWEEN $1::date AND $2::date),
  paid AS (SELECT * FROM (${PAID_PAYMENTS}) p
           WHERE "createdAt" >= ($1::date)::timestamp AT TIME ZONE 'UTC'
             AND "createdAt" < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'),
  per_day AS (SELECT day, count(*) FILTER (WHERE event = 'pageview')::int AS pageviews,
                     count(DISTINCT visitor)::int AS visitors
              FROM e GROUP BY day),
  per_project AS (
    SELECT coalesce(f.product_id, o.product_id) AS product_id, coalesce(f.viewed, 0) AS viewed,
           coalesce(f.started, 0) AS started, coalesce(f.paying, 0) AS paying, coalesce(o.paid, 0) AS paid
    FROM (SELECT product_id,
                 count(DISTINCT visitor) FILTER (WHERE event = 'pageview')::int AS viewed,
                 count(DISTINCT visitor) FILTER (WHERE event = 'form_started')::int AS started,
                 count(DISTINCT visitor) FILTER (WHERE event = 'payment_started')::int AS paying
          FROM e WHERE product_id IS NOT NULL GROUP BY product_id) f
    FULL JOIN (SELECT l."productId" AS product_id, count(DISTINCT paid."orderId")::int AS paid
               FROM paid JOIN "ecommerce_orders_to_products" l ON l."orderId" = paid."orderId"
               GROUP BY 1) o ON o.product_id = f.product_id
    ORDER BY 2 DESC, 5 DESC, 1 LIMIT ${ANALYTIC_TOP}),
  views AS (SELECT * FROM e WHERE event = 'pageview'),
  entries AS (SELECT DISTINCT ON (visitor) visitor, coalesce(source, '${DIRECT_SOURCE}') AS source, campaign
              FROM views ORDER BY visitor, id)
  SELECT
    (SELECT count(*)::int FROM views) AS pageviews,
    (SELECT count(DISTINCT visitor)::int FROM e) AS visitors,
    (SELECT coalesce(json_agg(json_build_object('url', path, 'pageviews', n) ORDER BY n DESC, path), '[]')
       FROM (SELECT path, count(*)::int AS n FROM views GROUP BY path ORDER BY n DESC, path LIMIT ${ANALYTIC_TOP}) p)
      AS "topPages",
    (SELECT coalesce(json_agg(json_build_object('source', source, 'visitors', n) ORDER BY n DESC, source), '[]')
       FROM (SELECT source, count(*)::int AS n FROM entries GROUP BY source ORDER BY n DESC, source
             LIMIT ${ANALYTIC_TOP}) s) AS sources,
    (SELECT coalesce(json_agg(json_build_object('campaign', campaign, 'source', source, 'visitors', n)
                              ORDER BY n DESC, campaign, source), '[]')
       FROM (SELECT campaign, source, count(*)::int AS n FROM entries WHERE campaign IS NOT NULL
             GROUP BY campaign, source ORDER BY n DESC, campaign, source LIMIT ${ANALYTIC_TOP}) c) AS campaigns,
    (SELECT count(DISTINCT visitor)::int FROM views WHERE product_id IS NOT NULL) AS viewed,
    (SELECT count(DISTINCT visitor)::int FROM e WHERE event = 'form_started') AS started,
    (SELECT count(DISTINCT visitor)::int FROM e WHERE event = 'payment_started') AS paying,
    (SELECT count(DISTINCT "orderId")::int FROM paid) AS paid,
    (SELECT json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'), 'pageviews', coalesce(v.pageviews, 0),
                                       'visitors', coalesce(v.visitors, 0)) ORDER BY d)
       FROM generate_series($1::date, $2::date, interval '1 day') d LEFT JOIN per_day v ON v.day = d::date) AS days,
    (SELECT coalesce(json_agg(json_strip_nulls(json_build_object(
        'productId', pp.product_id, 'title', pr."title", 'adminTitle', pr."adminTitle", 'viewed', pp.viewed,
        'started', pp.started, 'paying', pp.paying, 'paid', pp.paid)) ORDER BY pp.viewed DESC, pp.paid DESC, pp.product_id), '[]')
       FROM per_project pp LEFT JOIN "ecommerce_products" pr ON pr."id" = pp.product_id) AS projects`;

interface SummaryRow {
  pageviews: number;
  visitors: number;
  topPages: AnalyticSummary['topPages'];
  sources: AnalyticSummary['sources'];
  campaigns: AnalyticSummary['campaigns'];
  viewed: number;
  started: number;
  paying: number;
  paid: number;
  days: AnalyticSummary['days'];
  projects: AnalyticSummary['projects'];
}

export async function analyticSummary(client: DbClient, range: AnalyticSummaryQuery): Promise<AnalyticSummary> {
  const [row] = await queryRows<SummaryRow>(client, SUMMARY, [range.from, range.to], { prepared: true });
  const { pageviews, visitors, topPages, sources, campaigns, viewed, started, paying, paid, days, projects } = row!;
  return {
    pageviews,
    visitors,
    topPages,
    sources,
    campaigns,
    funnel: { viewed, started, paying, paid },
    days,
    projects,
  };
}
