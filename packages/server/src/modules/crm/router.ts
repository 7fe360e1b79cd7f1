/** The requests collection's procedures: the generic ones plus the two ways a form is submitted. Transport only. */
import { getEntity } from '@symbol/contracts';
import { z } from 'zod';
import { entityProcedures } from '../../entities/router.ts';
import { procedure, run } from '../../trpc/init.ts';
import { submitRequest } from './service.ts';

const values = z.record(z.string(), z.unknown());

export const crmProcedures = {
  requests: {
    ...entityProcedures(getEntity('crm/requests')),
    /** A visitor's request (`POST /api/crm/forms/{id}/requests`): public, rate limited per address. */
    submit: procedure
      .meta({ access: 'public' })
      .input(z.object({ formId: z.unknown(), values }))
      .mutation(({ ctx, input }) => run(() => submitRequest(ctx, input))),
    /** A subject's request (`POST /api/rbac/subjects/{id}/crm-module/form/request`, `values.formId`). */
    submitAsSubject: procedure
      .meta({ access: 'subject', action: { method: 'POST', path: '/api/rbac/subjects/{id}/crm-module/form/request' } })
      .input(z.object({ subjectId: z.string(), values }))
      .mutation(({ ctx, input }) =>
        run(() =>
          submitRequest(ctx, { formId: input.values.formId, values: input.values, subjectId: input.subjectId }),
        ),
      ),
  },
};
