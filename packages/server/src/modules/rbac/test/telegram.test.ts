/**
 * Telegram sign-in: the Login Widget's fields and a Mini App's initData, signed here as Telegram signs them (with
 * node's crypto, not the server's code); tampered, stale and replayed payloads are refused; linking to an account.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { AUTH, SUBJECTS, as, expectError, register, setupRbacApp, subjectOf } from './support.ts';

const TOKEN = '123456:TEST-telegram-bot-token-abcdefghij';
const t = await setupRbacApp({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: 'symbol_test_bot' });
const TELEGRAM = `${AUTH}/telegram`;

let users = 700_000_000;
const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
const dataCheckString = (fields: Record<string, string | number>) =>
  Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');

function widget(fields: Record<string, string | number> = {}, token = TOKEN) {
  const data = { id: ++users, first_name: 'Анна', username: 'anna', auth_date: nowS(), ...fields };
  const key = createHash('sha256').update(token).digest();
  return { ...data, hash: createHmac('sha256', key).update(dataCheckString(data)).digest('hex') };
}

function initData(user: Record<string, unknown> = {}, fields: Record<string, string | number> = {}, token = TOKEN) {
  const data: Record<string, string | number> = {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({ id: ++users, first_name: 'Boris', language_code: 'en', ...user }),
    auth_date: nowS(),
    ...fields,
  };
  const key = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', key).update(dataCheckString(data)).digest('hex');
  return new URLSearchParams({
    ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
    hash,
  }).toString();
}

describe('the Login Widget', () => {
  it('a valid payload signs in like every sign-in: tokens, cookie, a telegram identity; again: the same account', async () => {
    const payload = widget();
    const res = await as(t).post(TELEGRAM, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    expect(String(res.headers['set-cookie'])).toContain('rbac.subject.jwt=');
    const me = await as(t, res.body.data.jwt).get(`${AUTH}/me`);
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ provider: 'telegram', account: String(payload.id), verifiedAt: expect.any(String) }),
    ]);
    expect(me.body.data.roles.map((r: { slug: string }) => r.slug)).toEqual(['user']);

    const again = await as(t).post(TELEGRAM, widget({ id: payload.id, auth_date: nowS() - 100 }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(subjectOf(again.body.data.jwt)).toBe(me.body.data.id);
  });

  it('a tampered payload is a 401 and makes nothing', async () => {
    const before = await t.db.prisma.rbacIdentity.count();
    const payload = widget();
    expectError(await as(t).post(TELEGRAM, { ...payload, id: payload.id + 1 }), 401, /signature/);
    expectError(await as(t).post(TELEGRAM, { ...payload, username: 'mallory' }), 401, /signature/);
    expectError(await as(t).post(TELEGRAM, widget({}, '654321:another-bots-token-abcdefghijk')), 401, /signature/);
    expect(await t.db.prisma.rbacIdentity.count()).toBe(before);
  });

  it('a payload older than a day is a 401; one a little younger passes', async () => {
    expectError(await as(t).post(TELEGRAM, widget({ auth_date: nowS() - 86_401 })), 401, /older than a day/);
    expect((await as(t).post(TELEGRAM, widget({ auth_date: nowS() - 86_000 }))).status).toBe(200);
  });

  it('a replayed payload is a 401', async () => {
    const payload = widget();
    expect((await as(t).post(TELEGRAM, payload)).status).toBe(200);
    expectError(await as(t).post(TELEGRAM, payload), 401, /already used/);
  });

  it('bad shapes are a 400', async () => {
    expectError(await as(t).post(TELEGRAM, { id: 'x', hash: 'nothex' }), 400);
    expectError(await as(t).post(TELEGRAM, {}), 400);
  });
});

describe("a Mini App's initData", () => {
  it('valid signs in; tampered, stale and replayed are refused', async () => {
    const data = initData();
    const res = await as(t).post(TELEGRAM, { initData: data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await as(t, res.body.data.jwt).get(`${AUTH}/me`);
    expect(me.body.data.identities[0]).toMatchObject({ provider: 'telegram', account: String(users) });

    expectError(await as(t).post(TELEGRAM, { initData: data }), 401, /already used/);
    const tampered = initData().replace('Boris', 'Mallory');
    expectError(await as(t).post(TELEGRAM, { initData: tampered }), 401, /signature/);
    // The Login Widget's key does not sign initData.
    const widgetKeyed = new URLSearchParams(initData());
    widgetKeyed.delete('hash');
    const fields = Object.fromEntries(widgetKeyed.entries());
    const hash = createHmac('sha256', createHash('sha256').update(TOKEN).digest())
      .update(dataCheckString(fields))
      .digest('hex');
    expectError(await as(t).post(TELEGRAM, { initData: `${widgetKeyed}&hash=${hash}` }), 401, /signature/);
    expectError(await as(t).post(TELEGRAM, { initData: initData({}, { auth_date: nowS() - 90_000 }) }), 401, /older/);
    expectError(await as(t).post(TELEGRAM, { initData: 'user=1' }), 400);
  });
});

describe("linking Telegram to the account's identities", () => {
  it('a signed-in account adds its Telegram; it then signs in to that account; another account cannot take it', async () => {
    const owner = await register(t);
    const payload = widget();
    const link = await as(t, owner.jwt).post(`${SUBJECTS}/${owner.subjectId}/identities/telegram`, payload);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data).toMatchObject({ provider: 'telegram', account: String(payload.id) });

    const signIn = await as(t).post(TELEGRAM, widget({ id: payload.id, auth_date: nowS() - 100 }));
    expect(subjectOf(signIn.body.data.jwt)).toBe(owner.subjectId);

    const other = await register(t);
    const taken = await as(t, other.jwt).post(
      `${SUBJECTS}/${other.subjectId}/identities/telegram`,
      widget({ id: payload.id, auth_date: nowS() - 200 }),
    );
    expectError(taken, 409, /another account/);
    // Someone else's subject: refused.
    expectError(await as(t, other.jwt).post(`${SUBJECTS}/${owner.subjectId}/identities/telegram`, widget()), 403);
  });
});

describe('with no bot configured', () => {
  it('Telegram sign-in is a 404', async () => {
    const plain = await setupTestApp({ TRUST_PROXY: 'true' });
    expectError(await as(plain).post(TELEGRAM, widget()), 404, /not configured/);
  });
});
