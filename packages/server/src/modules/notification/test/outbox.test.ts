/**
 * Notifications: default templates seeded at start, queueNotification in the caller's transaction,
 * `{id}/notify`, and the outbox worker's claims, retries and backoff (with a fake mailer and a test clock).
 */
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { as, markVerified, register } from '../../rbac/test/support.ts';
import { insertDefaults } from '../defaults.ts';
import { queueNotification } from '../queue.ts';
import { DEFAULT_TEMPLATES } from '../templates.ts';
import { createNotificationWorker, type WorkerOptions } from '../worker.ts';

const t = await setupTestApp({ NOTIFICATION_WORKER_INTERVAL_MS: '0' });

const rows = async (where = 'TRUE', params: unknown[] = []) =>
  (await t.db.pool.query(`SELECT * FROM notification_notifications WHERE ${where} ORDER BY "createdAt"`, params)).rows;

async function subjectWithEmail(email: string) {
  const post = async (path: string, data: unknown) =>
    (await t.http.post(path).set('x-rbac-secret-key', SECRET).send({ data }).expect(201)).body.data;
  const subject = await post('/api/rbac/subjects', {});
  const identity = await post('/api/rbac/identities', {
    email,
    provider: 'email_and_password',
    verifiedAt: new Date().toISOString(),
  });
  await post('/api/rbac/subjects-to-identities', { subjectId: subject.id, identityId: identity.id });
  return subject.id as string;
}

function worker(mailer: WorkerOptions['mailer'], overrides: Partial<WorkerOptions> = {}) {
  return createNotificationWorker({
    db: t.db,
    mailer,
    clock: t.clock,
    log: t.app.log,
    intervalMs: 0,
    maxAttempts: 3,
    retryBaseMs: 60_000,
    ...overrides,
  });
}

describe('default templates', () => {
  it('are inserted at start, once, and an edited one is kept', async () => {
    const templates = await t.db.pool.query('SELECT slug FROM notification_templates ORDER BY slug');
    expect(templates.rows.map((r) => r.slug)).toEqual(DEFAULT_TEMPLATES.map((d) => d.slug).sort());
    const topics = await t.db.pool.query('SELECT slug FROM notification_topics');
    expect(topics.rows.map((r) => r.slug)).toEqual(['crm-requests']);

    await t.db.pool.query(
      `UPDATE notification_templates SET subject = '{"en":"Edited"}' WHERE slug = 'password-reset'`,
    );
    expect(await insertDefaults(t.db.pool)).toBe(0);
    const edited = await t.db.pool.query(`SELECT subject FROM notification_templates WHERE slug = 'password-reset'`);
    expect(edited.rows[0].subject).toEqual({ en: 'Edited' });
  });
});

