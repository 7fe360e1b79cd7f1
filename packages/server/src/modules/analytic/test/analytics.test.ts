/**
 * Analytics that respect visitors (issue 34 §6) over real HTTP on a real database: 20 visits by 20 visitors
 * (distinct addresses and browsers, as the proxy reports them) and one donation paid through the dummy provider
 * give the matching summary; the collector sets no cookie, stores no address in any column of any table, runs
 * no statement on a page view's request, leaves robots out and refuses bad input; the summary is staff only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { createShop, type Shop } from '../../ecommerce/test/fixtures.ts';
import { as, expectError, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { flushAnalytics } from '../index.ts';

const t = await setupRbacApp();
const SITE = 'https://fund.example.org';
const EVENTS = '/api/analytic/events';
let shop: Shop;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  shop = await createShop(t.db);
  admin = as(t, (await loginAdmin(t)).jwt);
});

/** Visitor n: an address of TEST-NET-3 (RFC 5737) used nowhere else, and a browser of its own. */
const visitor = (n: number) => ({
  ip: `203.0.113.${n + 1}`,
  userAgent: `Mozilla/5.0 (X11; Linux x86_64; analytics-ua-${n}) AppleWebKit/537.36 Chrome/131.0 Safari/537.36`,
});
const today = () => t.clock.now().toISOString().slice(0, 10);

/** One beacon as a browser sends it: JSON, or text holding JSON (navigator.sendBeacon with a string). */
function send(n: number, body: unknown, { asText = false, userAgent = visitor(n).userAgent } = {}) {
  const req = t.http.post(EVENTS).set('x-forwarded-for', visitor(n).ip).set('user-agent', userAgent);
  return asText
    ? req.set('content-type', 'text/plain;charset=UTF-8').send(JSON.stringify(body))
    : req.set('content-type', 'application/json').send(body as object);
}

