/** Form requests over HTTP: validation against the form's inputs, storage, the queued notification, spam limits. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';

const t = await setupTestApp({
  CRM_NOTIFY_EMAILS: 'office@example.org',
  CRM_RATE_LIMIT_MAX: '3',
  TRUST_PROXY: 'true',
  NOTIFICATION_WORKER_INTERVAL_MS: '0', // the outbox stays as the requests left it
});

async function post(path: string, data: unknown) {
  const res = await t.http.post(path).set('x-rbac-secret-key', SECRET).send({ data });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data;
}

let formId = '';
let ipCounter = 0;
/** Each test its own client address, so the rate limit counts only its own requests. */
const from = () => `203.0.113.${++ipCounter}`;
const requestsOf = async (form = formId) =>
  (await t.db.pool.query('SELECT * FROM crm_requests WHERE "formId" = $1 ORDER BY "createdAt"', [form])).rows;
const notifications = async () =>
  (await t.db.pool.query(`SELECT * FROM notification_notifications ORDER BY "createdAt"`)).rows;

beforeAll(async () => {
  const form = await post('/api/crm/forms', {
    adminTitle: 'Contact',
    title: { en: 'Write to us', ru: 'Напишите нам' },
  });
  formId = form.id;
  const inputs = [
    { slug: 'name', type: 'text', isRequired: true, title: { en: 'Name', ru: 'Имя' } },
    { slug: 'email', type: 'email', isRequired: true, title: { en: 'E-mail', ru: 'Почта' } },
    { slug: 'age', type: 'number', isRequired: false, title: { en: 'Age' } },
    { slug: 'message', type: 'textarea', isRequired: false, title: { en: 'Message', ru: 'Сообщение' } },
  ];
  for (const [index, input] of inputs.entries()) {
    const created = await post('/api/crm/inputs', input);
    await post('/api/crm/forms-to-inputs', { formId, inputId: created.id, orderIndex: index });
  }
});

