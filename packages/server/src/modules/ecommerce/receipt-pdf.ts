/**
 * The receipt as a PDF (pdfkit), with the DejaVu Sans font embedded (shipped by the `dejavu-fonts-ttf` package):
 * any language, Cyrillic included, reads the same in every viewer. One A4 page: the foundation's requisites, the
 * receipt's number (a duplicate is marked so), the order number the site shows, date, purpose, lines and total,
 * in the donor's language.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@symbol/contracts';
import type { ReceiptLine } from './receipt.ts';

const require = createRequire(import.meta.url);
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

export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const words = WORDS[receipt.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: receiptTitle(receipt.language, receipt.number, receipt.duplicate), Author: receipt.requisites.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const { requisites } = receipt;
  doc.font('bold').fontSize(16).text(requisites.name);
  doc.font('body').fontSize(9).fillColor('#444444');
  const legal = [
    requisites.ogrn && `${words.ogrn} ${requisites.ogrn}`,
    requisites.inn && `${words.inn} ${requisites.inn}`,
  ].filter(Boolean);
  if (legal.length) doc.text(legal.join(' · '));
  if (requisites.address) doc.text(`${words.address}: ${requisites.address}`);
  if (requisites.bank) doc.text(`${words.bank}: ${requisites.bank}`);
  doc.moveDown(1.5).fillColor('#000000');

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
