/**
 * Signed-in visitors for the flow tests: a subject registered through the API, its tokens stored where the
 * site keeps them (the access token in the cookie `rbac.subject.jwt`, the refresh token in local storage
 * `rbac.subject.refresh`), so the page starts signed in without going through the sign-in form.
 */
import { expect, request as api, type BrowserContext } from '@playwright/test';

export interface Visitor {
  subjectId: string;
  email: string;
  jwt: string;
}

let registered = 0;

/** A new subject registered through the API, from a request context of its own (no cookie of another). */
export async function registerVisitor(): Promise<Visitor & { refresh: string }> {
  const request = await api.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = `visitor-${process.pid}-${Date.now()}-${++registered}@example.org`;
  const res = await request.post('/api/rbac/subjects/authentication/email-and-password/registration', {
    data: { data: { login: email, password: 'password-123' } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { jwt, refresh } = (await res.json()).data as { jwt: string; refresh: string };
  const me = await request.get('/api/rbac/subjects/authentication/me', { headers: { authorization: `Bearer ${jwt}` } });
  const subjectId = (await me.json()).data.id as string;
  await request.dispose();
  return { subjectId, email, jwt, refresh };
}

/** Registers a subject and signs the browser context in as it. */
export async function signIn(context: BrowserContext): Promise<Visitor> {
  const visitor = await registerVisitor();
  const base = process.env.E2E_BASE_URL!;
  await context.addCookies([{ name: 'rbac.subject.jwt', value: visitor.jwt, url: base }]);
  await context.addInitScript((refresh) => {
    if (!localStorage.getItem('rbac.subject.refresh')) localStorage.setItem('rbac.subject.refresh', refresh);
  }, visitor.refresh);
  return visitor;
}

/** The server key's headers (admin writes in test setup). */
export const serverKey = () => ({ 'x-rbac-secret-key': process.env.E2E_RBAC_SECRET_KEY! });
