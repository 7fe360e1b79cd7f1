/** The requests collection's procedures: the generic ones, the two ways a form is submitted, and the inbox's. Transport only. */
import { getEntity, inboxQuerySchema, replyBodySchema, uuidSchema, type Field } from '@symbol/contracts';
import { z } from 'zod';
import { entityInputs, entityProcedures } from '../../entities/router.ts';
import * as entities from '../../entities/service.ts';
import { badRequest } from '../../errors.ts';
import { procedure, run } from '../../trpc/init.ts';
import { input, inputField, parseAsInput, subjectKey } from '../../trpc/input.ts';
import { inbox, replyToRequest, requestSheet } from './inbox.ts';
import { requireFormId, submitRequest } from './service.ts';

/** The form's input slugs → values; checked against the form's inputs by the service. */
const values = z.record(z.string(), z.unknown());
const REQUESTS = getEntity('crm/requests');
/** What the visitor sent (form, payload, address, sender, language): the catalogue marks it; never edited. */
const SENT = Object.entries(REQUESTS.fields as Record<string, Field>).flatMap(([name, field]) =>
  field.serviceSet ? [name] : [],
);

export const INBOX_PATH = '/api/crm/requests/inbox';
export const REQUEST_SHEET_PATH = '/api/crm/requests/{requestId}/sheet';
export const REQUEST_REPLIES_PATH = '/api/crm/requests/{requestId}/replies';

const byRequest = (raw: unknown) => entities.requireId(inputField(raw, 'requestId'));
const generic = entityProcedures(REQUESTS);

export const crmProcedures = {
  requests: {
    ...generic,
    /** The operator's fields only (status, assignee, notes): what the visitor sent is a 400 and stays as sent. */
    update: procedure
      .meta({ access: 'write', action: { method: 'PATCH', path: '/api/crm/requests' } })
      .input(entityInputs(REQUESTS).update)
      .mutation(({ ctx, input }) =>
        run(async () => {
          const taken = SENT.filter((column) => Object.hasOwn(input.data, column));
          if (taken.length)
            throw badRequest(
              'What the visitor sent cannot be changed: only status, assigneeId and notes',
              taken.map((column) => `data.${column}: as the visitor sent it`),
            );
          return entities.updateRow(ctx.db.prisma, REQUESTS, input.id, input.data);
        }),
      ),
    /** A visitor's request (`POST /api/crm/forms/{id}/requests`): public, rate limited per address. */
    submit: procedure
      .meta({ access: 'public' })
      .input(
        input(z.object({ formId: uuidSchema, values, language: z.string().optional() }), (raw) => ({
          values: parseAsInput(values, inputField(raw, 'values')),
          formId: requireFormId(inputField(raw, 'formId')),
          language:
            typeof inputField(raw, 'language') === 'string' ? (inputField(raw, 'language') as string) : undefined,
        })),
      )
      .mutation(({ ctx, input }) => run(() => submitRequest(ctx, input))),
    /** A subject's request (`POST /api/rbac/subjects/{id}/crm-module/form/request`, `values.formId`). */
    submitAsSubject: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: '/api/rbac/subjects/{id}/crm-module/form/request' } })
      .input(
        input(subjectKey.extend({ values: z.looseObject({ formId: uuidSchema }) }), (raw) => {
          const parsed = parseAsInput(subjectKey.extend({ values }), raw);
          return { ...parsed, formId: requireFormId(parsed.values.formId) };
        }),
      )
      .mutation(({ ctx, input }) => run(() => submitRequest(ctx, input))),
    /** The inbox: a page of requests, newest first, with counts per status (staff only). */
    inbox: procedure
      .meta({ access: 'restricted', action: { method: 'GET', path: INBOX_PATH } })
      .input(input(inboxQuerySchema, (raw) => parseAsInput(inboxQuerySchema, raw ?? {})))
      .query(({ ctx, input }) => run(async () => inbox(ctx.db.prisma, input, (await ctx.auth.subject())?.id ?? null))),
    /** A request as its form's labelled fields, with its thread of replies (staff only). */
    sheet: procedure
      .meta({ access: 'restricted', action: { method: 'GET', path: REQUEST_SHEET_PATH } })
      .input(input(z.object({ requestId: uuidSchema }), (raw) => ({ requestId: byRequest(raw) })))
      .query(({ ctx, input }) => run(() => requestSheet(ctx.db.prisma, input.requestId))),
    /** Mails a reply to the sender, keeps it on the request and marks the request answered (staff only). */
    reply: procedure
      .meta({ access: 'write', action: { method: 'POST', path: REQUEST_REPLIES_PATH } })
      .input(
        input(z.object({ requestId: uuidSchema, data: replyBodySchema }), (raw) => ({
          requestId: byRequest(raw),
          data: parseAsInput(replyBodySchema, inputField(raw, 'data') ?? {}),
        })),
      )
      .mutation(({ ctx, input }) =>
        run(async () =>
          replyToRequest(ctx.db, {
            requestId: input.requestId,
            body: input.data.body,
            status: input.data.status,
            authorId: (await ctx.auth.subject())?.id ?? null,
          }),
        ),
      ),
  },
};