describe('queueNotification', () => {
  it('renders the template into a queued row, inside the caller’s transaction', async () => {
    const queued = await t.db.transaction((tx) =>
      queueNotification(tx, {
        template: 'order-status-changed',
        recipient: 'Buyer@Example.com',
        language: 'en',
        payload: { orderId: 'A-17', status: '<delivered>' },
      }),
    );
    expect(queued).toMatchObject({
      recipient: 'buyer@example.com',
      status: 'queued',
      attempts: 0,
      subject: 'Order A-17: <delivered>',
    });
    expect(queued.body).toContain('<b>&lt;delivered&gt;</b>');

    // A rolled-back caller leaves no mail behind.
    await expect(
      t.db.transaction(async (tx) => {
        await queueNotification(tx, { template: 'password-reset', recipient: 'x@example.com', payload: { code: '1' } });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await rows(`recipient = 'x@example.com'`)).toHaveLength(0);
  });

  it('refuses an unknown template or a bad address', async () => {
    await expect(
      t.db.transaction((tx) => queueNotification(tx, { template: 'nope', recipient: 'a@example.com' })),
    ).rejects.toThrow('Unknown notification template: nope');
    await expect(
      t.db.transaction((tx) => queueNotification(tx, { template: 'password-reset', recipient: 'not an address' })),
    ).rejects.toThrow('recipient must be an e-mail address');
  });
});

describe('POST /api/rbac/subjects/{id}/notify', () => {
  it('queues a template notification to the subject’s address', async () => {
    const subjectId = await subjectWithEmail('vera@example.com');
    const res = await t.http
      .post(`/api/rbac/subjects/${subjectId}/notify`)
      .set('x-rbac-secret-key', SECRET)
      .send({
        data: { template: 'order-status-changed', language: 'ru', payload: { orderId: 'B-2', status: 'paid' } },
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      recipient: 'vera@example.com',
      subjectId,
      status: 'queued',
      subject: 'Заказ B-2: paid',
    });
  });

  it('queues a plain subject and text, escaped', async () => {
    const subjectId = await subjectWithEmail('gleb@example.com');
    const res = await t.http
      .post(`/api/rbac/subjects/${subjectId}/notify`)
      .set('x-rbac-secret-key', SECRET)
      .field('data', JSON.stringify({ subject: 'Hello', body: 'Line <1>\nLine 2\n\nNext' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data[0].body).toBe('<p>Line &lt;1&gt;<br>Line 2</p><p>Next</p>');
  });

  it('refuses bad calls', async () => {
    const subjectId = await subjectWithEmail('dina@example.com');
    const notify = (id: string, data: unknown, key = SECRET) =>
      t.http.post(`/api/rbac/subjects/${id}/notify`).set('x-rbac-secret-key', key).send({ data });
    expect((await notify(subjectId, { payload: {} })).status).toBe(400);
    expect((await notify(subjectId, { template: 'nope' })).status).toBe(400);
    expect((await notify('00000000-0000-4000-8000-000000000000', { template: 'password-reset' })).status).toBe(404);
    const silent = (await t.http.post('/api/rbac/subjects').set('x-rbac-secret-key', SECRET).send({ data: {} })).body
      .data;
    expect((await notify(silent.id, { template: 'password-reset' })).status).toBe(400);
    expect(
      (await t.http.post(`/api/rbac/subjects/${subjectId}/notify`).send({ data: { template: 'password-reset' } }))
        .status,
    ).toBe(401);
  });
});

describe('a subject notifying itself', () => {
  // The template is the caller's word: one named like a property every object inherits is no template (a plain
  // object of templates answered `__proto__`, `hasOwnProperty` and `valueOf` with a 500, and let `constructor`
  // through with the request's context as the mail's values).
  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])(
    'may not send the template %s',
    async (template) => {
      const { jwt, subjectId, email } = await register(t);
      await markVerified(t, email);
      const before = (await rows()).length;
      const res = await as(t, jwt).post(`/api/rbac/subjects/${subjectId}/notify`, { template });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toBe(`Template ${template} is not one a subject may send itself`);
      expect((await rows()).length).toBe(before);
    },
  );
});

describe('the outbox worker', () => {
  const queue = (recipient: string) =>
    t.db.transaction((tx) => queueNotification(tx, { template: 'password-reset', recipient, payload: { code: '42' } }));

  it('retries with backoff and marks a notification failed after the last attempt', async () => {
    const queued = await queue('retry@example.com');
    const failing = { send: async () => Promise.reject(new Error('421 try later')) };
    const w = worker(failing, { maxAttempts: 2 });
    await w.runOnce();
    let [row] = await rows('id = $1', [queued.id]);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 try later' });
    const wait = row.nextAttemptAt.getTime() - t.clock.now().getTime();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(66_000);

    await w.runOnce(); // not due yet
    [row] = await rows('id = $1', [queued.id]);
    expect(row.attempts).toBe(1);

    t.clock.advance(70_000);
    await w.runOnce();
    [row] = await rows('id = $1', [queued.id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '421 try later', nextAttemptAt: null });
  });

  it('sends each due notification once even with several workers at the same time', async () => {
    await t.db.pool.query(`DELETE FROM notification_notifications`);
    for (let i = 0; i < 12; i++) await queue(`many${i}@example.com`);
    const sent: MailMessage[] = [];
    const slow = {
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    const workers = [worker(slow, { batchSize: 5 }), worker(slow, { batchSize: 5 }), worker(slow, { batchSize: 5 })];
    for (let round = 0; round < 3; round++) await Promise.all(workers.map((w) => w.runOnce()));
    expect(sent.map((m) => m.to).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `many${i}@example.com`).sort());
    const after = await rows();
    expect(after.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt)).toBe(true);
    expect(sent[0]!.html).toContain('<b>42</b>');
    expect(sent[0]!.text).toContain('42');
  });

  it('takes back a notification whose sender died mid-send once its lease is over', async () => {
    await t.db.pool.query(`DELETE FROM notification_notifications`);
    const queued = await queue('lease@example.com');
    await t.db.pool.query(
      `UPDATE notification_notifications SET status = 'sending', attempts = 1, "nextAttemptAt" = $2 WHERE id = $1`,
      [queued.id, new Date(t.clock.now().getTime() + 60_000)],
    );
    const sent: string[] = [];
    const w = worker({ send: async (m: MailMessage) => void sent.push(m.to) });
    await w.runOnce();
    expect(sent).toEqual([]);
    t.clock.advance(61_000);
    await w.runOnce();
    expect(sent).toEqual(['lease@example.com']);
    expect((await rows('id = $1', [queued.id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
