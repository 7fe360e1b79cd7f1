/**
 * Two API instances started as `pnpm cluster` starts them (separate processes, one PostgreSQL, one Redis, files
 * on S3, Caddy in front, fewest requests first), both at once on an empty database. What one instance does, the other
 * honours: sessions and their revocation, rate-limit counters, chat events, page-cache invalidation, checkout.
 */
import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getEntity } from '@symbol/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, startPrivateRedis } from '../src/cluster/cluster.ts';
import { startLocalS3 } from '../src/cluster/local-s3.ts';
import { repoRoot } from '../src/db/migrations.ts';
import { adminQuery, dropDatabase, uniqueName, urlFor } from './database.ts';
import { connectSse } from './sse.ts';

const database = uniqueName('symbol_cluster');
await adminQuery(`CREATE DATABASE "${database}"`);
const s3Dir = await mkdtemp(path.join(tmpdir(), 'symbol-cluster-s3-'));
const s3 = await startLocalS3(s3Dir);
// A Redis of its own: this cluster's revalidation and chat events must not reach other tests' apps.
const redis = await startPrivateRedis();
const cluster = await startCluster({
  instances: 2,
  databaseUrl: urlFor(database),
  redisUrl: redis.url,
  env: { ...s3.env, RATE_LIMIT_INIT_PER_IP: '4' },
});
const db = new pg.Pool({ connectionString: urlFor(database), max: 2 });
// A client still closing when afterAll drops the database gets its FATAL; without a listener it is uncaught.
db.on('error', () => {});
afterAll(async () => {
  await cluster.stop();
  redis.stop();
  await db.end();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
  await dropDatabase(database);
});

const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
const AUTH = '/api/rbac/subjects/authentication';
/** An address of this run's own (the counters live in a Redis that other runs share). */
const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(
  origin: string,
  method: string,
  path: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.data === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify({ data: options.data }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text };
}
const server = { 'x-rbac-secret-key': cluster.env.RBAC_SECRET_KEY! };
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

