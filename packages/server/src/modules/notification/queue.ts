/**
 * The notification module's service functions for other modules. `queueNotification` renders a template
 * with a payload and inserts one outbox row in the caller's transaction: the mail leaves only if the
 * caller's write commits, and no request waits for SMTP (the worker sends it).
 */
import { DEFAULT_LANGUAGE, EMAIL_PATTERN, getEntity, type Language } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { serializeRow, type Row } from '../../entities/serialize.ts';
import { get } from '../../entities/service.ts';
import { badRequest } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { renderHtml, renderLine } from './render.ts';
import { DEFAULT_TEMPLATES } from './templates.ts';
import { subjectEmails } from './recipients.ts';
import { mirrorToTelegram } from './telegram.ts';

const NOTIFICATIONS = getEntity('notification/notifications');
const SUBJECTS = getEntity('rbac/subjects');

export interface QueueInput {
  /** Template slug (e.g. `crm-request-received`); or `content` given as it is. */
  template?: string;
  /** An e-mail address. */
  recipient: string;
  /** Values for the template's placeholders; kept on the row. */
  payload?: Record<string, unknown>;
  /** Which text of the localized template; default the site's default language. */
  language?: Language;
  /** Topic slug the notification belongs to, if any. */
  topic?: string;
  subjectId?: string | null;
}

/** One text of a localized map: the language asked for, else the default language, else English, else any. */
export function pickText(map: unknown, language: Language = DEFAULT_LANGUAGE): string {
  const texts = (map && typeof map === 'object' ? map : {}) as Record<string, unknown>;
  for (const key of [language, DEFAULT_LANGUAGE, 'en']) {
    const text = texts[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return Object.values(texts).find((t): t is string => typeof t === 'string' && t.trim() !== '') ?? '';
}

/** The stored template (an administrator may have edited it), else its code-level default. */
async function templateFor(tx: DbClient, slug: string) {
  const stored = await tx.notificationTemplate.findUnique({
    where: { slug },
    select: { id: true, subject: true, body: true },
  });
  if (stored) return stored;
  const fallback = DEFAULT_TEMPLATES.find((t) => t.slug === slug);
  if (!fallback) throw badRequest(`Unknown notification template: ${slug}`, ['template: no such template']);
  return { id: null, subject: fallback.subject, body: fallback.body };
}

/** Raw content (no template): a subject line and an HTML body already safe to send. */
export interface RenderedContent {
  subject: string;
  body: string;
}

export async function queueNotification(tx: DbClient, input: QueueInput & { content?: RenderedContent }): Promise<Row> {
  const recipient = input.recipient.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(recipient))
    throw badRequest('recipient must be an e-mail address', ['recipient: must be an email']);
  const payload = input.payload ?? {};
  let templateId: string | null = null;
  let content = input.content;
  if (!content) {
    if (!input.template) throw badRequest('template is required', ['template: is required']);
    const template = await templateFor(tx, input.template);
    templateId = template.id;
    content = {
      subject: renderLine(pickText(template.subject, input.language), payload),
      body: renderHtml(pickText(template.body, input.language), payload),
    };
  }
  const topic = input.topic
    ? await tx.notificationTopic.findUnique({ where: { slug: input.topic }, select: { id: true } })
    : null;
  const row = await tx.notificationNotification.create({
    data: {
      templateId,
      topicId: topic?.id ?? null,
      subjectId: input.subjectId ?? null,
      channel: 'email',
      recipient,
      subject: content.subject || '(no subject)',
      body: content.body,
      payload: payload as Prisma.InputJsonObject,
      status: 'queued',
    },
  });
  if (input.subjectId && input.template)
    await mirrorToTelegram(tx, { ...input, subjectId: input.subjectId, template: input.template }, content);
  return serializeRow(NOTIFICATIONS, row as unknown as Row);
}

/** Queues one notification per verified address of a subject; a subject without one is a 400. */
export async function queueForSubject(
  tx: DbClient,
  subjectId: string,
  input: Omit<QueueInput, 'recipient' | 'subjectId'> & { content?: RenderedContent },
): Promise<Row[]> {
  await get(tx, SUBJECTS, subjectId); // 404 for an unknown subject
  const emails = await subjectEmails(tx, subjectId);
  if (!emails.length)
    throw badRequest(`Subject ${subjectId} has no verified e-mail address to notify`, [
      'subjectId: no verified e-mail address',
    ]);
  const rows: Row[] = [];
  for (const recipient of emails) rows.push(await queueNotification(tx, { ...input, recipient, subjectId }));
  return rows;
}
