/**
 * The inbox over real HTTP on a real database: a request read as its form's labelled fields, the acknowledgement
 * to the visitor in their language, staff told when nobody subscribed, a reply mailed through the outbox and kept
 * on the request's thread, status, assignee and notes edited while what the visitor sent stays; staff only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, loginAdmin, markVerified, register, setupRbacApp, ADMIN } from '../../rbac/test/support.ts';

const t = await setupRbacApp({ NOTIFICATION_WORKER_INTERVAL_MS: '0' });
let admin: ReturnType<typeof as>;
let adminId = '';
let formId = '';

async function created(path: string, data: unknown) {
  const res = await admin.post(path, data);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data;
}
const outboxTo = async (recipient: string) =>
  (
    await t.db.pool.query(`SELECT * FROM notification_notifications WHERE "recipient" = $1 ORDER BY "createdAt"`, [
      recipient.toLowerCase(),
    ])
  ).rows;

let visitor = 0;
async function send(values: Record<string, string>, language = 'ru') {
  const res = await t.http
    .post(`/api/crm/forms/${formId}/requests?language=${language}`)
    .set('x-forwarded-for', `192.0.2.${++visitor}`)
    .type('form')
    // The visitor's consent to the offer and the personal data policy, which every form asks (issue 32).
    .send({ ...values, consent: 'on' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

beforeAll(async () => {
  const tokens = await loginAdmin(t);
  admin = as(t, tokens.jwt);
  adminId = tokens.subjectId;
  await markVerified(t, ADMIN.email);
  const form = await created('/api/crm/forms', {
    adminTitle: 'Contact',
    title: { en: 'Write to us', ru: 'Напишите нам' },
  });
  formId = form.id;
  const inputs = [
    { slug: 'name', type: 'text', isRequired: true, title: { en: 'Name', ru: 'Имя' } },
    { slug: 'email', type: 'email', isRequired: true, title: { en: 'E-mail', ru: 'Почта' } },
    { slug: 'message', type: 'textarea', title: { en: 'Message', ru: 'Сообщение' } },
  ];
  for (const [orderIndex, input] of inputs.entries()) {
    const made = await created('/api/crm/inputs', input);
    await created('/api/crm/forms-to-inputs', { formId, inputId: made.id, orderIndex });
  }
});

describe('the inbox', () => {
  it('acknowledges the visitor in their language and tells the staff when nobody subscribed', async () => {
    const request = await send({ name: 'Иван Петров', email: 'ivan@example.com', message: 'Когда служба?' }, 'ru');
    const [ack] = await outboxTo('ivan@example.com');
    expect(ack.subject).toBe('Мы получили вашу заявку: Напишите нам');
    expect(ack.body).toContain('<b>Сообщение</b>: Когда служба?');
    const staff = await outboxTo(ADMIN.email);
    expect(staff.some((n) => n.body.includes(request.id))).toBe(true);
    const english = await send({ name: 'John', email: 'john@example.com' }, 'en');
    const [ackEn] = await outboxTo('john@example.com');
    expect(ackEn.subject).toBe('We have received your request: Write to us');
    const stored = await t.db.pool.query('SELECT "language", "status" FROM crm_requests WHERE "id" = $1', [english.id]);
    expect(stored.rows[0]).toEqual({ language: 'en', status: 'new' });
  });

  it('reads a request as its labelled fields, replies by mail, keeps the thread and marks it answered', async () => {
    const request = await send({ name: 'Анна', email: 'anna@example.com', message: 'Хочу помочь' });
    const sheet = await admin.get(`/api/crm/requests/${request.id}/sheet`);
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    expect(sheet.body.data).toMatchObject({
      id: request.id,
      status: 'new',
      email: 'anna@example.com',
      language: 'ru',
      form: { id: formId, adminTitle: 'Contact' },
      fields: [
        { slug: 'name', label: { en: 'Name', ru: 'Имя' }, value: 'Анна' },
        { slug: 'email', label: { en: 'E-mail', ru: 'Почта' }, value: 'anna@example.com' },
        { slug: 'message', label: { en: 'Message', ru: 'Сообщение' }, value: 'Хочу помочь' },
      ],
      replies: [],
    });
    expect(sheet.body.data.staff.map((s: { id: string }) => s.id)).toContain(adminId);

    const reply = await admin.post(`/api/crm/requests/${request.id}/replies`, {
      body: 'Спасибо, Анна!\n\nМы позвоним вам завтра.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.data).toMatchObject({ requestId: request.id, recipient: 'anna@example.com', authorId: adminId });
    const mails = await outboxTo('anna@example.com');
    const mail = mails.find((n) => n.id === reply.body.data.notificationId);
    expect(mail.subject).toBe('Re: Напишите нам');
    expect(mail.body).toContain('<p>Спасибо, Анна!</p><p>Мы позвоним вам завтра.</p>');
    expect(mail.status).toBe('queued');

    const after = (await admin.get(`/api/crm/requests/${request.id}/sheet`)).body.data;
    expect(after.status).toBe('answered');
    expect(after.replies).toEqual([
      expect.objectContaining({
        body: 'Спасибо, Анна!\n\nМы позвоним вам завтра.',
        recipient: 'anna@example.com',
        author: ADMIN.email,
        delivery: 'queued',
      }),
    ]);
    await t.deliverMail();
    expect(t.outbox.messages.some((m) => m.to === 'anna@example.com' && m.subject === 'Re: Напишите нам')).toBe(true);
    const delivered = (await admin.get(`/api/crm/requests/${request.id}/sheet`)).body.data;
    expect(delivered.replies[0].delivery).toBe('sent');
  });

  it('edits status, assignee and notes, and never what the visitor sent', async () => {
    const request = await send({ name: 'Олег', email: 'oleg@example.com' });
    const res = await admin.patch(`/api/crm/requests/${request.id}`, {
      status: 'in-progress',
      assigneeId: adminId,
      notes: 'Позвонить после обеда',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'in-progress', assigneeId: adminId, notes: 'Позвонить после обеда' });
    const refused = await admin.patch(`/api/crm/requests/${request.id}`, { payload: { name: 'Someone else' } });
    expectError(refused, 400, /cannot be changed/);
    const badStatus = await admin.patch(`/api/crm/requests/${request.id}`, { status: 'closed' });
    expect(badStatus.status).toBe(400);
    const sheet = (await admin.get(`/api/crm/requests/${request.id}/sheet`)).body.data;
    expect(sheet).toMatchObject({ status: 'in-progress', assigneeId: adminId, notes: 'Позвонить после обеда' });
    expect(sheet.fields[0]).toMatchObject({ slug: 'name', value: 'Олег' });
    // Replies are written by the reply route only.
    const direct = await admin.post('/api/crm/replies', {
      requestId: request.id,
      body: 'x',
      recipient: 'x@example.com',
    });
    expect(direct.status).toBe(405);
  });

  it('lists the inbox newest first, filtered by status, words and assignee, with counts per status', async () => {
    const spam = await send({ name: 'Casino', email: 'spam@example.com', message: 'cheap pills unique-word-42' });
    expect((await admin.patch(`/api/crm/requests/${spam.id}`, { status: 'spam' })).status).toBe(200);
    const all = await admin.get('/api/crm/requests/inbox?limit=2');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.rows).toHaveLength(2);
    expect(all.body.data.rows[0]).toMatchObject({
      id: spam.id,
      status: 'spam',
      email: 'spam@example.com',
      summary: 'Casino · spam@example.com · cheap pills unique-word-42',
      form: { id: formId },
      replies: 0,
    });
    expect(all.body.data.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data.counts.spam).toBeGreaterThanOrEqual(1);
    const found = await admin.get('/api/crm/requests/inbox?q=unique-word-42');
    expect(found.body.data.rows.map((r: { id: string }) => r.id)).toEqual([spam.id]);
    const answered = await admin.get('/api/crm/requests/inbox?status=answered');
    expect(answered.body.data.rows.every((r: { status: string; replies: number }) => r.status === 'answered')).toBe(
      true,
    );
    expect(answered.body.data.rows[0].replies).toBe(1);
    const mine = await admin.get('/api/crm/requests/inbox?assignee=me');
    expect(mine.body.data.rows.map((r: { summary: string }) => r.summary)).toEqual(['Олег · oleg@example.com']);
    expect((await admin.get('/api/crm/requests/inbox?status=closed')).status).toBe(400);
    expect((await admin.get('/api/crm/requests/inbox?limit=101')).status).toBe(400);
  });

  it('refuses a reply without text or to a request with no address, changing nothing', async () => {
    const request = await send({ name: 'Пётр', email: 'petr@example.com' });
    expectError(await admin.post(`/api/crm/requests/${request.id}/replies`, { body: '  ' }), 400);
    const noAddress = await created('/api/crm/forms', { adminTitle: 'No email', title: { en: 'Call me' } });
    const input = await created('/api/crm/inputs', { slug: 'phone', type: 'tel', title: { en: 'Phone' } });
    await created('/api/crm/forms-to-inputs', { formId: noAddress.id, inputId: input.id });
    const phoned = await t.http
      .post(`/api/crm/forms/${noAddress.id}/requests`)
      .set('x-forwarded-for', '192.0.2.250')
      .send({ data: { phone: '+7 900 000-00-00', consent: true } });
    expect(phoned.status).toBe(201);
    expectError(
      await admin.post(`/api/crm/requests/${phoned.body.data.id}/replies`, { body: 'Hello' }),
      400,
      'This request has no address to reply to',
    );
    const sheet = (await admin.get(`/api/crm/requests/${phoned.body.data.id}/sheet`)).body.data;
    expect(sheet).toMatchObject({ status: 'new', email: null, replies: [] });
    expect((await admin.get(`/api/crm/requests/${crypto.randomUUID()}/sheet`)).status).toBe(404);
    expect((await admin.post(`/api/crm/requests/${crypto.randomUUID()}/replies`, { body: 'x' })).status).toBe(404);
  });

  it('is closed to anyone but staff', async () => {
    const request = await send({ name: 'Мария', email: 'maria@example.com' });
    const user = as(t, (await register(t)).jwt);
    expect((await user.get('/api/crm/requests/inbox')).status).toBe(403);
    expect((await user.get(`/api/crm/requests/${request.id}/sheet`)).status).toBe(403);
    expect((await user.post(`/api/crm/requests/${request.id}/replies`, { body: 'hi' })).status).toBe(403);
    expect((await user.patch(`/api/crm/requests/${request.id}`, { status: 'spam' })).status).toBe(403);
    expect((await as(t).get('/api/crm/requests/inbox')).status).toBe(403);
    expect((await outboxTo('maria@example.com')).length).toBe(1);
  });
});
