/**
 * The documented identity routes (spec §7) mapped onto the rbac procedures. Thin: each route names its
 * procedure and how the request becomes its input; answers are `{ data }` and never cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBody } from '../../rest/body.ts';
import { callerFor } from '../../rest/context.ts';
import { badRequest } from '../../errors.ts';
import { callProcedure } from '../../trpc/app-router.ts';

const SUBJECTS = '/api/rbac/subjects';
const AUTH = `${SUBJECTS}/authentication`;

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  procedure: string;
  status?: number;
  input?: (request: FastifyRequest) => unknown;
}

type Params = { id?: string; identityId?: string };
const params = (request: FastifyRequest) => request.params as Params;

/** The body's `data` (multipart field or JSON); these routes take no files. */
async function data(request: FastifyRequest): Promise<unknown> {
  const body = await readBody(request);
  if (body.files.length)
    throw badRequest(
      'This route takes no file fields',
      body.files.map((f) => `${f.field}: unexpected file`),
    );
  return body.data;
}

const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
const subjectId = (request: FastifyRequest) => ({ subjectId: params(request).id });

export const RBAC_ROUTES: Route[] = [
  { method: 'GET', url: `${AUTH}/init`, procedure: 'rbac.subject.authentication.init' },
  { method: 'GET', url: `${AUTH}/me`, procedure: 'rbac.subject.authentication.me' },
  {
    method: 'GET',
    url: `${AUTH}/is-authorized`,
    procedure: 'rbac.subject.authentication.isAuthorized',
    input: (r) => ({ method: query(r).method, path: query(r).path }),
  },
  { method: 'POST', url: `${AUTH}/refresh`, procedure: 'rbac.subject.authentication.refresh', input: data },
  {
    method: 'POST',
    url: `${AUTH}/logout`,
    procedure: 'rbac.subject.authentication.logout',
    input: async (r) => (await data(r)) ?? {},
  },
  {
    method: 'GET',
    url: `${AUTH}/ethereum-virtual-machine/nonce`,
    procedure: 'rbac.subject.authentication.ethereumVirtualMachineNonce',
  },
  {
    method: 'POST',
    url: `${AUTH}/ethereum-virtual-machine`,
    procedure: 'rbac.subject.authentication.ethereumVirtualMachine',
    input: data,
  },
  ...(['authentication', 'registration', 'forgot-password', 'reset-password'] as const).map((step): Route => ({
    method: 'POST',
    url: `${AUTH}/email-and-password/${step}`,
    procedure: `rbac.subject.authentication.emailAndPassword.${step.replace(/-p/, 'P')}`,
    status: step === 'registration' ? 201 : 200,
    input: data,
  })),
  { method: 'GET', url: `${SUBJECTS}/:id/identities`, procedure: 'rbac.subject.identities.list', input: subjectId },
  {
    method: 'POST',
    url: `${SUBJECTS}/:id/identities`,
    procedure: 'rbac.subject.identities.create',
    status: 201,
    input: async (r) => ({ ...subjectId(r), data: await data(r) }),
  },
  ...(['', '/:identityId'] as const).flatMap((suffix): Route[] => [
    {
      method: 'PATCH',
      url: `${SUBJECTS}/:id/identities${suffix}`,
      procedure: 'rbac.subject.identities.update',
      input: async (r) => ({ ...subjectId(r), identityId: params(r).identityId, data: await data(r) }),
    },
    {
      method: 'DELETE',
      url: `${SUBJECTS}/:id/identities${suffix}`,
      procedure: 'rbac.subject.identities.delete',
      input: (r) => ({ ...subjectId(r), identityId: params(r).identityId }),
    },
  ]),
  {
    method: 'PATCH',
    url: '/api/rbac/identities/:id/change-password',
    procedure: 'rbac.identity.changePassword',
    input: async (r) => ({ id: params(r).id, data: await data(r) }),
  },
  {
    method: 'POST',
    url: '/api/rbac/identities/email-and-password',
    procedure: 'rbac.identity.emailAndPassword.create',
    status: 201,
    input: async (r) => ({ data: await data(r) }),
  },
];

export async function rbacRoutes(app: FastifyInstance) {
  for (const route of RBAC_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const input = await route.input?.(request);
        const result = await callProcedure(callerFor(request, reply), route.procedure, input);
        return reply.status(route.status ?? 200).send({ data: result });
      },
    });
  }
}
