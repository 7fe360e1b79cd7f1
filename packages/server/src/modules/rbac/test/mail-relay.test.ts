/**
 * The mail relay found by the attack: a subject (even an anonymous `init` one) added identities for any address
 * without limit and posted `{id}/notify` with its own template payload (a password-reset mail carrying the
 * attacker's url). A subject may now send itself only server-filled templates meant for it, and adding
 * identities (or moving one to another address) is rate-limited like registration.
 */
import { describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import {
  as,
  expectError,
  freshEmail,
  freshIp,
  init,
  register,
  setupRbacApp,
  SUBJECTS,
  verifyByMail,
} from './support.ts';

const t = await setupRbacApp();
const notifications = async (subjectId: string) => t.db.prisma.notificationNotification.count({ where: { subjectId } });

describe('a subject notifying itself', () => {
  it('cannot send a template with its own values, nor its own subject and body', async () => {
    const me = await register(t);
    await verifyByMail(t, me.email); // its registration's verification mail, the only one so far
    const before = await notifications(me.subjectId);
    const notify = (data: unknown) => as(t, me.jwt).post(`/api/rbac/subjects/${me.subjectId}/notify`, data);
    const phishing = await notify({
      template: 'password-reset',
      payload: { resetUrl: 'https://evil.example/reset', code: 'x' },
    });
    expectError(phishing, 403, 'Only the server fills the values of a notification');
    expectError(await notify({ subject: 'Your account', body: 'Open https://evil.example' }), 403);
    expectError(await notify({ template: 'order-status-changed' }), 403, /not one a subject may send/);
    expect(await notifications(me.subjectId)).toBe(before);

    // The server (and an admin) still composes freely.
    const server = await t.http
      .post(`/api/rbac/subjects/${me.subjectId}/notify`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { template: 'order-status-changed', payload: { orderId: 'A-1', status: 'paid' } } });
    expect(server.status, JSON.stringify(server.body)).toBe(201);
  });
});

describe('adding an email identity', () => {
  it('is rate-limited per address like registration', async () => {
    const anonymous = await init(t);
    const ip = freshIp();
    const add = () =>
      as(t, anonymous.jwt, ip).post('/api/rbac/identities/email-and-password', {
        email: freshEmail('added'),
        password: 'added-password-1',
      });
    for (let i = 0; i < 10; i++) expect((await add()).status).toBe(201);
    const refused = await add();
    expectError(refused, 429, 'Too many requests');
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it("changing an identity's email (which mails the new address) counts the same", async () => {
    const me = await register(t);
    const ip = freshIp();
    const [identity] = (await as(t, me.jwt, ip).get(`${SUBJECTS}/${me.subjectId}/identities`)).body.data;
    const change = () =>
      as(t, me.jwt, ip).patch(`${SUBJECTS}/${me.subjectId}/identities/${identity.id}`, {
        email: freshEmail('moved'),
        password: me.password,
      });
    for (let i = 0; i < 10; i++) expect((await change()).status).toBe(200);
    const before = await t.db.prisma.notificationNotification.count();
    expectError(await change(), 429, 'Too many requests');
    expect(await t.db.prisma.notificationNotification.count()).toBe(before);
  });
});
