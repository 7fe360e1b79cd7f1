/**
 * OAuth for MCP clients in a real browser (issue 38), in English and Russian: a registered client sends a person to
 * the authorization page; with no session it signs them in, asks for consent, and the Allow button's redirect to
 * the client's loopback callback is not blocked by the page's policy (its form-action names the callback); the code
 * buys a token; a second visit, signed in now, goes straight to the consent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

/** The client's callback: a native app's loopback server, real, on a port of its own; it records where it landed. */
let callback: Server;
let CALLBACK = '';
const calls: URL[] = [];
test.beforeAll(async () => {
  callback = createServer((request, response) => {
    // (a browser asks the origin for its /favicon.ico too)
    const url = new URL(request.url!, CALLBACK);
    if (url.pathname === '/callback') calls.push(url);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('connected');
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  const { port } = callback.address() as { port: number };
  CALLBACK = `http://127.0.0.1:${port}/callback`;
});
test.afterAll(() => new Promise<void>((resolve) => callback.close(() => resolve())));
const WORDS = {
  en: { signIn: 'Sign in', email: 'Email', password: 'Password', allow: 'Allow', title: 'Allow E2E agent?' },
  ru: { signIn: 'Войти', email: 'Почта', password: 'Пароль', allow: 'Разрешить', title: 'Разрешить E2E agent?' },
} as const;

for (const language of ['en', 'ru'] as const) {
  test.describe(() => {
    test.use({ locale: language === 'en' ? 'en-US' : 'ru-RU' });
    test(`OAuth in ${language}: sign in, consent, back to the client with a code that buys a token`, async ({
      page,
    }) => {
      const w = WORDS[language];
      const base = process.env.E2E_BASE_URL!;
      const registered = await fetch(`${base}/api/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'E2E agent', redirect_uris: [CALLBACK] }),
      });
      expect(registered.status).toBe(201);
      const client = (await registered.json()) as { client_id: string };
      const verifier = randomBytes(32).toString('base64url');
      const authorize = `${base}/api/oauth/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: client.client_id,
        redirect_uri: CALLBACK,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'e2e-state',
        scope: 'read write',
      })}`;
      calls.length = 0;
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });

      await page.goto(authorize);
      await page.getByLabel(w.email).fill(process.env.E2E_ADMIN_EMAIL!);
      await page.getByLabel(w.password).fill(process.env.E2E_ADMIN_PASSWORD!);
      await screenshot(page, { path: `test-results/oauth-sign-in-${language}.png` });
      await page.getByRole('button', { name: w.signIn }).click();
      await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
      await expect(page.getByText(process.env.E2E_ADMIN_EMAIL!)).toBeVisible();
      await screenshot(page, { path: `test-results/oauth-consent-${language}.png` });
      await page.getByRole('button', { name: w.allow }).click();
      await expect(page.getByText('connected')).toBeVisible();
      expect(blocked).toEqual([]);
      const landed = calls.at(-1);
      expect(landed?.searchParams.get('state')).toBe('e2e-state');
      const code = landed!.searchParams.get('code')!;

      const token = await fetch(`${base}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          client_id: client.client_id,
          redirect_uri: CALLBACK,
        }).toString(),
      });
      expect(token.status).toBe(200);
      expect(await token.json()).toMatchObject({ access_token: expect.stringMatching(/^sym_/), scope: 'read write' });

      // Signed in now: the next visit asks for consent at once.
      await page.goto(authorize);
      await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
    });
  });
}