describe('POST /api/crm/forms/{id}/requests', () => {
  it('refuses a request without a required input, naming it, and stores nothing', async () => {
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .field('data', JSON.stringify({ email: 'anna@example.com' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name is required');
    expect(res.body.cause).toEqual(['name: is required']);
    expect(await requestsOf()).toHaveLength(0);
    expect(await notifications()).toHaveLength(0);
  });

  it('refuses values of the wrong type, naming every input', async () => {
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .send({ data: { name: 'Anna', email: 'not-an-email', age: 'old' } });
    expect(res.status).toBe(400);
    expect(res.body.cause).toEqual(['email: must be an email', 'age: must be a number']);
    expect(await requestsOf()).toHaveLength(0);
  });

  it('stores a good request (query params + form-data) and queues its notification', async () => {
    const ip = from();
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests?age=42`)
      .set('x-forwarded-for', ip)
      .field(
        'data',
        JSON.stringify({ name: ' Anna <b>Smirnova</b> ', email: 'anna@example.com', extra: 'dropped', consent: true }),
      )
      .field('message', 'Please look at the church in Pokrovskoye');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      formId,
      ip,
      subjectId: null,
      payload: {
        name: 'Anna <b>Smirnova</b>',
        email: 'anna@example.com',
        age: 42,
        message: 'Please look at the church in Pokrovskoye',
      },
    });
    const [stored] = await requestsOf();
    expect(stored.id).toBe(res.body.data.id);
    // What was accepted, which version, when (issue 32).
    expect(stored.consent).toMatchObject({ accepted: ['offer', 'privacy'], language: 'ru' });
    expect(stored.consent.documents.map((d: { url: string }) => d.url)).toEqual(['/offer', '/privacy']);
    expect(Date.parse(stored.consent.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = await notifications();
    expect(mail).toMatchObject({ recipient: 'office@example.org', status: 'queued', attempts: 0, channel: 'email' });
    expect(mail.subject).toBe('Новая заявка: Напишите нам');
    expect(mail.body).toContain('<b>Имя</b>: Anna &lt;b&gt;Smirnova&lt;/b&gt;');
    expect(mail.body).toContain(res.body.data.id);
    expect(mail.payload).toMatchObject({ requestId: res.body.data.id, formTitle: 'Напишите нам' });
    const template = await t.db.pool.query('SELECT slug FROM notification_templates WHERE id = $1', [mail.templateId]);
    expect(template.rows[0].slug).toBe('crm-request-received');
  });

  it('refuses a visitor without consent to the offer and the personal data policy (400), storing nothing', async () => {
    const before = (await requestsOf()).length;
    for (const consent of [undefined, false, 'off']) {
      const res = await t.http
        .post(`/api/crm/forms/${formId}/requests`)
        .set('x-forwarded-for', from())
        .send({ data: { name: 'Anna', email: 'anna@example.com', ...(consent !== undefined && { consent }) } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(/consent/);
    }
    expect(await requestsOf()).toHaveLength(before);
  });

  it('takes a plain urlencoded form too', async () => {
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .type('form')
      .send('name=Boris&email=boris%40example.com&age=7&consent=on');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payload).toEqual({ name: 'Boris', email: 'boris@example.com', age: 7 });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const requests = (await requestsOf()).length;
    const mails = (await notifications()).length;
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .send({ data: { name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ formId });
    expect(await requestsOf()).toHaveLength(requests);
    expect(await notifications()).toHaveLength(mails);
  });

  it('limits requests per client address (429 with Retry-After)', async () => {
    const ip = from();
    const send = () =>
      t.http
        .post(`/api/crm/forms/${formId}/requests`)
        .set('x-forwarded-for', ip)
        .send({ data: { name: 'Vera', email: 'vera@example.com', consent: true } });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited.
    const other = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .send({ data: { name: 'Gleb', email: 'gleb@example.com', consent: true } });
    expect(other.status).toBe(201);
  });

  it('an unknown form is a 404; a malformed id a 400', async () => {
    const missing = await t.http
      .post('/api/crm/forms/00000000-0000-4000-8000-000000000000/requests')
      .set('x-forwarded-for', from())
      .send({ data: { name: 'A' } });
    expect(missing.status).toBe(404);
    const malformed = await t.http
      .post('/api/crm/forms/nope/requests')
      .set('x-forwarded-for', from())
      .send({ data: {} });
    expect(malformed.status).toBe(400);
  });

  it('form requests take no files', async () => {
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .attach('cv', Buffer.from('hello'), { filename: 'cv.txt', contentType: 'text/plain' });
    expect(res.status).toBe(400);
  });
});

describe('a form with an input named like an inherited property', () => {
  // `constructor` is a valid slug and every object inherits it: read from a plain object, the missing value was
  // Object itself ('constructor must be text', a 400 for a good request).
  it('takes a request without it, and one with it', async () => {
    const form = await post('/api/crm/forms', { title: { en: 'Builder' } });
    for (const input of [
      { slug: 'full-name', type: 'text', isRequired: true, title: { en: 'Name' } },
      { slug: 'constructor', type: 'text', isRequired: false, title: { en: 'Builder' } },
    ]) {
      const created = await post('/api/crm/inputs', input);
      await post('/api/crm/forms-to-inputs', { formId: form.id, inputId: created.id });
    }
    const send = (data: unknown) =>
      t.http.post(`/api/crm/forms/${form.id}/requests`).set('x-forwarded-for', from()).send({ data });
    const without = await send({ 'full-name': 'Anna', consent: true });
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect(without.body.data.payload).toEqual({ 'full-name': 'Anna' });
    const given = await send({ 'full-name': 'Anna', constructor: 'Ivan', consent: true });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body.data.payload).toEqual({ 'full-name': 'Anna', constructor: 'Ivan' });
  });
});

describe('subscribers of the crm-requests topic', () => {
  it('are notified too, at their verified addresses only', async () => {
    const topic = await t.db.pool.query(`SELECT id FROM notification_topics WHERE slug = 'crm-requests'`);
    const subscriber = async (email: string, verifiedAt?: string) => {
      const subject = await post('/api/rbac/subjects', {});
      const identity = await post('/api/rbac/identities', { email, provider: 'email_and_password', verifiedAt });
      await post('/api/rbac/subjects-to-identities', { subjectId: subject.id, identityId: identity.id });
      await post('/api/rbac/subjects-to-notification-module-topics', {
        subjectId: subject.id,
        notificationModuleTopicId: topic.rows[0].id,
      });
      return subject;
    };
    const subject = await subscriber('manager@example.org', new Date().toISOString());
    // An address nobody proved gets no mail (the form's text would be relayed to whoever it names).
    await subscriber('unproven@example.org');
    const res = await t.http
      .post(`/api/crm/forms/${formId}/requests`)
      .set('x-forwarded-for', from())
      .send({ data: { name: 'Dina', email: 'dina@example.com', consent: true } });
    expect(res.status).toBe(201);
    const mails = (await notifications()).filter((m) => m.payload.requestId === res.body.data.id);
    expect(mails.map((m) => m.recipient).sort()).toEqual(['manager@example.org', 'office@example.org']);
    expect(mails.find((m) => m.recipient === 'manager@example.org').subjectId).toBe(subject.id);
  });
});

describe('POST /api/rbac/subjects/{id}/crm-module/form/request', () => {
  it('stores the subject with the request (server key for now)', async () => {
    const subject = await post('/api/rbac/subjects', {});
    const res = await t.http
      .post(`/api/rbac/subjects/${subject.id}/crm-module/form/request`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { formId, name: 'Egor', email: 'egor@example.com', consent: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ formId, subjectId: subject.id, payload: { name: 'Egor' } });
  });

  it('needs the subject itself (or the server key)', async () => {
    const subject = await post('/api/rbac/subjects', {});
    const res = await t.http
      .post(`/api/rbac/subjects/${subject.id}/crm-module/form/request`)
      .send({ data: { formId, name: 'Egor', email: 'egor@example.com', consent: true } });
    expect(res.status).toBe(401);
  });

  it('needs a formId', async () => {
    const subject = await post('/api/rbac/subjects', {});
    const res = await t.http
      .post(`/api/rbac/subjects/${subject.id}/crm-module/form/request`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { name: 'Egor' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('formId is required');
  });
});
