/**
 * The outbox against a real SMTP server (smtp-server) on 127.0.0.1, with the worker the app starts itself:
 * SMTP down → the mail stays queued with its attempts and last error; SMTP up → the next pass sends it, once.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { SECRET, createTestDatabase } from '../../../../test/helper.ts';
import { buildApp } from '../../../app.ts';
import { createProviders } from '../../billing/providers/index.ts';
import { loadConfig } from '../../../config.ts';
import { createDb } from '../../../db/index.ts';
import { smtpMailer } from '../../../mail/mailer.ts';
import supertest from 'supertest';
import { defaultMailFrom } from '../sender.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const port = await freePort();
const database = await createTestDatabase();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RBAC_SECRET_KEY: SECRET,
  SEED_DEMO: 'false',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Symbol <no-reply@example.org>',
  NOTIFICATION_WORKER_INTERVAL_MS: '100',
  NOTIFICATION_RETRY_BASE_MS: '300',
});
const db = createDb(database.url, { poolSize: 4 });
const mailer = smtpMailer(config.SMTP_URL!, defaultMailFrom(config));
const app = await buildApp({ config, db, mailer, payments: createProviders() }, { logger: false });
await app.ready(); // starts the worker
const http = supertest(app.server);

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

afterAll(async () => {
  await app.close();
  await mailer.close?.();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.close();
  await database.drop();
});

const row = async (id: string) =>
  (await db.pool.query('SELECT * FROM notification_notifications WHERE id = $1', [id])).rows[0];

it('keeps the mail queued while SMTP is down and sends it exactly once when SMTP is back', async () => {
  const post = async (path: string, data: unknown) =>
    (await http.post(path).set('x-rbac-secret-key', SECRET).send({ data }).expect(201)).body.data;
  const subject = await post('/api/rbac/subjects', {});
  const identity = await post('/api/rbac/identities', {
    email: 'anna@example.com',
    provider: 'email_and_password',
    verifiedAt: new Date().toISOString(),
  });
  await post('/api/rbac/subjects-to-identities', { subjectId: subject.id, identityId: identity.id });

  const started = Date.now();
  const [queued] = await post(`/api/rbac/subjects/${subject.id}/notify`, {
    template: 'order-status-changed',
    language: 'en',
    payload: { orderId: 'C-3', status: 'delivering' },
  });
  expect(Date.now() - started).toBeLessThan(2000); // the request did not wait for mail

  // SMTP is down: attempts are counted, the error kept, the mail still queued.
  const failed = await until(async () => {
    const current = await row(queued.id);
    return current.attempts >= 1 && current.status === 'queued' ? current : undefined;
  }, 'a failed attempt');
  expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  expect(failed.nextAttemptAt).not.toBeNull();
  expect(received).toHaveLength(0);

  // SMTP comes up on the configured port: a later pass sends the mail.
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const sent = await until(async () => {
    const current = await row(queued.id);
    return current.status === 'sent' ? current : undefined;
  }, 'the mail to be sent');
  expect(sent.sentAt).not.toBeNull();
  expect(sent.lastError).toBeNull();

  // More passes send nothing again.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('Subject: Order C-3: delivering');
  expect(received[0]).toContain('To: anna@example.com');
  expect(received[0]).toMatch(/Content-Type: text\/html/);
});