const summary = async (query = `from=${today()}&to=${today()}`) => {
  const res = await admin.get(`/api/analytic/summary?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A donation of 500 to the bell through the donate path, paid with the dummy provider. */
async function paidDonation() {
  const me = await register(t);
  const donor = as(t, me.jwt);
  const res = await donor.post(`/api/rbac/subjects/${me.subjectId}/ecommerce-module/products/${shop.bell}/donate`, {
    consent: true,
    amount: '500',
    email: me.email,
    billingModule: { currency: { id: shop.rub } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
}

describe('the collector and the summary', () => {
  it('counts 20 visitors, their pages, sources and funnel, and the paid donation', async () => {
    const home = `${SITE}/en/`;
    const project = `${SITE}/en/projects/bell`;
    // A page view costs its request no statement: only the day's salt, once, and the timer's INSERT may run.
    const counter = countQueries(t.db.pool, { keepText: true });
    const responses = [];
    for (let n = 0; n < 20; n++) {
      // 0–9 come from a newsletter campaign, 10–14 from a search engine, 15–19 directly.
      const landing =
        n < 10
          ? { url: `${home}?utm_source=Newsletter&utm_campaign=spring`, referrer: '' }
          : n < 15
            ? { url: `${SITE}/en/about`, referrer: 'https://www.google.com/search?q=bell' }
            : { url: home };
      responses.push(await send(n, { ...landing, event: 'pageview' }, { asText: n % 2 === 1 }));
      if (n < 15)
        // A move within the site: the referrer is the site itself, the entry's source stays the visitor's.
        responses.push(await send(n, { url: project, referrer: landing.url, event: 'pageview', productId: shop.bell }));
      if (n < 6) responses.push(await send(n, { data: { url: project, event: 'form_started', productId: shop.bell } }));
      if (n < 3) responses.push(await send(n, { url: project, event: 'payment_started', productId: shop.bell }));
    }
    counter.stop();
    const inserts = counter.texts.filter((text) => text.includes('INSERT INTO analytic.events'));
    const statements = counter.texts.filter((text) => !inserts.includes(text));
    expect(statements.filter((text) => !text.includes('analytic.salts'))).toEqual([]);
    // The day's salt: made once (two statements); once in a loaded run five were seen, still not one per event.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(6);
    // 46 events, written by the 2-second timer (once or twice while they arrive), not one INSERT each.
    expect(inserts.length).toBeLessThanOrEqual(2);
    for (const res of responses) {
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(res.body).toEqual({ data: { recorded: true } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await paidDonation();
    await flushAnalytics(t.db);

    expect(await summary()).toEqual({
      data: {
        pageviews: 35,
        visitors: 20,
        topPages: [
          { url: '/en/', pageviews: 15 },
          { url: '/en/projects/bell', pageviews: 15 },
          { url: '/en/about', pageviews: 5 },
        ],
        sources: [
          { source: 'newsletter', visitors: 10 },
          { source: 'direct', visitors: 5 },
          { source: 'google.com', visitors: 5 },
        ],
        campaigns: [{ campaign: 'spring', source: 'newsletter', visitors: 10 }],
        funnel: { viewed: 15, started: 6, paying: 3, paid: 1 },
        days: [{ day: today(), pageviews: 35, visitors: 20 }],
        projects: [{ productId: shop.bell, title: {}, adminTitle: 'bell', viewed: 15, started: 6, paying: 3, paid: 1 }],
      },
    });
    // The campaign is kept beside the source; the url's query is not.
    const { rows } = await t.db.pool.query(`SELECT DISTINCT campaign FROM analytic.events WHERE source = 'newsletter'`);
    expect(rows).toEqual([{ campaign: 'spring' }]);
    // Another period shows none of it.
    const before = await summary('from=2020-01-01&to=2020-12-31');
    expect(before.data).toMatchObject({ pageviews: 0, visitors: 0, topPages: [], sources: [], campaigns: [] });
    expect(before.data.funnel).toEqual({ viewed: 0, started: 0, paying: 0, paid: 0 });
    expect(before.data.projects).toEqual([]);
    expect(before.data.days).toHaveLength(366);
    expect(before.data.days[0]).toEqual({ day: '2020-01-01', pageviews: 0, visitors: 0 });
    expect(before.data.days[365]).toEqual({ day: '2020-12-31', pageviews: 0, visitors: 0 });
    expect(before.data.days.every((d: { pageviews: number }) => d.pageviews === 0)).toBe(true);
  });

  it('stores no visitor address nor browser in any column of any table, and keeps only the day’s salt', async () => {
    await flushAnalytics(t.db);
    const { rows: tables } = await t.db.pool.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    expect(tables.some((table) => table.schema === 'analytic' && table.name === 'events')).toBe(true);
    const secrets = Array.from({ length: 20 }, (_, n) => visitor(n));
    // Every row of every table as text: no visitor's address (a range no other call of this file uses), nor browser.
    for (const table of tables) {
      const { rows } = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM "${table.schema}"."${table.name}" r WHERE r::text ~ '203\\.0\\.113\\.|analytics-ua-'`,
      );
      expect(rows[0].n, `${table.schema}.${table.name}`).toBe(0);
    }
    // The analytic tables' text columns hold no address either (checked column by column, as the issue asks).
    const { rows: columns } = await t.db.pool.query<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = 'analytic' AND data_type IN ('text', 'character varying')`,
    );
    expect(columns.map((c) => `${c.table}.${c.column}`).sort()).toEqual([
      'events.campaign',
      'events.event',
      'events.path',
      'events.source',
      'events.visitor',
    ]);
    for (const { table, column } of columns) {
      const { rows } = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM analytic."${table}" WHERE "${column}" = ANY($1) OR "${column}" LIKE '%203.0.113.%'`,
        [secrets.map((v) => v.ip)],
      );
      expect(rows[0].n, `analytic.${table}.${column}`).toBe(0);
    }
    const { rows: salts } = await t.db.pool.query(`SELECT day::text FROM analytic.salts`);
    expect(salts).toEqual([{ day: today() }]);
  });

  it('leaves robots out, answering them alike', async () => {
    const before = (await summary()).data.pageviews;
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      const res = await send(0, { url: `${SITE}/en/`, event: 'pageview' }, { userAgent });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: { recorded: false } });
    }
    await flushAnalytics(t.db);
    expect((await summary()).data.pageviews).toBe(before);
  });

  it('refuses a bad event with a 400 naming the field, and records nothing', async () => {
    const url = `${SITE}/en/`;
    const bad: [unknown, RegExp?][] = [
      [{}],
      [{ event: 'pageview' }],
      [{ url: 'javascript:alert(1)', event: 'pageview' }],
      [{ url: '/en/', event: 'pageview' }],
      [{ url: `${SITE}/${'a'.repeat(2100)}`, event: 'pageview' }],
      [{ url, event: 'click' }],
      [{ url, event: 'pageview', productId: 'bell' }],
      [{ url, event: 'pageview', referrer: 'not a url' }],
      [{ url, event: 'pageview', extra: 1 }],
      [[{ url, event: 'pageview' }]],
    ];
    const before = (await summary()).data.pageviews;
    for (const [body] of bad) expectError(await send(1, body), 400);
    const text = await t.http
      .post(EVENTS)
      .set('user-agent', visitor(1).userAgent)
      .set('content-type', 'text/plain')
      .send('{"url":');
    expectError(text, 400, /Invalid JSON/);
    const nothing = await t.http.post(EVENTS).set('user-agent', visitor(1).userAgent);
    expectError(nothing, 400);
    await flushAnalytics(t.db);
    expect((await summary()).data.pageviews).toBe(before);
  });

  it('answers the summary to staff only, for a valid range', async () => {
    const range = `from=${today()}&to=${today()}`;
    expectError(await as(t).get(`/api/analytic/summary?${range}`), 403);
    const user = await register(t);
    expectError(await as(t, user.jwt).get(`/api/analytic/summary?${range}`), 403);
    for (const query of [
      '',
      'from=2026-01-01',
      'from=2026-13-01&to=2026-12-31',
      'from=yesterday&to=today',
      'from=2026-02-30&to=2026-03-01',
      'from=0000-01-01&to=0000-01-02',
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      `${range}&extra=1`,
    ])
      expectError(await admin.get(`/api/analytic/summary?${query}`), 400);
    // 366 days, both ends counted: the longest range.
    expect((await admin.get('/api/analytic/summary?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });

  // Last: it moves the clock to tomorrow (a new day's salt replaces today's).
  it('answers per day, every day of the range, and per project, over two days', async () => {
    const first = today();
    const shiftDay = (day: string, by: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
    t.clock.advance(86_400_000);
    const second = today();
    expect(second).toBe(shiftDay(first, 1));
    // Tomorrow: 5 of yesterday's visitors come back (new hashes: another day's salt) to the chapel, 2 start its form,
    // and one visitor looks at the bell only.
    for (let n = 0; n < 5; n++) {
      await send(n, { url: `${SITE}/en/projects/chapel`, event: 'pageview', productId: shop.chapel });
      if (n < 2) await send(n, { url: `${SITE}/en/projects/chapel`, event: 'form_started', productId: shop.chapel });
    }
    await send(7, { url: `${SITE}/en/projects/bell`, event: 'pageview', productId: shop.bell });
    await flushAnalytics(t.db);
    admin = as(t, (await loginAdmin(t)).jwt); // a day later the access token has expired
    const { data } = await summary(`from=${shiftDay(first, -1)}&to=${shiftDay(second, 1)}`);
    expect(data.days).toEqual([
      { day: shiftDay(first, -1), pageviews: 0, visitors: 0 },
      { day: first, pageviews: 35, visitors: 20 },
      { day: second, pageviews: 6, visitors: 6 },
      { day: shiftDay(second, 1), pageviews: 0, visitors: 0 },
    ]);
    expect(data.pageviews).toBe(41);
    expect(data.visitors).toBe(26);
    expect(data.projects).toEqual([
      { productId: shop.bell, title: {}, adminTitle: 'bell', viewed: 16, started: 6, paying: 3, paid: 1 },
      { productId: shop.chapel, title: {}, adminTitle: 'chapel', viewed: 5, started: 2, paying: 0, paid: 0 },
    ]);
    // The existing fields keep their shape: the funnel sums the same events.
    expect(data.funnel).toEqual({ viewed: 21, started: 8, paying: 3, paid: 1 });
    // The second day alone: the donation was paid the day before.
    const { data: alone } = await summary(`from=${second}&to=${second}`);
    expect(alone.days).toEqual([{ day: second, pageviews: 6, visitors: 6 }]);
    expect(alone.projects).toEqual([
      { productId: shop.chapel, title: {}, adminTitle: 'chapel', viewed: 5, started: 2, paying: 0, paid: 0 },
      { productId: shop.bell, title: {}, adminTitle: 'bell', viewed: 1, started: 0, paying: 0, paid: 0 },
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const res = await as(t).get('/api/openapi.json');
    expect(res.body.paths['/api/analytic/summary'].get.responses['200']).toBeDefined();
    expect(res.body.paths['/api/analytic/events'].post).toBeDefined();
  });
});
