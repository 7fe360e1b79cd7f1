/** Registration, sign-in, forgotten and reset passwords through the documented REST paths. */
import { describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import {
  AUTH,
  EMAIL,
  as,
  expectError,
  freshEmail,
  init,
  login,
  mailTo,
  markVerified,
  register,
  setupRbacApp,
} from './support.ts';

const t = await setupRbacApp();

describe('registration', () => {
  it('creates a subject with an argon2id-hashed email identity and the roles given on registration', async () => {
    const email = freshEmail();
    const { jwt, subjectId } = await register(t, email.toUpperCase(), 'password-123');
    const me = await as(t, jwt).get(`${AUTH}/me`);
    expect(me.body.data.id).toBe(subjectId);
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ email, provider: 'email_and_password', account: null }),
    ]);
    expect(me.body.data.identities[0]).not.toHaveProperty('password');
    expect(me.body.data.roles.map((r: { slug: string }) => r.slug)).toEqual(['user']);
    // Under test, argon2id's least work (passwords.ts says why); the next test checks a deployment's.
    const stored = await t.db.prisma.rbacIdentity.findFirstOrThrow({ where: { email } });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it("outside NODE_ENV=test stores OWASP's argon2id (19 MiB, 2 passes), and signs in with it", async () => {
    const email = freshEmail();
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await register(t, email, 'password-123');
      const stored = await t.db.prisma.rbacIdentity.findFirstOrThrow({ where: { email } });
      expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      process.env.NODE_ENV = mode;
    }
    const login = await as(t).post(`${EMAIL}/authentication`, { login: email, password: 'password-123' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });

  it('accepts multipart data like every other route', async () => {
    const email = freshEmail();
    const res = await t.http
      .post(`${EMAIL}/registration`)
      .set('x-forwarded-for', '203.0.113.20')
      .field('data', JSON.stringify({ login: email, password: 'password-123' }));
    expect(res.status).toBe(201);
    expect(res.body.data.jwt).toEqual(expect.any(String));
  });

  it('a duplicate email is a 409, whatever its case', async () => {
    const { email } = await register(t);
    expectError(
      await as(t).post(`${EMAIL}/registration`, { login: email.toUpperCase(), password: 'password-456' }),
      409,
      'Email already registered',
    );
  });

  it('validates the email pattern and the password length (spec §5)', async () => {
    for (const login of ['not-an-email', 'a@b', 'a b@example.org', 'x@example.c0m']) {
      const res = await as(t).post(`${EMAIL}/registration`, { login, password: 'password-123' });
      expectError(res, 400);
      expect(res.body.cause.join()).toMatch(/login: must be an email/);
    }
    const short = await as(t).post(`${EMAIL}/registration`, { login: freshEmail(), password: 'short' });
    expectError(short, 400);
    expect(short.body.cause.join()).toMatch(/password: must be at least 8 characters/);
    expectError(await as(t).post(`${EMAIL}/registration`), 400);
  });

  it('from an anonymous session, attaches the identity to that subject: its cart survives', async () => {
    const visitor = await init(t);
    const order = await t.procedures('ecommerce/orders').create({ data: {} });
    await t.procedures('rbac/subjects-to-ecommerce-module-orders').create({
      data: { subjectId: visitor.subjectId, ecommerceModuleOrderId: order.id },
    });
    const account = await register(t, freshEmail(), 'password-123', visitor.jwt);
    expect(account.subjectId).toBe(visitor.subjectId);
    const carts = await t.http
      .get('/api/rbac/subjects-to-ecommerce-module-orders')
      .set('x-rbac-secret-key', SECRET)
      .query({
        'filters[and][0][column]': 'subjectId',
        'filters[and][0][method]': 'eq',
        'filters[and][0][value]': account.subjectId,
      });
    expect(carts.body.data.map((l: { ecommerceModuleOrderId: string }) => l.ecommerceModuleOrderId)).toEqual([
      order.id,
    ]);
    // The tokens from before sign-up do not ride into the account.
    expectError(await as(t, visitor.jwt).get(`${AUTH}/me`), 401);
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh: visitor.refresh }), 401);
  });

  it('from a signed-in session, makes a new subject (accounts are never merged silently)', async () => {
    const first = await register(t);
    const second = await register(t, freshEmail(), 'password-123', first.jwt);
    expect(second.subjectId).not.toBe(first.subjectId);
  });
});