let emails = 0;
async function register(origin: string) {
  const login = `cluster-${process.pid}-${++emails}@example.org`;
  const res = await call(origin, 'POST', `${AUTH}/email-and-password/registration`, {
    data: { login, password: 'password-123' },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(res.status, res.text).toBe(201);
  const me = await call(origin, 'GET', `${AUTH}/me`, { headers: bearer(res.body.data.jwt) });
  return {
    login,
    jwt: res.body.data.jwt as string,
    refresh: res.body.data.refresh as string,
    subjectId: me.body.data.id as string,
  };
}

describe('two instances behind Caddy', () => {
  it('both started at once on an empty database: every migration applied once, the demo seeded once', async () => {
    const files = readdirSync(path.join(repoRoot(), 'prisma/migrations')).filter((name) => /^\d/.test(name));
    const { rows } = await db.query<{ migration_name: string; count: number }>(
      `SELECT migration_name, count(*)::int AS count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL GROUP BY 1`,
    );
    expect(rows.map((r) => r.migration_name).sort()).toEqual(files.sort());
    expect(rows.every((r) => r.count === 1)).toBe(true);
    const pages = await db.query(
      `SELECT "url", "language", count(*)::int FROM "${getEntity('host/pages').table}" GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(pages.rows).toEqual([]);
  });

  it('serves through the proxy, in turn from each instance', async () => {
    const health = await Promise.all([1, 2, 3, 4].map(() => call(cluster.url, 'GET', '/api/health')));
    expect(health.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('an upload is fetched from the files origin (FILES_PUBLIC_URL), which answers only stored files, inert', async () => {
    const filesUrl = cluster.env.FILES_PUBLIC_URL!;
    expect(new URL(filesUrl).origin).not.toBe(new URL(cluster.url).origin);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('<script>alert(1)</script>')], { type: 'text/plain' }), 'x.html');
    const uploaded = await fetch(`${cluster.url}/api/file-storage/files`, {
      method: 'POST',
      headers: server,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { file } = ((await uploaded.json()) as { data: { file: string } }).data;
    expect(file).toMatch(new RegExp(`^${filesUrl}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.txt$`));
    const served = await fetch(file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect((await fetch(`${new URL(filesUrl).origin}/api/health`)).status).toBe(404);
  });

  it('a session made on one instance is accepted by the other; a logout on one holds on the other', async () => {
    const me = await register(a);
    expect((await call(b, 'GET', `${AUTH}/me`, { headers: bearer(me.jwt) })).status).toBe(200);
    expect((await call(a, 'POST', `${AUTH}/logout`, { data: { refresh: me.refresh } })).status).toBe(200);
    expect((await call(b, 'GET', `${AUTH}/me`, { headers: bearer(me.jwt) })).status).toBe(401);
    expect((await call(b, 'POST', `${AUTH}/refresh`, { data: { refresh: me.refresh } })).status).toBe(401);
  });

  it('rate-limit counters are shared', async () => {
    const headers = { 'x-forwarded-for': freshIp() };
    for (const origin of [a, b, a, b])
      expect((await call(origin, 'GET', `${AUTH}/init`, { headers })).status).toBe(200);
    expect((await call(a, 'GET', `${AUTH}/init`, { headers })).status).toBe(429);
    expect((await call(b, 'GET', `${AUTH}/init`, { headers })).status).toBe(429);
  });

  it("wrong passwords from one address, spread over both instances, refuse that address on that account on both; the owner's address signs in", async () => {
    const owner = await register(a);
    const guesser = { 'x-forwarded-for': freshIp() };
    const guess = { login: owner.login, password: 'wrong-password' };
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call(i % 2 ? a : b, 'POST', `${AUTH}/email-and-password/authentication`, {
            data: guess,
            headers: guesser,
          })
        ).status,
      ).toBe(401);
    for (const origin of [a, b])
      expect(
        (await call(origin, 'POST', `${AUTH}/email-and-password/authentication`, { data: guess, headers: guesser }))
          .status,
      ).toBe(429);
    const right = { login: owner.login, password: 'password-123' };
    const signedIn = await call(b, 'POST', `${AUTH}/email-and-password/authentication`, {
      data: right,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('a chat message posted through one instance reaches an event-stream listener on the other', async () => {
    const members = [];
    for (const name of ['Ann', 'Ben']) {
      const subject = await register(a);
      const profile = await call(a, 'POST', '/api/social/profiles', {
        data: { title: { en: name }, slug: `${name.toLowerCase()}-${process.pid}-${emails}` },
        headers: server,
      });
      expect(profile.status, profile.text).toBe(201);
      const link = await call(a, 'POST', '/api/rbac/subjects-to-social-module-profiles', {
        data: { subjectId: subject.subjectId, socialModuleProfileId: profile.body.data.id },
        headers: server,
      });
      expect(link.status, link.text).toBe(201);
      const chats = `/api/rbac/subjects/${subject.subjectId}/social-module/profiles/${profile.body.data.id}/chats`;
      members.push({ ...subject, profileId: profile.body.data.id as string, chats });
    }
    const [ann, ben] = members as [(typeof members)[0], (typeof members)[0]];
    const chat = await call(a, 'POST', ann.chats, { data: { profileIds: [ben.profileId] }, headers: bearer(ann.jwt) });
    expect(chat.status, chat.text).toBe(201);
    const listener = await connectSse(`${b}${ben.chats}/events`, bearer(ben.jwt));
    try {
      expect(listener.status).toBe(200);
      const posted = await call(a, 'POST', `${ann.chats}/${chat.body.data.id}/messages`, {
        data: { description: 'across instances' },
        headers: bearer(ann.jwt),
      });
      expect(posted.status, posted.text).toBe(201);
      const event = await listener.next((e) => e.event === 'message', 5000);
      expect(event.data).toMatchObject({ message: { description: 'across instances' } });
    } finally {
      listener.close();
    }
  });

  it("a content write through one instance empties the other's page cache within 1 s", async () => {
    const page = '/api/host/page?url=/&language=ru';
    expect((await call(b, 'GET', page)).status).toBe(200); // cached on b now
    const home = await call(
      a,
      'GET',
      '/api/host/pages?filters[and][0][column]=url&filters[and][0][method]=eq&filters[and][0][value]=/',
    );
    const title = `Home across instances ${process.pid}`;
    const patched = await call(a, 'PATCH', `/api/host/pages/${home.body.data[0].id}`, {
      data: { title },
      headers: server,
    });
    expect(patched.status, patched.text).toBe(200);
    const deadline = Date.now() + 1000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await call(b, 'GET', page)).text.includes(title);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
  });

  it('a checkout raced on both instances makes one invoice', async () => {
    const buyer = await register(cluster.url);
    const product = (await call(a, 'GET', '/api/ecommerce/products?limit=1')).body.data[0];
    const rub = (
      await call(
        a,
        'GET',
        '/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=rub',
      )
    ).body.data[0];
    const orders = `/api/rbac/subjects/${buyer.subjectId}/ecommerce-module/orders`;
    const added = await call(a, 'POST', orders, { data: { productId: product.id }, headers: bearer(buyer.jwt) });
    expect(added.status, added.text).toBe(201);
    const checkout = {
      consent: true,
      provider: 'dummy',
      email: 'buyer@example.org',
      billingModule: { currency: { id: rub.id } },
    };
    const raced = await Promise.all(
      [a, b].map((origin) =>
        call(origin, 'POST', `${orders}/checkout`, { data: checkout, headers: bearer(buyer.jwt) }),
      ),
    );
    expect(
      raced.some((r) => r.status === 201),
      raced.map((r) => r.text).join('\n'),
    ).toBe(true);
    const invoices = new Set(
      raced
        .filter((r) => r.status === 201)
        .flatMap((r) => r.body.data.billingModule.invoices.map((i: { id: string }) => i.id)),
    );
    expect(invoices.size).toBe(1);
    const stored = await db.query(
      `SELECT count(*)::int AS count FROM "${getEntity('billing/invoices').table}" WHERE "createdAt" > now() - interval '1 minute'`,
    );
    expect(stored.rows[0].count).toBe(1);
  });
});
