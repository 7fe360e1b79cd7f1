/** The requests collection's procedures: the generic ones plus the two ways a form is submitted. Transport only. */
import { getEntity, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { entityProcedures } from '../../entities/router.ts';
import { procedure, run } from '../../trpc/init.ts';
import { input, inputField, parseAsInput, subjectKey } from '../../trpc/input.ts';
import { requireFormId, submitRequest } from './service.ts';

/** The form's input slugs → values; checked against the form's inputs by the service. */
const values = z.record(z.string(), z.unknown());

export const crmProcedures = {
  requests: {
    ...entityProcedures(getEntity('crm/requests')),
    /** A visitor's request (`POST /api/crm/forms/{id}/requests`): public, rate limited per address. */
    submit: procedure
      .meta({ access: 'public' })
      .input(
        input(z.object({ formId: uuidSchema, values }), (raw) => ({
          values: parseAsInput(values, inputField(raw, 'values')),
          formId: requireFormId(inputField(raw, 'formId')),
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
  },
};
