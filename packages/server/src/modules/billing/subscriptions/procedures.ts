/**
 * A recurring gift's procedures: the subject's subscriptions (the account) and their cancel, and the renewal pass
 * an operator or a test runs now (the worker runs it on its own: ./worker.ts).
 */
import { getEntity, SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows } from '../../../db/index.ts';
import { entityProcedures } from '../../../entities/router.ts';
import { plainDecimal } from '../../../entities/serialize.ts';
import { badRequest } from '../../../errors.ts';
import { procedure, router, run } from '../../../trpc/init.ts';
import { input, subjectKey } from '../../../trpc/input.ts';
import { subjectPathKey } from '../../ecommerce/index.ts';
import { cancelSubscription } from './cancel.ts';
import { renewDue } from './renewals.ts';

export const SUBSCRIPTIONS_PATH = '/api/rbac/subjects/{id}/billing-module/subscriptions';

/** One subscription as the account lists it: what, how much, how often, its state and its payments so far. */
export const subscriptionCard = z.object({
  id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.string(),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  currency: z.object({ id: z.uuid(), slug: z.string(), symbol: z.string() }),
  product: z.object({ id: z.uuid(), title: z.record(z.string(), z.string()) }),
  nextChargeAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  failedAttempts: z.number().int(),
  /** Payments received: the first one and every renewal paid. */
  payments: z.number().int(),
});
type SubscriptionCard = z.infer<typeof subscriptionCard>;

const subscriptionKey = input(subjectKey.extend({ subscriptionId: z.uuid() }), subjectPathKey('subscriptionId'));

const renewInput = z.object({
  data: z
    .object({
      /** The pass's time (not in production): a test lets a month pass without waiting for it. */
      at: z.iso.datetime({ offset: true, error: 'at must be an ISO date-time' }).optional(),
    })
    .default({}),
});

/** Beside the generic entity procedures (the admin's screens): the subject's own, the cancel, the renewal pass. */
export const subscriptionProcedures = router({
  ...entityProcedures(getEntity('billing/subscriptions')),
  ofSubject: procedure
    .meta({ access: 'subject', action: { method: 'GET', path: SUBSCRIPTIONS_PATH } })
    .input(input(subjectKey, subjectPathKey()))
    .query(({ ctx, input }) =>
      run(async () => {
        const rows = await queryRows<
          SubscriptionCard & { nextChargeAt: Date | null; cancelledAt: Date | null; createdAt: Date }
        >(
          ctx.db.prisma,
          `SELECT s."id", s."status", s."amount"::text AS "amount", s."interval", s."nextChargeAt", s."cancelledAt",
                  s."createdAt", s."failedAttempts",
                  jsonb_build_object('id', c."id", 'slug', c."slug", 'symbol', c."symbol") AS "currency",
                  jsonb_build_object('id', p."id", 'title', p."title") AS "product",
                  1 + (SELECT count(*)::int FROM "billing_payment_intents" i
                       WHERE i."metadata"->>'subscriptionId' = s."id"::text AND i."status" = 'succeeded') AS "payments"
           FROM "billing_subscriptions" s
           JOIN "billing_currencies" c ON c."id" = s."currencyId"
           JOIN "ecommerce_products" p ON p."id" = s."productId"
           WHERE s."subjectId" = $1::uuid ORDER BY s."createdAt" DESC LIMIT 100`,
          [input.subjectId],
        );
        return rows.map((row) => ({
          ...row,
          amount: plainDecimal(row.amount),
          nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        }));
      }),
    ),
  cancel: procedure
    .meta({ access: 'subject', action: { method: 'POST', path: `${SUBSCRIPTIONS_PATH}/{subscriptionId}/cancel` } })
    .input(subscriptionKey)
    .mutation(({ ctx, input }) =>
      run(async () => ({
        cancelled: await cancelSubscription(ctx, input.subscriptionId, { subjectId: input.subjectId }),
      })),
    ),
  renewDue: procedure
    .meta({ access: 'write', action: { method: 'POST', path: '/api/billing/subscriptions/renew-due' } })
    .input(renewInput)
    .mutation(({ ctx, input }) =>
      run(async () => {
        if (input.data.at && ctx.config.NODE_ENV === 'production')
          throw badRequest('at is not taken in production', ['at: renewals run at the present time']);
        const at = input.data.at ? new Date(input.data.at) : ctx.clock.now();
        return { renewals: await renewDue(ctx, at) };
      }),
    ),
});
