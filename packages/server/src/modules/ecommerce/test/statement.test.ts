/**
 * The yearly statement (issue 32 §1): a donor's paid gifts of a year as a PDF, read back with a PDF parser; the
 * route answers the subject itself (and staff), refuses another subject and a visitor, and a bad year with a 400;
 * in January each donor of the year before is mailed it once, attached.
 */
import { PDFParse } from 'pdf-parse';
import type { Logger } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@symbol/contracts/intl';
import { AUTH, as, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { renderStatementPdf } from '../statement.ts';
import { mailYearlyStatements } from '../statement-mail.ts';
import { createShop, type Shop } from './fixtures.ts';

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
    },
  });
});

const readPdf = async (bytes: Buffer) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;
/** Loose on spaces: Intl writes money with no-break spaces, the parser may give either. */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** A donor who paid for 2 icons (₽) and one more order left unpaid; answers their token and subject. */
async function donorWhoPaid() {
  const donor = await register(t);
  const me = as(t, donor.jwt);
  const orders = `/api/rbac/subjects/${donor.subjectId}/ecommerce-module/orders`;
  expect((await me.post(orders, { productId: shop.icon, quantity: 2 })).status).toBe(201);
  const checkout = await me.post(`${orders}/checkout`, {
    consent: true,
    provider: 'dummy',
    email: donor.email,
    language: 'ru',
    billingModule: { currency: { id: shop.rub } },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);
  const [paid] = (await me.get(orders)).body.data as { id: string }[];
  expect((await me.post(orders, { productId: shop.icon, quantity: 5 })).status).toBe(201); // a cart, never paid
  return { ...donor, orderId: paid!.id };
}

const statementOf = (subjectId: string, year: number | string, query = '') =>
  `/api/rbac/subjects/${subjectId}/ecommerce-module/statements/${year}${query}`;

describe('the yearly statement', () => {
  it('is the PDF of the year’s paid gifts, in the language asked, with the foundation’s requisites', async () => {
    const donor = await donorWhoPaid();
    const year = t.clock.now().getUTCFullYear();
    const res = await as(t, donor.jwt)
      .get(statementOf(donor.subjectId, year, '?language=ru'))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(res.status, String(res.body)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    const text = spaced(await readPdf(res.body as Buffer));
    expect(text).toContain(`Справка о пожертвованиях за ${year} год`);
    expect(text).toContain('Благотворительный фонд «Пример»');
    expect(text).toContain('ОГРН 1234567890123');
    expect(text).toContain(orderNumber(donor.orderId));
    expect(text).toContain(`Жертвователь: ${donor.email.toLowerCase()}`);
    expect(text).toContain('Итого за год: 0,2 ₽'); // 2 × ₽0.10 (fixtures.ts); the unpaid cart left out

    // Last year: nothing given.
    const before = await as(t, donor.jwt)
      .get(statementOf(donor.subjectId, year - 1, '?language=en'))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(before.status).toBe(200);
    expect(spaced(await readPdf(before.body as Buffer))).toContain('No donations this year.');
  });

  it("answers the subject and staff only: another subject's and a visitor's asking are refused", async () => {
    const donor = await donorWhoPaid();
    const other = await register(t);
    const year = t.clock.now().getUTCFullYear();
    expect((await as(t, other.jwt).get(statementOf(donor.subjectId, year))).status).toBe(403);
    const visitor = (await as(t).get(`${AUTH}/init`)).body.data.jwt as string;
    expect((await as(t, visitor).get(statementOf(donor.subjectId, year))).status).toBe(403);
    expect((await as(t).get(statementOf(donor.subjectId, year))).status).toBeGreaterThanOrEqual(401);
    const admin = await loginAdmin(t);
    expect((await as(t, admin.jwt).get(statementOf(donor.subjectId, year))).status).toBe(200);
  });

  it('refuses a year that is not one with a 400', async () => {
    const donor = await register(t);
    const year = t.clock.now().getUTCFullYear();
    for (const bad of ['soon', '1999', String(year + 1), '2020.5'])
      expect((await as(t, donor.jwt).get(statementOf(donor.subjectId, bad))).status, bad).toBe(400);
  });

  it('renders every gift and a total per currency, never converted (unit)', async () => {
    const pdf = await renderStatementPdf({
      requisites: { name: 'Symbol of Faith Foundation', inn: '7700000000' },
      year: 2025,
      language: 'en',
      email: 'donor@example.org',
      emails: ['donor@example.org'],
      gifts: [
        { orderNumber: 'AB12CD34', receiptNumber: 7, paidAt: '3 March 2025', purpose: 'Bell tower', amount: '₽1,500' },
        { orderNumber: 'EF56AB78', receiptNumber: null, paidAt: '9 May 2025', purpose: 'Chapel', amount: '$25' },
      ],
      totals: ['₽1,500', '$25'],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = spaced(await readPdf(pdf));
    expect(text).toContain('Statement of donations for 2025');
    expect(text).toContain('INN 7700000000');
    expect(text).toContain('Donor: donor@example.org');
    expect(text).toContain('3 March 2025 — ₽1,500');
    expect(text).toContain('Order AB12CD34 · Receipt № 7. Purpose: Bell tower');
    expect(text).toContain('Total for the year: ₽1,500');
    expect(text).toContain('Total for the year: $25');
  });
});

describe("the yearly statement's January mail", () => {
  const year = new Date().getUTCFullYear();
  const deps = (at: Date) => ({ db: t.db, config: t.config, log: t.app.log as Logger, clock: { now: () => at } });
  const january = new Date(Date.UTC(year + 1, 0, 3, 9));
  const statementsTo = (address: string) =>
    t.outbox.messages.filter((m) => m.to === address.toLowerCase() && /tatement|Справка/.test(m.subject));

  it("mails each donor of last year once, the PDF attached, in their checkout's language, and never outside January", async () => {
    const donor = await donorWhoPaid();
    // A guest gave too: their statement goes to the address their payment gave.
    const guestToken = (await as(t).get(`${AUTH}/init`)).body.data.jwt as string;
    const guestId = (await as(t, guestToken).get(`${AUTH}/me`)).body.data.id as string;
    const guestOrders = `/api/rbac/subjects/${guestId}/ecommerce-module/orders`;
    expect((await as(t, guestToken).post(guestOrders, { productId: shop.icon, quantity: 1 })).status).toBe(201);
    const checkout = await as(t, guestToken).post(`${guestOrders}/checkout`, {
      consent: true,
      provider: 'dummy',
      email: 'Statement-Guest@example.org',
      language: 'en',
      billingModule: { currency: { id: shop.rub } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const { pathname, search } = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
    expect((await t.http.post(`${pathname}/succeeded${search}`)).status).toBe(303);

    // Not January: nothing, whatever was given.
    expect(await mailYearlyStatements(deps(new Date(Date.UTC(year + 1, 1, 1))))).toBe(0);
    // The gifts are this year's: this January's pass has no year before to mail.
    expect(await mailYearlyStatements(deps(new Date(Date.UTC(year, 0, 20))))).toBe(0);

    // Two instances' passes at once: each donor is mailed once.
    const passes = await Promise.all([mailYearlyStatements(deps(january)), mailYearlyStatements(deps(january))]);
    expect(passes[0]! + passes[1]!).toBeGreaterThanOrEqual(2);
    expect(await mailYearlyStatements(deps(january))).toBe(0);
    await t.deliverMail();

    const [russian, ...moreRussian] = statementsTo(donor.email);
    expect(moreRussian).toHaveLength(0);
    expect(russian!.subject).toBe(`Справка о ваших пожертвованиях за ${year} год`);
    const [pdf] = russian!.attachments ?? [];
    expect(pdf).toMatchObject({ contentType: 'application/pdf' });
    const text = spaced(await readPdf(pdf!.content));
    expect(text).toContain(`Справка о пожертвованиях за ${year} год`);
    expect(text).toContain(orderNumber(donor.orderId));
    expect(text).toContain('Итого за год: 0,2 ₽');

    const [english, ...moreEnglish] = statementsTo('statement-guest@example.org');
    expect(moreEnglish).toHaveLength(0);
    expect(english!.subject).toBe(`Your statement of donations for ${year}`);
    expect(spaced(await readPdf(english!.attachments![0]!.content))).toContain('Total for the year: 0.1 ₽');
    // The statement is no stored file: nothing public, nothing in the media library.
    expect(await t.db.prisma.fileStorageFile.count({ where: { adminTitle: { contains: 'tatement' } } })).toBe(0);
  });
});
