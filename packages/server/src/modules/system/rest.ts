/**
 * The releases' documented paths beyond the generic ones, and the plugin (unencapsulated: its hook covers
 * every route) that keeps release reads out of shared caches and search engines, and runs the scheduler.
 */
import { getEntity, PREVIEW_TOKEN_HEADER, RELEASE_HEADER, rowSchema } from '@symbol/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { releaseScheduler } from './scheduler.ts';
import { auditEntrySchema } from './audit.ts';

export const systemRoutes: ModuleRoute[] = [
  {
    procedure: 'system.audit',
    answer: z.array(auditEntrySchema),
    summary: 'The audit log: every write and every sign-in, newest first (admin only)',
    description:
      'Filter by actorKind, actorId, action, entityKey, recordId, releaseId, sourceIp, and a time range (from inclusive, to exclusive); offset and limit (default 50, at most 200). 403 for anyone but an admin or the server key.',
    input: { query: true },
  },
  {
    procedure: 'system.releases.publish',
    answer: rowSchema(getEntity('system/releases')),
    summary: 'Publish a release: every staged change in one transaction',
    description:
      'Answers the published release. 409 when a staged record changed live since it was staged (one cause per record and field) or when it is already published: nothing changes then.',
    input: { params: { id: 'id' } },
  },
  {
    procedure: 'system.releases.preview',
    answer: z.object({
      url: z.string().describe('the public site page with `?preview=<token>`'),
      token: z.string().describe('sent by the site as the X-Preview-Token header with its reads'),
      expiresAt: z.iso.datetime(),
    }),
    summary: 'A signed, expiring link to a page of the site as the release will make it (url, language)',
    input: { params: { id: 'id' }, query: true },
  },
];

/** Answers that show a release are for their reader only, and never indexed. */
export const systemRest = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers[RELEASE_HEADER] || request.headers[PREVIEW_TOKEN_HEADER]) {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      reply.removeHeader('etag');
    }
    return payload;
  });
  await releaseScheduler(app);
});
