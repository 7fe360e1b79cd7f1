/**
 * Form requests. A request is checked against its form's inputs, stored, and the "CRM request received"
 * notification queued to CRM_NOTIFY_EMAILS and to the subscribers of the `crm-requests` topic, in one
 * transaction. Spam limits: a per-address rate limit, and a honeypot field that people never see: a
 * request that fills it is answered like a stored one and dropped.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, EMAIL_PATTERN, getEntity } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';
import * as entities from '../../entities/service.ts';
import { serializeRow, type Row } from '../../entities/serialize.ts';
import { badRequest, notFound } from '../../errors.ts';
import { consumeSlowly } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { pickText, queueNotification, TEMPLATE, topicSubscribers } from '../notification/index.ts';
import { asLanguage } from './inbox.ts';
import { validateValues, type FormInput } from './inputs.ts';
import { requireConsent } from '../host/index.ts';
import { CONSENT_FIELD } from '@symbol/contracts';

const FORMS = getEntity('crm/forms');
const REQUESTS = getEntity('crm/requests');
const SUBJECTS = getEntity('rbac/subjects');
const FORMS_TO_INPUTS = getEntity('crm/forms-to-inputs');
const INPUTS = getEntity('crm/inputs');
export const CRM_TOPIC = 'crm-requests';

interface Form {
  id: string;
  adminTitle: string;
  title: Record<string, string>;
  inputs: FormInput[];
}

/** The form and its inputs in their order, in one query. */
const FORM_SQL = `
SELECT f."id", f."adminTitle", f."title",
  COALESCE(json_agg(json_build_object('slug', i."slug", 'type', i."type", 'isRequired', i."isRequired", 'title', i."title")
    ORDER BY fi."orderIndex", i."orderIndex", i."slug") FILTER (WHERE i."id" IS NOT NULL), '[]'::json) AS "inputs"
FROM "${FORMS.table}" f
LEFT JOIN "${FORMS_TO_INPUTS.table}" fi ON fi."formId" = f."id"
LEFT JOIN "${INPUTS.table}" i ON i."id" = fi."inputId"
WHERE f."id" = $1::uuid
GROUP BY f."id"`;

/** A request's form id, with the form routes' messages ('formId is required', 'id must be a uuid'). */
export function requireFormId(formId: unknown): string {
  if (formId === undefined || formId === null || formId === '') throw badRequest('formId is required');
  return entities.requireId(formId);
}

export async function loadForm(client: DbClient, id: string): Promise<Form> {
  const [form] = await queryRows<Form>(client, FORM_SQL, [id]);
  if (!form) throw notFound(`crm/forms ${id} not found`);
  return form;
}

const titleOf = (title: Record<string, string>, fallback: string) => title.ru || title.en || fallback;

export interface SubmitInput {
  formId: string;
  values: Record<string, unknown>;
  /** The subject route: the subject that sends it. */
  subjectId?: string;
  /** The site's language the visitor wrote in (`?language=`, else Accept-Language): the acknowledgement's. */
  language?: string;
}

/** The verified addresses of the admin role's holders: staff told of a request when nobody subscribed. */
async function staffEmails(tx: DbClient): Promise<{ email: string; subjectId: string }[]> {
  return queryRows<{ email: string; subjectId: string }>(
    tx,
    `SELECT DISTINCT ON (i."email") i."email", sr."subjectId"::text AS "subjectId"
     FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
     JOIN "rbac_subjects_to_identities" si ON si."subjectId" = sr."subjectId"
     JOIN "rbac_identities" i ON i."id" = si."identityId"
     WHERE r."slug" = 'admin' AND i."email" IS NOT NULL AND i."verifiedAt" IS NOT NULL
     ORDER BY i."email" LIMIT 100`,
    [],
  );
}

/** The sender's address: the value of the form's email input (type email first, else one named so). */
function senderEmail(inputs: FormInput[], payload: Record<string, unknown>): string | null {
  const candidates = [
    ...inputs.filter((i) => i.type === 'email'),
    ...inputs.filter((i) => i.type !== 'email' && /email/i.test(i.slug)),
  ];
  for (const input of candidates) {
    const value = payload[input.slug];
    if (typeof value === 'string' && EMAIL_PATTERN.test(value.trim().toLowerCase())) return value.trim();
  }
  return null;
}

