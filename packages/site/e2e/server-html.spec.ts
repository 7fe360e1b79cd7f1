/** What a crawler or a chat app's link preview reads: the served HTML, fetched without a browser. */
import { expect, test } from '@playwright/test';

test('a page url is answered with index.html carrying its metadata', async ({ request, baseURL }) => {
  const response = await request.get('/en/about');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('<title>About the foundation — Symbol of Faith</title>');
  expect(html).toMatch(/<meta name="description" content="Who we are, how we choose projects[^"]*">/);
  expect(html).toMatch(/<meta name="keywords" content="about the foundation, [^"]*">/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/about">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/en/about">`);
  expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${baseURL}/ru/about">`);
  expect(html).toContain('<meta property="og:title" content="About the Symbol of Faith Foundation">');
  expect(html).toContain('<meta property="og:locale" content="en_US">');
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/en/about">`);
  expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
  expect(html).toContain('<link rel="icon" href="/images/favicon.ico">');
  // The e2e server points ETHEREUM_RPC_URL at itself (wallet.spec.ts answers that RPC in the page) and has a
  // Telegram bot (telegram.spec.ts): its id (the token's first part) and name, never the token.
  expect(html).toContain(
    `<script type="application/json" id="site-config">{"languages":["en","ru"],"defaultLanguage":"ru","authenticationSuccessUrl":"/","ethereumRpcUrl":"${baseURL}/e2e-ethereum-rpc","telegramBot":{"id":424242,"username":"symbol_e2e_bot"}}</script>`,
  );
  expect(html).not.toContain('e2e-telegram-bot-token');
  expect((await request.get('/images/favicon.ico')).status()).toBe(200);
  // The same page in Russian carries the Russian metadata.
  const ru = await (await request.get('/ru/about')).text();
  expect(ru).toContain('<title>О фонде — «Символ веры»</title>');
  expect(ru).toContain('<meta property="og:title" content="О фонде «Символ веры»">');
});

test("a product page is named by its product; its canonical url is the project's own page", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/ru/ecommerce/products/pokrovskoye-bell-tower')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ru/projects/pokrovskoye-bell-tower">`);
  const own = await (await request.get('/ru/projects/pokrovskoye-bell-tower')).text();
  expect(own).toContain(`<link rel="canonical" href="${baseURL}/ru/projects/pokrovskoye-bell-tower">`);
  expect(html).toContain('<meta property="og:locale" content="ru_RU">');
  expect(html).toContain('<title>Колокольня Покровской церкви в селе Покровском — Символ веры</title>');
});

test('the site leaves /api and unknown files alone, and / goes to the default language', async ({ request }) => {
  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ status: 404 });
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/ru/');
  const bare = await request.get('/about?x=1', { maxRedirects: 0 });
  expect(bare.headers().location).toBe('/ru/about?x=1');
  const missing = await request.get('/en/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>');
});
