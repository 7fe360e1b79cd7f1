/**
 * A period's figures in one statement: page views, visitors (daily hashes), the most viewed pages, the sources
 * (each visitor counted once a day, by the source of their first page view), and the donation funnel. Its last
 * step, paid, is counted from the orders actually paid in the period (ecommerce/raised.ts), not from the browser.
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
  WITH e AS (SELECT id, visitor, event, path, product_id, source FROM analytic.events
             WHERE day BETWEEN $1::date AND $2::date),
  views AS (SELECT * FROM e WHERE event = 'pageview'),
  entries AS (SELECT DISTINCT ON (visitor) visitor, coalesce(source, '${DIRECT_SOURCE}') AS source
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
    (SELECT count(DISTINCT visitor)::int FROM views WHERE product_id IS NOT NULL) AS viewed,
    (SELECT count(DISTINCT visitor)::int FROM e WHERE event = 'form_started') AS started,
    (SELECT count(DISTINCT visitor)::int FROM e WHERE event = 'payment_started') AS paying,
    (SELECT count(DISTINCT "orderId")::int FROM (${PAID_PAYMENTS}) paid
       WHERE "createdAt" >= ($1::date)::timestamp AT TIME ZONE 'UTC'
         AND "createdAt" < ($2::date + 1)::timestamp AT TIME ZONE 'UTC') AS paid`;

interface SummaryRow {
  pageviews: number;
  visitors: number;
  topPages: AnalyticSummary['topPages'];
  sources: AnalyticSummary['sources'];
  viewed: number;
  started: number;
  paying: number;
  paid: number;
}

export async function analyticSummary(client: DbClient, range: AnalyticSummaryQuery): Promise<AnalyticSummary> {
  const [row] = await queryRows<SummaryRow>(client, SUMMARY, [range.from, range.to], { prepared: true });
  const { pageviews, visitors, topPages, sources, viewed, started, paying, paid } = row!;
  return { pageviews, visitors, topPages, sources, funnel: { viewed, started, paying, paid } };
}
