/**
 * The "done means", end to end through the REST API with nothing mocked but the mail transport:
 * a visitor registers, signs in, refreshes, signs out, resets the password and signs in with a wallet.
 */
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { expect, it } from 'vitest';
import { AUTH, EMAIL, SUBJECTS, as, freshEmail, mailTo, setupRbacApp, verifyByMail } from './support.ts';

const t = await setupRbacApp();

it('register → sign in → refresh → sign out → reset password → wallet sign-in', async () => {
  const client = as(t);
  const email = freshEmail('journey');
  const visitor = (await client.get(`${AUTH}/init`)).body.data;
  const registered = await as(t, visitor.jwt, client.ip).post(`${EMAIL}/registration`, {
    login: email,
    password: 'first-password',
  });
  expect(registered.status).toBe(201);

  const signedIn = await client.post(`${EMAIL}/authentication`, { login: email, password: 'first-password' });
  expect(signedIn.status).toBe(200);
  const refreshed = await client.post(`${AUTH}/refresh`, { refresh: signedIn.body.data.refresh });
  expect(refreshed.status).toBe(200);
  const { jwt, refresh } = refreshed.body.data;
  const me = (await as(t, jwt, client.ip).get(`${AUTH}/me`)).body.data;
  expect(me.identities.map((i: { email: string }) => i.email)).toEqual([email]);

  expect((await as(t, jwt, client.ip).post(`${AUTH}/logout`, { refresh })).status).toBe(200);
  expect((await as(t, jwt, client.ip).get(`${AUTH}/me`)).status).toBe(401);

  // A reset is mailed to a verified address only: follow the registration's verification mail first.
  await verifyByMail(t, email);
  expect((await client.post(`${EMAIL}/forgot-password`, { email })).status).toBe(200);
  const link = (await mailTo(t, email))!.text.match(/https?:\/\/\S+/)![0];
  const code = new URL(link).searchParams.get('code');
  const reset = await client.post(`${EMAIL}/reset-password`, {
    password: 'second-password',
    passwordConfirmation: 'second-password',
    code,
  });
  expect(reset.status).toBe(200);
  const again = await client.post(`${EMAIL}/authentication`, { login: email, password: 'second-password' });
  expect(again.status).toBe(200);

  const wallet = privateKeyToAccount(generatePrivateKey());
  const { message } = (await client.get(`${AUTH}/ethereum-virtual-machine/nonce?address=${wallet.address}`)).body.data;
  const walletSignIn = await client.post(`${AUTH}/ethereum-virtual-machine`, {
    message,
    signature: await wallet.signMessage({ message }),
    address: wallet.address,
  });
  expect(walletSignIn.status).toBe(200);
  const walletSubject = (await as(t, walletSignIn.body.data.jwt, client.ip).get(`${AUTH}/me`)).body.data;
  expect(walletSubject.identities[0].account).toBe(wallet.address.toLowerCase());
  // And every attempt to reach another subject's data is refused.
  const other = await as(t, walletSignIn.body.data.jwt, client.ip).get(`${SUBJECTS}/${me.id}/identities`);
  expect(other.status).toBe(403);
});
