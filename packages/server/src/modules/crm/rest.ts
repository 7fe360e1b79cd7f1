/**
 * The documented form routes. Values come from the query string and the body, the body winning: multipart
 * (a JSON `data` field and/or plain fields), urlencoded (a plain HTML form) or JSON `{ data }`. Served by
 * the plugin below (the urlencoded parser is for these routes only); the table documents them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { LANGUAGES, getEntity, inboxAnswer, requestSheetAnswer, rowSchema } from '@symbol/contracts';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { acceptMultipart, readMultipart } from '../../rest/body.ts';
import { authorizeBeforeBody, callProcedure, contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';

const FORM_REQUESTS = '/api/crm/forms/:id/requests';
const SUBJECT_FORM_REQUESTS = '/api/rbac/subjects/:id/crm-module/form/request';
const VALUES_FROM =
  'Values come from the query string and the body (the body wins): multipart (a JSON `data` field and/or plain fields), a urlencoded HTML form, or JSON `{ data }`. Files are refused.';

export const crmRoutes: ModuleRoute[] = [
  {
    procedure: 'crm.requests.inbox',
    answer: inboxAnswer,
    summary:
      'The inbox: a page of requests, newest first, with status, form, reply address and a line of what was sent; counts per status (filters: status, q, assignee=me|id; limit ≤ 100; staff only)',
    input: { query: true },
  },
  {
    procedure: 'crm.requests.sheet',
    answer: requestSheetAnswer,
    summary:
      "A request as its form's fields with their labels, its sender, status, assignee, internal notes and the thread of replies (staff only)",
    input: { params: { requestId: 'requestId' } },
  },
  {
    procedure: 'crm.requests.reply',
    answer: rowSchema(getEntity('crm/replies')),
    status: 201,
    summary:
      "Mail a reply to the request's sender (`data.body`; `data.status`: answered by default, or in-progress), kept on the request's thread; 400 when the request holds no address (staff only)",
    input: { params: { requestId: 'requestId' }, body: 'data' },
  },
  {
    method: 'POST',
    path: FORM_REQUESTS,
    operationId: 'crm.forms.sendRequest',
    answer: rowSchema(getEntity('crm/requests')),
    summary: "Send a request through a form (checked against the form's inputs)",
    description: `${VALUES_FROM} Public; rate limited per client address.`,
    status: 201,
    data: z.record(z.string(), z.unknown()).describe("the form's input slugs → values"),
  },
  {
    method: 'POST',
    path: SUBJECT_FORM_REQUESTS,
    operationId: 'crm.subjectForm.sendRequest',
    answer: rowSchema(getEntity('crm/requests')),
    summary: 'Send a form request as a subject (`data.formId` names the form)',
    description: `${VALUES_FROM} The subject's own token, a permitted role or the server key.`,
    status: 201,
    data: z.looseObject({ formId: z.uuid() }).describe("formId plus the form's input slugs → values"),
  },
];

type Values = Record<string, unknown>;

/** The first language of `Accept-Language` the site speaks (a form posted without `?language=`). */
function acceptedLanguage(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code;
  }
  return undefined;
}

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Values) } : {};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('data must be a JSON string', ['data: malformed JSON']);
  }
}

/** Spread, not `Object.assign`: a parsed `"__proto__"` key stays a value instead of replacing the prototype. */
async function valuesOf(request: FastifyRequest): Promise<Values> {
  const query = asValues(request.query);
  if (request.isMultipart()) {
    const { fields } = await readMultipart(request, { takesFiles: false, refusal: 'Form requests take no files' });
    const { data, ...plain } = fields;
    return { ...query, ...plain, ...(data === undefined ? {} : asValues(parseJson(data))) };
  }
  const body = asValues(request.body);
  const data = typeof body.data === 'string' ? parseJson(body.data) : body.data;
  return { ...query, ...(data && typeof data === 'object' ? asValues(data) : body) };
}

export async function crmRest(app: FastifyInstance) {
  await acceptMultipart(app);
  // Plain HTML forms post urlencoded bodies (only for these routes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, qs.parse(body as string, { depth: 2, parameterLimit: 200 }));
  });

  app.post(FORM_REQUESTS, async (request, reply) => {
    const formId = (request.params as { id: string }).id;
    const { language: asked } = (request.query ?? {}) as { language?: unknown };
    const values = await valuesOf(request);
    delete values.formId;
    // `?language=` is the site's language the visitor wrote in (the acknowledgement's), not a form value.
    if (typeof asked === 'string' && values.language === asked) delete values.language;
    const language = typeof asked === 'string' ? asked : acceptedLanguage(request.headers['accept-language']);
    const data = await callProcedure(request, contextFor(request, reply), 'crm.requests.submit', {
      formId,
      values,
      language,
    });
    return reply.status(201).send({ data });
  });

  app.post(SUBJECT_FORM_REQUESTS, async (request, reply) => {
    const subjectId = (request.params as { id: string }).id;
    const ctx = contextFor(request, reply);
    await authorizeBeforeBody(request, ctx, 'crm.requests.submitAsSubject', { subjectId });
    const values = await valuesOf(request);
    // `values.formId` names the form: the procedure's parser checks it ('formId is required').
    const data = await callProcedure(request, ctx, 'crm.requests.submitAsSubject', { subjectId, values });
    return reply.status(201).send({ data });
  });
}