describe('authentication', () => {
  it('signs in with the right password, in any case of the email', async () => {
    const { email, password, subjectId } = await register(t);
    const res = await as(t).post(`${EMAIL}/authentication`, { login: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    expect((await as(t, res.body.data.jwt).get(`${AUTH}/me`)).body.data.id).toBe(subjectId);
  });

  it('a wrong password and an unknown email get the same 401', async () => {
    const { email } = await register(t);
    const wrong = await as(t).post(`${EMAIL}/authentication`, { login: email, password: 'wrong-password' });
    const unknown = await as(t).post(`${EMAIL}/authentication`, { login: freshEmail(), password: 'password-123' });
    expectError(wrong, 401, 'Invalid login or password');
    expectError(unknown, 401, 'Invalid login or password');
    expect(unknown.body).toEqual(wrong.body);
  });
});

/** A reset is mailed only to a verified address (identities.test.ts and verification.test.ts test that rule). */
async function registerVerified() {
  const account = await register(t);
  await markVerified(t, account.email);
  return account;
}

describe('forgot and reset password', () => {
  const codeOf = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('code')!;

  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const { email } = await registerVerified();
    const unknown = freshEmail();
    const known = await as(t).post(`${EMAIL}/forgot-password`, { email, language: 'en' });
    const other = await as(t).post(`${EMAIL}/forgot-password`, { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(other.body).toEqual(known.body);
    const mail = (await mailTo(t, email))!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(
      'http://localhost:5173/rbac/subject/authentication/email-and-password/reset-password?code=',
    );
    expect(mail.html).toContain('<a href="http://localhost:5173/rbac/subject/authentication/');
    expect(await mailTo(t, unknown)).toBeUndefined();
    // Sent through the notification outbox, as the account's subject's notification.
    const [queued] = await t.db.prisma.notificationNotification.findMany({ where: { recipient: email } });
    expect(queued).toMatchObject({ status: 'sent', subjectId: expect.any(String) });
    // Without a language, the site's default one.
    await as(t).post(`${EMAIL}/forgot-password`, { email });
    expect((await mailTo(t, email))!.subject).toBe('Сброс пароля');
    // Only the code's hash is stored.
    const stored = await t.db.prisma.rbacIdentity.findFirstOrThrow({ where: { email } });
    expect(stored.code).not.toBe(codeOf(mail.text));
    expect(stored.code).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets once: new password works, the old does not, every session ends, the code is spent', async () => {
    const account = await registerVerified();
    const other = await login(t, account.email, account.password);
    await as(t).post(`${EMAIL}/forgot-password`, { email: account.email });
    const code = codeOf((await mailTo(t, account.email))!.text);
    const reset = { password: 'new-password-1', passwordConfirmation: 'new-password-1', code };
    const res = await as(t).post(`${EMAIL}/reset-password`, reset);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expectError(await as(t).post(`${EMAIL}/authentication`, { login: account.email, password: account.password }), 401);
    await login(t, account.email, 'new-password-1');
    for (const session of [account, other]) {
      expectError(await as(t, session.jwt).get(`${AUTH}/me`), 401);
      expectError(await as(t).post(`${AUTH}/refresh`, { refresh: session.refresh }), 401);
    }
    // Reused code
    expectError(
      await as(t).post(`${EMAIL}/reset-password`, {
        ...reset,
        password: 'third-pass-1',
        passwordConfirmation: 'third-pass-1',
      }),
      400,
      'Invalid or expired code',
    );
    await login(t, account.email, 'new-password-1');
  });

  it('an expired code (after an hour) is refused and changes nothing', async () => {
    const account = await registerVerified();
    await as(t).post(`${EMAIL}/forgot-password`, { email: account.email });
    const code = codeOf((await mailTo(t, account.email))!.text);
    t.clock.advance(61 * 60 * 1000);
    try {
      expectError(
        await as(t).post(`${EMAIL}/reset-password`, {
          password: 'new-password-1',
          passwordConfirmation: 'new-password-1',
          code,
        }),
        400,
        'Invalid or expired code',
      );
    } finally {
      t.clock.advance(-61 * 60 * 1000);
    }
    await login(t, account.email, account.password);
  });

  it('a wrong code and a confirmation that differs are 400s', async () => {
    expectError(
      await as(t).post(`${EMAIL}/reset-password`, {
        password: 'new-password-1',
        passwordConfirmation: 'new-password-1',
        code: 'nope',
      }),
      400,
      'Invalid or expired code',
    );
    const res = await as(t).post(`${EMAIL}/reset-password`, {
      password: 'new-password-1',
      passwordConfirmation: 'new-password-2',
      code: 'whatever',
    });
    expectError(res, 400);
    expect(res.body.cause).toContain('passwordConfirmation: must equal password');
  });

  it('a new code replaces the previous one', async () => {
    const account = await registerVerified();
    await as(t).post(`${EMAIL}/forgot-password`, { email: account.email });
    const first = codeOf((await mailTo(t, account.email))!.text);
    await as(t).post(`${EMAIL}/forgot-password`, { email: account.email });
    const second = codeOf((await mailTo(t, account.email))!.text);
    const body = { password: 'new-password-1', passwordConfirmation: 'new-password-1' };
    expectError(await as(t).post(`${EMAIL}/reset-password`, { ...body, code: first }), 400);
    expect((await as(t).post(`${EMAIL}/reset-password`, { ...body, code: second })).status).toBe(200);
  });
});
