/**
 * Provider webhooks: verified by the provider adapter (bad signature → 400, nothing changes), then applied
 * once. The intent row is locked and only an open intent moves, so a repeated or concurrent delivery of
 * the same event changes nothing.
 */
import { PAYMENT_PROVIDERS } from '@symbol/contracts';
import type { Db } from '../../db/index.ts';
import type { AppEvents } from '../../events/app-events.ts';
import { notFound } from '../../errors.ts';
import { changeStatus } from '../ecommerce/index.ts';
import { configuredProvider } from './checkout.ts';
import type { PaymentProvider, ProviderName, WebhookEvent, WebhookInput } from './providers/provider.ts';

export interface WebhookResult {
  event: WebhookEvent;
  /** False when the event was a repeat or changed nothing. */
  applied: boolean;
  /** The intent this event paid (receipts follow), when it applied a payment. */
  paidIntentId?: string;
  answer: unknown;
}

export function providerByName(providers: Record<ProviderName, PaymentProvider>, name: string): PaymentProvider {
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(name)) throw notFound(`Unknown provider ${name}`);
  return configuredProvider(providers, name as ProviderName);
}

export async function handleWebhook(
  { db, events, payments: providers }: { db: Db; events: AppEvents; payments: Record<ProviderName, PaymentProvider> },
  name: string,
  input: WebhookInput,
): Promise<WebhookResult> {
  const provider = providerByName(providers, name);
  const event = provider.parseWebhook(input);
  const answer = provider.webhookAnswer ?? { received: true };
  if (event.outcome === 'ignored') return { event, applied: false, answer };

  let paidIntentId: string | undefined;
  const applied = await db.transaction(async (tx) => {
    const [intent] = await tx.$queryRawUnsafe<{ id: string; status: string }[]>(
      `SELECT "id", "status" FROM "billing_payment_intents"
       WHERE "provider" = $1 AND (("id"::text = $2) OR ("externalId" = $3)) LIMIT 1 FOR UPDATE`,
      provider.name,
      event.intentId ?? '',
      event.externalId ?? '',
    );
    if (!intent) throw notFound('Payment intent not found');
    // Open intents settle once. A failed one may still succeed (Stripe lets the buyer retry in the same
    // session): money received is never ignored. Anything else is a repeat and changes nothing.
    const open = intent.status === 'open' || intent.status === 'requires_action';
    if (!open && !(intent.status === 'failed' && event.outcome === 'succeeded')) return false;

    const paid = event.outcome === 'succeeded';
    if (paid) paidIntentId = intent.id;
    await tx.billingPaymentIntent.update({
      where: { id: intent.id },
      data: { status: paid ? 'succeeded' : event.outcome },
    });
    await tx.billingInvoice.updateMany({
      where: { paymentIntentId: intent.id },
      data: { status: paid ? 'paid' : 'void' },
    });
    const links = await tx.ecommerceOrdersToBillingModulePaymentIntents.findMany({
      where: { billingModulePaymentIntentId: intent.id },
      select: { orderId: true },
    });
    for (const { orderId } of links) {
      const [order] = await tx.$queryRawUnsafe<{ status: string }[]>(
        `SELECT "status" FROM "ecommerce_orders" WHERE "id" = $1::uuid`,
        orderId,
      );
      // Only orders still waiting on this payment move: paid → approving; failed → back to the cart.
      if (order?.status === 'paying') await changeStatus(events, tx, orderId, paid ? 'approving' : 'new');
      else if (paid && order?.status === 'new') {
        await changeStatus(events, tx, orderId, 'paying');
        await changeStatus(events, tx, orderId, 'approving');
      }
    }
    return true;
  });
  return { event, applied, answer, ...(applied && paidIntentId ? { paidIntentId } : {}) };
}
