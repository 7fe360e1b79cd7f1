/**
 * The yearly statement (issue 32 §1): a donor's gifts of one calendar year (UTC) as a PDF, for a tax deduction.
 * A gift is an order of the subject that money arrived for (its lines stamped with what was paid: raised.ts), not
 * canceled (a refund), dated by its last succeeded payment; sums per currency, never converted. Downloadable from
 * the account any time (`GET /api/rbac/subjects/{id}/ecommerce-module/statements/{year}`, the subject itself or
 * staff); the January mail of the previous year is not built yet.
 */
import { languageOr, type Language } from '@symbol/contracts';
import { formatMoney, orderNumber } from '@symbol/contracts/intl';
import { queryRows, type DbClient } from '../../db/index.ts';
import { badRequest } from '../../errors.ts';
import { pickText, subjectEmails } from '../notification/index.ts';
import { foundationPdf, type Requisites } from './receipt-pdf.ts';

/** One gift as the statement lists it: amounts already written with their currency ("1 500 ₽"). */
export interface StatementGift {
  orderNumber: string;
  receiptNumber: number | null;
  paidAt: string;
  purpose: string;
  amount: string;
}

export interface Statement {
  requisites: Requisites;
  year: number;
  language: Language;
  /** The donor's addresses, as the statement prints them. */
  email: string;
  /** The same, one each: where the January mail goes. */
  emails: string[];
  gifts: StatementGift[];
  /** One total per currency given in. */
  totals: string[];
}

/** The years a statement may be asked for: the foundation's era, not a typo's. */
export const STATEMENT_FIRST_YEAR = 2000;

export function parseStatementYear(raw: unknown, now: Date): number {
  const year = Number(raw);
  if (!Number.isInteger(year) || year < STATEMENT_FIRST_YEAR || year > now.getUTCFullYear())
    throw badRequest(`year must be a year from ${STATEMENT_FIRST_YEAR} to ${now.getUTCFullYear()}`);
  return year;
}

export const statementLanguage = (raw: unknown): Language => languageOr(raw);

/** The subject's gifts of a year and their totals per currency, written in the language asked. */
export async function readStatement(
  db: DbClient,
  subjectId: string,
  year: number,
  language: Language,
  requisites: Requisites,
): Promise<Statement> {
  const rows = await queryRows<{
    orderId: string;
    receiptNumber: number | null;
    paidAt: Date;
    email: string | null;
    titles: unknown[];
    amount: string;
    slug: string;
    symbol: string;
    currencyId: string;
  }>(
    db,
    `SELECT o."id" AS "orderId", o."receiptNumber", paid."at" AS "paidAt", paid."email",
            array_agg(p."title" ORDER BY l."orderIndex", l."createdAt") AS "titles",
            trim_scale(SUM(l."paidAmount"))::text AS "amount", c."slug", c."symbol", c."id" AS "currencyId"
       FROM "rbac_subjects_to_ecommerce_module_orders" so
       JOIN "ecommerce_orders" o ON o."id" = so."ecommerceModuleOrderId" AND o."status" <> 'canceled'
       JOIN "ecommerce_orders_to_products" l ON l."orderId" = o."id" AND l."paidAmount" IS NOT NULL
       JOIN "ecommerce_products" p ON p."id" = l."productId"
       JOIN "billing_currencies" c ON c."id" = l."paidCurrencyId"
       JOIN LATERAL (
         SELECT pi."updatedAt" AS "at", pi."email"
           FROM "ecommerce_orders_to_billing_module_payment_intents" op
           JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
          WHERE op."orderId" = o."id" ORDER BY pi."updatedAt" DESC LIMIT 1) paid ON paid."at" >= $2 AND paid."at" < $3
      WHERE so."subjectId" = $1::uuid
      GROUP BY o."id", o."receiptNumber", paid."at", paid."email", c."slug", c."symbol", c."id"
      ORDER BY paid."at", o."id"`,
    [subjectId, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))],
  );
  const date = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  const sums = new Map<string, { amount: number; currency: { slug: string; symbol: string } }>();
  const gifts = rows.map((row) => {
    const currency = { slug: row.slug, symbol: row.symbol };
    const sum = sums.get(row.currencyId) ?? { amount: 0, currency };
    // Cents as integers: no binary drift over a year of gifts.
    sum.amount += Math.round(Number(row.amount) * 100);
    sums.set(row.currencyId, sum);
    return {
      orderNumber: orderNumber(row.orderId),
      receiptNumber: row.receiptNumber,
      paidAt: date.format(row.paidAt),
      purpose: row.titles.map((title) => pickText(title, language) || '—').join(', '),
      amount: formatMoney(row.amount, currency, language),
    };
  });
  // The donor as the payments name them (the addresses given at checkout), else the account's own.
  const given = [...new Set(rows.flatMap((row) => (row.email ? [row.email.trim().toLowerCase()] : [])))];
  const emails = given.length > 0 ? given : await subjectEmails(db, subjectId);
  return {
    requisites,
    year,
    language,
    email: emails.join(', ') || '—',
    emails,
    gifts,
    totals: [...sums.values()].map((s) => formatMoney((s.amount / 100).toFixed(2), s.currency, language)),
  };
}

const WORDS = {
  en: {
    title: (year: number) => `Statement of donations for ${year}`,
    ogrn: 'OGRN',
    inn: 'INN',
    address: 'Address',
    donor: 'Donor',
    date: 'Date',
    order: 'Order',
    receipt: 'Receipt',
    purpose: 'Purpose',
    amount: 'Amount',
    total: 'Total for the year',
    none: 'No donations this year.',
    note: 'Issued from the foundation’s records of payments received. Thank you for your support.',
  },
  ru: {
    title: (year: number) => `Справка о пожертвованиях за ${year} год`,
    ogrn: 'ОГРН',
    inn: 'ИНН',
    address: 'Адрес',
    donor: 'Жертвователь',
    date: 'Дата',
    order: 'Заказ',
    receipt: 'Квитанция',
    purpose: 'Назначение',
    amount: 'Сумма',
    total: 'Итого за год',
    none: 'В этом году пожертвований не было.',
    note: 'Составлена по учёту поступивших платежей фонда. Спасибо за вашу поддержку.',
  },
} satisfies Record<Language, Record<string, unknown>>;

export const statementTitle = (language: Language, year: number) => WORDS[language].title(year);

/** The statement as one or more A4 pages (pdfkit, DejaVu Sans embedded, as the receipt). */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const words = WORDS[statement.language];
  const doc = foundationPdf(words.title(statement.year), statement.requisites, words);
  const { done } = doc;
  doc.font('bold').fontSize(18).text(words.title(statement.year));
  doc.moveDown(0.5).font('body').fontSize(11).text(`${words.donor}: ${statement.email}`);
  doc.moveDown(1);
  if (statement.gifts.length === 0) doc.text(words.none);
  for (const gift of statement.gifts) {
    const receipt = gift.receiptNumber === null ? '' : ` · ${words.receipt} № ${gift.receiptNumber}`;
    doc.font('bold').text(`${gift.paidAt} — ${gift.amount}`);
    doc.font('body').text(`${words.order} ${gift.orderNumber}${receipt}. ${words.purpose}: ${gift.purpose}`);
    doc.moveDown(0.5);
  }
  doc.moveDown(1).font('bold').fontSize(13);
  for (const total of statement.totals) doc.text(`${words.total}: ${total}`);
  doc.moveDown(2).font('body').fontSize(10).text(words.note);
  doc.end();
  return done;
}
