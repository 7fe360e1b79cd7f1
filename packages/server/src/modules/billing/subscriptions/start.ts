/**
 * A recurring gift's first payment succeeded: its subscription is made in the payment's transaction, from what
 * checkout recorded on the intent (`metadata.recurring`: interval and product; the subject, email and language),
 * with the provider's handle for the renewals. One per first payment: a repeated webhook makes nothing more.
 */
import { SUBSCRIPTION_INTERVALS } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type DbClient } from '../../../db/index.ts';
import { addInterval } from './schedule.ts';

const recordedSchema = z.object({
  subjectId: z.uuid(),
  language: z.string().optional(),
  recurring: z.object({ interval: z.enum(SUBSCRIPTION_INTERVALS), productId: z.uuid() }),
});

/** Answers the new subscription's id, or undefined when the intent was not a recurring first payment (or had one). */
export async function startSubscription(
  tx: DbClient,
  intent: { id: string; metadata: unknown },
  reference: string | undefined,
): Promise<string | undefined> {
  const recorded = recordedSchema.safeParse(intent.metadata);
  if (!recorded.success) return undefined;
  const { subjectId, language, recurring } = recorded.data;
  const [{ now } = { now: new Date() }] = await queryRows<{ now: Date }>(tx, `SELECT now() AS "now"`, []);
  const [made] = await queryRows<{ id: string }>(
    tx,
    `INSERT INTO "billing_subscriptions" ("subjectId", "productId", "currencyId", "amount", "interval", "provider",
       "providerReference", "email", "language", "nextChargeAt", "firstPaymentIntentId")
     SELECT $2::uuid, $3::uuid, i."currencyId", i."amount", $4, i."provider", COALESCE($5, i."externalId"),
            COALESCE(i."email", ''), $6, $7, i."id"
     FROM "billing_payment_intents" i WHERE i."id" = $1::uuid
     ON CONFLICT ("firstPaymentIntentId") DO NOTHING
     RETURNING "id"::text AS "id"`,
    [
      intent.id,
      subjectId,
      recurring.productId,
      recurring.interval,
      reference ?? null,
      language ?? null,
      addInterval(now, recurring.interval),
    ],
  );
  return made?.id;
}
