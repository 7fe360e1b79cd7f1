/**
 * A receipt reissued by staff (issue 32 §1): the same number, marked DUPLICATE/ДУБЛИКАТ in the PDF and the mail's
 * subject, mailed to the checkout's address with the PDF attached; the donor cannot ask it (403), an order not paid
 * has none to reissue (409), and a bad id is a 400.
 */
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@symbol/contracts/intl';
import { OutboxMailer } from '../../../mail/mailer.ts';
import { fileBytes, storageOf } from '../../file-storage/index.ts';
import { createNotificationWorker } from '../../notification/worker.ts';
import { as, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';

const t = await setupRbacApp();
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
});
const readPdf = async (bytes: Buffer) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;
const reissue = (orderId: string) => `/api/ecommerce/orders/${orderId}/receipt/reissue`;

describe('a receipt reissued', () => {
  it('mails the same number again, marked a duplicate, to the address given at checkout', async () => {
    const mailer = new OutboxMailer({ from: 'Fund <receipts@example.org>' });
    const worker = createNotificationWorker({
      db: t.db,
      mailer,
      clock: t.clock,
      log: t.app.log,
      intervalMs: 0,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      readFile: (file) => fileBytes(storageOf(t.app.deps), file),
    });
    const donor = await register(t);
    const me = as(t, donor.jwt);
    const orders = `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/orders`;
    expect((await me.post(orders, { productId: shop.icon, quantity: 2 })).status).toBe(201);
    const [cart] = (await me.get(orders)).body.data as { id: string }[];
    const admin = as(t, (await loginAdmin(t)).jwt);
    // Not paid: no receipt to issue again.
    expect((await admin.post(reissue(cart!.id))).status).toBe(409);
    const checkout = await me.post(`${orders}/checkout`, {
      consent: true,
      provider: 'dummy',
      email: 'payer@example.org',
      language: 'ru',
      billingModule: { currency: { id: shop.rub } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
    expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);
    await worker.runOnce();
    const original = mailer.lastTo('payer@example.org');
    const number = Number(/№ (\d+)/.exec(original!.subject)![1]);

    expect((await me.post(reissue(cart!.id))).status).toBe(403);
    expect((await admin.post(reissue('not-an-id'))).status).toBe(400);
    const res = await admin.post(reissue(cart!.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.receiptNumber).toBe(number);
    await worker.runOnce();
    const copy = mailer.lastTo('payer@example.org');
    expect(copy!.subject).toBe(`Квитанция № ${number} по заказу ${orderNumber(cart!.id)} (ДУБЛИКАТ)`);
    const [attachment] = copy!.attachments ?? [];
    expect(attachment?.filename).toBe(`receipt-${number}-duplicate.pdf`);
    const text = await readPdf(attachment!.content);
    expect(text).toContain(`Квитанция № ${number} (ДУБЛИКАТ)`);
    expect(text).toContain(orderNumber(cart!.id));
    // No new number was taken.
    const order = await t.db.prisma.ecommerceOrder.findUnique({ where: { id: cart!.id } });
    expect(order!.receiptNumber).toBe(number);
  });
});
