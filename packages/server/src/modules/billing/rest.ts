/**
 * Billing's REST paths: provider webhooks (raw body, for signatures) and the dummy provider's payment page,
 * which confirms or declines and then calls the same webhook path a real provider would.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getEntity, LANGUAGES, PAYMENT_PROVIDERS, rowSchema } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type DbClient } from '../../db/index.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import { callProcedure, contextFor } from '../../rest/context.ts';
import { receiveWebhook } from './webhooks.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { checkoutAnswer, currencyCard, describedOrder } from '../ecommerce/index.ts';
import { DUMMY_SIGNATURE_HEADER, signDummyEvent } from './providers/index.ts';
import { webhookAnswerSchema } from './providers/provider.ts';
import { dummyLanguage, dummyMessage, dummyPayPage } from './providers/dummy-page.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head><body>${body}</body></html>`;

const intentParams = z.object({ intentId: z.uuid() });

/** The site's page a buyer returns to after paying (seeded; the site adds its language). */
export const THANK_YOU_PATH = '/ecommerce/checkout/thank-you';

/** Served by the plugin below (raw bodies, HTML, redirects) unless a procedure is named; all documented. */
export const billingRoutes: readonly ModuleRoute[] = [
  {
    procedure: 'billing.providers',
    answer: z.array(z.object({ name: z.enum(PAYMENT_PROVIDERS), recurring: z.boolean() })),
    summary:
      'The payment providers a checkout may name (configured and enabled): `[{ name, recurring }]`, `recurring` when it takes recurring gifts',
  },
  {
    procedure: 'billing.paymentIntent',
    answer: rowSchema(getEntity('billing/payment-intents'))
      .pick({ id: true, status: true, amount: true, provider: true, createdAt: true, email: true })
      .extend({ currency: currencyCard, orders: z.array(describedOrder) }),
    summary: "One of the subject's payments: status, amount, currency and its orders (the thank-you page)",
    input: { params: { id: 'subjectId', intentId: 'intentId' } },
  },
  {
    procedure: 'billing.retryPayment',
    answer: checkoutAnswer,
    status: 201,
    summary:
      'A failed or canceled payment of the subject tried again: its orders, currency, email and language, through its provider or `provider` (another method)',
    input: { params: { id: 'subjectId', intentId: 'intentId' }, body: 'data' },
  },
  {
    method: 'POST',
    path: '/api/billing/webhooks/:provider',
    operationId: 'billing.webhook',
    access: 'public',
    summary: "A payment provider's event, verified by its signature (raw body)",
    description: 'Applied once: a repeated event changes nothing.',
    produces: {
      type: 'application/json',
      description: "What the provider's protocol asks for (not `{ data }`)",
      schema: webhookAnswerSchema,
    },
  },
  {
    method: 'GET',
    path: '/api/billing/dummy/pay/:intentId',
    operationId: 'billing.dummyPayPage',
    access: 'public',
    summary: "The dummy provider's payment page (the checkout's paymentUrl, with its signed `token`)",
    produces: { type: 'text/html', description: 'A page that confirms or declines' },
  },
  {
    method: 'POST',
    path: '/api/billing/dummy/pay/:intentId/:outcome',
    operationId: 'billing.dummyPay',
    access: 'public',
    status: 303,
    summary:
      "Confirm (succeeded) or decline (failed) a dummy payment with the link's `token` (single use), then return",
    produces: { type: 'text/html', description: 'Redirect to the return page' },
  },
  {
    method: 'GET',
    path: '/api/billing/payment-intents/:intentId/return',
    operationId: 'billing.paymentReturn',
    access: 'public',
    summary: 'Where the buyer lands after paying',
    produces: { type: 'text/html', description: "A page, or a redirect to the site's thank-you page" },
  },
];

/**
 * Single use, across instances: the first post marks the open intent; any later or racing one finds the mark.
 * Runs in the payment's transaction with the intent locked (webhooks.ts `claim`): mark and payment commit together.
 */
async function spendDummyLink(tx: DbClient, intent: { id: string; status: string; metadata: unknown }) {
  const [claimed] = await queryRows<{ id: string }>(
    tx,
    `UPDATE "billing_payment_intents"
     SET "metadata" = COALESCE("metadata", '{}'::jsonb) || jsonb_build_object('dummyLinkUsedAt', now())
     WHERE "id" = $1::uuid AND "provider" = 'dummy' AND "status" = 'open'
       AND NOT (COALESCE("metadata", '{}'::jsonb) ? 'dummyLinkUsedAt')
     RETURNING "id"`,
    [intent.id],
  );
  if (claimed) return;
  const used = (intent.metadata as { dummyLinkUsedAt?: unknown } | null)?.dummyLinkUsedAt;
  // A link never used stops paying when its intent is voided (its cart changed: ecommerce/payments.ts).
  throw conflict(
    used
      ? `This payment link was already used: the payment is ${intent.status}`
      : `This payment link no longer pays: the payment is ${intent.status}`,
  );
}

