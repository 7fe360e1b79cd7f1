/**
 * Issue 32: a guest's paid order mails its receipt, a PDF attached, to the address given at checkout, in the
 * checkout's language, numbered without gaps, with the foundation's requisites from the primary site metadata.
 */
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@symbol/contracts/intl';
import { OutboxMailer } from '../../../mail/mailer.ts';
import { fileBytes, storageOf } from '../../file-storage/index.ts';
import { createNotificationWorker } from '../../notification/worker.ts';
import { AUTH, as, setupRbacApp } from '../../rbac/test/support.ts';
import { createShop, type Shop } from './fixtures.ts';
import { mailSender } from '../../notification/sender.ts';

const t = await setupRbacApp();
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
  await t.db.prisma.hostMetadata.create({
    data: {
      adminTitle: 'Primary',
      title: 'Фонд',
      variant: 'primary',
      legalName: 'Благотворительный фонд «Пример»',
      ogrn: '1234567890123',
      inn: '7700000000',
      legalAddress: 'Москва, ул. Примерная, 1',
      bankDetails: 'р/с 40703810000000000001',
    },
  });
});

async function guestPays(email: string, language: 'en' | 'ru') {
  const init = await as(t).get(`${AUTH}/init`);
  expect(init.status, JSON.stringify(init.body)).toBe(200);
  const token = init.body.data.jwt as string;
  const me = (await as(t, token).get(`${AUTH}/me`)).body.data;
  const guest = as(t, token);
  const orders = `/api/rbac/subjects/${me.id}/ecommerce-module/orders`;
  expect((await guest.post(orders, { productId: shop.icon, quantity: 2 })).status).toBe(201);
  const checkout = await guest.post(`${orders}/checkout`, {
    consent: true,
    provider: 'dummy',
    email,
    language,
    billingModule: { currency: { id: shop.rub } },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);
  const [order] = (await guest.get(orders)).body.data;
  return order as { id: string; receipt: string };
}

const readPdf = async (bytes: Buffer) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

describe('receipts to every payer', () => {
  it("mails a guest's receipt with its PDF to the checkout's address, in its language, numbered without gaps", async () => {
    const mailer = new OutboxMailer({ from: 'Фонд <receipts@example.org>' });
    const worker = createNotificationWorker({
      db: t.db,
      mailer,
      clock: t.clock,
      log: t.app.log,
      intervalMs: 0,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      readFile: (file) => fileBytes(storageOf(t.app.deps), file),
      // MAIL_FROM unset: the foundation's name at no-reply@ the site's host (issue 32).
      sender: mailSender(t.db, { ...t.config, MAIL_FROM: undefined }),
    });

    const first = await guestPays('guest-one@example.org', 'en');
    const second = await guestPays('Guest-Two@example.org', 'ru');
    await worker.runOnce();

    const one = mailer.lastTo('guest-one@example.org');
    expect(one?.subject).toMatch(new RegExp(`^Receipt № (\\d+) for order ${orderNumber(first.id)}$`));
    const two = mailer.lastTo('guest-two@example.org');
    expect(two?.subject).toMatch(new RegExp(`^Квитанция № (\\d+) по заказу ${orderNumber(second.id)}$`));
    expect(one!.from).toBe(
      `"Благотворительный фонд «Пример»" <no-reply@${new URL(t.config.PUBLIC_SITE_URL).hostname}>`,
    );
    const numbers = [one!, two!].map((m) => Number(/№ (\d+)/.exec(m.subject)![1]));
    expect(numbers[1]).toBe(numbers[0]! + 1);

    const [attachment] = one!.attachments ?? [];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: `receipt-${numbers[0]}.pdf` });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdf(attachment!.content);
    expect(text).toContain('Благотворительный фонд «Пример»');
    expect(text).toContain('OGRN 1234567890123');
    expect(text).toContain('INN 7700000000');
    expect(text).toContain(`Order: ${orderNumber(first.id)}`);
    expect(text).toContain('guest-one@example.org');
    expect(text).toMatch(/Total: .*0[.,]2/);

    const russian = await readPdf(two!.attachments![0]!.content);
    expect(russian).toContain('ОГРН 1234567890123');
    expect(russian).toContain(`Квитанция № ${numbers[1]}`);
    expect(russian).toContain('Назначение: Пожертвование / оплата');

    // The order keeps the receipt and its number; the account (the guest's subject) reaches the file.
    const stored = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: first.id } });
    expect(stored.receiptNumber).toBe(numbers[0]);
    expect(first.receipt).toMatch(/\.pdf$/);
  });
});
