/** Abuse limits: per address and per account, 429 with Retry-After, shared through Redis when configured. */
import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startPrivateRedis } from '../../../cluster/cluster.ts';
import { consume, MemoryRateLimitStore, RedisRateLimitStore, SLOWDOWN } from '../../../rate-limit.ts';
import { limitsOf, SIGN_IN_SLOWDOWN } from '../limits.ts';
import { AUTH, EMAIL, as, expectError, freshEmail, freshIp, register, setupRbacApp } from './support.ts';

// Small limits, and short waits past half of a per-address one (100 ms doubling): the loops below go to the limits.
SLOWDOWN.firstDelayMs = 100;
SLOWDOWN.maxDelayMs = 800;
const t = await setupRbacApp({
  RATE_LIMIT_AUTHENTICATION_PER_IP: '8',
  RATE_LIMIT_AUTHENTICATION_PER_ACCOUNT: '3',
  RATE_LIMIT_INIT_PER_IP: '4',
  RATE_LIMIT_RESET_PASSWORD_PER_IP: '4',
  RATE_LIMIT_REGISTRATION_PER_IP: '4',
});
const LIMITS = limitsOf(t.config);

describe('limits through the API', () => {
  const wrong = (login: string) => ({ login, password: 'wrong-password' });
  const LOCKOUT = LIMITS.authentication.failuresPerAccountAndSource;

  it("wrong passwords from one address refuse that address on that account only: the owner's right password from another gets in", async () => {
    const owner = await register(t);
    const attacker = freshIp();
    for (let i = 0; i < LOCKOUT.max; i++)
      expectError(await as(t, undefined, attacker).post(`${EMAIL}/authentication`, wrong(owner.email)), 401);
    const refused = await as(t, undefined, attacker).post(`${EMAIL}/authentication`, wrong(owner.email));
    expectError(refused, 429, 'Too many requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOCKOUT.windowMs / 1000);
    // That address stays refused on this account, even with the right password (it is guessing).
    const login = { login: owner.email, password: owner.password };
    expectError(await as(t, undefined, attacker).post(`${EMAIL}/authentication`, login), 429);
    // The owner, from an address that has not failed, signs in; the attacker's address still may try other accounts.
    expect((await as(t).post(`${EMAIL}/authentication`, login)).status).toBe(200);
    const other = await register(t);
    const otherLogin = { login: other.email, password: other.password };
    expect((await as(t, undefined, attacker).post(`${EMAIL}/authentication`, otherLogin)).status).toBe(200);
  });

  it('wrong passwords on one account from many addresses slow every attempt on it down, never refuse it', async () => {
    const owner = await register(t);
    const { max } = LIMITS.authentication.failuresPerAccount;
    for (let i = 0; i < max; i++) expectError(await as(t).post(`${EMAIL}/authentication`, wrong(owner.email)), 401);
    const timed = async (body: unknown) => {
      const started = performance.now();
      const res = await as(t).post(`${EMAIL}/authentication`, body);
      return { res, ms: performance.now() - started };
    };
    const guess = await timed(wrong(owner.email));
    expectError(guess.res, 401);
    expect(guess.ms).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN.firstDelayMs);
    // The right password is answered after the same wait: how fast an answer comes tells a guesser nothing.
    const right = await timed({ login: owner.email, password: owner.password });
    expect(right.res.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(2 * SIGN_IN_SLOWDOWN.firstDelayMs);
    // Another account is not slowed. The wait is made a minute long for this attempt, so an answer within half of
    // it says no wait was applied however loaded the machine is (a 100 ms bound failed under load).
    const other = await register(t);
    const { firstDelayMs, maxDelayMs } = SIGN_IN_SLOWDOWN;
    SIGN_IN_SLOWDOWN.firstDelayMs = SIGN_IN_SLOWDOWN.maxDelayMs = 60_000;
    try {
      const quick = await timed({ login: other.email, password: other.password });
      expect(quick.res.status).toBe(200);
      expect(quick.ms).toBeLessThan(30_000);
    } finally {
      Object.assign(SIGN_IN_SLOWDOWN, { firstDelayMs, maxDelayMs });
    }
  }, 90_000);

  it('one address trying many accounts (credential stuffing) is refused past its own limit', async () => {
    const stuffer = freshIp();
    const { max } = LIMITS.authentication.perIp;
    for (let i = 0; i < max; i++)
      expectError(await as(t, undefined, stuffer).post(`${EMAIL}/authentication`, wrong(freshEmail())), 401);
    expectError(await as(t, undefined, stuffer).post(`${EMAIL}/authentication`, wrong(freshEmail())), 429);
  });

  it('right passwords from one address do not count against it: a class signs in together', async () => {
    const classroom = freshIp();
    const { max } = LIMITS.authentication.perIp;
    const pupils = [];
    for (let i = 0; i < max + 2; i++) pupils.push(await register(t));
    for (const pupil of pupils) {
      const res = await as(t, undefined, classroom).post(`${EMAIL}/authentication`, {
        login: pupil.email,
        password: pupil.password,
      });
      expect(res.status).toBe(200);
    }
    // Its failures still count: the limit is reached by wrong passwords alone.
    for (let i = 0; i < max; i++)
      expectError(await as(t, undefined, classroom).post(`${EMAIL}/authentication`, wrong(freshEmail())), 401);
    expectError(await as(t, undefined, classroom).post(`${EMAIL}/authentication`, wrong(freshEmail())), 429);
  });

  it('one address is slowed past half its limit, then refused: registrations from a school', async () => {
    const school = freshIp();
    const { max } = LIMITS.registration.perIp;
    const timed = async () => {
      const started = performance.now();
      const res = await as(t, undefined, school).post(`${EMAIL}/registration`, {
        login: freshEmail('pupil'),
        password: 'password-123',
      });
      return { status: res.status, ms: performance.now() - started };
    };
    const half = Math.ceil(max / 2);
    for (let i = 0; i < half; i++) expect((await timed()).status).toBe(201);
    // Past half: answered, after a wait that doubles.
    for (let i = half; i < max; i++) {
      const slowed = await timed();
      expect(slowed.status).toBe(201);
      expect(slowed.ms).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** (i - half));
    }
    expect((await timed()).status).toBe(429);
    // Another address is not slowed: this is the one address's count.
    expect((await as(t).post(`${EMAIL}/registration`, { login: freshEmail(), password: 'password-123' })).status).toBe(
      201,
    );
  });

  it('too many inits from one address: 429; another address is not affected; the window ends', async () => {
    const ip = freshIp();
    const { max, windowMs } = LIMITS.init.perIp;
    for (let i = 0; i < max; i++) expect((await as(t, undefined, ip).get(`${AUTH}/init`)).status).toBe(200);
    expectError(await as(t, undefined, ip).get(`${AUTH}/init`), 429);
    expect((await as(t).get(`${AUTH}/init`)).status).toBe(200);
    t.clock.advance(windowMs);
    try {
      expect((await as(t, undefined, ip).get(`${AUTH}/init`)).status).toBe(200);
    } finally {
      t.clock.advance(-windowMs);
    }
  });

  it('forgot and reset password, registration and wallet sign-in are limited too, over tRPC as well', async () => {
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < LIMITS.forgotPassword.perAccount.max; i++)
      expect((await as(t, undefined, ip).post(`${EMAIL}/forgot-password`, { email })).status).toBe(200);
    expectError(await as(t).post(`${EMAIL}/forgot-password`, { email }), 429);
    const trpc = await t.http
      .post('/api/trpc/rbac.subject.authentication.emailAndPassword.forgotPassword')
      .set('x-forwarded-for', freshIp())
      .send({ email });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);

    const taken = freshEmail();
    const body = { login: taken, password: 'password-123' };
    expect((await as(t).post(`${EMAIL}/registration`, body)).status).toBe(201);
    for (let i = 1; i < LIMITS.registration.perAccount.max; i++)
      expectError(await as(t).post(`${EMAIL}/registration`, body), 409);
    expectError(await as(t).post(`${EMAIL}/registration`, body), 429);

    const address = '0x' + '1'.repeat(40);
    const attempt = { message: String(Date.now()), signature: '0x1234', address };
    for (let i = 0; i < LIMITS.wallet.perAccount.max; i++)
      expectError(await as(t).post(`${AUTH}/ethereum-virtual-machine`, attempt), 400);
    expectError(await as(t).post(`${AUTH}/ethereum-virtual-machine`, attempt), 429);

    const resetIp = freshIp();
    const reset = { password: 'password-123', passwordConfirmation: 'password-123', code: 'guess' };
    for (let i = 0; i < LIMITS.resetPassword.perIp.max; i++)
      expectError(await as(t, undefined, resetIp).post(`${EMAIL}/reset-password`, reset), 400);
    expectError(await as(t, undefined, resetIp).post(`${EMAIL}/reset-password`, reset), 429);
  });
});

