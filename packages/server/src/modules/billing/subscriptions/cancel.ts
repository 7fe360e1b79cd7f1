/**
 * Cancelling a recurring gift, by the donor (from the account: their own subscriptions only; or through the
 * signed link of a mail) or by an operator: no renewal after it. The row is locked, so a renewal being charged
 * finishes first and the cancel follows; cancelling again changes nothing and mails nothing.
 */
import { queryRows } from '../../../db/index.ts';
import { notFound } from '../../../errors.ts';
import { mailSubscription } from './mails.ts';
import { stopAtProvider, type RenewalDeps } from './renewals.ts';
import type { ProviderName } from '../providers/provider.ts';

/** Answers whether this call cancelled it (false: it was cancelled already). 404 when it is not the subject's. */
export async function cancelSubscription(deps: RenewalDeps, id: string, owner?: { subjectId: string }) {
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string; provider: ProviderName; providerReference: string | null }>(
      tx,
      `SELECT "status", "provider", "providerReference" FROM "billing_subscriptions"
       WHERE "id" = $1::uuid AND ($2::uuid IS NULL OR "subjectId" = $2::uuid) FOR UPDATE`,
      [id, owner?.subjectId ?? null],
    );
    if (!row) throw notFound('Subscription not found');
    if (row.status === 'cancelled') return false;
    await tx.billingSubscription.update({
      where: { id },
      data: { status: 'cancelled', cancelledAt: now, nextChargeAt: null },
    });
    await stopAtProvider(deps, { id, ...row });
    await mailSubscription(deps, tx, id, 'cancelled');
    return true;
  });
  return cancelled;
}
