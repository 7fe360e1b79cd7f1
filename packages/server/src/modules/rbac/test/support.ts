/**
 * Shared by the rbac tests: an app that trusts X-Forwarded-For (each test speaks from its own address, so
 * the per-address limits of one test never reach another), a bootstrapped admin, and small HTTP helpers.
 */
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { setupTestApp, type TestApp } from '../../../../test/helper.ts';

export const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };
export const SUBJECTS = '/api/rbac/subjects';
export const AUTH = `${SUBJECTS}/authentication`;
export const EMAIL = `${AUTH}/email-and-password`;

export const setupRbacApp = (env: Record<string, string> = {}) =>
  setupTestApp({ TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });

let addresses = 0;
/** A documentation-range address (RFC 5737) no other test uses. */
export function freshIp(): string {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let emails = 0;
export const freshEmail = (name = 'user') => `${name}-${process.pid}-${++emails}@example.org`;

export interface Tokens {
  jwt: string;
  refresh: string;
  subjectId: string;
}

export const subjectOf = (jwt: string) => decodeJwt(jwt).sub as string;

/** A caller: one client address, optionally a bearer token. */
export function as(t: TestApp, token?: string, ip = freshIp()) {
  const prepare = <T extends { set(name: string, value: string): T }>(req: T) => {
    req.set('x-forwarded-for', ip);
    if (token) req.set('authorization', `Bearer ${token}`);
    return req;
  };
  return {
    ip,
    get: (path: string) => prepare(t.http.get(path)),
    post: (path: string, data?: unknown) => prepare(t.http.post(path)).send(data === undefined ? {} : { data }),
    patch: (path: string, data?: unknown) => prepare(t.http.patch(path)).send(data === undefined ? {} : { data }),
    put: (path: string, data?: unknown) => prepare(t.http.put(path)).send(data === undefined ? {} : { data }),
    delete: (path: string) => prepare(t.http.delete(path)),
  };
}

function tokensOf(res: { status: number; body: { data?: { jwt?: string; refresh?: string } } }): Tokens {
  expect(res.body.data?.jwt, JSON.stringify(res.body)).toEqual(expect.any(String));
  const { jwt, refresh } = res.body.data as { jwt: string; refresh: string };
  return { jwt, refresh, subjectId: subjectOf(jwt) };
}

export async function register(t: TestApp, email = freshEmail(), password = 'password-123', token?: string) {
  const res = await as(t, token).post(`${EMAIL}/registration`, { login: email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...tokensOf(res), email, password };
}

/** Marks an address verified, as following its verification mail does (verification.test.ts follows it). */
export async function markVerified(t: TestApp, email: string) {
  await t.db.prisma.rbacIdentity.updateMany({ where: { email }, data: { verifiedAt: new Date() } });
}

export async function login(t: TestApp, email: string, password: string) {
  const res = await as(t).post(`${EMAIL}/authentication`, { login: email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tokensOf(res);
}

export async function init(t: TestApp) {
  const res = await as(t).get(`${AUTH}/init`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tokensOf(res);
}

export const loginAdmin = (t: TestApp) => login(t, ADMIN.email, ADMIN.password);

const VERIFICATION_LINK = '/rbac/subject/authentication/email-and-password/verify?code=';

/**
 * The newest mail to an address, once the queued notifications are sent (mail leaves through the outbox):
 * its verification mail (registration and added identities get one) only when asked for.
 */
export async function mailTo(t: TestApp, address: string, kind: 'verification' | 'other' = 'other') {
  await t.deliverMail();
  return t.outbox.messages.findLast(
    (m) => m.to === address && m.text.includes(VERIFICATION_LINK) === (kind === 'verification'),
  );
}

/** Follows the verification mail of an address: spends its code (verification.test.ts tests the rules). */
export async function verifyByMail(t: TestApp, address: string) {
  const mail = await mailTo(t, address, 'verification');
  const code = /email-and-password\/verify\?code=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
  expect(code, `no verification mail to ${address}`).toEqual(expect.any(String));
  const res = await as(t).post(`${EMAIL}/verify`, { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** `{ message, status, cause }` with this status (and message, when given). */
export function expectError(
  res: { status: number; body: { message?: string; status?: number; cause?: unknown } },
  status: number,
  message?: string | RegExp,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe(status);
  expect(Array.isArray(res.body.cause)).toBe(true);
  if (message !== undefined) expect(res.body.message).toMatch(message);
}