export async function billingRest(app: FastifyInstance) {
  await app.register(async (webhooks) => {
    // Signatures cover the exact bytes: keep every body raw on these routes.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post('/api/billing/webhooks/:provider', async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
      );
      const url = `${request.protocol}://${request.host}${request.url}`;
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = (await callProcedure(request, contextFor(request), 'billing.webhook', {
        provider,
        rawBody,
        headers,
        url,
      })) as { answer: unknown };
      return reply.send(result.answer);
    });
  });

  /** The dummy provider, when enabled and the link's token is this intent's: else the page or error to answer. */
  function dummyFor(request: FastifyRequest, intentId: string) {
    const dummy = request.server.deps.payments.dummy;
    if (!dummy.isConfigured()) return notFound('The dummy payment provider is not enabled');
    if (!dummy.isPayToken(intentId, (request.query as { token?: unknown }).token))
      return forbidden('This payment link is not valid: open the paymentUrl the checkout answered');
    return dummy;
  }

  // The pay page's forms post urlencoded and empty (the link's token is in the action's query); the recurring gift's
  // page posts its new amount (subscriptions/rest.ts): plain fields, read as such.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/api/billing/dummy/pay/:intentId', async (request, reply) => {
    const { intentId } = intentParams.parse(request.params);
    const intent = await app.deps.db.prisma.billingPaymentIntent.findUnique({
      where: { id: intentId },
      include: { currency: true },
    });
    const language = dummyLanguage(intent?.metadata);
    const dummy = dummyFor(request, intentId);
    if (dummy instanceof AppError)
      return reply
        .status(dummy.status)
        .type('text/html')
        .send(dummyMessage(language, 'link', dummy.message));
    if (!intent || intent.provider !== 'dummy')
      return reply.status(404).type('text/html').send(dummyMessage(language, 'notFound'));
    const token = encodeURIComponent((request.query as { token: string }).token);
    const action = (outcome: string) => `/api/billing/dummy/pay/${intentId}/${outcome}?token=${token}`;
    const payment = { status: intent.status, amount: plainDecimal(intent.amount), currency: intent.currency };
    return reply.type('text/html').send(dummyPayPage(language, payment, action));
  });

  app.post('/api/billing/dummy/pay/:intentId/:outcome', async (request, reply) => {
    const { intentId, outcome } = intentParams
      .extend({ outcome: z.enum(['succeeded', 'failed']) })
      .parse(request.params);
    const dummy = dummyFor(request, intentId);
    if (dummy instanceof AppError) throw dummy;
    // Delivered as the provider's signed event would be, with the link spent in the event's own transaction.
    const body = JSON.stringify({ id: `dummy_evt_${intentId}_${outcome}`, intentId, outcome });
    await receiveWebhook(
      contextFor(request),
      'dummy',
      {
        rawBody: Buffer.from(body),
        headers: { [DUMMY_SIGNATURE_HEADER]: signDummyEvent(body, dummy.webhookSecret) },
        url: `${request.protocol}://${request.host}/api/billing/webhooks/dummy`,
      },
      { claim: spendDummyLink },
    );
    return reply.redirect(`/api/billing/payment-intents/${intentId}/return`, 303);
  });

  app.get('/api/billing/payment-intents/:intentId/return', async (request, reply) => {
    const { intentId } = intentParams.parse(request.params);
    const intent = await app.deps.db.prisma.billingPaymentIntent.findUnique({
      where: { id: intentId },
      select: { status: true, metadata: true },
    });
    // Back to the site's thank-you page (the site reads the payment and its orders), in the language the buyer
    // checked out in: on the site's own origin when PUBLIC_SITE_URL names one, else on this one when it serves
    // the site.
    const { config } = app.deps;
    const siteUrl = config.PUBLIC_SITE_URL_SET ? config.PUBLIC_SITE_URL : config.WEB_APPS ? '' : undefined;
    if (siteUrl !== undefined && intent) {
      const language = (intent.metadata as { language?: unknown } | null)?.language;
      const prefix = (LANGUAGES as readonly unknown[]).includes(language) ? `/${language as string}` : '';
      return reply.redirect(`${siteUrl}${prefix}${THANK_YOU_PATH}?paymentIntentId=${intentId}`, 303);
    }
    const title =
      intent?.status === 'succeeded' ? 'Thank you: payment received' : `Payment ${intent?.status ?? 'not found'}`;
    return reply.type('text/html').send(page(title, `<h1>${escape(title)}</h1>`));
  });
}
