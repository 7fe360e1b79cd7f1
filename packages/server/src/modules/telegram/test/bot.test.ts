/**
 * The bot against a fake Bot API server this test starts: the webhook's secret, `/start <code>` linking a chat to
 * an account, the switches, and a gift telling the staff and the donor (the receipt notice) through the outbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../../../../test/fake-telegram.ts';
import { setupTestApp } from '../../../../test/helper.ts';
import { createShop } from '../../ecommerce/test/fixtures.ts';
import { ADMIN, as, expectError, loginAdmin, markVerified, register, setupRbacApp } from '../../rbac/test/support.ts';

const fake = await startFakeTelegram();
afterAll(() => fake.close());
const SECRET = 'webhook-secret-0123456789';
const t = await setupRbacApp({
  TELEGRAM_BOT_TOKEN: '123456:TEST-telegram-bot-token-abcdefghij',
  TELEGRAM_BOT_USERNAME: 'symbol_test_bot',
  TELEGRAM_API_URL: fake.url,
  TELEGRAM_WEBHOOK_SECRET: SECRET,
});
const WEBHOOK = '/api/telegram/webhook';

let updates = 1;
let chats = 9_000_000;
const message = (chatId: number, text: string, languageCode = 'en') => ({
  update_id: ++updates,
  message: {
    message_id: updates,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatId, type: 'private', first_name: 'Anna' },
    from: { id: chatId, is_bot: false, first_name: 'Anna', language_code: languageCode },
    text,
    entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }],
  },
});
const send = (update: unknown, secret: string | null = SECRET) => {
  const req = t.http.post(WEBHOOK).set('content-type', 'application/json');
  if (secret !== null) req.set('x-telegram-bot-api-secret-token', secret);
  return req.send(update as object);
};
const repliesTo = (chatId: number) =>
  fake
    .of('sendMessage')
    .filter((c) => String(c.body.chat_id) === String(chatId))
    .map((c) => String(c.body.text));

/** Links a new private chat to the account of `jwt` through the code the account page shows. */
async function linkChat(jwt: string, languageCode = 'en') {
  const code = await as(t, jwt).post('/api/telegram/link-code');
  expect(code.status, JSON.stringify(code.body)).toBe(201);
  expect(code.body.data.url).toBe(`https://t.me/symbol_test_bot?start=${code.body.data.code}`);
  const chatId = ++chats;
  expect((await send(message(chatId, `/start ${code.body.data.code}`, languageCode))).status).toBe(200);
  return { chatId, code: code.body.data.code as string };
}

describe('the webhook', () => {
  it('is refused without the secret header, or with a wrong one; nothing is handled', async () => {
    expectError(await send(message(++chats, '/start'), null), 401, /Secret-Token/);
    expectError(await send(message(++chats, '/start'), 'wrong-secret-0123456789'), 401);
    expect(fake.calls).toEqual([]);
  });

  it('is not there without a bot token', async () => {
    const plain = await setupTestApp();
    expectError(
      await plain.http.post(WEBHOOK).set('x-telegram-bot-api-secret-token', SECRET).send({ update_id: 1 }),
      404,
    );
    expect((await plain.http.post('/api/telegram/link-code').send({})).status).toBe(401);
  });
});

