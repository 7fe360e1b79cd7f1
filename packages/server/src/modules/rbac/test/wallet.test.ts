/** Ethereum wallet sign-in: viem signatures, freshness, single use, SIWE nonces and domains. */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { AUTH, as, expectError, init, setupRbacApp, subjectOf } from './support.ts';

const t = await setupRbacApp({ CORS_ORIGINS: 'https://site.example' });
const EVM = `${AUTH}/ethereum-virtual-machine`;

const wallet = () => privateKeyToAccount(generatePrivateKey());

async function signed(account = wallet(), message = String(t.clock.now().getTime())) {
  return { message, signature: await account.signMessage({ message }), address: account.address };
}

describe('plain signed message (the site signs the current timestamp)', () => {
  it('first sign-in creates subject, EVM identity (lowercased address) and role links; later ones find it', async () => {
    const account = wallet();
    const res = await as(t).post(EVM, await signed(account));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    const me = await as(t, res.body.data.jwt).get(`${AUTH}/me`);
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ provider: 'EVM', account: account.address.toLowerCase(), email: null }),
    ]);
    expect(me.body.data.roles.map((r: { slug: string }) => r.slug)).toEqual(['user']);

    const again = await as(t).post(EVM, await signed(account, `Sign in at ${new Date(t.clock.now()).toISOString()}`));
    expect(again.status).toBe(200);
    expect(subjectOf(again.body.data.jwt)).toBe(me.body.data.id);
    expect(await t.db.prisma.rbacIdentity.count({ where: { account: account.address.toLowerCase() } })).toBe(1);
  });

  it('a replayed signature is refused', async () => {
    const body = await signed();
    expect((await as(t).post(EVM, body)).status).toBe(200);
    expectError(await as(t).post(EVM, body), 401, /already used/);
  });

  it('a signature from another address is refused, and does not spend the message', async () => {
    const victim = wallet();
    const attacker = wallet();
    const message = String(t.clock.now().getTime());
    const forged = { message, signature: await attacker.signMessage({ message }), address: victim.address };
    expectError(await as(t).post(EVM, forged), 401, 'Invalid signature');
    expect(await t.db.prisma.rbacIdentity.count({ where: { account: victim.address.toLowerCase() } })).toBe(0);
    expect((await as(t).post(EVM, await signed(victim, message))).status).toBe(200);
  });

  it('a message older than five minutes, or from the future, is refused', async () => {
    const now = t.clock.now().getTime();
    expectError(await as(t).post(EVM, await signed(wallet(), String(now - 6 * 60 * 1000))), 401, /not fresh/);
    expectError(await as(t).post(EVM, await signed(wallet(), String(now + 10 * 60 * 1000))), 401, /not fresh/);
    const seconds = String(Math.floor(now / 1000) - 60);
    expect((await as(t).post(EVM, await signed(wallet(), `login ${seconds}`))).status).toBe(200);
  });

  it('the same message ages out: replaying it after five minutes is still refused', async () => {
    const body = await signed();
    expect((await as(t).post(EVM, body)).status).toBe(200);
    t.clock.advance(6 * 60 * 1000);
    try {
      expectError(await as(t).post(EVM, body), 401);
    } finally {
      t.clock.advance(-6 * 60 * 1000);
    }
  });

  it('validates the payload: message of 8+ characters with a time, hex signature, address', async () => {
    expectError(await as(t).post(EVM, { ...(await signed()), message: 'short' }), 400);
    expectError(await as(t).post(EVM, await signed(wallet(), 'no time stated here')), 400, /state the current time/);
    expectError(await as(t).post(EVM, { ...(await signed()), signature: 'xyz' }), 400);
    expectError(await as(t).post(EVM, { ...(await signed()), address: '0x123' }), 400);
    expectError(await as(t).post(EVM, { ...(await signed()), signature: '0x1234' }), 401, 'Invalid signature');
  });

  it('from an anonymous session, the wallet joins that subject', async () => {
    const visitor = await init(t);
    const res = await as(t, visitor.jwt).post(EVM, await signed());
    expect(subjectOf(res.body.data.jwt)).toBe(visitor.subjectId);
  });
});

describe('Sign-In with Ethereum (EIP-4361)', () => {
  async function siwe(account = wallet(), overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
    const nonce = (await as(t).get(`${EVM}/nonce`)).body.data.nonce as string;
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'site.example',
      nonce,
      uri: 'https://site.example/login',
      version: '1',
      issuedAt: t.clock.now(),
      ...overrides,
    });
    return { message, signature: await account.signMessage({ message }), address: account.address, nonce };
  }

  it('hands out fresh nonces and signs in with a message that uses one', async () => {
    const res = await as(t).get(`${EVM}/nonce`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.nonce).toMatch(/^[0-9a-f]{48}$/);
    expect(new Date(res.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const { nonce: _nonce, ...body } = await siwe();
    expect((await as(t).post(EVM, body)).status).toBe(200);
  });

  it('a nonce is spent on use', async () => {
    const account = wallet();
    const first = await siwe(account);
    const { nonce: _n, ...body } = first;
    expect((await as(t).post(EVM, body)).status).toBe(200);
    expectError(await as(t).post(EVM, body), 401, /already used/);
    // Even in a new message signed again.
    const again = await siwe(account, { nonce: first.nonce, statement: 'again' });
    expectError(
      await as(t).post(EVM, { message: again.message, signature: again.signature, address: account.address }),
      401,
      /already used/,
    );
  });

  it('refuses a nonce the server did not issue, an expired one, another domain, another address', async () => {
    const account = wallet();
    const forged = await siwe(account, { nonce: 'a'.repeat(48) });
    expectError(await as(t).post(EVM, { ...forged, nonce: undefined }), 401, /nonce/);
    const domain = await siwe(account, { domain: 'evil.example' });
    expectError(await as(t).post(EVM, { ...domain, nonce: undefined }), 401, /domain/);
    const other = wallet();
    const mismatch = await siwe(account);
    expectError(
      await as(t).post(EVM, { ...mismatch, address: other.address, nonce: undefined }),
      401,
      /another address/,
    );
    const late = await siwe(account);
    t.clock.advance(6 * 60 * 1000);
    try {
      expectError(await as(t).post(EVM, { ...late, nonce: undefined }), 401, /nonce/);
    } finally {
      t.clock.advance(-6 * 60 * 1000);
    }
  });

  it('refuses a stale Issued At and a passed Expiration Time', async () => {
    const account = wallet();
    const stale = await siwe(account, { issuedAt: new Date(t.clock.now().getTime() - 10 * 60 * 1000) });
    expectError(await as(t).post(EVM, { ...stale, nonce: undefined }), 401, /not fresh/);
    const expired = await siwe(account, { expirationTime: new Date(t.clock.now().getTime() - 1000) });
    expectError(await as(t).post(EVM, { ...expired, nonce: undefined }), 401, /Invalid Sign-In/);
  });
});

describe('statedTime', () => {
  it('reads ISO 8601 date-times, Unix milliseconds and seconds, and nothing else', async () => {
    const { statedTime } = await import('../wallet.ts');
    expect(statedTime('at 2026-01-02T03:04:05Z please')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(statedTime('1767323045000')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(statedTime('login 1767323045')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(statedTime('12345678901234567')).toBeNull();
    expect(statedTime('hello world')).toBeNull();
  });
});
