/**
 * The one hook, through the API: content writes need permission, personal data is not readable by other
 * subjects or anonymously, roles map to actions (method + path pattern), and the seeded roles.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../db/migrations.ts';
import { SECRET } from '../../../../test/helper.ts';
import { ensureAdmin, ensureDefaultRoles } from '../defaults.ts';
import {
  AUTH,
  SUBJECTS,
  as,
  expectError,
  freshEmail,
  init,
  login,
  loginAdmin,
  register,
  setupRbacApp,
} from './support.ts';

const t = await setupRbacApp();
const server = { 'x-rbac-secret-key': SECRET };
const CATEGORIES = '/api/blog/categories';
const category = () => ({ title: { en: `Category ${Math.random()}` } });

async function asServer(path: string, data: unknown) {
  const res = await t.http.post(path).set(server).send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

describe('generic writes', () => {
  it('anonymous writes are refused on every write route', async () => {
    const existing = await asServer(CATEGORIES, category());
    const anonymous = as(t);
    for (const res of [
      await anonymous.post(CATEGORIES, category()),
      await anonymous.patch(`${CATEGORIES}/${existing.id}`, { title: { en: 'x' } }),
      await anonymous.delete(`${CATEGORIES}/${existing.id}`),
      await anonymous.post(`${CATEGORIES}/bulk`, [{ data: category() }]),
      await anonymous.post(`${CATEGORIES}/find-or-create`, category()),
    ])
      expectError(res, 403, 'Writes need an authorized subject or the X-RBAC-SECRET-KEY header');
  });

  it('a user cannot write content; an admin can; the server key still can', async () => {
    const user = await register(t);
    expectError(await as(t, user.jwt).post(CATEGORIES, category()), 403, `Not permitted: POST ${CATEGORIES}`);
    const admin = await loginAdmin(t);
    const created = await as(t, admin.jwt).post(CATEGORIES, category());
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expectError(await as(t, user.jwt).patch(`${CATEGORIES}/${id}`, { title: { en: 'x' } }), 403);
    expectError(await as(t, user.jwt).delete(`${CATEGORIES}/${id}`), 403);
    expect((await as(t, admin.jwt).patch(`${CATEGORIES}/${id}`, { title: { en: 'Renamed' } })).status).toBe(200);
    expect((await t.http.post(CATEGORIES).set(server).send({ data: category() })).status).toBe(201);
    expect((await as(t, admin.jwt).delete(`${CATEGORIES}/${id}`)).status).toBe(200);
  });

  it('the same holds over tRPC with a bearer token', async () => {
    const user = await register(t);
    const admin = await loginAdmin(t);
    const call = (token: string) =>
      t.http
        .post('/api/trpc/blog.categories.create')
        .set('authorization', `Bearer ${token}`)
        .send({ data: category() });
    expect((await call(user.jwt)).status).toBe(403);
    expect((await call(admin.jwt)).status).toBe(200);
  });

  it('an anonymous subject from init is no more than anonymous', async () => {
    const visitor = await init(t);
    expectError(await as(t, visitor.jwt).post(CATEGORIES, category()), 403);
  });
});

describe('roles and actions', () => {
  async function grant(subjectId: string, actions: { method: string; path: string; type?: string }[]) {
    const role = await asServer('/api/rbac/roles', { title: `Role ${Math.random()}` });
    for (const action of actions) {
      const created = await asServer('/api/rbac/actions', { adminTitle: `${action.method} ${action.path}`, ...action });
      await asServer('/api/rbac/roles-to-actions', { roleId: role.id, actionId: created.id });
    }
    return asServer('/api/rbac/subjects-to-roles', { subjectId, roleId: role.id });
  }

  it('a role permits exactly its method and path pattern', async () => {
    const editor = await register(t);
    await grant(editor.subjectId, [{ method: 'POST', path: '/api/blog/*' }]);
    expect((await as(t, editor.jwt).post(CATEGORIES, category())).status).toBe(201);
    expectError(await as(t, editor.jwt).post('/api/website-builder/widgets', {}), 403);
    const existing = await asServer(CATEGORIES, category());
    expectError(await as(t, editor.jwt).patch(`${CATEGORIES}/${existing.id}`, { title: { en: 'x' } }), 403);
  });

  it('a matching deny wins over an allow', async () => {
    const editor = await register(t);
    await grant(editor.subjectId, [
      { method: '*', path: '/api/blog/*' },
      { method: 'DELETE', path: '/api/blog/*', type: 'deny' },
    ]);
    const created = await as(t, editor.jwt).post(CATEGORIES, category());
    expect(created.status).toBe(201);
    expectError(await as(t, editor.jwt).delete(`${CATEGORIES}/${created.body.data.id}`), 403);
  });

  it('roles are read on every request: revoking one takes effect at once', async () => {
    const editor = await register(t);
    const link = await grant(editor.subjectId, [{ method: 'POST', path: '/api/blog/*' }]);
    expect((await as(t, editor.jwt).post(CATEGORIES, category())).status).toBe(201);
    await t.http.delete(`/api/rbac/subjects-to-roles/${link.id}`).set(server);
    expectError(await as(t, editor.jwt).post(CATEGORIES, category()), 403);
  });

  it('admin and user are seeded idempotently, without demo content', async () => {
    await ensureDefaultRoles(t.db);
    await ensureDefaultRoles(t.db);
    const roles = await t.db.prisma.rbacRole.findMany({ where: { slug: { in: ['admin', 'user'] } } });
    expect(roles.map((r) => [r.slug, r.availableOnRegistration]).sort()).toEqual([
      ['admin', false],
      ['user', true],
    ]);
    const adminActions = await t.db.prisma.rbacRolesToActions.findMany({
      where: { role: { slug: 'admin' } },
      include: { action: true },
    });
    expect(adminActions.map((l) => [l.action.method, l.action.path, l.action.type])).toEqual([
      ['*', '/api/*', 'allow'],
    ]);
  });

  it('the admin bootstrap creates once, promotes an existing account, and keeps its password', async () => {
    const user = await register(t);
    expect(await ensureAdmin(t.db, user.email, 'ignored-password')).toBe('promoted');
    expect(await ensureAdmin(t.db, user.email, 'ignored-password')).toBe('unchanged');
    const relogged = await as(t).post(`${AUTH}/email-and-password/authentication`, {
      login: user.email,
      password: user.password,
    });
    const me = await as(t, relogged.body.data.jwt).get(`${AUTH}/me`);
    expect(me.body.data.roles.map((r: { slug: string }) => r.slug)).toEqual(['admin', 'user']);
    expect(await ensureAdmin(t.db, freshEmail('new-admin'), 'new-admin-pw-1')).toBe('created');
  });

  it('pnpm admin:create makes an admin who can then write content (password from stdin)', async () => {
    const email = freshEmail('cli-admin');
    const output = execFileSync('pnpm', ['--silent', 'admin:create', '--email', email], {
      cwd: repoRoot(),
      input: 'cli-admin-pw-1\n',
      env: { ...process.env, DATABASE_URL: t.databaseUrl },
      encoding: 'utf8',
    });
    expect(output).toContain(`created admin ${email}`);
    const admin = await login(t, email, 'cli-admin-pw-1');
    expect((await as(t, admin.jwt).post(CATEGORIES, category())).status).toBe(201);
    expect(() =>
      execFileSync('pnpm', ['--silent', 'admin:create', '--email', 'not-an-email', '--password', 'whatever-1'], {
        cwd: repoRoot(),
        env: { ...process.env, DATABASE_URL: t.databaseUrl },
        stdio: 'pipe',
      }),
    ).toThrow();
  }, 60_000);
});

describe('personal data through the generic API', () => {
  it("subject A cannot read B's orders or chats (links, records, counts), over REST and tRPC", async () => {
    const a = await register(t);
    const b = await register(t);
    const order = await asServer('/api/ecommerce/orders', {});
    const orderLink = await asServer('/api/rbac/subjects-to-ecommerce-module-orders', {
      subjectId: b.subjectId,
      ecommerceModuleOrderId: order.id,
    });
    const profile = await asServer('/api/social/profiles', { title: { en: 'B' } });
    await asServer('/api/rbac/subjects-to-social-module-profiles', {
      subjectId: b.subjectId,
      socialModuleProfileId: profile.id,
    });
    const chat = await asServer('/api/social/chats', { description: 'private' });
    await asServer('/api/social/profiles-to-chats', { profileId: profile.id, chatId: chat.id });
    const message = await asServer('/api/social/messages', { description: 'hello' });
    await asServer('/api/social/chats-to-messages', { chatId: chat.id, messageId: message.id });
    const bFilter = `filters[and][0][column]=subjectId&filters[and][0][method]=eq&filters[and][0][value]=${b.subjectId}`;
    const reads = [
      `/api/rbac/subjects-to-ecommerce-module-orders?${bFilter}`,
      `/api/rbac/subjects-to-ecommerce-module-orders/${orderLink.id}`,
      `/api/rbac/subjects-to-ecommerce-module-orders/count?${bFilter}`,
      `/api/ecommerce/orders/${order.id}`,
      '/api/ecommerce/orders',
      '/api/ecommerce/orders-to-products',
      `/api/rbac/subjects-to-social-module-profiles?${bFilter}`,
      '/api/social/profiles-to-chats',
      `/api/social/chats/${chat.id}`,
      '/api/social/chats-to-messages',
      `/api/social/messages/${message.id}`,
      `/api/rbac/subjects-to-identities?${bFilter}`,
      `/api/rbac/subjects-to-roles?${bFilter}`,
      '/api/rbac/identities',
      '/api/rbac/sessions',
      '/api/billing/payment-intents',
      '/api/crm/requests',
    ];
    for (const path of reads) {
      expectError(await as(t, a.jwt).get(path), 403);
      expectError(await as(t).get(path), 403, /needs an authorized subject/);
    }
    expectError(await as(t, a.jwt).patch(`/api/ecommerce/orders/${order.id}`, { comment: 'mine now' }), 403);
    expectError(await as(t, a.jwt).delete(`/api/social/chats/${chat.id}`), 403);
    const trpc = await t.http.get('/api/trpc/ecommerce.orders.list').set('authorization', `Bearer ${a.jwt}`);
    expect(trpc.status).toBe(403);
    // B's own token does not open the generic reads either: B reaches its data through subject routes.
    expectError(await as(t, b.jwt).get(`/api/ecommerce/orders/${order.id}`), 403);
    // An admin and the server key read them.
    const admin = await loginAdmin(t);
    expect((await as(t, admin.jwt).get(`/api/social/chats/${chat.id}`)).status).toBe(200);
    expect(
      (await t.http.get(`/api/rbac/subjects-to-ecommerce-module-orders?${bFilter}`).set(server)).body.data,
    ).toHaveLength(1);
  });

  it('public content, roles and subject profiles stay readable by anyone', async () => {
    for (const path of ['/api/blog/categories', '/api/rbac/roles', '/api/rbac/subjects', '/api/social/profiles'])
      expect((await as(t).get(path)).status, path).toBe(200);
  });
});

describe('is-authorized', () => {
  const ask = (token: string | undefined, method: string, path: string) =>
    as(t, token).get(`${AUTH}/is-authorized`).query({ method, path });

  it('answers with the same rules as the routes themselves', async () => {
    const user = await register(t);
    const other = await register(t);
    const admin = await loginAdmin(t);
    const cases: [string | undefined, string, string, boolean][] = [
      [undefined, 'GET', '/api/blog/widgets-to-articles', true],
      [undefined, 'POST', CATEGORIES, false],
      [undefined, 'GET', '/api/rbac/identities', false],
      [user.jwt, 'POST', CATEGORIES, false],
      [admin.jwt, 'POST', CATEGORIES, true],
      [user.jwt, 'GET', `${SUBJECTS}/${user.subjectId}/identities`, true],
      [user.jwt, 'GET', `${SUBJECTS}/${other.subjectId}/identities`, false],
      [admin.jwt, 'GET', `${SUBJECTS}/${other.subjectId}/identities`, true],
      [user.jwt, 'GET', '/api/ecommerce/orders', false],
      [undefined, 'POST', `${AUTH}/email-and-password/authentication`, true],
    ];
    for (const [token, method, path, authorized] of cases) {
      const res = await ask(token, method, path);
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(res.body.data, `${method} ${path}`).toEqual({ authorized });
    }
  });

  it('a bad token is a 401, a bad question a 400', async () => {
    expectError(await ask('garbage', 'POST', CATEGORIES), 401);
    expectError(await as(t).get(`${AUTH}/is-authorized`), 400);
    expectError(await ask(undefined, 'BREW', CATEGORIES), 400);
  });
});
