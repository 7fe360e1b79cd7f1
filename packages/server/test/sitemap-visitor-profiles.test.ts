/**
 * Every account gets a social profile at sign-up (`visitor-xxxxxxxxxxxx`, public so chats can name it): the
 * sitemap must not list one empty profile page per registered person, as it does not list visitors' subjects.
 */
import { expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/index.ts';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example' });
await seedDemoContent(t.db);

it("leaves out the profiles made for people at sign-up, keeps the ones an editor named and the urls' list whole", async () => {
  const registration = await t.http
    .post('/api/rbac/subjects/authentication/email-and-password/registration')
    .send({ data: { login: 'sitemap-visitor@example.org', password: 'password-123' } });
  expect(registration.status, JSON.stringify(registration.body)).toBe(201);
  const slugs = ((await t.procedures('social/profiles').list({ limit: 100 })) as { slug: string }[]).map((p) => p.slug);
  const visitor = slugs.find((slug) => slug.startsWith('visitor-'));
  expect(visitor).toBeDefined();
  const urls = (await t.http.get('/api/host/urls')).body.data.map((u: { url: string }) => u.url);
  expect(urls).toContain(`/social/profiles/${visitor}`);
  const xml = (await t.http.get('/sitemap.xml')).text;
  expect(xml).not.toContain(visitor);
  expect(xml).toContain('<loc>https://symbol-faith.example/en/social/profiles/anna-smirnova</loc>');
});
