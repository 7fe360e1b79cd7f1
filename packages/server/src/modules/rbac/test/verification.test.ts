/**
 * Email verification (issue 9, the mail relay): an address added to an account is unusable until its owner
 * follows the mailed link. Before, a subject added any address (a victim's) and the server signed in with it
 * and mailed it; now the victim's address gets only the verification mail, and works once the code is spent.
 */
import { describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import { VERIFICATION_CODE_TTL_MS } from '../verification.ts';
import {
  AUTH,
  EMAIL,
  SUBJECTS,
  as,
  expectError,
  freshEmail,
  login,
  loginAdmin,
  register,
  setupRbacApp,
} from './support.ts';

const t = await setupRbacApp();

const mailsTo = async (address: string) => {
  await t.deliverMail();
  return t.outbox.messages.filter((m) => m.to === address);
};
const VERIFY_LINK = /\/rbac\/subject\/authentication\/email-and-password\/verify\?code=([\w.-]+)/;
/** Each mail to an address: `verification`, or its subject line. */
const kindsOfMail = async (address: string) =>
  (await mailsTo(address)).map((m) => (VERIFY_LINK.test(m.html ?? m.text) ? 'verification' : m.subject));
/** The code of the newest verification mail to an address. */
async function verificationCode(address: string): Promise<string> {
  const mail = (await mailsTo(address)).findLast((m) => VERIFY_LINK.test(m.html ?? m.text));
  expect(mail, `no verification mail to ${address}`).toBeDefined();
  const code = VERIFY_LINK.exec(mail!.html ?? mail!.text)?.[1];
  expect(code).toEqual(expect.any(String));
  return code!;
}
const signIn = (login: string, password: string) => as(t).post(`${EMAIL}/authentication`, { login, password });
const verify = (code: unknown) => as(t).post(`${EMAIL}/verify`, { code });
const identityOf = (email: string) => t.db.prisma.rbacIdentity.findFirstOrThrow({ where: { email } });
/** An order of the subject moved to `paid` by the server: the status mail goes to its verified addresses. */
async function orderMailTrigger(subjectId: string) {
  const order = await t.procedures('ecommerce/orders').create({ data: {} });
  await t.procedures('rbac/subjects-to-ecommerce-module-orders').create({
    data: { subjectId, ecommerceModuleOrderId: order.id },
  });
  const notify = await t.http
    .post(`${SUBJECTS}/${subjectId}/notify`)
    .set('x-rbac-secret-key', SECRET)
    .send({ data: { template: 'order-status-changed', payload: { orderId: order.id, status: 'paid' } } });
  return notify;
}

describe("an identity added for someone else's address", () => {
  it('does not sign in and gets no mail but its verification mail; verified, it does both', async () => {
    const attacker = await register(t);
    const victim = freshEmail('victim');
    const added = await as(t, attacker.jwt).post('/api/rbac/identities/email-and-password', {
      email: victim,
      password: 'attacker-password-1',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.verifiedAt).toBeNull();

    // No sign-in with the unproven address, even with the right password.
    expectError(await signIn(victim, 'attacker-password-1'), 403, 'Verify this email first');
    // A wrong password stays the usual 401 (the answer tells nothing to a guesser).
    expectError(await signIn(victim, 'wrong-password-1'), 401, 'Invalid login or password');

    // No mail to it: not what a subject triggers, nor a password reset, nor what the server sends the subject.
    const self = await as(t, attacker.jwt).post(`${SUBJECTS}/${attacker.subjectId}/notify`, {
      template: 'password-reset',
    });
    expect(self.status).toBe(403);
    expect((await as(t).post(`${EMAIL}/forgot-password`, { email: victim })).status).toBe(200);
    expect((await orderMailTrigger(attacker.subjectId)).status).toBe(400); // no verified address yet
    expect(await kindsOfMail(victim)).toEqual(['verification']);
    expect(await t.db.prisma.notificationNotification.count({ where: { recipient: victim } })).toBe(1);

    // Its owner follows the link: the address is proven, signs in and gets mail.
    const code = await verificationCode(victim);
    const verified = await verify(code);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toEqual({ ok: true });
    expect((await identityOf(victim)).verifiedAt).toBeInstanceOf(Date);
    expect((await signIn(victim, 'attacker-password-1')).status).toBe(200);
    expect((await orderMailTrigger(attacker.subjectId)).status).toBe(201);
    expect(await kindsOfMail(victim)).toEqual(['verification', expect.stringMatching(/: paid$/)]);

    // The code was single use.
    expectError(await verify(code), 400, 'Invalid or expired code');
  });

  it('through the subject route too, and over tRPC', async () => {
    const owner = await register(t);
    const address = freshEmail('trpc');
    const added = await as(t, owner.jwt).post(`${SUBJECTS}/${owner.subjectId}/identities`, {
      email: address,
      password: 'added-password-1',
    });
    expect(added.status).toBe(201);
    expectError(await signIn(address, 'added-password-1'), 403);
    const code = await verificationCode(address);
    const res = await t.http
      .post('/api/trpc/rbac.subject.authentication.emailAndPassword.verify')
      .set('x-forwarded-for', '198.51.199.1')
      .send({ code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signIn(address, 'added-password-1')).status).toBe(200);
  });
});

describe('a bad verification code', () => {
  it('wrong, forged, for another identity, expired or reused: 400, and nothing changes', async () => {
    const owner = await register(t);
    const address = freshEmail('codes');
    await as(t, owner.jwt).post('/api/rbac/identities/email-and-password', {
      email: address,
      password: 'added-password-1',
    });
    const code = await verificationCode(address);
    const [id, expiry, mac] = code.split('.') as [string, string, string];
    const other = await register(t);
    const otherId = (await identityOf(other.email)).id;
    const flipped = mac.slice(0, -2) + (mac.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      'nope',
      '',
      `${id}.${expiry}.${flipped}`, // forged signature
      `${id}.${(parseInt(expiry, 36) + 1000).toString(36)}.${mac}`, // a later expiry
      `${otherId}.${expiry}.${mac}`, // another identity
      `${code}x`,
    ]) {
      const res = await verify(bad);
      expectError(res, 400);
    }
    expectError(await verify(undefined), 400);
    expect((await identityOf(address)).verifiedAt).toBeNull();
    expect((await identityOf(other.email)).verifiedAt).toBeNull();

    // Expired: a day later it no longer works; a new mail gives a new code.
    t.clock.advance(VERIFICATION_CODE_TTL_MS + 1000);
    expectError(await verify(code), 400, 'Invalid or expired code');
    expect((await identityOf(address)).verifiedAt).toBeNull();
    const identityId = (await identityOf(address)).id;
    const { jwt } = await login(t, owner.email, owner.password); // the day ended the first token too
    const resend = await as(t, jwt).post(`${SUBJECTS}/${owner.subjectId}/identities/${identityId}/verification`);
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    const fresh = await verificationCode(address);
    expect(fresh).not.toBe(code);
    expect((await verify(fresh)).status).toBe(200);
    expectError(await verify(fresh), 400, 'Invalid or expired code');
    // Verified: resending is a 409; another subject's identity is not found.
    expectError(await as(t, jwt).post(`${SUBJECTS}/${owner.subjectId}/identities/${identityId}/verification`), 409);
    const { jwt: otherJwt } = await login(t, other.email, other.password);
    expectError(
      await as(t, otherJwt).post(`${SUBJECTS}/${other.subjectId}/identities/${identityId}/verification`),
      404,
    );
  });

  it('a code stops working when the identity changes its email', async () => {
    const owner = await register(t);
    const first = freshEmail('before');
    const added = await as(t, owner.jwt).post('/api/rbac/identities/email-and-password', {
      email: first,
      password: 'added-password-1',
    });
    const code = await verificationCode(first);
    const second = freshEmail('after');
    const changed = await as(t, owner.jwt).patch(`${SUBJECTS}/${owner.subjectId}/identities/${added.body.data.id}`, {
      email: second,
      password: 'added-password-1',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectError(await verify(code), 400, 'Invalid or expired code');
    expect((await identityOf(second)).verifiedAt).toBeNull();
    expect((await verify(await verificationCode(second))).status).toBe(200);
  });
});

describe('registration', () => {
  it('signs in at once; its address gets only verification mail until it is verified, then a reset', async () => {
    const account = await register(t);
    expect((await signIn(account.email, account.password)).status).toBe(200);
    expect((await identityOf(account.email)).verifiedAt).toBeNull();
    expect((await orderMailTrigger(account.subjectId)).status).toBe(400);
    expect(await kindsOfMail(account.email)).toEqual(['verification']);

    // A forgotten password mails the verification link, not a reset: a reset sets the password, so it goes
    // only to a proven address.
    expect((await as(t).post(`${EMAIL}/forgot-password`, { email: account.email })).status).toBe(200);
    expect(await kindsOfMail(account.email)).toEqual(['verification', 'verification']);
    expect((await verify(await verificationCode(account.email))).status).toBe(200);
    expect((await identityOf(account.email)).verifiedAt).toBeInstanceOf(Date);
    expect((await as(t).post(`${EMAIL}/forgot-password`, { email: account.email })).status).toBe(200);
    const resetMail = (await mailsTo(account.email)).at(-1)!;
    const code = /code=([\w-]+)/.exec(resetMail.html ?? resetMail.text)![1]!;
    const reset = await as(t).post(`${EMAIL}/reset-password`, {
      password: 'new-password-1',
      passwordConfirmation: 'new-password-1',
      code,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await orderMailTrigger(account.subjectId)).status).toBe(201);
  });

  it("an unverified identity added to someone's account does not hold the address: its owner registers it", async () => {
    const squatter = await register(t);
    const victim = freshEmail('squatted');
    await as(t, squatter.jwt).post('/api/rbac/identities/email-and-password', {
      email: victim,
      password: 'squatter-password-1',
    });
    const own = await register(t, victim, 'victim-password-1');
    expect(own.subjectId).not.toBe(squatter.subjectId);
    expect((await signIn(victim, 'victim-password-1')).status).toBe(200);
    expectError(await signIn(victim, 'squatter-password-1'), 401);
    const identities = await as(t, squatter.jwt).get(`${SUBJECTS}/${squatter.subjectId}/identities`);
    expect(identities.body.data.map((i: { email: string }) => i.email)).toEqual([squatter.email]);
  });

  it("the admin bootstrap's identity counts as verified", async () => {
    const admin = await loginAdmin(t);
    const me = await as(t, admin.jwt).get(`${AUTH}/me`);
    expect(me.body.data.identities[0].verifiedAt).toEqual(expect.any(String));
  });
});
