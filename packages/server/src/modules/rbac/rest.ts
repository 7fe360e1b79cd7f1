/**
 * The documented identity routes (spec §7), each mapped onto an rbac procedure. Answers are `{ data }` and
 * never cached; bodies carry `data` and no files.
 */
import { API_TOKEN_SCOPES, getEntity, rowSchema } from '@symbol/contracts';
import { z } from 'zod';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { API_TOKENS, createApiTokenSchema } from './api-tokens.ts';

const SUBJECTS = '/api/rbac/subjects';
const AUTH = `${SUBJECTS}/authentication`;
const NO_STORE = { 'cache-control': 'no-store' };

const ofSubject = { id: 'subjectId' };
/** Also on the paths without `:identityId`: undefined there, the procedure answers 'identityId is required'. */
const ofIdentity = { id: 'subjectId', identityId: 'identityId' };

/** A new session: the access token (also set as the cookie) and the refresh token. */
const tokens = z.object({
  jwt: z.string().describe('access token, 15 minutes: `Authorization: Bearer` (also set as the cookie)'),
  refresh: z.string().describe('refresh token, single use: POST it to /refresh for new tokens'),
});
const ok = z.object({ ok: z.literal(true) });
const identity = rowSchema(getEntity('rbac/identities'));
const role = z.object({ id: z.uuid(), slug: z.string(), title: z.string() });
const subject = z.object({
  ...rowSchema(getEntity('rbac/subjects')).shape,
  identities: z.array(identity),
  roles: z.array(role),
});

const EMAIL_STEPS = [
  ['authentication', 'authentication', 'Sign in with email and password', tokens],
  ['registration', 'registration', 'Register with email and password', tokens],
  ['forgot-password', 'forgotPassword', 'Mail a password-reset link (always answers ok)', ok],
  ['reset-password', 'resetPassword', "Set a new password with the mail's code", ok],
  ['verify', 'verify', "Verify an email identity with its verification mail's code (single use, 24 hours)", ok],
] as const;