describe('stores', () => {
  it('the memory store counts per key and window', async () => {
    const store = new MemoryRateLimitStore(t.clock);
    const limit = { max: 2, windowMs: 1000 };
    await consume(store, 'k', limit);
    await consume(store, 'k', limit);
    await expect(consume(store, 'k', limit)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '1' } });
    await consume(store, 'other', limit);
    // An attempt taken back frees its place in the window.
    await store.release('k');
    await store.release('k');
    await consume(store, 'k', limit);
    await expect(consume(store, 'k', limit)).rejects.toMatchObject({ status: 429 });
  });

  it('a failing store lets requests through (abuse limits must not take the service down)', async () => {
    const broken = {
      hit: () => Promise.reject(new Error('redis down')),
      release: () => Promise.reject(new Error('down')),
    };
    const warnings: string[] = [];
    await consume(broken, 'k', { max: 0, windowMs: 1000 }, { warn: (_o, msg) => warnings.push(msg) });
    expect(warnings).toHaveLength(1);
  });

  const redisServer = spawnSync('redis-server', ['--version']).status === 0;
  describe.skipIf(!redisServer)('redis (two instances share the counters)', () => {
    let stopRedis: (() => void) | undefined;
    const clients: Redis[] = [];
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      stopRedis?.();
    });

    it('counts across clients and expires with the window', async () => {
      const redis = await startPrivateRedis();
      stopRedis = redis.stop;
      const port = Number(new URL(redis.url).port);
      const connect = () => {
        const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 });
        client.on('error', () => {});
        clients.push(client);
        return client;
      };
      const first = connect();
      for (let i = 0; i < 50; i++) {
        try {
          await first.connect();
          break;
        } catch {
          first.disconnect();
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const a = new RedisRateLimitStore(first, `test-${process.pid}:`);
      const b = new RedisRateLimitStore(connect(), `test-${process.pid}:`);
      const limit = { max: 3, windowMs: 300 };
      await consume(a, 'login:account:x', limit);
      await consume(b, 'login:account:x', limit);
      await consume(a, 'login:account:x', limit);
      await expect(consume(b, 'login:account:x', limit)).rejects.toMatchObject({ status: 429 });
      // Taken back on one instance, the places are free on the other; a missing key is not made negative.
      await a.release('login:account:x');
      await a.release('login:account:x');
      await consume(b, 'login:account:x', limit);
      await b.release('never-hit');
      expect((await a.hit('never-hit', limit.windowMs)).count).toBe(1);
      const { resetInMs } = await a.hit('login:account:x', limit.windowMs);
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(300);
      await new Promise((r) => setTimeout(r, 350));
      await consume(b, 'login:account:x', limit);
    });
  });
});
