/**
 * Every HTML answer carries the security headers (CSP, frame-ancestors and X-Frame-Options, nosniff, a
 * referrer policy): the site's pages, the API reference and the API's own pages, each with its policy.
 */
import { describe, expect, it } from 'vitest';
import { builtSite, SECRET, setupTestApp } from './helper.ts';

const dist = builtSite();
const t = await setupTestApp(
  { PUBLIC_SITE_URL: 'https://site.example', PUBLIC_API_URL: 'https://api.example' },
  { web: { site: dist } },
);
await t.http
  .post('/api/host/pages')
  .set('x-rbac-secret-key', SECRET)
  .send({ data: { url: '/' } });

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

/** The apps (site, back office) may be framed by their own origin (the page builder's preview); nothing else. */
function expectHtmlHeaders(headers: Record<string, string>, framedBy: 'self' | 'none' = 'none') {
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['x-frame-options']).toBe(framedBy === 'self' ? 'SAMEORIGIN' : 'DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['frame-ancestors']).toEqual([`'${framedBy}'`]);
  expect(csp['object-src'] ?? csp['default-src']).toEqual(["'none'"]);
  return csp;
}

describe('security headers on HTML', () => {
  it("the site's pages: scripts from 'self' only, inline styles, https images, WalletConnect over wss", async () => {
    const res = await t.http.get('/en/');
    expect(res.status).toBe(200);
    const csp = expectHtmlHeaders(res.headers, 'self');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toContain('https:');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example', 'wss://relay.walletconnect.org']),
    );
    // The iframe widgets embed any https page an editor chose (the demo's OpenStreetMap map).
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https:', "'self'"]));
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    const missing = await t.http.get('/en/nope');
    expect(missing.status).toBe(404);
    expectHtmlHeaders(missing.headers, 'self');
  });

  it("ETHEREUM_RPC_URL's origin joins connect-src (the page reads ENS names from it)", async () => {
    const { appContentSecurityPolicy } = await import('../src/web/security-headers.ts');
    const connect = appContentSecurityPolicy({
      ...t.app.deps.config,
      ETHEREUM_RPC_URL: 'https://mainnet.rpc.example/v3/key',
    })['connect-src'];
    expect(connect).toContain('https://mainnet.rpc.example');
    expect(appContentSecurityPolicy(t.app.deps.config)['connect-src']).not.toContain('https://mainnet.rpc.example');
  });

  it('a Yandex Metrika or Google Analytics tag (issue 34 §6) adds its origins, and only when configured', async () => {
    const { appContentSecurityPolicy } = await import('../src/web/security-headers.ts');
    const none = appContentSecurityPolicy(t.app.deps.config);
    expect(none['script-src']).toEqual(["'self'"]);
    expect(JSON.stringify(none)).not.toMatch(/yandex|google/);
    const yandex = appContentSecurityPolicy({ ...t.app.deps.config, YANDEX_METRIKA_ID: '12345678' });
    expect(yandex['script-src']).toContain('https://mc.yandex.ru');
    expect(yandex['connect-src']).toContain('https://mc.yandex.ru');
    expect(JSON.stringify(yandex)).not.toMatch(/google/);
    const google = appContentSecurityPolicy({ ...t.app.deps.config, GA_MEASUREMENT_ID: 'G-TEST1234' });
    expect(google['script-src']).toContain('https://www.googletagmanager.com');
    expect(google['connect-src']).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(google)).not.toMatch(/yandex/);
  });

  it('CSP_FRAME_SOURCES narrows what the site may frame', async () => {
    const { appContentSecurityPolicy } = await import('../src/web/security-headers.ts');
    const frames = appContentSecurityPolicy({
      ...t.app.deps.config,
      CSP_FRAME_SOURCES: ['https://www.openstreetmap.org'],
    })['frame-src'];
    expect(frames).toContain('https://www.openstreetmap.org');
    expect(frames).not.toContain('https:');
  });

  it('the API reference: its inline start script by hash, nothing else inline', async () => {
    const res = await t.http.get('/api/docs/');
    expect(res.status).toBe(200);
    const csp = expectHtmlHeaders(res.headers);
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    const { createHash } = await import('node:crypto');
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it("the API's own pages: no script at all", async () => {
    const res = await t.http.get(`/api/billing/dummy/pay/${crypto.randomUUID()}`);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = expectHtmlHeaders(res.headers);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
  });

  it('JSON answers are left alone', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
