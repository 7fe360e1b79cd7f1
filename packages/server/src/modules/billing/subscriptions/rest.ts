/**
 * A recurring gift's REST side: the documented rows of its procedures, the cancel link's page (GET shows, POST
 * cancels: a mail client's prefetch of the link cancels nothing), and the renewal worker.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { queryRows } from '../../../db/index.ts';
import type { ModuleRoute } from '../../../rest/module-routes.ts';
import { repeatPass } from '../../../repeated-pass.ts';
import type { SubscriptionInterval } from '@symbol/contracts/recurring';
import { pickText } from '../../notification/index.ts';
import { cancelSubscription } from './cancel.ts';
import { cancelConfirmPage, cancelMessage, type PageLanguage } from './cancel-page.ts';
import { linkProblem } from './links.ts';
import { addInterval } from './schedule.ts';
import { DONATION_MAXIMUM, minimumDonation, parseDonationAmount } from '@symbol/contracts/donation';
import { formatMoney } from '@symbol/contracts/intl';
import { subscriptionCard } from './procedures.ts';
import { RENEWAL_OUTCOMES, renewDue, type RenewalDeps } from './renewals.ts';

const renewal = z.object({
  subscriptionId: z.uuid(),
  outcome: z.enum(RENEWAL_OUTCOMES),
  intentId: z.uuid(),
  orderId: z.uuid(),
});

export const subscriptionRoutes: readonly ModuleRoute[] = [
  {
    procedure: 'billing.subscriptions.ofSubject',
    answer: z.array(subscriptionCard),
    summary: "The subject's recurring gifts (monthly donations), newest first, with their payments so far",
    input: { params: { id: 'subjectId' } },
  },
  {
    procedure: 'billing.subscriptions.cancel',
    answer: z.object({ cancelled: z.boolean() }),
    summary: "Cancels one of the subject's recurring gifts: no renewal after it (`cancelled: false` if it was already)",
    input: { params: { id: 'subjectId', subscriptionId: 'subscriptionId' } },
  },
  {
    procedure: 'billing.subscriptions.renewDue',
    answer: z.object({ renewals: z.array(renewal) }),
    summary: 'Runs a renewal pass now: every subscription due is charged once (the worker does it each minute)',
    description: '`data.at` (not in production) runs the pass as of that time: tests let a month pass.',
    input: { body: 'data' },
  },
  {
    method: 'GET',
    path: '/api/billing/subscriptions/:subscriptionId/cancel',
    operationId: 'billing.subscriptionCancelPage',
    access: 'public',
    summary: "The cancel link of a recurring gift's mails (signed `expires` and `token`): a page that confirms",
    produces: { type: 'text/html', description: 'A page with one Cancel button, or why the link does not work' },
  },
  {
    method: 'POST',
    path: '/api/billing/subscriptions/:subscriptionId/cancel',
    operationId: 'billing.subscriptionCancelByLink',
    access: 'public',
    summary: 'Cancels the recurring gift the signed link names (no sign-in), then says so',
    produces: { type: 'text/html', description: 'The cancelled page, or why the link does not work' },
  },
  {
    method: 'POST',
    path: '/api/billing/subscriptions/:subscriptionId/skip',
    operationId: 'billing.subscriptionSkipByLink',
    access: 'public',
    summary: "Skips the next payment of the recurring gift the signed link names (the cancel link's query), no sign-in",
    produces: { type: 'text/html', description: 'When the next payment is now, or why the link does not work' },
  },
  {
    method: 'POST',
    path: '/api/billing/subscriptions/:subscriptionId/amount',
    operationId: 'billing.subscriptionAmountByLink',
    access: 'public',
    summary:
      "Changes the amount of the recurring gift the signed link names (form field `amount`, at least the currency's minimum), no sign-in",
    produces: { type: 'text/html', description: 'The new amount, or why the amount or the link does not work' },
  },
];

const params = z.object({ subscriptionId: z.uuid() });

interface Shown {
  status: string;
  interval: SubscriptionInterval;
  language: string | null;
  amount: string;
  title: unknown;
  currency: { slug: string; symbol: string };
}

export async function subscriptionRest(app: FastifyInstance) {
  const { deps } = app;
  const siteHome = (language: PageLanguage) =>
    `${deps.config.PUBLIC_SITE_URL_SET ? deps.config.PUBLIC_SITE_URL : ''}/${language}/`;

  /** The subscription the link names and the page's language, or the answer already sent. */
  async function open(request: FastifyRequest, reply: FastifyReply) {
    const parsed = params.safeParse(request.params);
    const [row] = parsed.success
      ? await queryRows<Shown>(
          deps.db.prisma,
          `SELECT s."status", s."interval", s."language", trim_scale(s."amount")::text AS "amount", p."title",
                  jsonb_build_object('slug', c."slug", 'symbol', c."symbol") AS "currency"
           FROM "billing_subscriptions" s JOIN "ecommerce_products" p ON p."id" = s."productId"
           JOIN "billing_currencies" c ON c."id" = s."currencyId" WHERE s."id" = $1::uuid`,
          [parsed.data.subscriptionId],
        )
      : [];
    const language: PageLanguage = row?.language === 'ru' ? 'ru' : 'en';
    const problem = parsed.success
      ? linkProblem(deps, parsed.data.subscriptionId, request.query as object, deps.clock.now())
      : 'invalid';
    if (problem || !row) {
      // The same answer for a wrong token and for an unknown id: a link tells nothing about other gifts.
      const heading = problem === 'expired' ? 'expired' : 'invalid';
      reply
        .status(problem === 'expired' ? 410 : 403)
        .type('text/html')
        .send(cancelMessage(language, heading, 'linkHelp'));
      return undefined;
    }
    return { id: parsed.data!.subscriptionId, row, language };
  }

  app.get('/api/billing/subscriptions/:subscriptionId/cancel', async (request, reply) => {
    const found = await open(request, reply);
    if (!found) return reply;
    const { row, language } = found;
    if (row.status === 'cancelled')
      return reply.type('text/html').send(cancelMessage(language, 'already', 'doneText', row.interval));
    const gift = {
      amount: row.amount,
      currency: row.currency,
      project: pickText(row.title, language),
      interval: row.interval,
    };
    return reply.type('text/html').send(cancelConfirmPage(language, gift, request.url, siteHome(language)));
  });

  app.post('/api/billing/subscriptions/:subscriptionId/cancel', async (request, reply) => {
    const found = await open(request, reply);
    if (!found) return reply;
    await cancelSubscription(renewalDeps(app), found.id);
    return reply.type('text/html').send(cancelMessage(found.language, 'done', 'doneText', found.row.interval));
  });

  // Managing the gift from the same signed link (issue 32 §4): skip the next payment, or change the amount. A
  // cancelled gift is not managed; each change is one locked update of the row.
  app.post('/api/billing/subscriptions/:subscriptionId/skip', async (request, reply) => {
    const found = await open(request, reply);
    if (!found) return reply;
    const { row, language } = found;
    if (row.status === 'cancelled')
      return reply.type('text/html').send(cancelMessage(language, 'already', 'doneText', row.interval));
    const next = await app.deps.db.transaction(async (tx) => {
      const [locked] = await queryRows<{ nextChargeAt: Date | null; interval: SubscriptionInterval }>(
        tx,
        `SELECT "nextChargeAt", "interval" FROM "billing_subscriptions" WHERE "id" = $1::uuid FOR UPDATE`,
        [found.id],
      );
      const from = locked?.nextChargeAt ?? app.deps.clock.now();
      const moved = addInterval(from, locked!.interval);
      await tx.billingSubscription.update({ where: { id: found.id }, data: { nextChargeAt: moved } });
      return moved;
    });
    const date = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(next);
    return reply.type('text/html').send(cancelMessage(language, 'skipped', 'skippedText', row.interval, { date }));
  });

  app.post('/api/billing/subscriptions/:subscriptionId/amount', async (request, reply) => {
    const found = await open(request, reply);
    if (!found) return reply;
    const { row, language } = found;
    if (row.status === 'cancelled')
      return reply.type('text/html').send(cancelMessage(language, 'already', 'doneText', row.interval));
    const typed = (request.body as { amount?: unknown } | undefined)?.amount;
    const amount = typeof typed === 'string' ? parseDonationAmount(typed) : undefined;
    const minimum = minimumDonation(row.currency.slug);
    if (!amount || Number(amount) < minimum || Number(amount) > DONATION_MAXIMUM)
      return reply
        .status(400)
        .type('text/html')
        .send(
          cancelMessage(language, 'badAmount', 'badAmountText', row.interval, {
            minimum: formatMoney(minimum, row.currency, language),
          }),
        );
    await app.deps.db.transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SELECT 1 FROM "billing_subscriptions" WHERE "id" = $1::uuid FOR UPDATE`, found.id);
      await tx.billingSubscription.update({ where: { id: found.id }, data: { amount } });
    });
    return reply.type('text/html').send(
      cancelMessage(language, 'changed', 'changedText', row.interval, {
        amount: formatMoney(amount, row.currency, language),
      }),
    );
  });
}

export const renewalDeps = (app: FastifyInstance): RenewalDeps => ({ ...app.deps, log: app.log as Logger });

export const RENEWAL_INTERVAL_MS = 60_000;

/**
 * The renewal worker: a pass each minute on every instance (the row claim keeps them apart). Off with the other
 * background loops when NOTIFICATION_WORKER_INTERVAL_MS is 0 (tests run a pass through `renew-due`).
 */
export async function renewalWorker(app: FastifyInstance) {
  if (app.deps.config.NOTIFICATION_WORKER_INTERVAL_MS <= 0) return;
  repeatPass(app, 'renewals', RENEWAL_INTERVAL_MS, () => renewDue(renewalDeps(app), app.deps.clock.now()));
}
