/** Identity settings: list, create, change email or password, delete; and no subject reaches another's. */
import { describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import {
  AUTH,
  EMAIL,
  SUBJECTS,
  as,
  expectError,
  freshEmail,
  login,
  loginAdmin,
  mailTo,
  register,
  setupRbacApp,
  verifyByMail,
} from './support.ts';

const t = await setupRbacApp();
const identitiesOf = (subjectId: string) => `${SUBJECTS}/${subjectId}/identities`;

describe('own identities', () => {
  it('lists them, public fields only', async () => {
    const a = await register(t);
    const res = await as(t, a.jwt).get(identitiesOf(a.subjectId));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual([expect.objectContaining({ email: a.email, provider: 'email_and_password' })]);
    for (const key of ['password', 'salt', 'code', 'codeExpiresAt']) expect(res.body.data[0]).not.toHaveProperty(key);
  });

  it('adds an email identity (201) that signs in to the same subject; a taken email is a 409', async () => {
    const a = await register(t);
    const email = freshEmail('second');
    const res = await as(t, a.jwt).post(identitiesOf(a.subjectId), { email, password: 'second-pass-1' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, provider: 'email_and_password' });
    // Added for an address: it signs in once its owner followed the verification mail.
    expectError(await as(t).post(`${EMAIL}/authentication`, { login: email, password: 'second-pass-1' }), 403);
    await verifyByMail(t, email);
    expect((await login(t, email, 'second-pass-1')).subjectId).toBe(a.subjectId);
    const b = await register(t);
    expectError(await as(t, a.jwt).post(identitiesOf(a.subjectId), { email: b.email, password: 'whatever-1' }), 409);
    expectError(await as(t, a.jwt).post(identitiesOf(a.subjectId), { email: 'nope', password: 'whatever-1' }), 400);
  });

  it('changes the email (validated, free) and signs in with the new one', async () => {
    const a = await register(t);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const email = freshEmail('renamed');
    const res = await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${identity.id}`, {
      email,
      password: a.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(email);
    await login(t, email, a.password);
    expectError(
      await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${identity.id}`, { email: 'bad', password: a.password }),
      400,
    );
    const b = await register(t);
    expectError(
      await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${identity.id}`, { email: b.email, password: a.password }),
      409,
    );
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const a = await register(t);
    const elsewhere = await login(t, a.email, a.password);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const path = `${identitiesOf(a.subjectId)}/${identity.id}`;
    expectError(
      await as(t, a.jwt).patch(path, { password: 'wrong-password', newPassword: 'new-password-1' }),
      400,
      'The current password is wrong',
    );
    expectError(await as(t, a.jwt).patch(path, { password: a.password }), 400);
    expectError(await as(t, a.jwt).patch(path, { password: a.password, newPassword: 'short' }), 400);
    const res = await as(t, a.jwt).patch(path, { password: a.password, newPassword: 'new-password-1' });
    expect(res.status).toBe(200);
    await login(t, a.email, 'new-password-1');
    expect((await as(t, a.jwt).get(`${AUTH}/me`)).status).toBe(200); // this session stays
    expectError(await as(t, elsewhere.jwt).get(`${AUTH}/me`), 401); // the others end
  });

  it('changes the password through the identity resource too (multipart data)', async () => {
    const a = await register(t);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const res = await t.http
      .patch(`/api/rbac/identities/${identity.id}/change-password`)
      .set('authorization', `Bearer ${a.jwt}`)
      .field('data', JSON.stringify({ password: a.password, newPassword: 'via-resource-1' }));
    expect(res.status).toBe(200);
    await login(t, a.email, 'via-resource-1');
  });

  it('creates an email identity for the caller at /api/rbac/identities/email-and-password', async () => {
    const a = await register(t);
    const email = freshEmail('resource');
    const res = await as(t, a.jwt).post('/api/rbac/identities/email-and-password', {
      email,
      password: 'resource-pw-1',
    });
    expect(res.status).toBe(201);
    await verifyByMail(t, email);
    expect((await login(t, email, 'resource-pw-1')).subjectId).toBe(a.subjectId);
    expectError(
      await as(t).post('/api/rbac/identities/email-and-password', { email: freshEmail(), password: 'x-password-1' }),
      401,
    );
  });

  it('deletes an identity, but never the last one', async () => {
    const a = await register(t);
    const second = await as(t, a.jwt).post(identitiesOf(a.subjectId), {
      email: freshEmail(),
      password: 'second-pass-1',
    });
    const del = await as(t, a.jwt).delete(`${identitiesOf(a.subjectId)}/${second.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.id).toBe(second.body.data.id);
    const [last] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    expectError(
      await as(t, a.jwt).delete(`${identitiesOf(a.subjectId)}/${last.id}`),
      409,
      'A subject cannot delete its last identity',
    );
    expect((await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data).toHaveLength(1);
  });

  it("answers 'identityId is required' when the route has none", async () => {
    const a = await register(t);
    expectError(
      await as(t, a.jwt).patch(identitiesOf(a.subjectId), { email: freshEmail(), password: a.password }),
      400,
      'identityId is required',
    );
    expectError(await as(t, a.jwt).delete(identitiesOf(a.subjectId)), 400, 'identityId is required');
  });
});

describe("another subject's identities", () => {
  it('A can neither read nor change nor delete B’s identities: 403 on each route', async () => {
    const a = await register(t);
    const b = await register(t);
    const [bIdentity] = (await as(t, b.jwt).get(identitiesOf(b.subjectId))).body.data;
    const routes = [
      as(t, a.jwt).get(identitiesOf(b.subjectId)),
      as(t, a.jwt).post(identitiesOf(b.subjectId), { email: freshEmail(), password: 'password-123' }),
      as(t, a.jwt).patch(`${identitiesOf(b.subjectId)}/${bIdentity.id}`, {
        email: freshEmail(),
        password: 'password-123',
      }),
      as(t, a.jwt).patch(`${identitiesOf(b.subjectId)}/${bIdentity.id}`, {
        password: b.password,
        newPassword: 'pwned-123',
      }),
      as(t, a.jwt).delete(`${identitiesOf(b.subjectId)}/${bIdentity.id}`),
      as(t, a.jwt).patch(`/api/rbac/identities/${bIdentity.id}/change-password`, {
        password: b.password,
        newPassword: 'pwned-123',
      }),
      as(t, a.jwt).post('/api/rbac/identities/email-and-password', {
        email: freshEmail(),
        password: 'password-123',
        subjectId: b.subjectId,
      }),
    ];
    for (const res of await Promise.all(routes)) expectError(res, 403);
    // Through A's own routes, B's identity does not exist.
    expectError(
      await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${bIdentity.id}`, {
        email: freshEmail(),
        password: 'password-123',
      }),
      404,
    );
    expectError(await as(t, a.jwt).delete(`${identitiesOf(a.subjectId)}/${bIdentity.id}`), 404);
    // Nothing changed for B.
    expect((await as(t, b.jwt).get(identitiesOf(b.subjectId))).body.data).toEqual([bIdentity]);
    await login(t, b.email, b.password);
  });

  it('anonymous callers get a 401, and an admin or the server key may act for any subject', async () => {
    const b = await register(t);
    expectError(await as(t).get(identitiesOf(b.subjectId)), 401);
    const admin = await loginAdmin(t);
    expect((await as(t, admin.jwt).get(identitiesOf(b.subjectId))).body.data).toHaveLength(1);
    const server = await t.http.get(identitiesOf(b.subjectId)).set('x-rbac-secret-key', SECRET);
    expect(server.status).toBe(200);
    const email = freshEmail('by-admin');
    const created = await as(t, admin.jwt).post('/api/rbac/identities/email-and-password', {
      email,
      password: 'by-admin-pw-1',
      subjectId: b.subjectId,
    });
    expect(created.status).toBe(201);
    await verifyByMail(t, email);
    expect((await login(t, email, 'by-admin-pw-1')).subjectId).toBe(b.subjectId);
  });

  it('the generic API never shows hashes or codes, even to the server key', async () => {
    const a = await register(t);
    await as(t).post(`${EMAIL}/forgot-password`, { email: a.email });
    const res = await t.http.get('/api/rbac/identities').set('x-rbac-secret-key', SECRET);
    expect(res.status).toBe(200);
    for (const row of res.body.data)
      for (const key of ['password', 'salt', 'code', 'codeExpiresAt']) expect(row).not.toHaveProperty(key);
  });
});

describe('changing the sign-in email (issue 20)', () => {
  it('needs the current password: without it, or with a wrong one, a 400 that changes nothing', async () => {
    const a = await register(t);
    await verifyByMail(t, a.email);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const path = `${identitiesOf(a.subjectId)}/${identity.id}`;
    const before = await t.db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identity.id } });
    const email = freshEmail('taken-by-token');
    expectError(await as(t, a.jwt).patch(path, { email }), 400);
    expectError(await as(t, a.jwt).patch(path, { email, password: 'not-the-password' }), 400, 'current password');
    expect(await t.db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identity.id } })).toEqual(before);
    await t.deliverMail();
    expect(t.outbox.messages.filter((m) => m.to === email)).toEqual([]);
    await login(t, a.email, a.password);
  });

  it('with the current password the email moves, the new address is to be verified, the old one is told', async () => {
    const a = await register(t);
    await verifyByMail(t, a.email);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const email = freshEmail('moved');
    const res = await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${identity.id}`, {
      email,
      password: a.password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ email, verifiedAt: null });
    const notice = await mailTo(t, a.email);
    expect(notice?.text).toContain(`${email[0]}***@example.org`);
    expect(await mailTo(t, email, 'verification')).toBeDefined();
  });

  it('mails no reset to an address that is not verified yet (its verification link instead)', async () => {
    const a = await register(t);
    await verifyByMail(t, a.email);
    const [identity] = (await as(t, a.jwt).get(identitiesOf(a.subjectId))).body.data;
    const email = freshEmail('unproven');
    const moved = await as(t, a.jwt).patch(`${identitiesOf(a.subjectId)}/${identity.id}`, {
      email,
      password: a.password,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await t.deliverMail();
    const mailsBefore = t.outbox.messages.filter((m) => m.to === email).length;
    expect((await as(t).post(`${EMAIL}/forgot-password`, { email })).status).toBe(200);
    await t.deliverMail();
    const after = t.outbox.messages.filter((m) => m.to === email);
    expect(after.length).toBe(mailsBefore + 1);
    expect(after.at(-1)!.text).not.toContain('reset-password?code=');
    expect(after.at(-1)!.text).toContain('email-and-password/verify?code=');
    expect(await t.db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identity.id } })).toMatchObject({
      code: null,
    });
    // A fresh registration's address is not verified either.
    const fresh = await register(t);
    expect((await as(t).post(`${EMAIL}/forgot-password`, { email: fresh.email })).status).toBe(200);
    expect(await mailTo(t, fresh.email)).toBeUndefined();
  });
});
