/** Init, me, refresh rotation and reuse detection, logout, and what makes an access token fail. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH, SUBJECTS, as, expectError, freshIp, init, register, setupRbacApp, subjectOf } from './support.ts';

const t = await setupRbacApp();

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('rbac.subject.jwt='));

describe('init', () => {
  it('creates a subject with no identity, signs it in and is never cached', async () => {
    const res = await as(t).get(`${AUTH}/init`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { jwt, refresh } = res.body.data;
    expect(refresh).toMatch(/^[\w-]{43}$/);
    const me = await as(t, jwt).get(`${AUTH}/me`);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: subjectOf(jwt), identities: [], roles: [] });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('sets the access cookie HttpOnly, SameSite=Lax, Secure outside development, for the token lifetime', async () => {
    const res = await as(t).get(`${AUTH}/init`);
    const cookie = cookieOf(res)!;
    expect(cookie).toContain(`rbac.subject.jwt=${res.body.data.jwt}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=900/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('the cookie alone authenticates, like the bearer header', async () => {
    const { jwt, subjectId } = await init(t);
    const me = await t.http.get(`${AUTH}/me`).set('cookie', `rbac.subject.jwt=${jwt}`);
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(subjectId);
  });

  // A link on any site to GET init reaches it with the visitor's cookie (SameSite=Lax): it must not swap the session.
  it('with a live session (cookie or bearer) init is a 409 that changes nothing; with an ended one it starts anew', async () => {
    const visitor = await register(t);
    const cookie = `rbac.subject.jwt=${visitor.jwt}`;
    const sessionsBefore = await t.db.prisma.rbacSession.count();
    const refused = await t.http.get(`${AUTH}/init`).set('cookie', cookie).set('x-forwarded-for', freshIp());
    expectError(refused, 409, 'Already signed in');
    expect(cookieOf(refused)).toBeUndefined();
    expectError(await as(t, visitor.jwt).get(`${AUTH}/init`), 409);
    expect(await t.db.prisma.rbacSession.count()).toBe(sessionsBefore);
    const me = await t.http.get(`${AUTH}/me`).set('cookie', cookie);
    expect(me.body.data.id).toBe(visitor.subjectId);

    expect((await as(t, visitor.jwt).post(`${AUTH}/logout`, { refresh: visitor.refresh })).status).toBe(200);
    const fresh = await t.http.get(`${AUTH}/init`).set('cookie', cookie).set('x-forwarded-for', freshIp());
    expect(fresh.status).toBe(200);
    expect(subjectOf(fresh.body.data.jwt)).not.toBe(visitor.subjectId);
  });

  it('me without a token is a 401', async () => {
    expectError(await as(t).get(`${AUTH}/me`), 401);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the spent refresh token does not', async () => {
    const first = await register(t);
    const res = await as(t).post(`${AUTH}/refresh`, { refresh: first.refresh });
    expect(res.status).toBe(200);
    const second = res.body.data as { jwt: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect(subjectOf(second.jwt)).toBe(first.subjectId);
    expect(cookieOf(res)).toContain(second.jwt);
    expect((await as(t, second.jwt).get(`${AUTH}/me`)).status).toBe(200);
  });

  it('a reused refresh token revokes its whole family, access tokens included', async () => {
    const first = await register(t);
    const rotated = (await as(t).post(`${AUTH}/refresh`, { refresh: first.refresh })).body.data;
    // The first token shows up again (stolen): refused, and the family ends.
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh: first.refresh }), 401, /already used/);
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh: rotated.refresh }), 401);
    expectError(await as(t, rotated.jwt).get(`${AUTH}/me`), 401, /Session ended/);
    expectError(await as(t, first.jwt).get(`${AUTH}/me`), 401);
    const rows = await t.db.prisma.rbacSession.findMany({ where: { subjectId: first.subjectId } });
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revokedAt)).toBe(true);
  });

  it('other sessions of the same subject survive a revoked family', async () => {
    const account = await register(t);
    const other = (
      await as(t).post(`${AUTH}/email-and-password/authentication`, {
        login: account.email,
        password: account.password,
      })
    ).body.data;
    await as(t).post(`${AUTH}/refresh`, { refresh: account.refresh });
    await as(t).post(`${AUTH}/refresh`, { refresh: account.refresh }); // reuse
    expect((await as(t, other.jwt).get(`${AUTH}/me`)).status).toBe(200);
  });

  it('unknown, missing and expired refresh tokens are refused', async () => {
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh: 'not-a-token' }), 401, 'Invalid refresh token');
    expectError(await as(t).post(`${AUTH}/refresh`, {}), 400);
    const { refresh } = await init(t);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expectError(await as(t).post(`${AUTH}/refresh`, { refresh }), 401, /expired/);
    } finally {
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('is served over tRPC too, with the same rotation', async () => {
    const { refresh } = await init(t);
    const res = await t.http
      .post('/api/trpc/rbac.subject.authentication.refresh')
      .set('x-forwarded-for', '203.0.113.7')
      .send({ refresh });
    expect(res.status).toBe(200);
    expect(res.body.result.data.refresh).toEqual(expect.any(String));
  });
});

describe('access tokens', () => {
  it('an expired access token is a 401 on protected routes', async () => {
    const { jwt, subjectId } = await register(t);
    t.clock.advance(16 * 60 * 1000);
    try {
      expectError(await as(t, jwt).get(`${AUTH}/me`), 401, 'Access token expired');
      expectError(await as(t, jwt).get(`${SUBJECTS}/${subjectId}/identities`), 401, 'Access token expired');
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it('a tampered token is a 401: changed payload, other secret, no signature', async () => {
    const { jwt } = await register(t);
    const victim = await register(t);
    const [header, , signature] = jwt.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: victim.subjectId, sid: 'x', exp: 9_999_999_999, iat: 1 }),
    ).toString('base64url');
    expectError(await as(t, `${header}.${forgedPayload}.${signature}`).get(`${AUTH}/me`), 401, 'Invalid access token');
    const otherSecret = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.subjectId)
      .setIssuer('symbol')
      .setAudience('symbol-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000'));
    expectError(await as(t, otherSecret).get(`${AUTH}/me`), 401, 'Invalid access token');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedPayload}.`;
    expectError(await as(t, unsigned).get(`${AUTH}/me`), 401, 'Invalid access token');
    expectError(await as(t, 'garbage').get(`${SUBJECTS}/${victim.subjectId}/identities`), 401);
  });

  it('a bad token does not break public reads', async () => {
    const res = await as(t, 'garbage').get('/api/blog/categories');
    expect(res.status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session, clears the cookie and ends the access token', async () => {
    const { jwt, refresh } = await register(t);
    const res = await as(t, jwt).post(`${AUTH}/logout`, { refresh });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookieOf(res)).toMatch(/rbac\.subject\.jwt=;.*Expires=Thu, 01 Jan 1970/);
    expectError(await as(t, jwt).get(`${AUTH}/me`), 401);
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh }), 401);
  });

  it('works with the access token alone, and twice', async () => {
    const { jwt, refresh } = await register(t);
    expect((await as(t, jwt).post(`${AUTH}/logout`)).status).toBe(200);
    expect((await as(t, jwt).post(`${AUTH}/logout`)).status).toBe(200);
    expectError(await as(t).post(`${AUTH}/refresh`, { refresh }), 401);
  });
});
