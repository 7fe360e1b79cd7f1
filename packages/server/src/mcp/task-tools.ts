/**
 * Task tools: what a person would do, in their words: find the page at an address, read it, see a release's
 * changes and its preview, publish it (the `publish` scope only), and the money of a period. Each calls the
 * product's procedures as the caller, like the catalogue tools.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { LANGUAGES, searchInputSchema, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { badRequest } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { callProcedure, tool } from './call.ts';
import { pageToMarkdown } from './markdown.ts';
import { reviewLinks } from './staging.ts';

const url = z.string().startsWith('/', 'url must start with /').max(2000).describe('a path of the site: `/about`');
const language = z.enum(LANGUAGES).optional().describe('the language to read; default: the url’s or the site’s');
const releaseId = uuidSchema.optional().describe("a release's id; default: your token's open release");
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
/** The summary reads at most this many rows of each kind (bounded like every list). */
const SUMMARY_MAX_ROWS = 10_000;
const PAGE = 1000;

/** The release a tool is about: the one given, else the caller's token's open one. */
async function releaseOf(ctx: Context, given: string | undefined): Promise<string> {
  if (given) return given;
  const subject = ctx.isServer ? null : await ctx.auth.optionalSubject();
  if (subject?.apiToken) {
    const { rows } = await ctx.db.pool.query<{ releaseId: string | null }>(
      `SELECT "releaseId"::text AS "releaseId" FROM "rbac_api_tokens" WHERE "id" = $1::uuid`,
      [subject.apiToken.id],
    );
    if (rows[0]?.releaseId) return rows[0].releaseId;
  }
  throw badRequest('Name the release: releaseId (your token has staged nothing yet)');
}

/** The page as Markdown, live or with a release applied. */
export async function pageMarkdown(ctx: Context, input: { url: string; language?: string; releaseId?: string }) {
  const callCtx: Context = input.releaseId ? { ...ctx, release: { id: input.releaseId, preview: false } } : ctx;
  const page = await callProcedure(callCtx, 'host.page', { url: input.url, language: input.language });
  return pageToMarkdown(page as Parameters<typeof pageToMarkdown>[0]);
}

/** Every row of a list in the period, page by page, bounded. */
async function rowsIn(ctx: Context, path: string, from: Date, to: Date) {
  const filters = {
    and: [
      { column: 'createdAt', method: 'gte', value: from.toISOString() },
      { column: 'createdAt', method: 'lt', value: to.toISOString() },
    ],
  };
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; offset < SUMMARY_MAX_ROWS; offset += PAGE) {
    const page = (await callProcedure(ctx, path, { filters, offset, limit: PAGE })) as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < PAGE) return { rows, complete: true };
  }
  return { rows, complete: false };
}

async function moneySummary(ctx: Context, from: Date, to: Date) {
  if (!(from < to)) throw badRequest('from must be before to');
  const [payments, orders, currencies] = await Promise.all([
    rowsIn(ctx, 'billing.paymentIntents.list', from, to),
    rowsIn(ctx, 'ecommerce.orders.list', from, to),
    callProcedure(ctx, 'billing.currencies.list', { limit: 1000 }) as Promise<{ id: string; slug: string }[]>,
  ]);
  const currency = new Map(currencies.map((c) => [c.id, c.slug]));
  // Amounts summed as cents of the decimal text, so money stays exact.
  const payTotals = new Map<string, { status: string; currency: string; count: number; cents: bigint }>();
  for (const row of payments.rows) {
    const key = `${String(row.status)} ${String(row.currencyId)}`;
    const entry = payTotals.get(key) ?? {
      status: String(row.status),
      currency: currency.get(String(row.currencyId)) ?? String(row.currencyId),
      count: 0,
      cents: 0n,
    };
    const [whole = '0', fraction = ''] = String(row.amount ?? '0').split('.');
    entry.count += 1;
    entry.cents += BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) * (whole.startsWith('-') ? -1n : 1n);
    payTotals.set(key, entry);
  }
  const orderCounts: Record<string, Record<string, number>> = {};
  for (const row of orders.rows) {
    const byStatus = (orderCounts[String(row.type)] ??= {});
    byStatus[String(row.status)] = (byStatus[String(row.status)] ?? 0) + 1;
  }
  const money = (cents: bigint) => {
    const sign = cents < 0n ? '-' : '';
    const abs = cents < 0n ? -cents : cents;
    return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  };
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    payments: [...payTotals.values()].map(({ cents, ...rest }) => ({ ...rest, amount: money(cents) })),
    orders: orderCounts,
    complete: payments.complete && orders.complete,
    note: 'payments: payment intents (donations and purchases) by status and currency; paid money is status "succeeded".',
  };
}

