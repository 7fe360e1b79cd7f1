/**
 * The documented form routes. Values come from the query string and the body, the body winning: multipart
 * (a JSON `data` field and/or plain fields), urlencoded (a plain HTML form) or JSON `{ data }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { badRequest } from '../../errors.ts';

type Values = Record<string, unknown>;

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Values) } : {};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('data must be a JSON string', ['data: malformed JSON']);
  }
}

async function valuesOf(request: FastifyRequest): Promise<Values> {
  const values: Values = asValues(request.query);
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('Form requests take no files', [`${part.fieldname}: unexpected file`]);
      }
      if (part.fieldname === 'data' && typeof part.value === 'string')
        Object.assign(values, asValues(parseJson(part.value)));
      else values[part.fieldname] = part.value;
    }
    return values;
  }
  const body = asValues(request.body);
  const data = typeof body.data === 'string' ? parseJson(body.data) : body.data;
  return Object.assign(values, data && typeof data === 'object' ? asValues(data) : body);
}

export async function crmRoutes(app: FastifyInstance) {
  // Imported here, not above: the app router imports the module registry, which imports this file.
  const { callerFor } = await import('../../rest/context.ts');
  const { callProcedure } = await import('../../trpc/app-router.ts');

  // Plain HTML forms post urlencoded bodies (only for these routes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, qs.parse(body as string, { depth: 2, parameterLimit: 200 }));
  });

  app.post('/api/crm/forms/:id/requests', async (request, reply) => {
    const formId = (request.params as { id: string }).id;
    const values = await valuesOf(request);
    delete values.formId;
    const data = await callProcedure(callerFor(request, reply), 'crm.requests.submit', { formId, values });
    return reply.status(201).send({ data });
  });

  app.post('/api/rbac/subjects/:id/crm-module/form/request', async (request, reply) => {
    const subjectId = (request.params as { id: string }).id;
    const values = await valuesOf(request);
    const data = await callProcedure(callerFor(request, reply), 'crm.requests.submitAsSubject', { subjectId, values });
    return reply.status(201).send({ data });
  });
}
