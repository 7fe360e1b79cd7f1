/**
 * The back office's inbox: a page of requests (status, form, reply address, a line of what was sent), a request's
 * sheet (its form's fields with their labels, the sender, the thread of replies, who it can be assigned to), and
 * the reply an operator mails from it: the mail queued in the outbox, the reply kept on the request and its status
 * moved, in one transaction.
 */
import {
  CRM_REQUEST_STATUSES,
  EMAIL_PATTERN,
  getEntity,
  LANGUAGES,
  type Inbox,
  type InboxQuery,
  type Language,
  type RequestSheet,
} from '@symbol/contracts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import * as entities from '../../entities/service.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';

const REQUESTS = getEntity('crm/requests');
const REPLIES = getEntity('crm/replies');

/** The address a reply goes to: the first email input's value (an input of type email, else one named so). */
const EMAIL_OF = (q: string) => `COALESCE(
  (SELECT ${q}."payload"->>i."slug" FROM "crm_forms_to_inputs" fi JOIN "crm_inputs" i ON i."id" = fi."inputId"
   WHERE fi."formId" = ${q}."formId" AND (i."type" = 'email' OR i."slug" ILIKE '%email%')
     AND jsonb_typeof(${q}."payload"->i."slug") = 'string' AND ${q}."payload"->>i."slug" LIKE '%@%'
   ORDER BY (i."type" = 'email') DESC, fi."orderIndex" LIMIT 1),
  (SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
   WHERE si."subjectId" = ${q}."subjectId" AND i."email" IS NOT NULL AND i."verifiedAt" IS NOT NULL
   ORDER BY i."createdAt" LIMIT 1))`;

