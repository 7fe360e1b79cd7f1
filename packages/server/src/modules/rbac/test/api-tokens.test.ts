/**
 * API tokens through the API: created once-shown, hashed at rest, a bearer on REST and tRPC as their subject,
 * narrowed by scopes and modules, listed per owner, revoked and expired at once, named in the audit.
 */
import { describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import { hashApiToken } from '../../../auth/api-tokens.ts';
import { as, expectError, loginAdmin, register, setupRbacApp } from './support.ts';

const t = await setupRbacApp();
const server = { 'x-rbac-secret-key': SECRET };
const TOKENS = '/api/rbac/api-tokens';
const CATEGORIES = '/api/blog/categories';
const category = () => ({ title: { en: `Category ${Math.random()}` } });

interface Created {
  id: string;
  name: string;
  token: string;
  scopes: string[];
  expiresAt: string | null;
}

async function createToken(data: Record<string, unknown>, caller?: string): Promise<Created> {
  const req = caller ? as(t, caller).post(TOKENS, data) : t.http.post(TOKENS).set(server).send({ data });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Created;
}

describe('API tokens', () => {
  it('is shown once, kept as a hash, and is its subject on REST and tRPC', async () => {
    const admin = await loginAdmin(t);
    const created = await createToken({ name: 'agent', scopes: ['read', 'write'] }, admin.jwt);
    expect(created.token).toMatch(/^sym_[\w-]{40,}$/);
    const row = await t.db.prisma.rbacApiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    // Listed without the token or its hash.
    const listed = await as(t, admin.jwt).get(TOKENS);
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((r: { id: string }) => r.id === created.id);
    expect(mine).toMatchObject({ name: 'agent', scopes: ['read', 'write'] });
    expect(mine.token).toBeUndefined();
    expect(mine.tokenHash).toBeUndefined();

    const write = await as(t, created.token).post(CATEGORIES, category());
    expect(write.status, JSON.stringify(write.body)).toBe(201);
    const trpc = await t.http
      .post('/api/trpc/blog.categories.create')
      .set('authorization', `Bearer ${created.token}`)
      .send({ data: category() });
    expect(trpc.status).toBe(200);
    // The audit names the token and its subject.
    const audit = await t.http.get(`/api/system/audit?recordId=${write.body.data.id}`).set(server);
    expect(audit.body.data[0].actor).toEqual({
      kind: 'subject',
      id: admin.subjectId,
      token: { id: created.id, name: 'agent' },
    });
  });

  it('scopes and modules narrow what the subject may do', async () => {
    const admin = await loginAdmin(t);
    const reader = await createToken({ name: 'reader', scopes: ['read'] }, admin.jwt);
    expectError(await as(t, reader.token).post(CATEGORIES, category()), 403, /lacks the write scope/);
    expect((await as(t, reader.token).get('/api/system/audit')).status).toBe(200);
    const blogOnly = await createToken({ name: 'blog', scopes: ['read', 'write'], modules: ['blog'] }, admin.jwt);
    expect((await as(t, blogOnly.token).post(CATEGORIES, category())).status).toBe(201);
    expectError(await as(t, blogOnly.token).get('/api/system/audit'), 403, /does not reach the system module/);
    // A token cannot mint tokens.
    expectError(await as(t, blogOnly.token).post(TOKENS, { name: 'x', scopes: ['read'] }), 403);
  });

  it("a user's token is the user: no more than the user may do", async () => {
    const user = await register(t);
    const token = await createToken({ name: 'mine', scopes: ['read', 'write', 'publish'] }, user.jwt);
    expectError(await as(t, token.token).post(CATEGORIES, category()), 403, `Not permitted: POST ${CATEGORIES}`);
    expectError(await as(t, token.token).get('/api/system/audit'), 403);
    // Creating one for someone else is an admin's (or the server key's) act.
    const other = await register(t);
    expectError(await as(t, user.jwt).post(TOKENS, { name: 'x', scopes: ['read'], subjectId: other.subjectId }), 403);
    // Each sees only their own; an admin every one.
    const adminToken = await createToken({ name: 'for-other', scopes: ['read'], subjectId: other.subjectId });
    const seen = (await as(t, user.jwt).get(TOKENS)).body.data.map((r: { id: string }) => r.id);
    expect(seen).toEqual([token.id]);
    expectError(await as(t, user.jwt).delete(`${TOKENS}/${adminToken.id}`), 403);
    const admin = await loginAdmin(t);
    const all = (await as(t, admin.jwt).get(`${TOKENS}?limit=1000`)).body.data.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([token.id, adminToken.id]));
  });

  it('revoked and expired tokens are refused at once', async () => {
    const admin = await loginAdmin(t);
    const created = await createToken({ name: 'short', scopes: ['read'] }, admin.jwt);
    expect((await as(t, created.token).get('/api/system/audit')).status).toBe(200);
    const revoked = await as(t, admin.jwt).delete(`${TOKENS}/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expectError(await as(t, created.token).get('/api/system/audit'), 401, 'API token revoked');
    const expiring = await createToken({
      name: 'expiring',
      scopes: ['read'],
      subjectId: admin.subjectId,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db.prisma.rbacApiToken.update({
      where: { id: expiring.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expectError(await as(t, expiring.token).get('/api/system/audit'), 401, 'API token expired');
    expectError(await as(t, 'sym_not-a-token').get('/api/system/audit'), 401, 'Invalid API token');
  });

  it('bad input is a 400 and stores nothing; the generic writes are closed', async () => {
    const admin = await loginAdmin(t);
    const before = await t.db.prisma.rbacApiToken.count();
    expectError(await as(t, admin.jwt).post(TOKENS, { name: 'x', scopes: ['admin'] }), 400);
    expectError(await as(t, admin.jwt).post(TOKENS, { name: '', scopes: ['read'] }), 400);
    expectError(await as(t, admin.jwt).post(TOKENS, { name: 'x', scopes: ['read'], expiresAt: '2000-01-01' }), 400);
    expectError(
      await t.http
        .post(TOKENS)
        .set(server)
        .send({ data: { name: 'x', scopes: ['read'] } }),
      400,
    );
    expect(await t.db.prisma.rbacApiToken.count()).toBe(before);
    const created = await createToken({ name: 'fixed', scopes: ['read'] }, admin.jwt);
    expectError(await as(t, admin.jwt).patch(`${TOKENS}/${created.id}`, { name: 'renamed' }), 405);
  });
});
