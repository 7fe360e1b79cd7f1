/**
 * The dummy provider: works without credentials, and marks orders paid without money, so it is off in
 * production unless PAYMENTS_DUMMY_ENABLED turns it on. Its payment page is served by this API at the
 * paymentUrl handed to the buyer, `{PUBLIC_API_URL}/api/billing/dummy/pay/{intentId}?token=...`: the token is an
 * HMAC of the intent id, so only whoever got the link (the buyer, in the checkout's answer) opens the page,
 * and the pay route spends it once. The page confirms or declines and then posts to the same webhook path a
 * real provider would, signed like a real provider: HMAC-SHA256 (hex) of the raw JSON body in header
 * `x-dummy-signature`, keyed with DUMMY_WEBHOOK_SECRET (unset: one random secret per process).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../../errors.ts';
import { loadProvidersEnv, type EnvInput } from './config.ts';
import type { Fetch, PaymentProvider, WebhookEvent } from './provider.ts';
import { header, hmacSha256, invalidSignature, safeEqual } from './shared.ts';

export const DUMMY_SIGNATURE_HEADER = 'x-dummy-signature';

/** Generated once per process, so the page (which signs) and the webhook (which verifies) agree. */
const processSecret = randomBytes(32).toString('hex');

export const dummyEventSchema = z.object({
  /** Unique per event: a repeated delivery carries the same id. */
  id: z.string().min(1),
  intentId: z.string().min(1),
  outcome: z.enum(['succeeded', 'failed', 'canceled']),
});
export type DummyEvent = z.infer<typeof dummyEventSchema>;

/** Hex HMAC-SHA256 of the exact body bytes that will be posted. */
export function signDummyEvent(body: string | Buffer, secret: string): string {
  return hmacSha256(secret, body, 'hex');
}

export interface DummyProvider extends PaymentProvider {
  name: 'dummy';
  /** The secret the payment page signs its webhook with (DUMMY_WEBHOOK_SECRET, or the per-process one). */
  readonly webhookSecret: string;
  /** Whether `token` is the pay link's token of this intent. */
  isPayToken(intentId: string, token: unknown): boolean;
}

/** Unset: on, but for NODE_ENV=production. */
export const isDummyEnabled = (config: { NODE_ENV?: string; PAYMENTS_DUMMY_ENABLED?: boolean }) =>
  config.PAYMENTS_DUMMY_ENABLED ?? config.NODE_ENV !== 'production';

export function createDummyProvider(env: EnvInput = process.env, _fetch: Fetch = globalThis.fetch): DummyProvider {
  const config = loadProvidersEnv(env);
  const secret = config.DUMMY_WEBHOOK_SECRET ?? processSecret;
  const enabled = isDummyEnabled(config);
  // Its own purpose prefix: a pay token is never a valid webhook signature, nor the other way round.
  const payToken = (intentId: string) => hmacSha256(secret, `pay-link:${intentId}`, 'base64url');

  return {
    name: 'dummy',
    webhookSecret: secret,
    isConfigured: () => enabled,
    isPayToken: (intentId, token) => typeof token === 'string' && safeEqual(payToken(intentId), token),

    async createPayment(request) {
      const intentId = encodeURIComponent(request.intentId);
      return {
        externalId: `dummy_${request.intentId}`,
        paymentUrl: `${request.apiUrl}/api/billing/dummy/pay/${intentId}?token=${payToken(request.intentId)}`,
      };
    },

    parseWebhook(input): WebhookEvent {
      const expected = signDummyEvent(input.rawBody, secret);
      if (!safeEqual(expected, header(input.headers, DUMMY_SIGNATURE_HEADER))) throw invalidSignature();
      let json: unknown;
      try {
        json = JSON.parse(input.rawBody.toString('utf8'));
      } catch {
        throw badRequest('Invalid webhook body');
      }
      const parsed = dummyEventSchema.safeParse(json);
      if (!parsed.success) throw badRequest('Invalid webhook body');
      const event = parsed.data;
      return {
        eventId: event.id,
        intentId: event.intentId,
        externalId: `dummy_${event.intentId}`,
        outcome: event.outcome,
        // Every dummy payment may start a recurring gift: its "saved card" is named after the first payment.
        recurringReference: `dummy_sub_${event.intentId}`,
      };
    },

    /** A simulated refund: always given back, named after the payment (no money moved in the first place). */
    async refund(request) {
      return { externalId: `dummy_refund_${request.intentId}` };
    },

    recurring: {
      /**
       * A simulated renewal, decided like a test card decides at Stripe: the donor's address with `+decline` in
       * it (`donor+decline@example.org`, `donor+decline-2@…`) is declined, any other is paid. Deterministic, so tests and the demo
       * can walk both paths.
       */
      async charge(request) {
        const declined = /\+decline[^@]*@/i.test(request.email);
        return {
          outcome: declined ? 'failed' : 'succeeded',
          externalId: `dummy_${request.intentId}`,
          ...(declined && { reason: 'The card was declined (a simulated decline)' }),
        };
      },
      async cancel() {},
    },
  };
}