describe('/start <code>', () => {
  it("links the chat to the code's account, once; /stop unlinks", async () => {
    const donor = await register(t);
    const { chatId, code } = await linkChat(donor.jwt, 'ru');
    expect(repliesTo(chatId)).toEqual([expect.stringMatching(/^Готово: этот чат связан/)]);
    const chat = await t.db.prisma.telegramChat.findUnique({ where: { chatId: String(chatId) } });
    expect(chat).toMatchObject({ subjectId: donor.subjectId, language: 'ru', receipts: true });

    const other = ++chats;
    await send(message(other, `/start ${code}`));
    expect(repliesTo(other)).toEqual([expect.stringMatching(/does not work/)]);
    expect(await t.db.prisma.telegramChat.count({ where: { chatId: String(other) } })).toBe(0);

    await send(message(chatId, '/receipts off', 'ru'));
    expect((await t.db.prisma.telegramChat.findUnique({ where: { chatId: String(chatId) } }))?.receipts).toBe(false);
    await send(message(chatId, '/stop', 'ru'));
    expect(await t.db.prisma.telegramChat.count({ where: { chatId: String(chatId) } })).toBe(0);
  });

  it("the account page lists its chats and switches their notices; another account's chat is refused", async () => {
    const donor = await register(t);
    const { chatId } = await linkChat(donor.jwt, 'en');
    const me = as(t, donor.jwt);
    const chats = `/api/rbac/subjects/${donor.subjectId}/telegram-module/chats`;
    const list = await me.get(chats);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ type: 'private', receipts: true, giftNotices: true, language: 'en' }),
    ]);
    const id = list.body.data[0].id as string;

    const off = await me.patch(`${chats}/${id}`, { receipts: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id, receipts: false, giftNotices: true });
    expect((await t.db.prisma.telegramChat.findUnique({ where: { chatId: String(chatId) } }))?.receipts).toBe(false);

    // Bad input changes nothing.
    expectError(await me.patch(`${chats}/${id}`, {}), 400);
    expectError(await me.patch(`${chats}/${id}`, { receipts: 'no' }), 400);
    expectError(await me.patch(`${chats}/${id}`, { chatId: '1', receipts: true }), 400);
    expectError(await me.patch(`${chats}/not-a-uuid`, { receipts: true }), 400);
    expectError(await me.patch(`${chats}/00000000-0000-4000-8000-000000000000`, { receipts: true }), 404);

    // Another account neither sees, switches nor unlinks it; a visitor is asked to sign in.
    const other = await register(t);
    const theirs = `/api/rbac/subjects/${other.subjectId}/telegram-module/chats`;
    expect((await as(t, other.jwt).get(theirs)).body.data).toEqual([]);
    expectError(await as(t, other.jwt).get(chats), 403);
    expectError(await as(t, other.jwt).patch(`${chats}/${id}`, { receipts: true }), 403);
    expectError(await as(t, other.jwt).delete(`${chats}/${id}`), 403);
    // Through their own path, the chat is not theirs: not found.
    expectError(await as(t, other.jwt).patch(`${theirs}/${id}`, { receipts: true }), 404);
    expect((await as(t).get(chats)).status).toBe(401);
    expect((await t.db.prisma.telegramChat.findUnique({ where: { id } }))?.receipts).toBe(false);

    const unlinked = await me.delete(`${chats}/${id}`);
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(await t.db.prisma.telegramChat.count({ where: { id } })).toBe(0);
    expectError(await me.delete(`${chats}/${id}`), 404);
  });

  it('a code needs a signed-in caller', async () => {
    expect((await as(t).post('/api/telegram/link-code')).status).toBe(401);
  });
});

describe('notices', () => {
  it('a gift sends the staff message and the donor its receipt notice, each in its language', async () => {
    const shop = await createShop(t.db);
    const admin = await loginAdmin(t);
    const staff = await linkChat(admin.jwt, 'en');
    const donor = await register(t);
    await markVerified(t, donor.email);
    const { chatId: donorChat } = await linkChat(donor.jwt, 'ru');

    const orders = `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/orders`;
    const buyer = as(t, donor.jwt);
    expect((await buyer.post(orders, { productId: shop.icon, quantity: 1 })).status).toBe(201);
    const checkout = await buyer.post(`${orders}/checkout`, {
      consent: true,
      provider: 'dummy',
      email: donor.email,
      language: 'ru',
      billingModule: { currency: { id: shop.rub } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
    expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);
    fake.reset();
    await t.deliverMail();

    expect(repliesTo(staff.chatId)).toEqual([expect.stringMatching(/^New gift: order .+ is paid\.$/)]);
    const donorTexts = repliesTo(donorChat);
    expect(donorTexts).toHaveLength(1);
    expect(donorTexts[0]).toMatch(/^Квитанция № \d+ по заказу/);
    // The mail went out too, with the same receipt.
    expect(t.outbox.messages.some((m) => m.to === donor.email && /^Квитанция/.test(m.subject))).toBe(true);
    expect(ADMIN.email).toBeTruthy();
  });

  it('a switched-off kind is not sent; a failed send is retried by the outbox', async () => {
    const donor = await register(t);
    await markVerified(t, donor.email);
    const { chatId } = await linkChat(donor.jwt, 'en');
    await send(message(chatId, '/receipts off'));
    const { queueNotification, TEMPLATE } = await import('../../notification/index.ts');
    const payload = { orderId: 'x', orderNumber: 'A-1', receiptNumber: 7, items: [], totals: [] };
    await t.db.transaction((tx) =>
      queueNotification(tx, {
        template: TEMPLATE.orderReceipt,
        recipient: donor.email,
        subjectId: donor.subjectId,
        payload,
      }),
    );
    expect(await t.db.prisma.notificationNotification.count({ where: { recipient: String(chatId) } })).toBe(0);

    await send(message(chatId, '/receipts on'));
    await t.db.transaction((tx) =>
      queueNotification(tx, {
        template: TEMPLATE.orderReceipt,
        recipient: donor.email,
        subjectId: donor.subjectId,
        payload,
      }),
    );
    fake.reset();
    fake.failNext(1);
    await t.deliverMail().catch(() => undefined);
    const row = await t.db.prisma.notificationNotification.findFirst({ where: { recipient: String(chatId) } });
    expect(row).toMatchObject({ channel: 'telegram', status: 'queued', attempts: 1 });
    t.clock.advance(24 * 60 * 60_000);
    await t.deliverMail();
    expect(repliesTo(chatId)).toHaveLength(2);
    expect(
      (await t.db.prisma.notificationNotification.findFirst({ where: { recipient: String(chatId) } }))?.status,
    ).toBe('sent');
  });
});
