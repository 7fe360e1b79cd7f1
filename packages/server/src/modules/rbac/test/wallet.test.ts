/** Ethereum wallet sign-in: SIWE only, server nonces, configured domains, single use, freshness. */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { AUTH, as, expectError, init, setupRbacApp, subjectOf } from './support.ts';

const t = await setupRbacApp({ PUBLIC_SITE_URL: 'https://site.example', PUBLIC_API_URL: 'https://api.example' });
const EVM = `${AUTH}/ethereum-virtual-machine`;

const wallet = () => privateKeyToAccount(generatePrivateKey());
type Account = ReturnType<typeof wallet>;

/** A message built by the client from a server nonce, signed. */
async function siwe(account: Account = wallet(), overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
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
  return { message, signature: await account.signMessage({ message }), address: account.address };
}

/** The message the server hands out for an address, signed. */
async function serverMessage(account: Account = wallet()) {
  const res = await as(t).get(`${EVM}/nonce?address=${account.address}&chainId=137`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const message = res.body.data.message as string;
  return { message, signature: await account.signMessage({ message }), address: account.address };
}

describe('sign-in with the message the server hands out', () => {
  it('first sign-in creates subject, EVM identity (lowercased address) and role links; later ones find it', async () => {
    const account = wallet();
    const res = await as(t).post(EVM, await serverMessage(account));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    const me = await as(t, res.body.data.jwt).get(`${AUTH}/me`);
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ provider: 'EVM', account: account.address.toLowerCase(), email: null }),
    ]);
    expect(me.body.data.roles.map((r: { slug: string }) => r.slug)).toEqual(['user']);

    const again = await as(t).post(EVM, await siwe(account));
    expect(again.status).toBe(200);
    expect(subjectOf(again.body.data.jwt)).toBe(me.body.data.id);
    expect(await t.db.prisma.rbacIdentity.count({ where: { account: account.address.toLowerCase() } })).toBe(1);
  });

  it("the message names the public site's domain, the address, the chain and the nonce", async () => {
    const account = wallet();
    const res = await as(t).get(`${EVM}/nonce?address=${account.address.toLowerCase()}&chainId=137`);
    const { message, nonce } = res.body.data;
    expect(message).toMatch(/^site\.example wants you to sign in with your Ethereum account:\n/);
    expect(message).toContain(account.address);
    expect(message).toContain('URI: https://site.example');
    expect(message).toContain('Chain ID: 137');
    expect(message).toContain(`Nonce: ${nonce}`);
    expectError(await as(t).get(`${EVM}/nonce?address=0x123`), 400);
  });

  it('from an anonymous session, the wallet joins that subject', async () => {
    const visitor = await init(t);
    const res = await as(t, visitor.jwt).post(EVM, await serverMessage());
    expect(subjectOf(res.body.data.jwt)).toBe(visitor.subjectId);
  });
});

describe('what is refused', () => {
  it('plain signed text, even with a fresh timestamp (a page on any domain could ask for it)', async () => {
    const account = wallet();
    for (const message of [String(t.clock.now().getTime()), `Sign in at ${t.clock.now().toISOString()}`]) {
      const body = { message, signature: await account.signMessage({ message }), address: account.address };
      expectError(await as(t).post(EVM, body), 400, /must be a Sign-In with Ethereum message/);
    }
    expect(await t.db.prisma.rbacIdentity.count({ where: { account: account.address.toLowerCase() } })).toBe(0);
  });

  it("a domain the server does not serve, whatever the request's Host says", async () => {
    const account = wallet();
    const evil = await siwe(account, { domain: 'evil.example', uri: 'https://evil.example/login' });
    expectError(await as(t).post(EVM, evil).set('host', 'evil.example'), 401, /domain/);
    const mismatch = await siwe(account, { uri: 'https://evil.example/login' });
    expectError(await as(t).post(EVM, mismatch), 401, /domain/);
    // The API's own public host is served too.
    expect(
      (await as(t).post(EVM, await siwe(account, { domain: 'api.example', uri: 'https://api.example' }))).status,
    ).toBe(200);
  });

  it('a replayed message, and a nonce used again in a new message', async () => {
    const account = wallet();
    const body = await serverMessage(account);
    expect((await as(t).post(EVM, body)).status).toBe(200);
    expectError(await as(t).post(EVM, body), 401, /already used/);
    const nonce = /Nonce: (\w+)/.exec(body.message)![1]!;
    expectError(await as(t).post(EVM, await siwe(account, { nonce, statement: 'again' })), 401, /already used/);
  });

  it('a signature from another address, without spending the message', async () => {
    const victim = wallet();
    const body = await serverMessage(victim);
    const forged = { ...body, signature: await wallet().signMessage({ message: body.message }) };
    expectError(await as(t).post(EVM, forged), 401, 'Invalid signature');
    expect((await as(t).post(EVM, body)).status).toBe(200);
  });

  it('a nonce the server did not issue, an expired one, another address', async () => {
    const account = wallet();
    expectError(await as(t).post(EVM, await siwe(account, { nonce: 'a'.repeat(48) })), 401, /nonce/);
    const mismatch = await siwe(account);
    expectError(await as(t).post(EVM, { ...mismatch, address: wallet().address }), 401, /another address/);
    const late = await siwe(account);
    t.clock.advance(6 * 60 * 1000);
    try {
      expectError(await as(t).post(EVM, late), 401, /nonce/);
    } finally {
      t.clock.advance(-6 * 60 * 1000);
    }
  });

  it('a stale Issued At and a passed Expiration Time', async () => {
    const account = wallet();
    const stale = await siwe(account, { issuedAt: new Date(t.clock.now().getTime() - 10 * 60 * 1000) });
    expectError(await as(t).post(EVM, stale), 401, /not fresh/);
    const expired = await siwe(account, { expirationTime: new Date(t.clock.now().getTime() - 1000) });
    expectError(await as(t).post(EVM, expired), 401, /Invalid Sign-In/);
  });

  it('a malformed payload', async () => {
    expectError(await as(t).post(EVM, { ...(await serverMessage()), message: 'short' }), 400);
    expectError(await as(t).post(EVM, { ...(await serverMessage()), signature: 'xyz' }), 400);
    expectError(await as(t).post(EVM, { ...(await serverMessage()), address: '0x123' }), 400);
    expectError(await as(t).post(EVM, { ...(await serverMessage()), signature: '0x1234' }), 401, 'Invalid signature');
  });
});

describe('SIWE_DOMAINS', () => {
  it('replaces the default domains', async () => {
    const custom = await setupTestApp({ SIWE_DOMAINS: 'shop.example', PUBLIC_SITE_URL: 'https://site.example' });
    const account = wallet();
    const signedFor = async (domain: string) => {
      const nonce = (await custom.http.get(`${EVM}/nonce`)).body.data.nonce as string;
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain,
        nonce,
        uri: `https://${domain}`,
        version: '1',
        issuedAt: custom.clock.now(),
      });
      return { data: { message, signature: await account.signMessage({ message }), address: account.address } };
    };
    expect((await custom.http.post(EVM).send(await signedFor('site.example'))).status).toBe(401);
    expect((await custom.http.post(EVM).send(await signedFor('shop.example'))).status).toBe(200);
  });
});
