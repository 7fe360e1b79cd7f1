/**
 * The order receipt: a PDF (receipt-pdf.ts) with the foundation's requisites, stored as a file, linked to the
 * order and mailed, attached, to the address given at checkout and to the order's owners. Issued after the payment is committed; a failure is logged, the payment itself stands, and the
 * receipt outbox (`retryMissingReceipts`, run by the instances' background loop) issues it again until the order
 * has one. Amounts are written as the site writes them (@symbol/contracts/intl), in the donor's language (the
 * checkout's).
 */
import { languageOr, type Language } from '@symbol/contracts';
import { formatMoney, orderNumber } from '@symbol/contracts/intl';
import { pickText, queueNotification, subjectEmails, TEMPLATE } from '../notification/index.ts';
import { absoluteFileUrl, storageOf, storeGeneratedFile } from '../file-storage/index.ts';
import { queryRows, type DbClient } from '../../db/index.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import { orderTotals, PRODUCT_PRICES } from './totals.ts';
import { renderReceiptPdf, type Requisites } from './receipt-pdf.ts';
import type { Clock } from '../../clock.ts';
import { FailureLog } from '../../failure-log.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';

type ReceiptDeps = Pick<Context, 'db' | 'config' | 'log'>;

/** A line with its amounts already written with their currency ("1 500 ₽"). */
export interface ReceiptLine {
  title: string;
  quantity: number;
  price: string;
  total: string;
}

export interface Receipt {
  siteTitle: string;
  orderId: string;
  paidAt: Date;
  provider: string;
  lines: ReceiptLine[];
  total: string;
}

/**
 * Who hears about an order (its receipt, a duplicate, a refund): the address given at checkout, then its owners'
 * addresses, lower case, each with its owner's subject (the checkout's address has none unless an owner has it too).
 */
export async function orderRecipients(
  tx: DbClient,
  orderId: string,
  checkoutEmail: string | null | undefined,
): Promise<Map<string, string | undefined>> {
  const recipients = new Map<string, string | undefined>();
  const given = checkoutEmail?.trim().toLowerCase();
  if (given) recipients.set(given, undefined);
  const owners = await tx.rbacSubjectsToEcommerceModuleOrders.findMany({
    where: { ecommerceModuleOrderId: orderId },
    select: { subjectId: true },
  });
  for (const { subjectId } of owners)
    for (const email of await subjectEmails(tx, subjectId)) recipients.set(email.toLowerCase(), subjectId);
  return recipients;
}

/** The foundation's requisites: the primary site metadata's legal fields, its name falling back on the site's. */
export async function foundationRequisites(ctx: Pick<Context, 'db' | 'config'>): Promise<Requisites> {
  const primary = await ctx.db.prisma.hostMetadata.findFirst({
    where: { variant: 'primary' },
    orderBy: { createdAt: 'asc' },
  });
  const given = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    name: given(primary?.legalName) ?? given(primary?.opengraphSiteName) ?? ctx.config.SITE_TITLE,
    ...(given(primary?.ogrn) && { ogrn: given(primary?.ogrn) }),
    ...(given(primary?.inn) && { inn: given(primary?.inn) }),
    ...(given(primary?.legalAddress) && { address: given(primary?.legalAddress) }),
    ...(given(primary?.bankDetails) && { bank: given(primary?.bankDetails) }),
  };
}

const PURPOSE = {
  en: (titles: string) => `Donation / payment: ${titles}`,
  ru: (titles: string) => `Пожертвование / оплата: ${titles}`,
} satisfies Record<Language, (titles: string) => string>;

type PaidIntent = { currencyId: string; amount: unknown; currency: { slug: string; symbol: string } };

/** An order's lines and total as its receipt writes them, in the paid currency and the donor's language. */
async function receiptLines(ctx: ReceiptDeps, orderId: string, intent: PaidIntent, language: Language) {
  const lines = await queryRows<{ title: unknown; quantity: number; price: string | null; total: string | null }>(
    ctx.db.prisma,
    // What was paid, once stamped (raised.ts): a receipt issued again says what the first said, whatever prices did.
    `SELECT p."title", l."quantity",
            trim_scale(COALESCE(CASE WHEN l."paidCurrencyId" = $2::uuid THEN l."paidAmount" / l."quantity" END, price."number"))::text AS "price",
            trim_scale(COALESCE(CASE WHEN l."paidCurrencyId" = $2::uuid THEN l."paidAmount" END, price."number" * l."quantity"))::text AS "total"
     FROM "ecommerce_orders_to_products" l JOIN "ecommerce_products" p ON p."id" = l."productId"
     LEFT JOIN LATERAL (
       SELECT l."price" AS "number" WHERE l."price" IS NOT NULL AND l."billingModuleCurrencyId" = $2::uuid
       UNION ALL
       (SELECT pp."price" FROM (${PRODUCT_PRICES}) pp
        WHERE l."price" IS NULL AND pp."productId" = l."productId" AND pp."currencyId" = $2::uuid
        ORDER BY pp."orderIndex" LIMIT 1)) price ON TRUE
     WHERE l."orderId" = $1::uuid ORDER BY l."orderIndex", l."createdAt"`,
    [orderId, intent.currencyId],
  );
  // This order's own total in the paid currency (exact, from SQL): an intent may pay several orders. Every line
  // stamped: their sum.
  const [paid] = await queryRows<{ total: string | null; stamped: boolean }>(
    ctx.db.prisma,
    `SELECT trim_scale(SUM(l."paidAmount"))::text AS "total",
            bool_and(l."paidAmount" IS NOT NULL AND l."paidCurrencyId" = $2::uuid) AS "stamped"
     FROM "ecommerce_orders_to_products" l WHERE l."orderId" = $1::uuid`,
    [orderId, intent.currencyId],
  );
  const total =
    ((paid?.stamped && paid.total) ||
      (await orderTotals(ctx.db.prisma, [orderId])).find((t) => t.billingModuleCurrency.id === intent.currencyId)
        ?.total) ??
    plainDecimal(intent.amount);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, intent.currency, language));
  const written = lines.map((l) => ({
    title: pickText(l.title, language) || '—',
    quantity: l.quantity,
    price: money(l.price),
    total: money(l.total),
  }));
  return { written, money, total };
}

