/**
 * The receipt as a PDF (pdfkit), with the DejaVu Sans font embedded (shipped by the `dejavu-fonts-ttf` package):
 * any language, Cyrillic included, reads the same in every viewer. One A4 page: the foundation's requisites, the
 * receipt's number (a duplicate is marked so), the order number the site shows, date, purpose, lines and total,
 * in the donor's language.
 */
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Language } from '@symbol/contracts';
import type { ReceiptLine } from './receipt.ts';
import { onDemand } from '../../on-demand.ts';

const require = createRequire(import.meta.url);
const pdfkit = onDemand<typeof PDFDocument>('pdfkit');
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The foundation's legal details as an operator set them (empty ones are left off). */
export interface Requisites {
  name: string;
  ogrn?: string;
  inn?: string;
  address?: string;
  bank?: string;
}

export interface ReceiptDocument {
  requisites: Requisites;
  /** The receipt's own gapless number. */
  number: number;
  duplicate?: boolean;
  /** The order number as the site shows it. */
  orderNumber: string;
  paidAt: Date;
  purpose: string;
  email: string;
  lines: ReceiptLine[];
  total: string;
  language: Language;
}

const WORDS = {
  en: {
    receipt: 'Receipt',
    duplicate: 'DUPLICATE',
    ogrn: 'OGRN',
    inn: 'INN',
    address: 'Address',
    bank: 'Bank details',
    order: 'Order',
    date: 'Date',
    purpose: 'Purpose',
    payer: 'Paid by',
    total: 'Total',
    thanks: 'Thank you for your support.',
  },
  ru: {
    receipt: 'Квитанция',
    duplicate: 'ДУБЛИКАТ',
    ogrn: 'ОГРН',
    inn: 'ИНН',
    address: 'Адрес',
    bank: 'Банковские реквизиты',
    order: 'Заказ',
    date: 'Дата',
    purpose: 'Назначение',
    payer: 'Плательщик',
    total: 'Итого',
    thanks: 'Спасибо за вашу поддержку.',
  },
} satisfies Record<Language, Record<string, string>>;

const dateIn = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date) + ' UTC';

export function receiptTitle(language: Language, number: number, duplicate = false): string {
  const words = WORDS[language];
  return `${words.receipt} № ${number}${duplicate ? ` (${words.duplicate})` : ''}`;
}

/** Words of the letterhead, in the document's language. */
export interface LetterheadWords {
  ogrn: string;
  inn: string;
  address: string;
  /** The bank details' label: given, they are written too (a receipt carries them; a statement not). */
  bank?: string;
}

/**
 * An A4 pdfkit document of the foundation (DejaVu Sans embedded: Cyrillic in every viewer) with its letterhead
 * written: name, ОГРН and ИНН, address, and bank details when asked. `done` resolves to the bytes once `end()`ed.
 */
export function foundationPdf(title: string, requisites: Requisites, words: LetterheadWords) {
  const doc = new (pdfkit())({ size: 'A4', margin: 56, info: { Title: title, Author: requisites.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('bold').fontSize(16).text(requisites.name);
  doc.font('body').fontSize(9).fillColor('#444444');
  const legal = [
    requisites.ogrn && `${words.ogrn} ${requisites.ogrn}`,
    requisites.inn && `${words.inn} ${requisites.inn}`,
  ];
  if (legal.some(Boolean)) doc.text(legal.filter(Boolean).join(' · '));
  if (requisites.address) doc.text(`${words.address}: ${requisites.address}`);
  if (words.bank && requisites.bank) doc.text(`${words.bank}: ${requisites.bank}`);
  doc.moveDown(1.5).fillColor('#000000');
  return Object.assign(doc, { done });
}

export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const words = WORDS[receipt.language];
  const doc = foundationPdf(
    receiptTitle(receipt.language, receipt.number, receipt.duplicate),
    receipt.requisites,
    words,
  );
  const { done } = doc;

  doc
    .font('bold')
    .fontSize(20)
    .text(receiptTitle(receipt.language, receipt.number, receipt.duplicate));
  doc.moveDown(0.5).font('body').fontSize(11);
  doc.text(`${words.order}: ${receipt.orderNumber}`);
  doc.text(`${words.date}: ${dateIn(receipt.paidAt, receipt.language)}`);
  doc.text(`${words.purpose}: ${receipt.purpose}`);
  doc.text(`${words.payer}: ${receipt.email}`);
  doc.moveDown(1);

  for (const line of receipt.lines.slice(0, 40)) {
    doc.text(`${line.title} — ${line.quantity} × ${line.price} = ${line.total}`);
  }
  doc.moveDown(1).font('bold').fontSize(14).text(`${words.total}: ${receipt.total}`);
  doc.moveDown(2).font('body').fontSize(11).text(words.thanks);
  doc.end();
  return done;
}
