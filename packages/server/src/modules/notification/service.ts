/** `{id}/notify`: queue a notification for a subject, from a template or from a subject line and text. */
import { LANGUAGES } from '@symbol/contracts';
import { z } from 'zod';
import type { Row } from '../../entities/serialize.ts';
import { isPermitted } from '../../auth/permissions.ts';
import { AppError, badRequest, zodCauses } from '../../errors.ts';
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { queueForSubject } from './queue.ts';
import { escapeHtml } from './render.ts';

/** A subject (not the server) may send itself this many notifications per hour. */
export const NOTIFY_LIMIT: RateLimit = { max: 10, windowMs: 3_600_000 };

export const notifyDataSchema = z
  .object({
    template: z.string().min(1).max(200).optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
    language: z.enum(LANGUAGES).optional(),
    topic: z.string().min(1).max(200).optional(),
    subject: z.string().trim().min(1).max(300).optional(),
    /** Plain text; paragraphs by blank lines. */
    body: z.string().trim().min(1).max(20_000).optional(),
  })
  .strict()
  .refine((d) => d.template || (d.subject && d.body), {
    message: 'give a template, or a subject and a body',
    path: ['template'],
  });

/** Plain text as a safe HTML body. */
export const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The templates a subject may send itself, each with the server's filler of its values (a subject never
 * supplies a url or HTML that the mail would carry). None of the defaults is one: order mails, receipts,
 * resets and CRM mails are sent by the server when their event happens.
 */
export const SELF_SERVICE_TEMPLATES = new Map<
  string,
  (ctx: Context, subjectId: string) => Promise<Record<string, unknown>>
>();

/** The server key and roles permitted the route compose freely; the subject itself only self-service templates. */
async function composesFreely(ctx: Context, subjectId: string): Promise<boolean> {
  if (ctx.isServer) return true;
  const caller = await ctx.auth.subject();
  return !!caller && isPermitted(caller.permissions, 'POST', `/api/rbac/subjects/${subjectId}/notify`);
}

export type NotifyData = z.output<typeof notifyDataSchema>;

/** `data` of `{id}/notify`, with the route's messages ('data is required', 'Invalid data' and a cause per field). */
export function parseNotifyData(data: unknown): NotifyData {
  if (data === undefined || data === null) throw badRequest('data is required');
  const parsed = notifyDataSchema.safeParse(data);
  if (!parsed.success) throw badRequest('Invalid data', zodCauses(parsed.error));
  return parsed.data;
}

export async function notifySubject(ctx: Context, subjectId: string, data: NotifyData): Promise<Row[]> {
  const { template, language, topic, subject, body } = data;
  let { payload } = data;
  if (!(await composesFreely(ctx, subjectId))) {
    if (payload !== undefined || subject !== undefined || body !== undefined)
      throw new AppError(403, 'Only the server fills the values of a notification a subject sends itself', [
        ...['payload', 'subject', 'body'].filter((k) => Object.hasOwn(data, k)).map((k) => `${k}: not accepted`),
      ]);
    // A Map: the caller names the template, and a plain object would answer `constructor` with Object.
    const fill = template ? SELF_SERVICE_TEMPLATES.get(template) : undefined;
    if (!fill)
      throw new AppError(403, `Template ${template} is not one a subject may send itself`, [
        `template: one of ${[...SELF_SERVICE_TEMPLATES.keys()].join(', ') || '(none)'}`,
      ]);
    payload = await fill(ctx, subjectId);
  }
  if (!ctx.isServer) await consume(ctx.rateLimits, `notify:${subjectId}`, NOTIFY_LIMIT, ctx.log);
  const content = template ? undefined : { subject: subject!.replace(/[\r\n]+/g, ' '), body: textToHtml(body!) };
  return ctx.db.transaction((tx) => queueForSubject(tx, subjectId, { template, payload, language, topic, content }));
}