/**
 * Issues the receipt of every order an intent paid that has none yet; answers the files made. The receipt (a PDF)
 * is mailed, attached, to the address given at checkout (the intent's, guest or not) and to the owners' verified
 * addresses, in the donor's language (the checkout's), numbered without gaps.
 */
export async function issueReceipts(ctx: ReceiptDeps, intentId: string): Promise<string[]> {
  const intent = await ctx.db.prisma.billingPaymentIntent.findUnique({
    where: { id: intentId },
    include: { currency: true },
  });
  if (!intent || intent.status !== 'succeeded') return [];
  const asked = (intent.metadata as { language?: unknown } | null)?.language;
  const language = languageOr(asked);
  const orders = await queryRows<{ orderId: string; receipt: string }>(
    ctx.db.prisma,
    `SELECT o."id" AS "orderId", o."receipt" FROM "ecommerce_orders_to_billing_module_payment_intents" l
     JOIN "ecommerce_orders" o ON o."id" = l."orderId" WHERE l."billingModulePaymentIntentId" = $1::uuid`,
    [intentId],
  );
  const requisites = await foundationRequisites(ctx);
  const made: string[] = [];
  for (const { orderId } of orders.filter((o) => !o.receipt)) {
    const { written, money, total } = await receiptLines(ctx, orderId, intent, language);
    const storage = storageOf(ctx);
    // The number, the file record and its link to the order commit together: a receipt is never, even briefly, an
    // unattached (public) file, and a number is never skipped (taken under one lock, in the same transaction).
    const file = await ctx.db.transaction(async (tx) => {
      // The order locked and read again: of two instances issuing it at once, the later finds it issued.
      const [locked] = await queryRows<{ receipt: string | null }>(
        tx,
        `SELECT "receipt" FROM "ecommerce_orders" WHERE "id" = $1::uuid FOR UPDATE`,
        [orderId],
      );
      if (!locked || locked.receipt) return undefined;
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('ecommerce.receipt-number'))`);
      const [{ next }] = (await queryRows<{ next: number }>(
        tx,
        `SELECT COALESCE(MAX("receiptNumber"), 0) + 1 AS "next" FROM "ecommerce_orders"`,
        [],
      )) as [{ next: number }];
      const recipients = await orderRecipients(tx, orderId, intent.email);
      const pdf = await renderReceiptPdf({
        requisites,
        number: next,
        orderNumber: orderNumber(orderId),
        paidAt: intent.updatedAt,
        purpose: PURPOSE[language](written.map((l) => l.title).join(', ')),
        email: intent.email ?? [...recipients.keys()][0] ?? '—',
        lines: written,
        total: money(total),
        language,
      });
      const file = await storeGeneratedFile(
        { db: ctx.db, config: ctx.config, log: ctx.log, storage },
        {
          bytes: pdf,
          mimeType: 'application/pdf',
          extension: 'pdf',
          data: { adminTitle: `Receipt ${next} (order ${orderNumber(orderId)})`, variant: 'order-receipt' },
        },
        tx,
      );
      const url = absoluteFileUrl(ctx.config, String(file.file));
      await tx.ecommerceOrdersToFileStorageModuleFiles.create({
        data: { orderId, fileStorageModuleFileId: String(file.id) },
      });
      await tx.ecommerceOrder.update({ where: { id: orderId }, data: { receipt: url, receiptNumber: next } });
      for (const [recipient, subjectId] of recipients) {
        await queueNotification(tx, {
          template: TEMPLATE.orderReceipt,
          language,
          recipient,
          subjectId,
          payload: {
            orderId,
            orderNumber: orderNumber(orderId),
            receiptNumber: next,
            items: written.map(({ title, quantity, total }) => ({ title, quantity, total })),
            totals: [{ total: money(total) }],
            attachments: [{ file: String(file.file), filename: `receipt-${next}.pdf`, contentType: 'application/pdf' }],
          },
        });
      }
      return file;
    });
    if (file) made.push(String(file.id));
  }
  return made;
}

/**
 * A receipt issued again (issue 32 §1): the same number, marked DUPLICATE/ДУБЛИКАТ, the same lines and total (what
 * was paid), stored as another private file of the order and mailed, attached, to the address given at checkout,
 * in the checkout's language. 409 when the order has no receipt yet; answers the number and the new file's id.
 */
export async function reissueReceipt(
  ctx: ReceiptDeps,
  orderId: string,
): Promise<{ receiptNumber: number; file: string }> {
  const order = await ctx.db.prisma.ecommerceOrder.findUnique({ where: { id: orderId } });
  if (!order) throw notFound('Order not found');
  if (order.receiptNumber === null) throw new AppError(409, 'The order has no receipt yet: it is issued when paid');
  const [link] = await queryRows<{ intentId: string }>(
    ctx.db.prisma,
    `SELECT pi."id" AS "intentId" FROM "ecommerce_orders_to_billing_module_payment_intents" op
     JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
     WHERE op."orderId" = $1::uuid ORDER BY pi."updatedAt" DESC LIMIT 1`,
    [orderId],
  );
  const intent =
    link &&
    (await ctx.db.prisma.billingPaymentIntent.findUnique({
      where: { id: link.intentId },
      include: { currency: true },
    }));
  if (!intent) throw new AppError(409, 'The order has no succeeded payment');
  const asked = (intent.metadata as { language?: unknown } | null)?.language;
  const language = languageOr(asked);
  const { written, money, total } = await receiptLines(ctx, orderId, intent, language);
  const number = order.receiptNumber;
  const recipient = intent.email?.trim().toLowerCase();
  const pdf = await renderReceiptPdf({
    requisites: await foundationRequisites(ctx),
    number,
    duplicate: true,
    orderNumber: orderNumber(orderId),
    paidAt: intent.updatedAt,
    purpose: PURPOSE[language](written.map((l) => l.title).join(', ')),
    email: recipient ?? '—',
    lines: written,
    total: money(total),
    language,
  });
  const storage = storageOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const file = await storeGeneratedFile(
      { db: ctx.db, config: ctx.config, log: ctx.log, storage },
      {
        bytes: pdf,
        mimeType: 'application/pdf',
        extension: 'pdf',
        data: { adminTitle: `Receipt ${number} duplicate (order ${orderNumber(orderId)})`, variant: 'order-receipt' },
      },
      tx,
    );
    await tx.ecommerceOrdersToFileStorageModuleFiles.create({
      data: { orderId, fileStorageModuleFileId: String(file.id) },
    });
    for (const [address, subjectId] of await orderRecipients(tx, orderId, recipient))
      await queueNotification(tx, {
        template: TEMPLATE.orderReceipt,
        language,
        recipient: address,
        subjectId,
        payload: {
          orderId,
          orderNumber: orderNumber(orderId),
          receiptNumber: number,
          duplicate: true,
          items: written.map(({ title, quantity, total: lineTotal }) => ({ title, quantity, total: lineTotal })),
          totals: [{ total: money(total) }],
          attachments: [
            { file: String(file.file), filename: `receipt-${number}-duplicate.pdf`, contentType: 'application/pdf' },
          ],
        },
      });
    return { receiptNumber: number, file: String(file.id) };
  });
}

/** A receipt is retried once its payment is this old: younger, the request that paid may still be issuing it. */
export const RECEIPT_RETRY_AFTER_MS = 30_000;
/** Payments older than this are not retried any more (a receipt failing for a week needs a person). */
const RECEIPT_RETRY_WINDOW_MS = 7 * 24 * 60 * 60_000;
const RECEIPT_RETRY_BATCH = 20;

/**
 * The receipt outbox's pass: the payments that succeeded (between a week and RECEIPT_RETRY_AFTER_MS ago) with an
 * order still without its receipt get them issued. Answers how many payments were done; a failure is logged
 * (once per interval) and retried on the next pass.
 */
export async function retryMissingReceipts(
  deps: ReceiptDeps & { clock: Clock },
  failures = new FailureLog(deps.log),
): Promise<number> {
  const now = deps.clock.now().getTime();
  const due = await queryRows<{ intentId: string }>(
    deps.db.prisma,
    `SELECT DISTINCT i."id" AS "intentId"
     FROM "billing_payment_intents" i
     JOIN "ecommerce_orders_to_billing_module_payment_intents" l ON l."billingModulePaymentIntentId" = i."id"
     JOIN "ecommerce_orders" o ON o."id" = l."orderId"
     WHERE i."status" = 'succeeded' AND i."updatedAt" < $1 AND i."updatedAt" > $2 AND COALESCE(o."receipt", '') = ''
     LIMIT ${RECEIPT_RETRY_BATCH}`,
    [new Date(now - RECEIPT_RETRY_AFTER_MS), new Date(now - RECEIPT_RETRY_WINDOW_MS)],
  );
  let done = 0;
  for (const { intentId } of due) {
    try {
      await issueReceipts(deps, intentId);
      done += 1;
    } catch (error) {
      failures.record('receipt', 'receipt not issued again: retried on the next pass', error);
    }
  }
  return done;
}