export function registerTaskTools(server: McpServer, ctx: Context): void {
  server.registerTool(
    'find_page',
    {
      title: 'Find the page at an address',
      description: 'The page record (host/pages) that answers a url of the site, pattern pages included.',
      inputSchema: { url },
      annotations: { readOnlyHint: true },
    },
    (input) => tool(() => callProcedure(ctx, 'host.findByUrl', input)),
  );

  server.registerTool(
    'search',
    {
      title: 'Search the site',
      description:
        'Full-text search of the site in one language (word forms and small typos found): pages, projects, articles, categories, and for staff the staff-only records (files). Each result names its entity, id, title, public url and a snippet with the matched words in <mark>. With `releaseId`, as that release will make the site.',
      inputSchema: { ...searchInputSchema.shape, releaseId: uuidSchema.optional() },
      annotations: { readOnlyHint: true },
    },
    ({ releaseId: release, ...input }) =>
      tool(() => {
        const callCtx: Context = release ? { ...ctx, release: { id: release, preview: false } } : ctx;
        return callProcedure(callCtx, 'search', input);
      }),
  );

  server.registerTool(
    'page_text',
    {
      title: 'Read a page',
      description:
        'A page of the site as Markdown, as a visitor reads it: its title, then the text of every block in order. With `releaseId`, as that release will make it.',
      inputSchema: { url, language, releaseId: uuidSchema.optional() },
      annotations: { readOnlyHint: true },
    },
    (input) => tool(() => pageMarkdown(ctx, input)),
  );

  server.registerTool(
    'preview_release',
    {
      title: 'Preview a release',
      description:
        "A release's staged changes (entity, record, what it does) and a signed link to a page of the site as the release will make it (`url`, default `/`), and the release in the admin.",
      inputSchema: { releaseId, url: url.optional() },
      annotations: { readOnlyHint: true },
    },
    (input) =>
      tool(async () => {
        const id = await releaseOf(ctx, input.releaseId);
        const [release, operations] = await Promise.all([
          callProcedure(ctx, 'system.releases.get', { id }),
          callProcedure(ctx, 'system.releaseOperations.list', {
            filters: { and: [{ column: 'releaseId', method: 'eq', value: id }] },
            orderBy: { and: [{ column: 'position', method: 'asc' }] },
            limit: 200,
          }) as Promise<Record<string, unknown>[]>,
        ]);
        return {
          release,
          changes: operations.map((op) => ({
            entity: op.entityKey,
            id: op.recordId,
            kind: op.kind,
            data: op.data,
          })),
          ...(await reviewLinks(ctx, id, input.url ?? '/')),
        };
      }),
  );

  server.registerTool(
    'publish_release',
    {
      title: 'Publish a release',
      description:
        'Applies every staged change of a release at once (needs the publish scope). Refused, changing nothing, when a staged record changed live since.',
      inputSchema: { releaseId },
      annotations: { destructiveHint: true },
    },
    (input) =>
      tool(async () => {
        const id = await releaseOf(ctx, input.releaseId);
        return callProcedure(ctx, 'system.releases.publish', { id });
      }),
  );

  server.registerTool(
    'money_summary',
    {
      title: 'Donations and orders of a period',
      description:
        'Payments (donations and purchases: payment intents) summed by status and currency, and orders counted by type and status, made in [from, to).',
      inputSchema: {
        from: isoDate.describe('start, inclusive: an ISO date (`2026-11-01`) or time'),
        to: isoDate.describe('end, exclusive: an ISO date (`2026-12-01`) or time'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ from, to }) => tool(() => moneySummary(ctx, new Date(from), new Date(to))),
  );
}
