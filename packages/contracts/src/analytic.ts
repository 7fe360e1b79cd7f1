/**
 * Analytics that respect visitors (issue 34 §6): what the site's beacon sends to `POST /api/analytic/events`
 * and what `GET /api/analytic/summary` answers. No cookie, no IP, no personal data: a visitor is a hash of the
 * day's salt, the address, the user agent and the site's host, and the salt is forgotten the next day.
 */
import { z } from 'zod';

export const ANALYTIC_EVENTS = ['pageview', 'form_started', 'payment_started'] as const;
export type AnalyticEvent = (typeof ANALYTIC_EVENTS)[number];

/** The longest url or referrer kept (a longer one is refused: 400). */
export const ANALYTIC_URL_MAX = 2048;
/** The longest range a summary covers, in days (both ends counted). */
export const ANALYTIC_RANGE_MAX_DAYS = 366;
/** How many pages and sources a summary lists, the most visited first. */
export const ANALYTIC_TOP = 10;
/** The source of a visit with neither a `utm_source` nor a referrer from another site. */
export const DIRECT_SOURCE = 'direct';

const httpUrl = z
  .string()
  .max(ANALYTIC_URL_MAX)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'an absolute http(s) url');

/** One beacon: the page (absolute url), where the visitor came from, what happened, and the project if any. */
export const analyticEventSchema = z.strictObject({
  url: httpUrl,
  referrer: z.union([z.literal(''), httpUrl]).optional(),
  event: z.enum(ANALYTIC_EVENTS),
  productId: z.uuid().optional(),
});
export type AnalyticEventInput = z.infer<typeof analyticEventSchema>;

// From 1970 on: PostgreSQL has no year 0, and no visit predates the site.
const isoDay = z.iso.date().refine((day) => day >= '1970-01-01', 'a day from 1970-01-01 on');

/** `from` and `to` are UTC days, both counted; `from` ≤ `to`, at most ANALYTIC_RANGE_MAX_DAYS days. */
export const analyticSummaryQuerySchema = z
  .strictObject({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { message: 'must not be before from', path: ['to'] })
  .refine((range) => daysBetween(range.from, range.to) < ANALYTIC_RANGE_MAX_DAYS, {
    message: `the range is at most ${ANALYTIC_RANGE_MAX_DAYS} days`,
    path: ['to'],
  });
export type AnalyticSummaryQuery = z.infer<typeof analyticSummaryQuerySchema>;

const count = z.number().int().min(0);
export const analyticSummarySchema = z.object({
  pageviews: count,
  visitors: count.describe('Distinct daily visitor hashes (a visitor coming back another day counts again)'),
  topPages: z.array(z.object({ url: z.string().describe('The path, without query'), pageviews: count })),
  sources: z.array(
    z.object({
      source: z.string().describe(`utm_source, else the referrer's host, else "${DIRECT_SOURCE}"`),
      visitors: count,
    }),
  ),
  campaigns: z
    .array(
      z.object({
        campaign: z.string().describe('utm_campaign of the first page view'),
        source: z.string().describe('its source, as in sources'),
        visitors: count,
      }),
    )
    .describe(`Visitors who came through a UTM campaign, the ${ANALYTIC_TOP} largest first`),
  funnel: z.object({
    viewed: count.describe("Visitors who viewed a page with a project's donation form"),
    started: count.describe('Visitors who started filling a donation form'),
    paying: count.describe('Visitors who went on to pay'),
    paid: count.describe('Paid orders of the period (from the payments, not the browser)'),
  }),
  days: z
    .array(
      z.object({
        day: z.iso.date().describe('A UTC day, YYYY-MM-DD'),
        pageviews: count,
        visitors: count.describe("The day's distinct visitor hashes"),
      }),
    )
    .describe('Every day of the range in order, days without visits included (zeros)'),
  projects: z
    .array(
      z.object({
        productId: z.uuid(),
        title: z.record(z.string(), z.string()).optional().describe("The project's title per language"),
        adminTitle: z.string().optional().describe("The project's name in the back office"),
        viewed: count.describe("Visitors who viewed the project's page"),
        started: count.describe("Visitors who started filling the project's donation form"),
        paying: count.describe('Visitors who went on to pay for it'),
        paid: count.describe('Paid orders of the period with a line of this project'),
      }),
    )
    .describe(`The funnel per project, the ${ANALYTIC_TOP} most viewed first`),
});
export type AnalyticSummary = z.infer<typeof analyticSummarySchema>;

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