export async function submitRequest(ctx: Context, input: SubmitInput): Promise<Row> {
  const { config } = ctx;
  if (!ctx.isServer) {
    // Per address, slowed past half: people at one event or office send the contact form together.
    await consumeSlowly(
      ctx.rateLimits,
      `crm:${ctx.request.ip}`,
      { max: config.CRM_RATE_LIMIT_MAX, windowMs: config.CRM_RATE_LIMIT_WINDOW_MS },
      ctx.log,
    );
  }
  const form = await loadForm(ctx.db.prisma, input.formId);
  const honeypot = config.CRM_HONEYPOT_FIELD;
  const bait = Object.hasOwn(input.values, honeypot) ? input.values[honeypot] : undefined;
  if (!form.inputs.some((i) => i.slug === honeypot) && bait !== undefined && bait !== null && bait !== '') {
    ctx.log.info({ formId: form.id, ip: ctx.request.ip }, 'crm request dropped: honeypot filled');
    return decoy(form.id);
  }
  const payload = validateValues(form.inputs, input.values);
  // The form's own inputs first (their problems are the sender's to fix), then the consent (host/consent.ts).
  const language = asLanguage(input.language);
  // The consent names the documents in the language the visitor read them in.
  const consent = await requireConsent(
    ctx,
    input.values[CONSENT_FIELD],
    language ?? String(input.values.language ?? ''),
  );
  if (input.subjectId) await entities.get(ctx.db.prisma, SUBJECTS, input.subjectId);

  return ctx.db.transaction(async (tx) => {
    const request = await entities.create(tx, REQUESTS, {
      formId: form.id,
      payload,
      ip: ctx.request.ip,
      subjectId: input.subjectId ?? null,
      ...(consent && { consent }),
      language: language ?? null,
    });
    const recipients = new Map<string, string | null>(
      config.CRM_NOTIFY_EMAILS.map((email) => [email.toLowerCase(), null]),
    );
    for (const { email, subjectId } of await topicSubscribers(tx, CRM_TOPIC)) recipients.set(email, subjectId);
    // Nobody named and nobody subscribed: the staff (the admin role's verified addresses) are told.
    if (!recipients.size) for (const { email, subjectId } of await staffEmails(tx)) recipients.set(email, subjectId);
    const notification = {
      formTitle: titleOf(form.title, form.adminTitle),
      requestId: request.id,
      submittedAt: (request.createdAt as Date).toISOString(),
      fields: form.inputs
        .filter((i) => Object.hasOwn(payload, i.slug))
        .map((i) => ({ label: titleOf(i.title, i.slug), value: String(payload[i.slug]) })),
    };
    for (const [recipient, subjectId] of recipients) {
      await queueNotification(tx, {
        template: TEMPLATE.crmRequestReceived,
        recipient,
        subjectId,
        topic: CRM_TOPIC,
        payload: notification,
      });
    }
    const sender = senderEmail(form.inputs, payload);
    if (sender) {
      const lang = language ?? DEFAULT_LANGUAGE;
      await queueNotification(tx, {
        template: TEMPLATE.crmRequestAcknowledged,
        recipient: sender,
        language,
        subjectId: input.subjectId ?? null,
        payload: {
          formTitle: pickText(form.title, lang) || form.adminTitle,
          fields: form.inputs
            .filter((i) => Object.hasOwn(payload, i.slug))
            .map((i) => ({ label: pickText(i.title, lang) || i.slug, value: String(payload[i.slug]) })),
        },
      });
    }
    return request;
  });
}

/** What a honeypot request is answered: shaped like a stored request, stored nowhere. */
function decoy(formId: string): Row {
  const now = new Date();
  return serializeRow(REQUESTS, {
    id: randomUUID(),
    createdAt: now,
    updatedAt: now,
    formId,
    payload: {},
    ip: null,
    subjectId: null,
    language: null,
    status: 'new',
    assigneeId: null,
    notes: null,
    variant: 'default',
  });
}
