/**
 * Cross-site request forgery: a cookie-authenticated write from a foreign origin is refused and changes
 * nothing; allowed origins, bearer tokens, the server key and reads are not affected.
 */
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { AUTH, EMAIL, expectError, freshEmail, register, SUBJECTS, setupRbacApp } from './support.ts';

const t = await setupRbacApp({
  PUBLIC_SITE_URL: 'https://site.example',
  PUBLIC_API_URL: 'https://api.example',
  CORS_ORIGINS: 'https://partner.example',
});

async function account() {
  const user = await register(t);
  const { id: identityId } = (
    await t.http.get(`${SUBJECTS}/${user.subjectId}/identities`).set('authorization', `Bearer ${user.jwt}`)
  ).body.data[0];
  const changeEmail = (headers: Record<string, string>, email = freshEmail()) =>
    t.http
      .patch(`${SUBJECTS}/${user.subjectId}/identities/${identityId}`)
      .set(headers)
      .send({ data: { email, password: user.password } });
  const cookie = `rbac.subject.jwt=${user.jwt}`;
  const storedEmail = async () =>
    (await t.db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identityId } })).email;
  return { ...user, cookie, changeEmail, storedEmail };
}

describe('cookie-authenticated writes', () => {
  it('from a foreign Origin or Referer, or naming neither: 403, nothing changes', async () => {
    const user = await account();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
      // Same site, another origin: SameSite cookies alone would let it through.
      { origin: 'https://shop.site.example' },
    ];
    for (const headers of attempts) {
      const res = await user.changeEmail({ cookie: user.cookie, ...headers });
      expectError(res, 403, /^Cross-origin request refused/);
    }
    expect(await user.storedEmail()).toBe(user.email);
    const logout = await t.http
      .post(`${AUTH}/logout`)
      .set({ cookie: user.cookie, origin: 'https://evil.example' })
      .send({});
    expectError(logout, 403);
    expect((await t.http.get(`${AUTH}/me`).set('cookie', user.cookie)).status).toBe(200);
  });

  it('from the API, the public site or a CORS origin: accepted', async () => {
    const user = await account();
    for (const origin of ['https://api.example', 'https://site.example', 'https://partner.example']) {
      const res = await user.changeEmail({ cookie: user.cookie, origin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const viaReferer = await user.changeEmail({ cookie: user.cookie, referer: 'https://site.example/en/settings' });
    expect(viaReferer.status).toBe(200);
  });

  it('bearer tokens, the server key and reads are not affected', async () => {
    const user = await account();
    const foreign = { cookie: user.cookie, origin: 'https://evil.example' };
    expect((await user.changeEmail({ ...foreign, authorization: `Bearer ${user.jwt}` })).status).toBe(200);
    expect((await user.changeEmail({ ...foreign, 'x-rbac-secret-key': SECRET })).status).toBe(200);
    expect((await t.http.get(`${AUTH}/me`).set(foreign)).status).toBe(200);
    // Sign-in from anywhere (no cookie yet) still works.
    const signIn = await t.http
      .post(`${EMAIL}/authentication`)
      .set({ origin: 'https://evil.example', 'x-forwarded-for': '198.51.99.1' })
      .send({ data: { login: user.email, password: user.password } });
    expect(signIn.status).not.toBe(403);
  });
});

describe('a loopback API', () => {
  it('accepts every loopback name on its port (127.0.0.1, localhost)', async () => {
    const local = await setupTestApp({ PUBLIC_API_URL: 'http://127.0.0.1:3999', TRUST_PROXY: 'true' });
    const user = await register(local);
    const post = (origin: string) =>
      local.http
        .post(`${AUTH}/logout`)
        .set({ cookie: `rbac.subject.jwt=${user.jwt}`, origin })
        .send({});
    expect((await post('http://localhost:4000')).status).toBe(403);
    expect((await post('http://localhost:3999')).status).toBe(200);
  });
});
