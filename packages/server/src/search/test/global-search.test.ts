/**
 * The back office's global search (`GET /api/system/search`) over real HTTP on the demo content: the full-text
 * index's word forms and typos in the operator's language, and an order found by its donor's email (typed at
 * checkout on its payment, or the customer's sign-in identity), a form's request by what the visitor typed.
 */
import { describe, expect, it } from 'vitest';
import { SECRET, dataOf, setupTestApp, type Answer } from '../../../test/helper.ts';
import { seedDemoContent } from '../../seed/index.ts';
import { searchIndex } from '../index.ts';

const t = await setupTestApp();
await seedDemoContent(t.db);
await searchIndex.rebuild(t.db);

const server = { 'x-rbac-secret-key': SECRET };

async function find(q: string, language?: string): Promise<Answer[]> {
  const res = await t.http
    .get('/api/system/search')
    .query({ q, ...(language ? { language } : {}) })
    .set(server);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Answer[];
}

const post = async (path: string, data: Record<string, unknown>) =>
  dataOf(await t.http.post(path).set(server).send({ data }), 201);

describe('global search', () => {
  it.each([
    ['колокольни', 'ru'],
    ['колоколня', 'ru'],
    ['bell tower', 'en'],
  ])('«%s» (%s) finds the bell tower project first, with a snippet', async (q, language) => {
    const [tower] = await dataOf<Answer[]>(
      await t.http
        .get('/api/ecommerce/products')
        .query({
          'filters[and][0][column]': 'slug',
          'filters[and][0][method]': 'eq',
          'filters[and][0][value]': 'pokrovskoye-bell-tower',
        })
        .set(server),
    );
    const [first] = await find(q, language);
    expect(first).toMatchObject({ entity: 'ecommerce/products', id: tower!.id });
    expect(first!.title[language]).toMatch(language === 'ru' ? /Колокольня/ : /Bell Tower/i);
    expect(typeof first!.snippet).toBe('string');
  });

  it('finds an order by the email on its payment and by its customer’s identity', async () => {
    const [currency] = await dataOf<Answer[]>(await t.http.get('/api/billing/currencies?limit=1').set(server));
    const order = await post('/api/ecommerce/orders', { type: 'history', status: 'delivered' });
    const intent = await post('/api/billing/payment-intents', {
      provider: 'dummy',
      amount: '500',
      currencyId: currency!.id,
      idempotencyKey: `global-search-${Date.now()}`,
      email: 'Donor.Global@example.org',
    });
    await post('/api/ecommerce/orders-to-billing-module-payment-intents', {
      orderId: order.id,
      billingModulePaymentIntentId: intent.id,
    });
    const byPayment = await find('donor.global@example');
    expect(byPayment.map((hit) => [hit.entity, hit.id])).toEqual(
      expect.arrayContaining([
        ['ecommerce/orders', order.id],
        ['billing/payment-intents', intent.id],
      ]),
    );

    const email = `customer-global-${Date.now()}@example.org`;
    const registered = await t.http
      .post('/api/rbac/subjects/authentication/email-and-password/registration')
      .send({ data: { login: email, password: 'password-123' } });
    expect(registered.status).toBe(201);
    const subjectId = JSON.parse(Buffer.from(registered.body.data.jwt.split('.')[1], 'base64url').toString()).sub;
    const other = await post('/api/ecommerce/orders', { type: 'history' });
    await post('/api/rbac/subjects-to-ecommerce-module-orders', {
      subjectId,
      ecommerceModuleOrderId: other.id,
    });
    const byIdentity = await find(email);
    expect(byIdentity.map((hit) => [hit.entity, hit.id])).toEqual(
      expect.arrayContaining([
        ['ecommerce/orders', other.id],
        ['rbac/subjects', subjectId],
      ]),
    );
    expect(byIdentity.map((hit) => hit.id)).not.toContain(order.id);
  });

  it('finds a form’s request by what the visitor typed', async () => {
    const [form] = await dataOf<Answer[]>(await t.http.get('/api/crm/forms?limit=1').set(server));
    const request = await post('/api/crm/requests', {
      formId: form!.id,
      payload: { name: 'Ирина', email: 'irina.request@example.net', message: 'Хочу помочь' },
    });
    expect((await find('irina.request')).map((hit) => hit.id)).toContain(request.id);
  });

  it('stays bounded and answers odd words without an error', async () => {
    for (const q of ['"колокольня', '&|!:*', 'e-', '%%'])
      expect((await find(q, 'ru')).length, q).toBeLessThanOrEqual(30);
    expect((await t.http.get('/api/system/search').query({ q: 'bell', language: 'de' }).set(server)).status).toBe(400);
  });
});
