/**
 * `POST /api/analytic/events`: the site's beacon (public). Sets no cookie and keeps neither the address nor the
 * user agent: the visitor is hashed with the day's salt (collector.ts) and the event waits in this instance's
 * buffer, written every ~2 s. A robot's event is answered and dropped. The body is the event itself (or
 * `{ data: event }`), as JSON or as text holding JSON (what `navigator.sendBeacon` sends with a string).
 */
import {
  analyticEventSchema,
  analyticSummarySchema,
  ANALYTIC_RANGE_MAX_DAYS,
  ANALYTIC_TOP,
} from '@symbol/contracts/analytic';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { parseAsInput } from '../../trpc/input.ts';
import { dayOf, EventBuffer, isBot, Salts, sourceOf, visitorHash } from './collector.ts';

export const EVENTS_PATH = '/api/analytic/events';
/** How often each instance writes its buffered events. */
export const FLUSH_INTERVAL_MS = 2_000;

export const analyticRoutes: ModuleRoute[] = [
  {
    method: 'POST',
    path: EVENTS_PATH,
    operationId: 'analytic.events',
    access: 'public',
    status: 202,
    summary: "The site's beacon: a page view, a donation form started, a payment started (no cookie, no IP kept)",
    description:
      'Body: the event itself, `{ url, referrer?, event, productId? }` (or `{ data: event }`), as JSON or as ' +
      'text/plain holding JSON (`navigator.sendBeacon`). The visitor is a hash of a daily salt, the address, ' +
      'the user agent and the host; robots are answered and left out (`recorded: false`). Written within ~2 s.',
    data: analyticEventSchema,
    answer: z.object({ recorded: z.boolean() }),
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'analytic.summary',
    answer: analyticSummarySchema,
    summary:
      `Page views, visitors, the ${ANALYTIC_TOP} most viewed pages and sources, and the donation funnel of ` +
      `?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both counted, at most ${ANALYTIC_RANGE_MAX_DAYS}; staff only)`,
    input: { query: true },
    headers: { 'cache-control': 'private, no-store' },
  },
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function eventOf(body: unknown) {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('Invalid JSON', ['body: is not JSON']);
    }
  }
  if (isRecord(value) && isRecord(value.data)) value = value.data;
  return parseAsInput(analyticEventSchema, value ?? {});
}

export async function analyticRest(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const salts = new Salts(db);
  const buffer = new EventBuffer(db, app.log, FLUSH_INTERVAL_MS);
  app.addHook('onClose', async () => buffer.close());

  app.post(EVENTS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const event = eventOf(request.body);
    const userAgent = request.headers['user-agent'];
    if (isBot(userAgent)) return reply.status(202).send({ data: { recorded: false } });
    const at = clock.now();
    const day = dayOf(at);
    // Held in memory all day: only a day's first event on this instance waits for the database.
    const salt = salts.cached(day) ?? (await salts.load(day));
    const url = new URL(event.url);
    buffer.push({
      day,
      at: at.toISOString(),
      visitor: visitorHash(salt, request.ip, userAgent!, url.host),
      event: event.event,
      path: url.pathname,
      productId: event.productId ?? null,
      ...sourceOf(url, event.referrer || undefined),
    });
    return reply.status(202).send({ data: { recorded: true } });
  });
}
