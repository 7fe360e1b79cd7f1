/**
 * Billing's REST paths: provider webhooks (raw body, for signatures) and the dummy provider's payment page,
 * which confirms or declines and then calls the same webhook path a real provider would.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { plainDecimal } from '../../entities/serialize.ts';
import { callerFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { callProcedure } from '../../trpc/app-router.ts';
import { DUMMY_SIGNATURE_HEADER, signDummyEvent } from './providers/index.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head><body>${body}</body></html>`;

const intentParams = z.object({ intentId: z.uuid() });

/** Served by the plugin below (raw bodies, HTML, redirects); listed here for the OpenAPI document. */
export const billingRoutes: readonly ModuleRoute[] = [
  {
    method: 'POST',
    path: '/api/billing/webhooks/:provider',
    summary: "A payment provider's event, verified by its signature (raw body)",
  },
  {
    method: 'GET',
    path: '/api/billing/dummy/pay/:intentId',
    summary: "The dummy provider's payment page",
    produces: { type: 'text/html', description: 'A page that confirms or declines' },
  },
  {
    method: 'POST',
    path: '/api/billing/dummy/pay/:intentId/:outcome',
    status: 303,
    summary: 'Confirm (succeeded) or decline (failed) a dummy payment, then return',
    produces: { type: 'text/html', description: 'Redirect to the return page' },
  },
  {
    method: 'GET',
    path: '/api/billing/payment-intents/:intentId/return',
    summary: 'Where the buyer lands after paying',
    produces: { type: 'text/html', description: 'A page, or a redirect to PUBLIC_SITE_URL' },
  },
];

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
      const result = (await callProcedure(callerFor(request), 'billing.webhook', {
        provider,
        rawBody,
        headers,
        url,
      })) as { answer: unknown };
      return reply.send(result.answer);
    });
  });

  app.get('/api/billing/dummy/pay/:intentId', async (request, reply) => {
    const { intentId } = intentParams.parse(request.params);
    const intent = await app.deps.db.prisma.billingPaymentIntent.findUnique({
      where: { id: intentId },
      include: { currency: true },
    });
    if (!intent || intent.provider !== 'dummy')
      return reply.status(404).type('text/html').send(page('Not found', '<h1>No such payment</h1>'));
    const amount = `${plainDecimal(intent.amount)} ${intent.currency.symbol}`;
    const action = (outcome: string) => `/api/billing/dummy/pay/${intentId}/${outcome}`;
    const body =
      intent.status === 'open'
        ? `<h1>Test payment</h1><p>Amount: <strong>${escape(amount)}</strong></p><p>This is the dummy provider: no money moves.</p>
<form method="post" action="${action('succeeded')}" style="display:inline"><button class="pay">Pay ${escape(amount)}</button></form>
<form method="post" action="${action('failed')}" style="display:inline"><button>Decline</button></form>`
        : `<h1>Payment ${escape(intent.status)}</h1>`;
    return reply.type('text/html').send(page('Test payment', body));
  });

  app.post('/api/billing/dummy/pay/:intentId/:outcome', async (request, reply) => {
    const { intentId, outcome } = intentParams
      .extend({ outcome: z.enum(['succeeded', 'failed']) })
      .parse(request.params);
    const body = JSON.stringify({ id: `dummy_evt_${intentId}_${outcome}`, intentId, outcome });
    const secret = request.server.deps.payments.dummy.webhookSecret;
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/dummy',
      headers: { 'content-type': 'application/json', [DUMMY_SIGNATURE_HEADER]: signDummyEvent(body, secret) },
      payload: body,
    });
    if (delivered.statusCode >= 400)
      return reply.status(delivered.statusCode).type('application/json').send(delivered.body);
    return reply.redirect(`/api/billing/payment-intents/${intentId}/return`, 303);
  });

  app.get('/api/billing/payment-intents/:intentId/return', async (request, reply) => {
    const { intentId } = intentParams.parse(request.params);
    const intent = await app.deps.db.prisma.billingPaymentIntent.findUnique({
      where: { id: intentId },
      select: { status: true },
    });
    const siteUrl = process.env.PUBLIC_SITE_URL;
    if (siteUrl) return reply.redirect(`${siteUrl}/?payment=${intent?.status ?? 'unknown'}`, 303);
    const title =
      intent?.status === 'succeeded' ? 'Thank you: payment received' : `Payment ${intent?.status ?? 'not found'}`;
    return reply.type('text/html').send(page(title, `<h1>${escape(title)}</h1>`));
  });
}