const FORM_CARD = `json_build_object('id', f."id", 'adminTitle', f."adminTitle", 'title', f."title")`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A request's values in a line: its values in their stored order, not its JSON. */
export function summaryOf(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  return Object.values(payload as Record<string, unknown>)
    .filter((value) => value !== null && value !== '' && typeof value !== 'object')
    .map(String)
    .join(' · ')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

interface InboxRow {
  id: string;
  createdAt: Date;
  status: Inbox['rows'][number]['status'];
  form: Inbox['rows'][number]['form'];
  email: string | null;
  payload: unknown;
  assigneeId: string | null;
  replies: number;
}

export async function inbox(
  client: DbClient,
  query: Omit<InboxQuery, 'limit' | 'offset'> & { limit: number; offset: number },
  callerId: string | null,
): Promise<Inbox> {
  const assignee = query.assignee === 'me' ? (callerId ?? '00000000-0000-0000-0000-000000000000') : query.assignee;
  const params = [query.status ?? null, query.q ? likePattern(query.q) : null, assignee ?? null];
  const where = `WHERE ($1::text IS NULL OR q."status" = $1)
    AND ($2::text IS NULL OR q."payload"::text ILIKE $2 OR f."adminTitle" ILIKE $2 OR f."title"::text ILIKE $2)
    AND ($3::uuid IS NULL OR q."assigneeId" = $3::uuid)`;
  const [rows, totals, counted] = await Promise.all([
    queryRows<InboxRow>(
      client,
      `SELECT q."id", q."createdAt", q."status", q."assigneeId", q."payload", ${FORM_CARD} AS "form",
         ${EMAIL_OF('q')} AS "email",
         (SELECT COUNT(*)::int FROM "crm_replies" r WHERE r."requestId" = q."id") AS "replies"
       FROM "crm_requests" q JOIN "crm_forms" f ON f."id" = q."formId" ${where}
       ORDER BY q."createdAt" DESC, q."id" LIMIT $4 OFFSET $5`,
      [...params, query.limit, query.offset],
    ),
    queryRows<{ total: number }>(
      client,
      `SELECT COUNT(*)::int AS "total" FROM "crm_requests" q JOIN "crm_forms" f ON f."id" = q."formId" ${where}`,
      params,
    ),
    queryRows<{ status: string; count: number }>(
      client,
      `SELECT "status", COUNT(*)::int AS "count" FROM "crm_requests" GROUP BY "status"`,
      [],
    ),
  ]);
  const counts = Object.fromEntries(CRM_REQUEST_STATUSES.map((s) => [s, 0])) as Inbox['counts'];
  for (const { status, count } of counted)
    if (Object.hasOwn(counts, status)) counts[status as keyof typeof counts] = count;
  return {
    total: totals[0]?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
    counts,
    rows: rows.map(({ payload, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      summary: summaryOf(payload),
    })),
  };
}

const SHEET = `
SELECT q."id", q."createdAt", q."status", q."assigneeId", q."notes", q."language", q."payload", q."subjectId",
  ${FORM_CARD} AS "form", ${EMAIL_OF('q')} AS "email",
  COALESCE((SELECT json_agg(json_build_object('slug', i."slug", 'type', i."type", 'title', i."title", 'label', i."label")
      ORDER BY fi."orderIndex", i."orderIndex", i."slug")
    FROM "crm_forms_to_inputs" fi JOIN "crm_inputs" i ON i."id" = fi."inputId" WHERE fi."formId" = q."formId"), '[]'::json)
    AS "inputs",
  COALESCE((SELECT json_agg(x ORDER BY x."createdAt", x."id") FROM (
      SELECT r."id", r."createdAt", r."body", r."recipient", r."authorId", r."notificationId", n."status" AS "delivery",
        (SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
         WHERE si."subjectId" = r."authorId" AND i."email" IS NOT NULL ORDER BY i."createdAt" LIMIT 1) AS "author"
      FROM "crm_replies" r LEFT JOIN "notification_notifications" n ON n."id" = r."notificationId"
      WHERE r."requestId" = q."id" ORDER BY r."createdAt", r."id" LIMIT 200) x), '[]'::json) AS "replies",
  (SELECT json_build_object('id', s."id",
      'name', (SELECT p."title" FROM "rbac_subjects_to_social_module_profiles" sp
               JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
               WHERE sp."subjectId" = s."id" ORDER BY sp."orderIndex", sp."createdAt" LIMIT 1),
      'emails', COALESCE((SELECT json_agg(DISTINCT i."email") FROM "rbac_subjects_to_identities" si
               JOIN "rbac_identities" i ON i."id" = si."identityId" WHERE si."subjectId" = s."id" AND i."email" IS NOT NULL), '[]'::json))
    FROM "rbac_subjects" s WHERE s."id" = q."subjectId") AS "subject",
  COALESCE((SELECT json_agg(x ORDER BY x."email" NULLS LAST) FROM (
      SELECT DISTINCT ON (s."id") s."id",
        (SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
         WHERE si."subjectId" = s."id" AND i."email" IS NOT NULL ORDER BY i."createdAt" LIMIT 1) AS "email",
        (SELECT p."title" FROM "rbac_subjects_to_social_module_profiles" sp
         JOIN "social_profiles" p ON p."id" = sp."socialModuleProfileId"
         WHERE sp."subjectId" = s."id" ORDER BY sp."orderIndex", sp."createdAt" LIMIT 1) AS "name"
      FROM "rbac_subjects" s JOIN "rbac_subjects_to_roles" sr ON sr."subjectId" = s."id"
      JOIN "rbac_roles" ro ON ro."id" = sr."roleId" WHERE ro."slug" = 'admin' LIMIT 100) x), '[]'::json) AS "staff"
FROM "crm_requests" q JOIN "crm_forms" f ON f."id" = q."formId"
WHERE q."id" = $1::uuid`;

interface SheetRow extends Omit<RequestSheet, 'fields' | 'createdAt' | 'replies'> {
  createdAt: Date;
  payload: Record<string, unknown> | null;
  subjectId: string | null;
  inputs: { slug: string; type: string; title: Record<string, string>; label: Record<string, string> }[];
  replies: (Omit<RequestSheet['replies'][number], 'createdAt'> & { createdAt: string })[];
}

const hasText = (map: Record<string, string> | null | undefined) =>
  !!map && Object.values(map).some((text) => typeof text === 'string' && text.trim() !== '');

const scalar = (value: unknown): string | number | boolean | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : (value as string | number | boolean);

/** One statement: the request, its form and inputs, the sender, the replies with their mail's state, the staff. */
export async function requestSheet(client: DbClient, id: string): Promise<RequestSheet> {
  const [row] = await queryRows<SheetRow>(client, SHEET, [id]);
  if (!row) throw notFound(`crm/requests ${id} not found`);
  const { payload, inputs, subjectId: _, createdAt, replies, ...sheet } = row;
  const values = payload && typeof payload === 'object' ? payload : {};
  const known = new Set(inputs.map((i) => i.slug));
  const fields: RequestSheet['fields'] = [
    ...inputs
      .filter((i) => Object.hasOwn(values, i.slug))
      .map((i) => ({
        slug: i.slug,
        type: i.type,
        label: hasText(i.title) ? i.title : hasText(i.label) ? i.label : { en: i.slug },
        value: scalar(values[i.slug]),
      })),
    // Values of inputs taken off the form since: still what the visitor wrote, named by their slug.
    ...Object.entries(values)
      .filter(([slug]) => !known.has(slug))
      .map(([slug, value]) => ({ slug, type: 'text', label: { en: slug }, value: scalar(value) })),
  ];
  return {
    ...sheet,
    email: sheet.email && EMAIL_PATTERN.test(sheet.email) ? sheet.email : null,
    createdAt: createdAt.toISOString(),
    fields,
    replies: replies.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

const pick = (map: Record<string, string>, language: Language, fallback: string) =>
  map[language]?.trim() || map.ru?.trim() || map.en?.trim() || Object.values(map).find((t) => t?.trim()) || fallback;

/** The language a request was written in, if it is one the site speaks. */
export const asLanguage = (value: unknown): Language | undefined => LANGUAGES.find((language) => language === value);

/**
 * Mails a reply to the request's sender and keeps it on the request, moving its status: one transaction (the
 * request locked, so two operators replying at once are two replies in order, never a lost status).
 */
export async function replyToRequest(
  db: Db,
  input: { requestId: string; body: string; status: 'answered' | 'in-progress'; authorId: string | null },
) {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      `SELECT "id" FROM "crm_requests" WHERE "id" = $1::uuid FOR UPDATE`,
      [input.requestId],
    );
    if (!locked.length) throw notFound(`crm/requests ${input.requestId} not found`);
    const sheet = await requestSheet(tx, input.requestId);
    if (!sheet.email)
      throw badRequest('This request has no address to reply to', ['requestId: the request holds no email address']);
    const language = asLanguage(sheet.language) ?? undefined;
    const lang = language ?? 'ru';
    const notification = await queueNotification(tx, {
      template: TEMPLATE.crmReply,
      recipient: sheet.email,
      language,
      payload: {
        formTitle: pick(sheet.form.title, lang, sheet.form.adminTitle),
        paragraphs: input.body
          .split(/\n\s*\n/)
          .map((text) => ({ text: text.trim() }))
          .filter((p) => p.text),
        fields: sheet.fields.map((f) => ({ label: pick(f.label, lang, f.slug), value: String(f.value ?? '') })),
      },
    });
    const reply = await entities.create(tx, REPLIES, {
      requestId: input.requestId,
      body: input.body,
      recipient: sheet.email,
      authorId: input.authorId,
      notificationId: notification.id,
    });
    await entities.update(tx, REQUESTS, input.requestId, { status: input.status });
    return reply;
  });
}