const routes: ModuleRoute[] = [
  {
    method: 'GET',
    path: `${AUTH}/init`,
    procedure: 'rbac.subject.authentication.init',
    answer: tokens,
    summary: "Start an anonymous subject (a visitor's cart), signed in; 409 while the caller's session is live",
  },
  {
    method: 'GET',
    path: `${AUTH}/me`,
    procedure: 'rbac.subject.authentication.me',
    answer: subject,
    summary: 'The signed-in subject with its roles and identities',
  },
  {
    method: 'GET',
    path: `${AUTH}/admin-area`,
    procedure: 'rbac.subject.authentication.adminArea',
    answer: z.object({ allowed: z.boolean(), message: z.string().optional() }),
    summary: 'Whether the caller may use the admin back office (`{ allowed }`)',
  },
  {
    method: 'GET',
    path: `${AUTH}/is-authorized`,
    procedure: 'rbac.subject.authentication.isAuthorized',
    answer: z.object({ authorized: z.boolean() }),
    summary: 'Whether the caller may call a method on a path',
    input: { query: true },
  },
  {
    method: 'POST',
    path: `${AUTH}/refresh`,
    procedure: 'rbac.subject.authentication.refresh',
    answer: tokens,
    summary: 'Spend a refresh token for new tokens',
    input: { body: true },
  },
  {
    method: 'POST',
    path: `${AUTH}/logout`,
    procedure: 'rbac.subject.authentication.logout',
    answer: ok,
    summary: "End the session (the given refresh token's, else the access token's)",
    input: { body: true },
  },
  {
    method: 'GET',
    path: `${AUTH}/ethereum-virtual-machine/nonce`,
    procedure: 'rbac.subject.authentication.ethereumVirtualMachineNonce',
    answer: z.object({
      nonce: z.string(),
      expiresAt: z.iso.datetime(),
      message: z.string().optional().describe('with `address`: the Sign-In with Ethereum message to sign'),
    }),
    summary: 'A nonce for a Sign-In with Ethereum message (with `address`: also the message to sign)',
    input: { query: true },
  },
  {
    method: 'POST',
    path: `${AUTH}/ethereum-virtual-machine`,
    procedure: 'rbac.subject.authentication.ethereumVirtualMachine',
    answer: tokens,
    summary: 'Sign in with a wallet signature',
    input: { body: true },
  },
  {
    method: 'POST',
    path: `${AUTH}/telegram`,
    procedure: 'rbac.subject.authentication.telegram',
    answer: tokens,
    summary: "Sign in with Telegram: the Login Widget's signed fields, or a Mini App's `initData`",
    description:
      "Body `data`: the Login Widget's fields as Telegram gave them (`id`, `first_name`, `last_name`, `username`, " +
      '`photo_url`, `auth_date`, `hash`) or `{ initData }` of a Mini App. A bad signature, an `auth_date` older ' +
      'than a day or a payload used before is a 401; with no bot configured, 404. The first sign-in makes the ' +
      'account (a `telegram` identity).',
    input: { body: true },
  },
  ...EMAIL_STEPS.map(([step, name, summary, answer]): ModuleRoute => ({
    method: 'POST',
    path: `${AUTH}/email-and-password/${step}`,
    procedure: `rbac.subject.authentication.emailAndPassword.${name}`,
    summary,
    answer,
    status: step === 'registration' ? 201 : 200,
    input: { body: true },
  })),
  {
    procedure: 'rbac.subject.identities.list',
    answer: z.array(identity),
    summary: "The subject's identities",
    input: { params: ofSubject },
  },
  {
    procedure: 'rbac.subject.identities.create',
    answer: identity,
    summary: 'Add an email-and-password identity to the subject',
    status: 201,
    input: { params: ofSubject, body: 'data' },
  },
  // The permission names the collection path, which answers 400 'identityId is required' without an id.
  {
    procedure: 'rbac.subject.identities.update',
    answer: identity,
    summary: 'Change an identity (id missing: 400)',
    input: { params: ofIdentity, body: 'data' },
  },
  {
    method: 'PATCH',
    path: `${SUBJECTS}/:id/identities/:identityId`,
    procedure: 'rbac.subject.identities.update',
    answer: identity,
    summary: "Change an identity's email or password (either needs the current `password`)",
    description:
      'Body `data`: `{ email, password }` moves the identity to a new address (unverified until its link is ' +
      'followed; the old address is told), `{ password, newPassword }` sets a new password. A missing or wrong ' +
      'current password is a 400 and changes nothing.',
    input: { params: ofIdentity, body: 'data' },
  },
  {
    procedure: 'rbac.subject.identities.delete',
    answer: identity,
    summary: 'Remove an identity (id missing: 400)',
    input: { params: ofIdentity },
  },
  {
    method: 'DELETE',
    path: `${SUBJECTS}/:id/identities/:identityId`,
    procedure: 'rbac.subject.identities.delete',
    answer: identity,
    summary: 'Remove an identity (not the last one)',
    input: { params: ofIdentity },
  },
  {
    procedure: 'rbac.subject.identities.telegram',
    answer: identity,
    summary: "Link a Telegram account to the subject (the same signed body as Telegram's sign-in)",
    description: "409 when the Telegram account is another subject's; already this subject's: the identity as it is.",
    input: { params: ofSubject, body: 'data' },
  },
  {
    procedure: 'rbac.subject.identities.resendVerification',
    answer: ok,
    summary: "Mail an unverified email identity's verification link again",
    input: { params: ofIdentity, body: 'data' },
  },
  {
    procedure: 'rbac.identity.changePassword',
    answer: identity,
    summary: "Change an identity's password (the current one required)",
    input: { params: { identityId: 'id' }, body: 'data' },
  },
  {
    procedure: 'rbac.identity.emailAndPassword.create',
    answer: identity,
    summary: "Add an email-and-password identity to the caller's subject (an admin may name data.subjectId)",
    status: 201,
    input: { body: 'data' },
  },
];

/**
 * API tokens: the generic resource serves these two (the entity is read-only to the generic writes: its own
 * procedures take their place, api-tokens.ts), documented here with their real bodies and answers.
 */
const apiToken = rowSchema(API_TOKENS);
routes.push(
  {
    method: 'POST',
    path: '/api/rbac/api-tokens',
    operationId: 'rbac.apiTokens.create',
    access: 'subject',
    status: 201,
    data: createApiTokenSchema.shape.data,
    answer: z.object({
      id: z.uuid(),
      name: z.string(),
      token: z.string().describe('`sym_...`: shown in this answer only (the server keeps its hash)'),
      subjectId: z.uuid(),
      scopes: z.array(z.enum(API_TOKEN_SCOPES)),
      modules: z.array(z.string()).nullable(),
      expiresAt: z.iso.datetime().nullable(),
    }),
    summary: 'Create an API token (`Authorization: Bearer sym_...`) for a subject, with scopes',
    description:
      'A subject makes its own (`subjectId` left out); naming another subject needs the permission (an admin) or ' +
      'the server key. A request made with the token is its subject, narrowed by `scopes` (read: GET; write: ' +
      'other methods; publish: releases) and `modules`. An API token cannot create API tokens.',
  },
  {
    method: 'DELETE',
    path: '/api/rbac/api-tokens/:id',
    operationId: 'rbac.apiTokens.delete',
    access: 'subject',
    answer: apiToken,
    summary: 'Revoke an API token (its owner, an admin or the server key): it stops working at once',
  },
);

export const rbacRoutes: ModuleRoute[] = routes.map((route) => ({ ...route, headers: NO_STORE }));
